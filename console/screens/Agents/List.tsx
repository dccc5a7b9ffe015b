import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ConsoleAgent } from '@common/contract/consoleAgents';
import { CONTRACT_KINDS } from '@common/rules/agents';
import type { Column } from '../../components/DataTable';
import { PagedTable } from '../../components/PagedTable';
import { Button, Card, Field, Input, Row, Subtitle } from '../../components/ui';
import { consolePath } from '../../paths';
import { AgentsStore } from '../../stores/AgentsStore';
import { useFeature } from '../../stores/context';
import { AddAgent } from './AddAgent';
import { Trail } from './Trail';
import { percentText } from './forms/units';

/** The agents list: top-level agents, or the direct sub-agents of the agent drilled into; searched by username or code. */
export const List = observer(function List() {
  const { t } = useTranslation();
  const store = useFeature(AgentsStore);
  const [search, setSearch] = useState(store.search);
  useEffect(() => {
    store.adding.clear();
    void store.loadAgents();
  }, [store]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.find(search);
  };
  const columns: Column<ConsoleAgent>[] = [
    { labelKey: 'agents.columns.username', render: (a) => <Link to={consolePath.agent(a.memberId)}>{a.username}</Link> },
    { labelKey: 'agents.columns.code', render: (a) => a.code },
    { labelKey: 'agents.columns.depth', render: (a) => a.depth },
    { labelKey: 'agents.columns.rebate', render: (a) => `${percentText(a.rebateBp)}%` },
    {
      labelKey: 'agents.columns.subAgents',
      render: (a) =>
        a.subAgents > 0 ? (
          <Button type="button" $variant="plain" aria-label={t('agents.list.drillNamed', { username: a.username, count: a.subAgents })} onClick={() => void store.showTeam([...store.trail, { memberId: a.memberId, username: a.username }])}>
            {a.subAgents}
          </Button>
        ) : (
          0
        ),
    },
    { labelKey: 'agents.columns.members', render: (a) => `${a.directMembers} / ${a.teamMembers}` },
    ...CONTRACT_KINDS.map((kind): Column<ConsoleAgent> => ({ labelKey: `agents.kinds.${kind}`, render: (a) => (a.contracts[kind] ? t(`agents.contractStates.${a.contracts[kind]}`) : '—') })),
  ];
  return (
    <>
      <Card aria-labelledby="agents-list">
        <Subtitle id="agents-list">{t('agents.list.title')}</Subtitle>
        <Trail trail={store.trail} onStep={(trail) => void store.showTeam(trail)} />
        <form onSubmit={submit} role="search">
          <Row>
            <Field>
              {t('agents.list.search')}
              <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
            </Field>
            <Button type="submit">{t('agents.list.find')}</Button>
          </Row>
        </form>
        <PagedTable of={store.agents} caption={t('agents.list.title')} columns={columns} rowKey={(a) => a.memberId} load={(page) => void store.loadAgents(page)} />
      </Card>
      <AddAgent />
    </>
  );
});
