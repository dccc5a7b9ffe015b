import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { WithdrawalBlocker, WithdrawalReadiness } from '@common/contract/payments';
import { Facts, Rows } from '../../../components/payments/styles';
import { ButtonLink, Card } from '../../../components/ui';
import { depositPath, homePath, identityPath, payoutAccountsPath, routerPath, withdrawalPasswordPath } from '../../../paths';
import type { Message } from '../../../stores';
import { formatMinor } from '../../../utils/money';
import { useMessageText } from '../../../components/useMessageText';
import { BonusWagering } from './BonusWagering';

/** Each blocker: what it means in plain words, and the link that fixes it. */
const FIXES: Readonly<Record<WithdrawalBlocker, { linkKey: string; to: () => string }>> = {
  withdrawalPassword: { linkKey: 'withdraw.fix.withdrawalPassword', to: withdrawalPasswordPath },
  payoutAccount: { linkKey: 'withdraw.fix.payoutAccount', to: payoutAccountsPath },
  turnover: { linkKey: 'withdraw.fix.turnover', to: homePath },
  kyc: { linkKey: 'withdraw.fix.kyc', to: identityPath },
  balance: { linkKey: 'withdraw.fix.balance', to: depositPath },
};

/** A blocker's sentence, with the figures it needs. */
function blockerText(blocker: WithdrawalBlocker, readiness: WithdrawalReadiness): Message {
  if (blocker === 'turnover') {
    // Deposits' and bonuses' wagering together: what the request would be refused with.
    const remaining = readiness.turnover.remaining + readiness.bonusWagering.remaining;
    const key = readiness.bonusWagering.remaining > 0 ? 'withdraw.blocker.turnoverBonus' : 'withdraw.blocker.turnover';
    return { key, params: { remaining: formatMinor(remaining) } };
  }
  if (blocker === 'kyc' && readiness.kyc.status === 'review') return { key: 'withdraw.blocker.kycReview' };
  return { key: `withdraw.blocker.${blocker}` };
}

/** What stands between the member and a withdrawal, each with its fix, before the player tries. */
export const Blockers = observer(function Blockers({ blockers, readiness }: { blockers: readonly WithdrawalBlocker[]; readiness: WithdrawalReadiness }) {
  const { t } = useTranslation();
  const text = useMessageText();
  if (blockers.length === 0) return null;
  return (
    <Card aria-labelledby="withdraw-blockers">
      <h2 id="withdraw-blockers">{t('withdraw.blockersTitle')}</h2>
      <Rows>
        {blockers.map((blocker) => (
          <li key={blocker}>
            <p>{text(blockerText(blocker, readiness))}</p>
            {!(blocker === 'kyc' && readiness.kyc.status === 'review') && (
              <ButtonLink to={routerPath(FIXES[blocker].to())}>{t(FIXES[blocker].linkKey)}</ButtonLink>
            )}
          </li>
        ))}
      </Rows>
    </Card>
  );
});

/** The balances, the wagering still required and the identity state, with the thresholds that apply. */
export const Standing = observer(function Standing({ readiness, blockers }: { readiness: WithdrawalReadiness; blockers: readonly WithdrawalBlocker[] }) {
  const { t } = useTranslation();
  const { turnover, kyc } = readiness;
  // Verifying is offered here when it can be started and the blockers do not offer it already.
  const offerKyc = (kyc.status === 'none' || kyc.status === 'rejected') && !blockers.includes('kyc');
  return (
    <Card aria-labelledby="withdraw-standing">
      <h2 id="withdraw-standing">{t('withdraw.standingTitle')}</h2>
      <Facts>
        <dt>{t('withdraw.available')}</dt>
        <dd>{formatMinor(readiness.available)}</dd>
        <dt>{t('withdraw.held')}</dt>
        <dd>{formatMinor(readiness.held)}</dd>
        <dt>{t('withdraw.turnoverRemaining')}</dt>
        <dd>{formatMinor(turnover.remaining)}</dd>
        {turnover.required > 0 && (
          <>
            <dt>{t('withdraw.turnoverProgress')}</dt>
            <dd>{t('withdraw.turnoverOf', { done: formatMinor(turnover.done), required: formatMinor(turnover.required) })}</dd>
          </>
        )}
      </Facts>
      <BonusWagering readiness={readiness} />
      <Facts>
        <dt>{t('kyc.title')}</dt>
        <dd>{t(`kyc.status.${kyc.status}`)}</dd>
      </Facts>
      {kyc.status !== 'verified' && kyc.requiredNow && <p>{t('withdraw.kycRequiredNow')}</p>}
      {kyc.status !== 'verified' && !kyc.requiredNow && kyc.singleThreshold !== null && <p>{t('withdraw.kycAbove', { amount: formatMinor(kyc.singleThreshold) })}</p>}
      {offerKyc && (
        <ButtonLink to={routerPath(identityPath())} $variant="ghost">
          {t('withdraw.fix.kyc')}
        </ButtonLink>
      )}
    </Card>
  );
});
