import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StatementLine } from '@common/contract/agents';
import { AGENT_PAYOUT_REVIEW_KIND, type ConsoleStatement } from '@common/contract/consoleAgents';
import { CONTRACT_KINDS, STATEMENT_STATES, type ContractKind, type StatementState } from '@common/rules/agents';
import { LoadState } from '../../components/Loading';
import { Pager } from '../../components/Pager';
import { Alert, Button, Card, Field, Input, Muted, Row, Select, Subtitle, Table, TableWrap } from '../../components/ui';
import { dateTime, money } from '../../format';
import { consolePath } from '../../paths';
import { AgentsStore } from '../../stores/AgentsStore';
import { useFeature } from '../../stores/context';
import { figureRows } from './Detail';
import { Facts } from '../../components/Facts';

/** A statement line's label (console keys agents.lines.<kind>): its tier, or the sub-agent it paid. */
function lineLabel(t: (key: string, options?: Record<string, unknown>) => string, line: StatementLine): string {
  if (line.kind === 'tier') return line.label === '0' ? t('agents.lines.noTier') : t('agents.lines.tier', { tier: line.label });
  if (line.kind === 'subAgent') return t('agents.lines.subAgent', { username: line.label });
  return t(`agents.lines.${line.kind}`);
}

/** One statement: its period's figures, its lines, its state (and a rejection's reason). */
function Statement({ statement: s }: { statement: ConsoleStatement }) {
  const { t } = useTranslation();
  const title = t('agents.statements.of', { username: s.username, kind: t(`agents.kinds.${s.kind}`), from: dateTime(s.periodStart), to: dateTime(s.periodEnd) });
  return (
    <Card as="article" aria-label={title}>
      <Subtitle as="h3">{title}</Subtitle>
      <Muted>
        {t(`agents.statementStates.${s.state}`)}
        {s.approvedBy ? ` · ${t('agents.statements.approvedBy', { operator: s.approvedBy })}` : ''} · {dateTime(s.settledAt)}
      </Muted>
      {s.reason && <Alert>{t('agents.statements.reason', { reason: s.reason })}</Alert>}
      <Facts rows={figureRows(s.figures).slice(1)} />
      <TableWrap>
        <Table aria-label={t('agents.statements.lines', { title })}>
          <tbody>
            {s.lines.map((line, i) => (
              <tr key={i}>
                <th scope="row">{lineLabel(t, line)}</th>
                <td>{line.kind === 'tier' ? '' : money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
    </Card>
  );
}

/** The statements, filtered by agent, kind and state; those waiting for approval are decided in the review queue. */
export const Statements = observer(function Statements() {
  const { t } = useTranslation();
  const store = useFeature(AgentsStore);
  const filter = store.statementFilter;
  const [agent, setAgent] = useState(filter.agentId === null ? '' : String(filter.agentId));
  const [kind, setKind] = useState<ContractKind | ''>(filter.kind ?? '');
  const [state, setState] = useState<StatementState | ''>(filter.state ?? '');
  useEffect(() => {
    void store.loadPending();
    // Opened from an agent's detail, its statements are loading already.
    if (!store.statements.loading) void store.loadStatements();
  }, [store]);
  const agentOk = /^\d*$/.test(agent.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.loadStatements(1, { agentId: agent.trim() ? Number(agent.trim()) : null, kind: kind || null, state: state || null });
  };
  const waiting = store.pending.value?.total ?? 0;
  const page = store.statements.value;
  return (
    <Card aria-labelledby="agents-statements">
      <Subtitle id="agents-statements">{t('agents.statements.title')}</Subtitle>
      {waiting > 0 && (
        <Alert role="status">
          <Link to={consolePath.review(AGENT_PAYOUT_REVIEW_KIND)}>{t('agents.statements.waiting', { count: waiting })}</Link>
        </Alert>
      )}
      <form onSubmit={submit}>
        <Row>
          <Field>
            {t('agents.statements.agent')}
            <Input inputMode="numeric" value={agent} onChange={(e) => setAgent(e.target.value)} />
          </Field>
          <Field>
            {t('agents.contracts.kind')}
            <Select value={kind} onChange={(e) => setKind(e.target.value as ContractKind | '')}>
              <option value="">{t('agents.any')}</option>
              {CONTRACT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`agents.kinds.${k}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field>
            {t('agents.statements.state')}
            <Select value={state} onChange={(e) => setState(e.target.value as StatementState | '')}>
              <option value="">{t('agents.any')}</option>
              {STATEMENT_STATES.map((s) => (
                <option key={s} value={s}>
                  {t(`agents.statementStates.${s}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Button type="submit" disabled={!agentOk}>
            {t('agents.list.find')}
          </Button>
        </Row>
      </form>
      <LoadState of={store.statements} />
      {page && (
        <>
          {page.items.length === 0 && <Muted>{t('table.empty')}</Muted>}
          {page.items.map((s) => (
            <Statement key={s.id} statement={s} />
          ))}
          <Pager page={page} onPage={(p) => void store.loadStatements(p)} />
        </>
      )}
    </Card>
  );
});
