import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AgentsOnly } from '../../components/agent/AgentsOnly';
import { LoadStatus } from '../../components/payments/PagedList';
import { Facts } from '../../components/payments/styles';
import { SegmentedSwitch } from '../../components/SegmentedSwitch';
import { Card, Page } from '../../components/ui';
import { useFeature } from '../../stores';
import { AgentStore } from '../../stores/AgentStore';
import { bpPercent } from '../../stores/agent/format';
import { formatMinor } from '../../utils/money';
import { EarningsTab } from './components/EarningsTab';
import { LinksTab } from './components/LinksTab';
import { RebatesTab } from './components/RebatesTab';
import { TeamTab } from './components/TeamTab';
import { TransferTab } from './components/TransferTab';

const TABS = { links: LinksTab, team: TeamTab, transfer: TransferTab, rebates: RebatesTab, earnings: EarningsTab } as const;
type Tab = keyof typeof TABS;
const isTab = (value: string | null): value is Tab => value !== null && value in TABS;

/**
 * The agent area (issue 18; /m/agent/home, which §2 lists without the bottom navigation, and
 * /m/member/agent): the agent's code, upline, rebate rate, team sizes and earnings, then one tab
 * of affiliate links, team, downline transfer, rebate settings or earnings (?tab=). A member who is
 * not an agent is told the area is for agents.
 */
const AgentHome = observer(function AgentHome() {
  const { t } = useTranslation();
  const store = useFeature(AgentStore);
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'links';
  const { home } = store;
  useEffect(() => {
    void home.load();
  }, [home]);
  if (home.state === 'agentOnly') {
    return (
      <Page>
        <AgentsOnly />
      </Page>
    );
  }
  if (home.state !== 'loaded' || !home.value) {
    return (
      <Page>
        <LoadStatus state={home.state} onRetry={() => void home.load()} />
      </Page>
    );
  }
  const value = home.value;
  const Body = TABS[tab];
  return (
    <Page>
      <Card aria-labelledby="agent-summary">
        <h2 id="agent-summary">{t('agent.summary')}</h2>
        <Facts>
          <dt>{t('agent.code')}</dt>
          <dd>{value.code}</dd>
          <dt>{t('agent.upline')}</dt>
          <dd>{value.upline ?? t('agent.topLevel')}</dd>
          <dt>{t('agent.rebate')}</dt>
          <dd>{bpPercent(value.rebateBp)}</dd>
          <dt>{t('agent.directMembers')}</dt>
          <dd>{value.directMembers}</dd>
          <dt>{t('agent.teamMembers')}</dt>
          <dd>{value.teamMembers}</dd>
          <dt>{t('agent.earned')}</dt>
          <dd>{formatMinor(value.earned)}</dd>
        </Facts>
      </Card>
      <SegmentedSwitch
        label={t('agent.tabs')}
        value={tab}
        onChange={(next) => setParams({ tab: next }, { replace: true })}
        options={(Object.keys(TABS) as Tab[]).map((key) => ({ value: key, label: t(`agent.tab.${key}`) }))}
      />
      <Body />
    </Page>
  );
});

export default AgentHome;
