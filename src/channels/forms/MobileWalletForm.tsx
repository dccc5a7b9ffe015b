import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form/TextField';
import { useFields, type FieldRule } from '../../components/form/useFields';
import { Actions } from '../../components/payments/styles';
import { Button, Card } from '../../components/ui';
import { SENDER_NUMBER_MAX_CHARS, SENDER_NUMBER_PATTERN, TRX_ID_MAX_CHARS, TRX_ID_PATTERN } from '../../config/payments';
import { useFeature } from '../../stores';
import { DepositStore } from '../../stores/DepositStore';
import type { ChannelFormProps } from '../types';
import { PaymentDetails, StartOver } from './parts';

type Key = 'senderNumber' | 'trxId';

const RULES: Record<Key, FieldRule> = {
  senderNumber: (v) => (SENDER_NUMBER_PATTERN.test(v.trim()) ? null : { key: 'deposit.senderNumberFormat' }),
  trxId: (v) => (TRX_ID_PATTERN.test(v.trim()) ? null : { key: 'deposit.trxIdFormat' }),
};
const KEYS: Key[] = ['senderNumber', 'trxId'];

/**
 * Mobile wallet (bKash, Nagad, Rocket style): the merchant's receiving number, the exact amount and
 * the reference, each to copy; the player pays from their phone, then enters the number they paid
 * from and the TrxID of their confirmation SMS. The deposit then waits for review.
 */
export default observer(function MobileWalletForm({ deposit }: ChannelFormProps) {
  const { t } = useTranslation();
  const store = useFeature(DepositStore);
  const fields = useFields<Key>({ senderNumber: '', trxId: '' }, RULES);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (!fields.validate(KEYS)) return;
    await store.confirmMobile({ senderNumber: fields.values.senderNumber, trxId: fields.values.trxId });
  }

  return (
    <Card aria-labelledby="wallet-title">
      <h2 id="wallet-title">{t('deposit.walletTitle', { channel: deposit.channelName })}</h2>
      <ol>
        <li>{t('deposit.walletStep1')}</li>
        <li>{t('deposit.walletStep2')}</li>
        <li>{t('deposit.walletStep3')}</li>
      </ol>
      <PaymentDetails deposit={deposit} numberKey="deposit.receivingNumber" />
      <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('deposit.walletConfirm')}>
        <TextField
          name="senderNumber"
          label={t('deposit.senderNumber')}
          inputMode="tel"
          autoComplete="tel"
          maxLength={SENDER_NUMBER_MAX_CHARS}
          value={fields.values.senderNumber}
          onChange={(v) => fields.set('senderNumber', v)}
          onBlur={() => fields.touch('senderNumber')}
          error={fields.error('senderNumber')}
        />
        <TextField
          name="trxId"
          label={t('deposit.trxId')}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          maxLength={TRX_ID_MAX_CHARS}
          value={fields.values.trxId}
          onChange={(v) => fields.set('trxId', v)}
          onBlur={() => fields.touch('trxId')}
          error={fields.error('trxId')}
        />
        <Actions>
          <StartOver />
          <Button type="submit" disabled={store.busy}>
            {t('deposit.iHavePaid')}
          </Button>
        </Actions>
      </form>
    </Card>
  );
});
