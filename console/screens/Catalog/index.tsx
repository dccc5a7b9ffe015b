import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../components/Loading';
import { MerchantPicker } from '../../components/MerchantPicker';
import { Muted, Title } from '../../components/ui';
import { CatalogStore } from '../../stores/CatalogStore';
import { useFeature } from '../../stores/context';
import { Credentials } from './Credentials';
import { Games } from './Games';
import { VendorLayout } from './VendorLayout';

/** The catalogue: the merchant's vendor order and display, a vendor's games, and (platform-wide) the vendors' signing secrets. */
const Catalog = observer(function Catalog() {
  const { t } = useTranslation();
  const store = useFeature(CatalogStore);
  useEffect(() => void store.loadVendors(), [store]);
  const vendors = store.vendors.value;
  return (
    <>
      <Title>{t('catalog.title')}</Title>
      <MerchantPicker value={store.merchantCode} onChange={(code) => void store.loadVendors(code)} />
      {!store.scoped && <Muted>{t('catalog.pickMerchant')}</Muted>}
      <LoadState of={store.vendors} />
      {/* A new answer (another merchant, a save) starts the editor afresh from what the server holds. */}
      {store.scoped && vendors && <VendorLayout key={`${store.merchantCode}:${JSON.stringify(vendors)}`} vendors={vendors} />}
      <Games />
      {store.platformWide && <Credentials vendorCodes={[...new Set((vendors ?? []).map((v) => v.vendorCode))]} />}
    </>
  );
});

export default Catalog;
