/** The team KPI call (§7 team KPI A/B; agent-only): the direct members' or whole team's figures over the current and the previous period. */
import type { Envelope } from '@common/contract/envelope';
import { AgentPath, type TeamKpiValue } from '@common/contract/agents';
import { periodOf } from '../../../../../server/modules/agent/figures';
import type { Member } from '../../../../../server/modules/member';
import { call, tokenFor } from '../../../helpers/accounts';
import { databases, suiteApp } from '../../../helpers/build';
import { newAgent, teamMember } from '../fixtures';
import { fold, moneyOf } from './fixtures';

describe.each(databases())('team KPI on $name', (dbCase) => {
  const t = suiteApp(dbCase);
  const get = async <T>(who: Member, path: string) => (await call(t.app, 'GET', path, { token: await tokenFor(t.app, who.username, 'Member12345') })).json<Envelope<T>>();

  test('team KPI: direct members (A) and whole team (B) over the current and the previous period of a cycle', async () => {
    const money = moneyOf(t.app.db);
    const agent = await newAgent(t.app, null);
    const direct = await teamMember(t.app, agent);
    const sub = await newAgent(t.app, agent);
    const deep = await teamMember(t.app, sub);
    for (const m of [direct, deep]) await money.fund(m.id);
    await money.stake(direct.id, 300);
    await money.stake(deep.id, 200);
    await fold(t.app.db);
    const a = await get<TeamKpiValue>(agent, `${AgentPath.kpi}?scope=direct&cycle=month`);
    const month = periodOf('month', Date.now());
    expect(a.value).toMatchObject({ scope: 'direct', cycle: 'month', current: { periodStart: month.start.getTime(), newMembers: 2, activePlayers: 1, turnover: 300 }, previous: { periodEnd: month.start.getTime(), turnover: 0 } });
    const b = await get<TeamKpiValue>(agent, `${AgentPath.kpi}?scope=team&cycle=month`);
    expect(b.value!.current).toMatchObject({ newMembers: 3, activePlayers: 2, turnover: 500 });
  });

});
