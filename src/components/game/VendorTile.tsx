import { useTranslation } from 'react-i18next';
import type { VendorTile as VendorTileData } from '@common/contract/games';
import { vendorHref, vendorIconUrl, vendorRegistry } from '../../vendors';
import { FallbackImage } from './FallbackImage';
import { TileLine, TileLink } from './tileStyles';
import { routerPath } from '../../paths';

/** A vendor tile (§2): its plug-in decides the label, the icon and where a tap leads. */
export function VendorTile({ vendor }: { vendor: VendorTileData }) {
  const { t } = useTranslation();
  const look = vendorRegistry.forVendor(vendor.gameType, vendor.vassalage).tile(vendor);
  return (
    <TileLink to={routerPath(vendorHref(vendor))}>
      <FallbackImage src={look.icon ? vendorIconUrl(look.icon) : null} width={96} height={96} loading="lazy" decoding="async" />
      <TileLine>{look.labelKey ? t(look.labelKey) : look.label}</TileLine>
    </TileLink>
  );
}
