import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../components/Loading';
import { Field, Muted, Select, Title } from '../../components/ui';
import { useFeature, useStores } from '../../stores/context';
import { MerchantStore } from '../../stores/MerchantStore';
import { Region, RegisterFields } from './Access';
import { Branding } from './Branding';
import { CustomerService, Downloads } from './Channels';
import { Languages } from './Languages';
import { NewMerchant } from './NewMerchant';
import { Maintenance, WhitelabelSwitches } from './Switches';
import { TransferLaunch } from './TransferLaunch';

/** Merchant settings: a merchant's own, or for a platform-wide operator the one picked; each section saved on its own. */
const Merchant = observer(function Merchant() {
  const { t } = useTranslation();
  const { session } = useStores();
  const store = useFeature(MerchantStore);
  useEffect(() => void store.start(), [store]);
  const platformWide = session.me?.merchantCode === null;
  const settings = store.settings.value;
  return (
    <>
      <Title>{settings ? t('merchant.titleOf', { name: settings.name, code: settings.code }) : t('merchant.title')}</Title>
      {platformWide && (
        <>
          <LoadState of={store.merchants} />
          <Field>
            {t('merchantPicker.label')}
            <Select value={settings?.code ?? ''} onChange={(e) => e.target.value && void store.open(e.target.value)}>
              <option value="">{t('merchant.pick')}</option>
              {(store.merchants.value ?? []).map((m) => (
                <option key={m.code} value={m.code}>
                  {m.name} ({m.code}){m.maintenance ? ` · ${t('merchant.inMaintenance')}` : ''}
                </option>
              ))}
            </Select>
          </Field>
          {session.may('merchant.create') && <NewMerchant />}
        </>
      )}
      <LoadState of={store.settings} />
      {!settings && platformWide && <Muted>{t('merchant.pickFirst')}</Muted>}
      {settings && (
        // A merchant opened afresh (another one, or just created) starts every form from what the server holds.
        <div key={settings.code}>
          <Maintenance settings={settings} />
          <WhitelabelSwitches settings={settings} />
          <Region settings={settings} />
          <RegisterFields settings={settings} />
          <Languages settings={settings} />
          <Branding settings={settings} />
          <CustomerService settings={settings} />
          <Downloads settings={settings} />
          <TransferLaunch settings={settings} />
        </div>
      )}
    </>
  );
});

export default Merchant;
