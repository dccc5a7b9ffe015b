import { useTranslation } from 'react-i18next';
import type { StatementValue } from '@common/contract/agents';
import type { ContractKind } from '@common/rules/agents';
import { PagedList } from '../payments/PagedList';
import { Facts, StatusText } from '../payments/styles';
import { Muted } from '../ui';
import type { Paged } from '../../stores/base/Paged';
import { formatMinor } from '../../utils/money';

const TONE = { paid: 'success', pending: 'waiting', rejected: 'danger' } as const;

/** One statement: its period, state (a rejection's reason) and lines. */
function Statement({ statement }: { statement: StatementValue }) {
  const { t } = useTranslation();
  const day = (at: number) => new Date(at).toLocaleDateString();
  return (
    <article aria-label={t('agent.statement.of', { start: day(statement.periodStart), end: day(statement.periodEnd) })}>
      <strong>{t('agent.statement.of', { start: day(statement.periodStart), end: day(statement.periodEnd) })}</strong>{' '}
      <StatusText $tone={TONE[statement.state]}>{t(`agent.statement.state.${statement.state}`)}</StatusText>
      {statement.state === 'rejected' && statement.reason && <Muted>{t('agent.statement.reason', { reason: statement.reason })}</Muted>}
      <Facts>
        {statement.lines.map((line, i) => (
          <LineRow key={i} kind={line.kind} label={line.label} amount={line.amount} />
        ))}
      </Facts>
    </article>
  );
}

function LineRow({ kind, label, amount }: StatementValue['lines'][number]) {
  const { t } = useTranslation();
  return (
    <>
      <dt>{t(`agent.statement.line.${kind}`, { label })}</dt>
      <dd>{kind === 'tier' ? label : formatMinor(amount)}</dd>
    </>
  );
}

/** A kind's period statements, newest first. */
export function Statements({ list, kind }: { list: Paged<StatementValue>; kind: ContractKind }) {
  const { t } = useTranslation();
  return (
    <PagedList list={list} label={t('agent.statement.listOf', { kind: t(`agent.kind.${kind}`) })} emptyKey="agent.statement.none" keyOf={(s) => s.id}>
      {(statement) => <Statement statement={statement} />}
    </PagedList>
  );
}
