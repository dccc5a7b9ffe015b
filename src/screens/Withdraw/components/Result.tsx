import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { WithdrawalValue } from '@common/contract/payments';
import { StatusSteps } from '../../../components/payments/StatusSteps';
import { Actions, Facts, Note, StatusText } from '../../../components/payments/styles';
import { withdrawalStatusKey, withdrawalSteps, withdrawalTone } from '../../../components/payments/withdrawal';
import { Button, ButtonLink, Card } from '../../../components/ui';
import { recordsPath, routerPath } from '../../../paths';
import { useFeature } from '../../../stores';
import { WithdrawalStore } from '../../../stores/WithdrawalStore';
import { formatMinor } from '../../../utils/money';

/** The request just made: held at once, its steps, the amounts, and where to follow it. No cancel (UK RTS 14B). */
export const Result = observer(function Result({ withdrawal }: { withdrawal: WithdrawalValue }) {
  const { t } = useTranslation();
  const store = useFeature(WithdrawalStore);
  return (
    <Card aria-labelledby="withdraw-result">
      <h2 id="withdraw-result">{t('withdraw.resultTitle')}</h2>
      <p role="status">
        <StatusText $tone={withdrawalTone(withdrawal.status)}>{t(withdrawalStatusKey(withdrawal.status))}</StatusText>
      </p>
      <StatusSteps label={t('pay.steps')} steps={withdrawalSteps(withdrawal, t)} />
      {withdrawal.reason && <Note role="alert">{t('pay.reason', { reason: withdrawal.reason })}</Note>}
      <Facts>
        <dt>{t('pay.amount')}</dt>
        <dd>{formatMinor(withdrawal.amount)}</dd>
        <dt>{t('pay.fee')}</dt>
        <dd>{formatMinor(withdrawal.fee)}</dd>
        <dt>{t('withdraw.payout')}</dt>
        <dd>{formatMinor(withdrawal.payout)}</dd>
        <dt>{t('withdraw.account')}</dt>
        <dd>
          {withdrawal.account.provider} {withdrawal.account.masked}
        </dd>
      </Facts>
      <Note>{t('withdraw.heldNote')}</Note>
      <Actions>
        <ButtonLink to={routerPath(recordsPath('withdrawals'))} $variant="ghost">
          {t('withdraw.records')}
        </ButtonLink>
        <Button type="button" onClick={() => store.dismissResult()}>
          {t('withdraw.done')}
        </Button>
      </Actions>
    </Card>
  );
});
