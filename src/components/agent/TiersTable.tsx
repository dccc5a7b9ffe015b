import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ContractTier } from '@common/contract/agents';
import type { ContractKind } from '@common/rules/agents';
import { bpPercent } from '../../stores/agent/format';
import { valueIsShare } from '../../stores/agent/tiers';
import { formatMinor } from '../../utils/money';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { padding: ${(p) => p.theme.base.space.s}; text-align: end; border-top: 1px solid ${(p) => p.theme.colors.border}; }
  th:first-child, td:first-child { text-align: start; }
  tr[aria-current='true'] td { background: ${(p) => p.theme.colors.surfaceRaised}; color: ${(p) => p.theme.colors.accent}; font-weight: 700; }
`;

/** A tier's value as the agent reads it: an amount per period, or a share of NGR. */
export function tierValue(kind: ContractKind, value: number): string {
  return valueIsShare(kind) ? bpPercent(value) : formatMinor(value);
}

/** A contract's tiers; the qualifying one (0-based, −1: none) is marked for sight and for screen readers. */
export function TiersTable({ kind, tiers, label, qualifying = -1 }: { kind: ContractKind; tiers: readonly ContractTier[]; label: string; qualifying?: number }) {
  const { t } = useTranslation();
  return (
    <Table aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{t('agent.tier.number')}</th>
          <th scope="col">{t('agent.tier.activePlayers')}</th>
          <th scope="col">{t('agent.tier.turnover')}</th>
          <th scope="col">{t(valueIsShare(kind) ? 'agent.tier.share' : 'agent.tier.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier, i) => (
          <tr key={i} aria-current={i === qualifying ? 'true' : undefined} data-testid={i === qualifying ? 'qualifying-tier' : undefined}>
            <td>{i === qualifying ? t('agent.tier.qualifying', { n: i + 1 }) : i + 1}</td>
            <td>{tier.minActivePlayers}</td>
            <td>{formatMinor(tier.minTurnover)}</td>
            <td>{tierValue(kind, tier.value)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
