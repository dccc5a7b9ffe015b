import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, Label, Select } from '../../../components/form/styles';
import { TextField } from '../../../components/form/TextField';
import { WithdrawalPasswordField } from '../../../components/form/WithdrawalPasswordField';
import { useFields, type FieldRule } from '../../../components/form/useFields';
import { Actions } from '../../../components/payments/styles';
import { Button, Card } from '../../../components/ui';
import { PAYOUT_BANK_MAX_CHARS, PAYOUT_HOLDER_MAX_CHARS, PAYOUT_NUMBER_MAX_CHARS, PAYOUT_NUMBER_MIN_CHARS } from '@common/rules/limits';
import { PAYOUT_NUMBER_TYPED } from '../../../config/payments';
import { useFeature } from '../../../stores';
import { checkWithdrawalPassword } from '../../../stores/memberRules';
import { PayoutAccountStore } from '../../../stores/PayoutAccountStore';

type Key = 'holder' | 'accountNumber' | 'bankName' | 'withdrawalPassword';

/** As the server reads it: spaces and dashes dropped, then 6..34 letters or digits. */
function payoutNumberOk(typed: string): boolean {
  const bare = typed.trim().replace(/[\s-]/g, '');
  return PAYOUT_NUMBER_TYPED.test(typed.trim()) && bare.length >= PAYOUT_NUMBER_MIN_CHARS && bare.length <= PAYOUT_NUMBER_MAX_CHARS;
}

const required = (key: string): FieldRule => (v) => (v.trim() ? null : { key });

const RULES: Record<Key, FieldRule> = {
  holder: required('payout.holderRequired'),
  accountNumber: (v) => (payoutNumberOk(v) ? null : { key: 'payout.numberFormat' }),
  bankName: required('payout.bankRequired'),
  withdrawalPassword: checkWithdrawalPassword,
};

/**
 * A new payout account: the withdrawal channel it is paid through (a bank or a mobile wallet), the
 * holder's name, the number, the bank and branch for a bank, and the withdrawal password.
 */
export const AddAccount = observer(function AddAccount({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const store = useFeature(PayoutAccountStore);
  const [channelId, setChannelId] = useState(store.channels[0]?.id ?? 0);
  const channel = store.channels.find((c) => c.id === channelId) ?? null;
  const isBank = channel?.kind === 'bankTransfer';
  const fields = useFields<Key>({ holder: '', accountNumber: '', bankName: '', withdrawalPassword: '' }, RULES);
  const keys: Key[] = isBank ? ['holder', 'accountNumber', 'bankName', 'withdrawalPassword'] : ['holder', 'accountNumber', 'withdrawalPassword'];

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (!channel || !fields.validate(keys)) return;
    const { holder, accountNumber, bankName, withdrawalPassword } = fields.values;
    if (await store.add({ channelId: channel.id, holder, accountNumber, withdrawalPassword, ...(isBank ? { bankName } : {}) })) onClose();
  }

  const text = (key: Exclude<Key, 'withdrawalPassword'>, label: string, max: number, extra: Record<string, string> = {}) => (
    <TextField
      name={key}
      label={label}
      maxLength={max}
      value={fields.values[key]}
      onChange={(v) => fields.set(key, v)}
      onBlur={() => fields.touch(key)}
      error={fields.error(key)}
      {...extra}
    />
  );

  return (
    <Card aria-labelledby="payout-add">
      <h2 id="payout-add">{t('payout.addTitle')}</h2>
      <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="payout-add">
        <Field>
          <Label htmlFor="payout-channel">{t('payout.channel')}</Label>
          <Select id="payout-channel" name="channelId" value={channelId} onChange={(e) => setChannelId(Number(e.target.value))}>
            {store.channels.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        </Field>
        {text('holder', t('payout.holder'), PAYOUT_HOLDER_MAX_CHARS, { autoComplete: 'name' })}
        {text('accountNumber', t(isBank ? 'payout.accountNumber' : 'payout.walletNumber'), PAYOUT_NUMBER_MAX_CHARS * 2, { autoComplete: 'off', inputMode: isBank ? 'text' : 'tel' })}
        {isBank && text('bankName', t('payout.bankName'), PAYOUT_BANK_MAX_CHARS)}
        <WithdrawalPasswordField
          value={fields.values.withdrawalPassword}
          onChange={(v) => fields.set('withdrawalPassword', v)}
          onBlur={() => fields.touch('withdrawalPassword')}
          error={fields.error('withdrawalPassword')}
        />
        <Actions>
          <Button type="button" $variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={store.busy || !channel}>
            {t('payout.add')}
          </Button>
        </Actions>
      </form>
    </Card>
  );
});
