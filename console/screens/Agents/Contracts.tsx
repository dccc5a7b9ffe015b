import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractTier, ContractValue } from '@common/contract/agents';
import type { ConsoleAgentDetail } from '@common/contract/consoleAgents';
import type { ContractKind } from '@common/rules/agents';
import { DataTable, type Column } from '../../components/DataTable';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Button, Card, Row, Subtitle } from '../../components/ui';
import { dateTime, money } from '../../format';
import { AgentsStore } from '../../stores/AgentsStore';
import { useFeature } from '../../stores/context';
import { percentText } from './forms/units';

/** A tier's value as read: a salary amount, a dividend's percentage of NGR. */
export const tierValue = (kind: ContractKind, value: number) => (kind === 'dividend' ? `${percentText(value)}%` : money(value));

/** A contract's tiers, one a line: "≥ 10 players · ≥ 1,500.00 → 35%". */
function Tiers({ kind, tiers }: { kind: ContractKind; tiers: readonly ContractTier[] }) {
  const { t } = useTranslation();
  return (
    <ol>
      {tiers.map((tier, i) => (
        <li key={i}>{t('agents.contracts.tier', { players: tier.minActivePlayers, turnover: money(tier.minTurnover), value: tierValue(kind, tier.value) })}</li>
      ))}
    </ol>
  );
}

/** The agent's contracts; the merchant's own of a top-level agent can be withdrawn (offered) or ended (signed: from the next period). */
export const Contracts = observer(function Contracts({ detail }: { detail: ConsoleAgentDetail }) {
  const { t } = useTranslation();
  const store = useFeature(AgentsStore);
  const [confirming, setConfirming] = useState<number | null>(null);
  const { agent } = detail;
  const endable = (c: ContractValue) => agent.depth === 1 && c.offeredBy === 'merchant' && (c.state === 'offered' || c.state === 'signed');
  const end = async (c: ContractValue) => {
    if (await store.endContract(agent.memberId, c.id)) setConfirming(null);
  };
  const action = (c: ContractValue) => (c.state === 'offered' ? 'withdraw' : 'end');
  const columns: Column<ContractValue>[] = [
    { labelKey: 'agents.contracts.kind', render: (c) => t(`agents.kinds.${c.kind}`) },
    { labelKey: 'agents.contracts.cycle', render: (c) => t(`agents.cycles.${c.cycle}`) },
    { labelKey: 'agents.contracts.state', render: (c) => t(`agents.contractStates.${c.state}`) },
    { labelKey: 'agents.contracts.tiers', render: (c) => <Tiers kind={c.kind} tiers={c.tiers} /> },
    { labelKey: 'agents.contracts.offered', render: (c) => `${c.offeredBy === 'merchant' ? t('agents.contracts.merchant') : c.offeredBy} · ${dateTime(c.offeredAt)}` },
    { labelKey: 'agents.contracts.applies', render: (c) => (c.effectiveFrom ? `${dateTime(c.effectiveFrom)} – ${dateTime(c.endsAt)}` : '—') },
    {
      labelKey: 'agents.contracts.actions',
      render: (c) =>
        endable(c) &&
        (confirming === c.id ? (
          <Row>
            <Button type="button" $variant="danger" disabled={store.ending.loading} onClick={() => void end(c)}>
              {t(`agents.contracts.confirm.${action(c)}`)}
            </Button>
            <Button type="button" $variant="plain" onClick={() => setConfirming(null)}>
              {t('agents.cancel')}
            </Button>
          </Row>
        ) : (
          <Button type="button" $variant="plain" aria-label={t(`agents.contracts.named.${action(c)}`, { kind: t(`agents.kinds.${c.kind}`) })} onClick={() => setConfirming(c.id)}>
            {t(`agents.contracts.actionsOf.${action(c)}`)}
          </Button>
        )),
    },
  ];
  return (
    <Card aria-labelledby="agent-contracts">
      <Subtitle id="agent-contracts">{t('agents.contracts.title')}</Subtitle>
      <DataTable caption={t('agents.contracts.title')} columns={columns} rows={detail.contracts} rowKey={(c) => c.id} />
      <ErrorMessage failure={store.ending.error} />
    </Card>
  );
});
