import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { GameType } from '@common/contract/games';
import { useStores } from '../../../stores';
import { typeHref } from '../query';
import { ChipLink, ChipRow } from './styles';

interface VendorChipsProps {
  gameType: GameType;
  /** The chip shown as current: a vendor code, '' for "all", undefined for none (the more=2 selector). */
  current: string | undefined;
  /** Accessible name of the chip group. */
  label: string;
}

/**
 * The vassalage filter (§2): "all" plus one real link per vendor of the type. While the vendors
 * load, an empty row keeps the chips' place, so the grid below does not jump when they arrive.
 */
export const VendorChips = observer(function VendorChips({ gameType, current, label }: VendorChipsProps) {
  const { t } = useTranslation();
  const { gameList } = useStores();
  const vendors = gameList.vendorsOf(gameType);
  if (vendors.length === 0) return gameList.vendorsLoading ? <ChipRow aria-label={label} aria-busy="true" $reserved /> : null;
  return (
    <ChipRow aria-label={label}>
      <li>
        <ChipLink to={typeHref(gameType)} aria-current={current === '' ? 'page' : undefined}>
          {t('gameList.allVendors')}
        </ChipLink>
      </li>
      {vendors.map((v) => (
        <li key={v.vendorCode}>
          <ChipLink to={typeHref(gameType, { vassalage: v.vendorCode })} aria-current={current === v.vendorCode ? 'page' : undefined}>
            {v.displayName}
          </ChipLink>
        </li>
      ))}
    </ChipRow>
  );
});
