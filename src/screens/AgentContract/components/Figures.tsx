import { useTranslation } from 'react-i18next';
import type { ContractViewValue } from '@common/contract/agents';
import { Card, Muted } from '../../../components/ui';
import { Facts } from '../../../components/payments/styles';
import { formatMinor } from '../../../utils/money';
import { TiersTable } from '../../../components/agent/TiersTable';

/**
 * The running period: the whole team's figures against the contract's tiers (the qualifying tier
 * marked), what is missing to reach the next tier, the estimate so far and the carry.
 */
export function Figures({ view }: { view: ContractViewValue }) {
  const { t } = useTranslation();
  const { current, figures, qualifyingTier, kind } = view;
  if (!current || !figures) return null;
  const next = current.tiers[qualifyingTier + 1];
  const date = (at: number) => new Date(at).toLocaleString();
  return (
    <Card aria-labelledby="contract-period">
      <h2 id="contract-period">{t('agent.contract.period')}</h2>
      <Muted>{t('agent.contract.periodRange', { start: date(figures.periodStart), end: date(figures.periodEnd) })}</Muted>
      <Facts>
        <dt>{t('agent.kpi.activePlayers')}</dt>
        <dd>{figures.activePlayers}</dd>
        <dt>{t('agent.kpi.turnover')}</dt>
        <dd>{formatMinor(figures.turnover)}</dd>
        <dt>{t('agent.kpi.ngr')}</dt>
        <dd>{formatMinor(figures.ngr)}</dd>
        <dt>{t('agent.contract.estimate')}</dt>
        <dd>{formatMinor(view.estimate)}</dd>
        <dt>{t('agent.contract.carry')}</dt>
        <dd>{formatMinor(view.carry)}</dd>
      </Facts>
      <TiersTable kind={kind} tiers={current.tiers} label={t('agent.contract.progress')} qualifying={qualifyingTier} />
      {next ? (
        <Muted data-testid="next-tier">
          {t('agent.contract.toNext', {
            n: qualifyingTier + 2,
            players: Math.max(0, next.minActivePlayers - figures.activePlayers),
            turnover: formatMinor(Math.max(0, next.minTurnover - figures.turnover)),
          })}
        </Muted>
      ) : (
        <Muted data-testid="next-tier">{t('agent.contract.topTier')}</Muted>
      )}
    </Card>
  );
}
