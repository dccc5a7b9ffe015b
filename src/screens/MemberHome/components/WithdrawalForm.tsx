import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PasswordField, useFields, type FieldRule } from '../../../components/form';
import { Button } from '../../../components/ui';
import { WITHDRAWAL_PASSWORD_DIGITS } from '@common/rules/limits';
import { useFeature, useStores } from '../../../stores';
import { MemberStore } from '../../../stores/MemberStore';
import { checkConfirm, checkWithdrawalPassword } from '../../../stores/memberRules';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${(p) => p.theme.base.space.s};
`;

type Key = 'oldPaymentPassword' | 'newPaymentPassword' | 'confirmPaymentPassword';

/** Sets the 6-digit withdrawal password, or changes it (the current one is then asked for). */
export const WithdrawalForm = observer(function WithdrawalForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { ui } = useStores();
  const member = useFeature(MemberStore);
  const change = member.security?.hasWithdrawalPassword === true;
  const rules: Record<Key, FieldRule> = {
    oldPaymentPassword: checkWithdrawalPassword,
    newPaymentPassword: checkWithdrawalPassword,
    confirmPaymentPassword: (v) => checkConfirm(fields.values.newPaymentPassword, v),
  };
  const fields = useFields<Key>({ oldPaymentPassword: '', newPaymentPassword: '', confirmPaymentPassword: '' }, rules);
  const keys: Key[] = change ? ['oldPaymentPassword', 'newPaymentPassword', 'confirmPaymentPassword'] : ['newPaymentPassword', 'confirmPaymentPassword'];

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (!fields.validate(keys)) return;
    if (await member.setWithdrawalPassword(fields.values.newPaymentPassword, change ? fields.values.oldPaymentPassword : undefined)) {
      ui.showToast({ key: 'security.withdrawalSaved' }, 'success');
      onClose();
    }
  }

  const labels: Record<Key, string> = {
    oldPaymentPassword: t('security.oldWithdrawal'),
    newPaymentPassword: t('security.newWithdrawal'),
    confirmPaymentPassword: t('security.confirmWithdrawal'),
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t(change ? 'security.changeWithdrawal' : 'security.setWithdrawal')}>
      {keys.map((key) => (
        <PasswordField
          key={key}
          name={key}
          label={labels[key]}
          autoComplete="off"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={WITHDRAWAL_PASSWORD_DIGITS}
          value={fields.values[key]}
          // Digits only: a phone's number pad can still paste letters.
          onChange={(v) => fields.set(key, v.replace(/\D/g, ''))}
          onBlur={() => fields.touch(key)}
          error={fields.error(key)}
        />
      ))}
      <Actions>
        <Button type="button" $variant="ghost" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={member.busy}>
          {t('member.save')}
        </Button>
      </Actions>
    </form>
  );
});
