import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TeamFigures } from '@common/contract/agents';
import { TEAM_SCOPES, type ContractCycle } from '@common/rules/agents';
import { LoadStatus } from '../../../components/payments/PagedList';
import { SegmentedSwitch } from '../../../components/SegmentedSwitch';
import { Card } from '../../../components/ui';
import { useFeature } from '../../../stores';
import { TeamStore } from '../../../stores/TeamStore';
import { formatMinor } from '../../../utils/money';

const KPI_CYCLES: readonly ContractCycle[] = ['day', 'halfMonth', 'month'];
const ROWS = ['newMembers', 'activePlayers', 'depositors', 'deposits', 'turnover', 'ngr'] as const;
const MONEY = new Set<string>(['deposits', 'turnover', 'ngr']);

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { padding: ${(p) => p.theme.base.space.s}; text-align: end; border-top: 1px solid ${(p) => p.theme.colors.border}; }
  th[scope='row'] { text-align: start; color: ${(p) => p.theme.colors.textMuted}; font-weight: 400; }
`;

const value = (figures: TeamFigures, row: (typeof ROWS)[number]) => (MONEY.has(row) ? formatMinor(figures[row]) : String(figures[row]));

/** §7 team KPI A/B: direct members or the whole team, per day, half-month or month, this period beside the last. */
export const Kpi = observer(function Kpi() {
  const { t } = useTranslation();
  const team = useFeature(TeamStore);
  const { kpi } = team;
  useEffect(() => {
    void kpi.load();
  }, [kpi]);
  return (
    <Card aria-labelledby="agent-kpi">
      <h2 id="agent-kpi">{t('agent.kpi.title')}</h2>
      <SegmentedSwitch label={t('agent.kpi.scope')} value={team.scope} onChange={(s) => void team.choose(s, team.cycle)} options={TEAM_SCOPES.map((s) => ({ value: s, label: t(`agent.scope.${s}`) }))} />
      <SegmentedSwitch label={t('agent.kpi.cycle')} value={team.cycle} onChange={(c) => void team.choose(team.scope, c)} options={KPI_CYCLES.map((c) => ({ value: c, label: t(`agent.cycle.${c}`) }))} />
      {kpi.state !== 'loaded' || !kpi.value ? (
        <LoadStatus state={kpi.state === 'agentOnly' ? 'failed' : kpi.state} onRetry={() => void kpi.load()} />
      ) : (
        <Table aria-label={t('agent.kpi.title')}>
          <thead>
            <tr>
              <td />
              <th scope="col">{t('agent.kpi.current')}</th>
              <th scope="col">{t('agent.kpi.previous')}</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row}>
                <th scope="row">{t(`agent.kpi.${row}`)}</th>
                <td>{value(kpi.value!.current, row)}</td>
                <td>{value(kpi.value!.previous, row)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
});
