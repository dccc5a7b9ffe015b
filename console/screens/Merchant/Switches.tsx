import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MerchantSettings } from '@common/contract/consoleMerchant';
import type { Whitelabel } from '@common/contract/system';
import { Check } from '../../components/ui';
import { useFeature } from '../../stores/context';
import { MerchantStore } from '../../stores/MerchantStore';
import { Section } from './Section';

export const WHITELABEL_SWITCHES: readonly (keyof Whitelabel)[] = ['AGENTPOLICY3', 'PTSYS3', 'MISSIONLB3', 'CBS3', 'REWCEN3', 'smsLogin', 'passwordReset', 'googleSignIn', 'facebookSignIn'];

/** Maintenance: the member site shows its maintenance page to everyone while on. */
export function Maintenance({ settings }: { settings: MerchantSettings }) {
  const { t } = useTranslation();
  const store = useFeature(MerchantStore);
  const [enabled, setEnabled] = useState(settings.maintenance);
  return (
    <Section id="maintenance" onSave={() => store.update('maintenance', { enabled })}>
      <Check>
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        {t('merchant.maintenanceOn')}
      </Check>
    </Section>
  );
}

/** The whitelabel feature switches; only the ones changed are sent (the others stay as the server has them). */
export function WhitelabelSwitches({ settings }: { settings: MerchantSettings }) {
  const { t } = useTranslation();
  const store = useFeature(MerchantStore);
  const [switches, setSwitches] = useState(settings.whitelabel);
  const changed = Object.fromEntries(WHITELABEL_SWITCHES.filter((key) => switches[key] !== settings.whitelabel[key]).map((key) => [key, switches[key]]));
  return (
    <Section id="whitelabel" onSave={() => Object.keys(changed).length > 0 && store.update('whitelabel', changed)}>
      {WHITELABEL_SWITCHES.map((key) => (
        <Check key={key}>
          <input type="checkbox" checked={switches[key]} onChange={(e) => setSwitches({ ...switches, [key]: e.target.checked })} />
          {t(`merchant.whitelabel.${key}`)}
        </Check>
      ))}
    </Section>
  );
}
