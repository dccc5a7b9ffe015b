import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MerchantSettings, TransferLaunchModeRequest } from '@common/contract/consoleMerchant';
import { TRANSFER_LAUNCH_MODES, type TransferLaunchMode } from '@common/rules/transfers';
import { Check, Muted } from '../../components/ui';
import { useFeature } from '../../stores/context';
import { MerchantStore } from '../../stores/MerchantStore';
import { Section } from './Section';

/** How launching a transfer-wallet vendor's game moves money: the whole balance, or an amount the member chooses. */
export function TransferLaunch({ settings }: { settings: MerchantSettings }) {
  const { t } = useTranslation();
  const store = useFeature(MerchantStore);
  const [mode, setMode] = useState<TransferLaunchMode>(settings.transferLaunchMode);
  const request: TransferLaunchModeRequest = { mode };
  return (
    <Section id="transferLaunchMode" onSave={() => store.update('transferLaunchMode', request)}>
      <Muted>{t('merchant.transferLaunch.note')}</Muted>
      {TRANSFER_LAUNCH_MODES.map((value) => (
        <Check key={value}>
          <input type="radio" name="transferLaunchMode" value={value} checked={mode === value} onChange={() => setMode(value)} />
          {t(`merchant.transferLaunch.${value}`)}
        </Check>
      ))}
    </Section>
  );
}
