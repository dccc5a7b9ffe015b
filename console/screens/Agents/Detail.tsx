import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { ConsoleAgentDetail } from '@common/contract/consoleAgents';
import type { TeamFigures } from '@common/contract/agents';
import { Facts } from '../../components/Facts';
import { LoadState } from '../../components/Loading';
import { Button, Card, Row, Subtitle } from '../../components/ui';
import { dateTime, money } from '../../format';
import { consolePath } from '../../paths';
import { AgentsStore } from '../../stores/AgentsStore';
import { useFeature } from '../../stores/context';
import { Contracts } from './Contracts';
import { OfferForm } from './OfferForm';
import { RebateForm } from './RebateForm';
import { percentText } from './forms/units';

/** A period's team figures as label and value pairs (console keys agents.figures.<figure>). */
export function figureRows(f: TeamFigures): [string, string][] {
  return [
    ['agents.figures.period', `${dateTime(f.periodStart)} – ${dateTime(f.periodEnd)}`],
    ['agents.figures.newMembers', String(f.newMembers)],
    ['agents.figures.activePlayers', String(f.activePlayers)],
    ['agents.figures.depositors', String(f.depositors)],
    ['agents.figures.deposits', money(f.deposits)],
    ['agents.figures.turnover', money(f.turnover)],
    ['agents.figures.ngr', money(f.ngr)],
  ];
}

/** One agent: its upline chain, this month's team figures, what it was paid, its contracts; for a top-level agent, the merchant's offer and its rebate rate. */
export const Detail = observer(function Detail({ memberId }: { memberId: number }) {
  const store = useFeature(AgentsStore);
  useEffect(() => {
    for (const loadable of [store.offering, store.ending, store.savingRebate]) loadable.clear();
    void store.loadDetail(memberId);
  }, [store, memberId]);
  const detail = store.detail.value;
  return (
    <>
      <LoadState of={store.detail} />
      {detail && detail.agent.memberId === memberId && <DetailView detail={detail} />}
    </>
  );
});

const DetailView = observer(function DetailView({ detail }: { detail: ConsoleAgentDetail }) {
  const { t } = useTranslation();
  const store = useFeature(AgentsStore);
  const navigate = useNavigate();
  const { agent } = detail;
  const topLevel = agent.depth === 1;
  const showTeam = () => {
    void store.showTeam([...detail.uplines, { memberId: agent.memberId, username: agent.username }]);
    navigate(consolePath.agents('list'));
  };
  const showStatements = () => {
    void store.loadStatements(1, { agentId: agent.memberId, kind: null, state: null });
    navigate(consolePath.agents('statements'));
  };
  return (
    <>
      <Card aria-labelledby="agent-detail">
        <nav aria-label={t('agents.detail.uplines')}>
          <Row>
            {detail.uplines.map((upline) => (
              <span key={upline.memberId}>
                <Link to={consolePath.agent(upline.memberId)}>{upline.username}</Link> ›
              </span>
            ))}
            <span aria-current="page">{agent.username}</span>
          </Row>
        </nav>
        <Subtitle id="agent-detail">{t('agents.detail.title', { username: agent.username })}</Subtitle>
        <Facts
          rows={[
            ['agents.columns.code', agent.code],
            ['agents.columns.depth', String(agent.depth)],
            ['agents.columns.rebate', `${percentText(agent.rebateBp)}%`],
            ['agents.columns.subAgents', String(agent.subAgents)],
            ['agents.detail.directMembers', String(agent.directMembers)],
            ['agents.detail.teamMembers', String(agent.teamMembers)],
            ['agents.detail.paidTotal', money(detail.paidTotal)],
            ['agents.detail.createdAt', dateTime(agent.createdAt)],
          ]}
        />
        <Row>
          <Button type="button" $variant="plain" disabled={agent.subAgents === 0} onClick={showTeam}>
            {t('agents.detail.showTeam')}
          </Button>
          <Button type="button" $variant="plain" onClick={showStatements}>
            {t('agents.detail.showStatements')}
          </Button>
        </Row>
      </Card>
      <Card aria-labelledby="agent-figures">
        <Subtitle id="agent-figures">{t('agents.detail.figures')}</Subtitle>
        <Facts rows={figureRows(detail.figures)} />
      </Card>
      <Contracts detail={detail} />
      {topLevel && <OfferForm key={agent.memberId} detail={detail} />}
      {topLevel && <RebateForm key={`rebate:${agent.rebateBp}`} agent={agent} />}
    </>
  );
});
