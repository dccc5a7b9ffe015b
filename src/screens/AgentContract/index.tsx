import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { CONTRACT_KINDS, type ContractKind } from '@common/rules/agents';
import { AgentsOnly } from '../../components/agent/AgentsOnly';
import { Statements } from '../../components/agent/Statements';
import { LoadStatus } from '../../components/payments/PagedList';
import { Card, Muted, Page } from '../../components/ui';
import { agentContractPath, routerPath, samePath } from '../../paths';
import { useFeature } from '../../stores';
import { ContractStore } from '../../stores/ContractStore';
import { ContractCard } from './components/ContractCard';
import { Figures } from './components/Figures';

/** The kind a contract path names (§2: getSalaryContract, getDevidendContract, getHourContract). */
function kindOf(pathname: string): ContractKind {
  return CONTRACT_KINDS.find((kind) => samePath(routerPath(agentContractPath(kind)), pathname)) ?? 'dailySalary';
}

/**
 * §2's contract screens (issue 18): /m/member/agent/getSalaryContract, getDevidendContract,
 * getHourContract. The offer waiting (sign, after a confirmation), the contract in force, the
 * running period's team figures against each tier with what the next tier needs, the estimate and
 * the carry, and the period statements. A member who is not an agent is told the screen is for agents.
 */
const AgentContract = observer(function AgentContract() {
  const { t } = useTranslation();
  const kind = kindOf(useLocation().pathname);
  const store = useFeature(ContractStore);
  const read = store.view(kind);
  const statements = store.statements(kind);
  useEffect(() => {
    void read.load();
    void statements.reload();
  }, [read, statements]);
  if (read.state === 'agentOnly') {
    return (
      <Page>
        <AgentsOnly />
      </Page>
    );
  }
  const view = read.value;
  return (
    <Page>
      {read.state !== 'loaded' || !view ? (
        <LoadStatus state={read.state === 'idle' ? 'loading' : read.state} onRetry={() => void read.load()} />
      ) : (
        <>
          {view.offer && <ContractCard contract={view.offer} offer />}
          {view.current ? <ContractCard contract={view.current} offer={false} /> : !view.offer && <Muted>{t('agent.contract.none')}</Muted>}
          <Figures view={view} />
        </>
      )}
      <Card aria-labelledby="contract-statements">
        <h2 id="contract-statements">{t('agent.statement.title')}</h2>
        <Statements list={statements} kind={kind} />
      </Card>
    </Page>
  );
});

export default AgentContract;
