import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AmountField } from '../../../components/payments/AmountField';
import { WithdrawalPasswordField } from '../../../components/form/WithdrawalPasswordField';
import { Actions, Note } from '../../../components/payments/styles';
import { Button, Card } from '../../../components/ui';
import { useFeature } from '../../../stores';
import { WithdrawalStore } from '../../../stores/WithdrawalStore';
import { checkWithdrawalPassword } from '../../../stores/memberRules';
import { formatMinor } from '../../../utils/money';

const Accounts = styled.fieldset`
  border: 0;
  margin: 0 0 ${(p) => p.theme.base.space.m};
  padding: 0;
  legend { font-weight: 700; padding: 0; margin-bottom: ${(p) => p.theme.base.space.s}; }
  label {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.base.space.m};
    min-height: ${(p) => p.theme.base.touchTarget};
    padding: 0 ${(p) => p.theme.base.space.s};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.base.radius.medium};
    margin-bottom: ${(p) => p.theme.base.space.s};
  }
  input { width: 20px; height: 20px; accent-color: ${(p) => p.theme.colors.primary}; }
  small { display: block; color: ${(p) => p.theme.colors.textMuted}; }
`;

/**
 * The request: the payout account, the amount (its channel's limits and fee, what the account will
 * receive), the withdrawal password. A request cannot be cancelled once made, and the form says so
 * before the player sends it (UK RTS 14B).
 */
export const WithdrawForm = observer(function WithdrawForm() {
  const { t } = useTranslation();
  const store = useFeature(WithdrawalStore);
  const [tried, setTried] = useState(false);
  const readiness = store.readiness!;

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    setTried(true);
    if (store.problem) return;
    if (await store.submit()) setTried(false);
  }

  return (
    <Card aria-labelledby="withdraw-form">
      <h2 id="withdraw-form">{t('withdraw.formTitle')}</h2>
      <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="withdraw-form">
        <Accounts>
          <legend>{t('withdraw.account')}</legend>
          {readiness.accounts.map((account) => (
            <label key={account.id}>
              <input type="radio" name="payoutAccountId" value={account.id} checked={account.id === store.accountId} onChange={() => store.selectAccount(account.id)} />
              <span>
                {account.provider} {account.masked}
                <small>{account.holder}</small>
              </span>
            </label>
          ))}
        </Accounts>
        <AmountField entry={store.amount} channel={store.channel} netKey="withdraw.payout" showProblem={tried} onLeave={() => setTried(true)} />
        {store.amountNeedsKyc && <Note role="alert">{t('withdraw.kycAbove', { amount: formatMinor(readiness.kyc.singleThreshold ?? 0) })}</Note>}
        <WithdrawalPasswordField value={store.password} onChange={(v) => store.setPassword(v)} error={tried ? checkWithdrawalPassword(store.password) : null} />
        <Note>{t('withdraw.noCancel')}</Note>
        {tried && !store.account && <p role="alert">{t('withdraw.chooseAccount')}</p>}
        <Actions>
          <Button type="submit" disabled={store.busy}>
            {t('withdraw.submit')}
          </Button>
        </Actions>
      </form>
    </Card>
  );
});
