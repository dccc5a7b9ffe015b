import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubordinateValue } from '@common/contract/agents';
import { TextField, USERNAME_INPUT } from '../../../components/form';
import { PagedList } from '../../../components/payments/PagedList';
import { Facts } from '../../../components/payments/styles';
import { Button, Card } from '../../../components/ui';
import { useFeature } from '../../../stores';
import { bpPercent } from '../../../stores/agent/format';
import { TeamStore } from '../../../stores/TeamStore';
import { formatMinor } from '../../../utils/money';
import { Kpi } from './Kpi';
import { OfferForm } from './OfferForm';

/** One subordinate: its figures; a sub-agent's contracts and the offer form. */
function Subordinate({ member }: { member: SubordinateValue }) {
  const { t } = useTranslation();
  const [offering, setOffering] = useState(false);
  const contracts = Object.entries(member.contracts).map(([kind, state]) => `${t(`agent.kind.${kind}`)}: ${t(`agent.contractState.${state}`)}`);
  return (
    <article aria-label={member.username}>
      <strong>{member.username}</strong> {member.agent && t('agent.team.subAgent')}
      <Facts>
        <dt>{t('agent.team.registered')}</dt>
        <dd>{new Date(member.registeredAt).toLocaleDateString()}</dd>
        <dt>{t('agent.kpi.turnover')}</dt>
        <dd>{formatMinor(member.turnover)}</dd>
        <dt>{t('agent.kpi.deposits')}</dt>
        <dd>{formatMinor(member.deposits)}</dd>
        <dt>{t('agent.team.rebate')}</dt>
        <dd>{member.rebateBp === null ? '—' : bpPercent(member.rebateBp)}</dd>
        {member.agent && (
          <>
            <dt>{t('agent.team.teamMembers')}</dt>
            <dd>{member.teamMembers}</dd>
            <dt>{t('agent.team.contracts')}</dt>
            <dd>{contracts.length ? contracts.join(', ') : '—'}</dd>
          </>
        )}
      </Facts>
      {member.agent &&
        (offering ? (
          <OfferForm memberId={member.memberId} username={member.username} onDone={() => setOffering(false)} />
        ) : (
          <Button type="button" $variant="ghost" onClick={() => setOffering(true)}>
            {t('agent.offer.open')}
          </Button>
        ))}
    </article>
  );
}

/** The team: KPI A/B, and the direct members and sub-agents (paged, searched by username). */
export const TeamTab = observer(function TeamTab() {
  const { t } = useTranslation();
  const team = useFeature(TeamStore);
  const [search, setSearch] = useState(team.search);
  useEffect(() => {
    void team.subordinates.reload();
  }, [team]);
  const find = (event: FormEvent) => {
    event.preventDefault();
    void team.find(search);
  };
  return (
    <>
      <Kpi />
      <Card aria-labelledby="agent-team">
        <h2 id="agent-team">{t('agent.team.title')}</h2>
        <form role="search" noValidate onSubmit={find} aria-labelledby="agent-team">
          <TextField name="search" label={t('agent.team.search')} type="search" {...USERNAME_INPUT} value={search} onChange={setSearch} />
          <Button type="submit" $variant="ghost">
            {t('agent.team.find')}
          </Button>
        </form>
        <PagedList list={team.subordinates} label={t('agent.team.title')} emptyKey="agent.team.none" keyOf={(m) => m.memberId}>
          {(member) => <Subordinate member={member} />}
        </PagedList>
      </Card>
    </>
  );
});
