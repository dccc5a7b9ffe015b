/**
 * §7 subordinates (docs/agents.md "The hierarchy"): the caller's direct members, sub-agents
 * included, newest first, with full usernames, the rate the caller set, this month's figures, and
 * a sub-agent's contracts and team size. Every agent call but the affiliate look-up answers
 * agent.only to a member who is not an agent.
 */
import { AgentPath, type Page, type SubordinateValue } from '@common/contract/agents';
import { ErrorCode } from '@common/contract/envelope';
import { agentCodeFor } from '../../../../../server/modules/agent/hierarchy';
import { agentContracts, agentMemberRebates } from '../../../../../server/modules/agent/tables';
import { addMember } from '../../../helpers/accounts';
import { databases, suiteApp } from '../../../helpers/build';
import { freshName, newAgent, teamMember } from '../fixtures';
import { as, bucket, MEMBER_PASSWORD } from './calls';

describe.each(databases())('subordinates on $name', (db) => {
  const t = suiteApp(db);
  const page = async (who: Parameters<typeof as>[1], query = '') => (await as<Page<SubordinateValue>>(t.app, who, 'GET', `${AgentPath.subordinates}${query}`)).value!;

  test("lists the caller's direct members and sub-agents newest first with full usernames, never deeper members", async () => {
    const agent = await newAgent(t.app, null);
    const older = await addMember(t.app, { username: freshName('so'), password: MEMBER_PASSWORD, referrerCode: agentCodeFor(agent.id), createdAt: new Date(t.app.now() - 60_000) });
    const sub = await newAgent(t.app, agent);
    await teamMember(t.app, sub); // the sub-agent's: not a direct member
    const listed = await page(agent);
    expect(listed).toMatchObject({ total: 2, page: 1 });
    expect(listed.items.map((s) => [s.username, s.agent])).toEqual([
      [sub.username, true],
      [older.username, false],
    ]);
  });

  test("shows the rate the caller set, this month's turnover and deposits (a sub-agent's: its whole team's), and a sub-agent's contracts and team size", async () => {
    const agent = await newAgent(t.app, null);
    const member = await teamMember(t.app, agent);
    const sub = await newAgent(t.app, agent);
    const deep = await teamMember(t.app, sub);
    await t.app.db.insert(agentMemberRebates).values({ memberId: member.id, merchantCode: 'MLOBBY', agentId: agent.id, rebateBp: 40, updatedAt: new Date() });
    await bucket(t.app, member.id, { stakes: 5_000n, deposits: 10_000n, depositCount: 1 });
    await bucket(t.app, deep.id, { stakes: 7_000n, deposits: 3_000n, depositCount: 1 });
    await bucket(t.app, member.id, { stakes: 99_000n }, Date.UTC(2020, 0, 1)); // another month
    const at = new Date(t.app.now() - 1_000);
    await t.app.db.insert(agentContracts).values({ merchantCode: 'MLOBBY', agentId: sub.id, kind: 'dailySalary', cycle: 'day', tiers: [{ minActivePlayers: 1, minTurnover: 1, value: 1 }], state: 'signed', offeredById: agent.id, offeredByName: agent.username, offeredAt: at, signedAt: at, effectiveFrom: at });
    await t.app.db.insert(agentContracts).values({ merchantCode: 'MLOBBY', agentId: sub.id, kind: 'dividend', cycle: 'month', tiers: [{ minActivePlayers: 1, minTurnover: 1, value: 1 }], state: 'offered', offeredById: agent.id, offeredByName: agent.username, offeredAt: at });
    const items = (await page(agent)).items;
    expect(items.find((s) => s.memberId === member.id)).toMatchObject({ rebateBp: 40, turnover: 5_000, deposits: 10_000, contracts: {}, teamMembers: 0 });
    expect(items.find((s) => s.memberId === sub.id)).toMatchObject({ agent: true, rebateBp: 0, turnover: 7_000, deposits: 3_000, contracts: { dailySalary: 'signed', dividend: 'offered' }, teamMembers: 1 });
  });

  test('searches usernames and pages', async () => {
    const agent = await newAgent(t.app, null);
    const wanted = await teamMember(t.app, agent, 'findme');
    await teamMember(t.app, agent, 'other');
    expect((await page(agent, '?search=FINDME')).items.map((s) => s.memberId)).toEqual([wanted.id]);
    expect(await page(agent, '?page=2')).toMatchObject({ items: [], page: 2, total: 2 });
  });

  test('every agent call but the affiliate look-up answers agent.only to a member who is not an agent', async () => {
    const member = await teamMember(t.app, null);
    const calls: [string, string, object?][] = [
      ['GET', AgentPath.links],
      ['POST', AgentPath.links, { label: 'x' }],
      ['POST', AgentPath.deleteLink, { code: 'ABCDEFGH' }],
      ['GET', AgentPath.subordinates],
      ['GET', AgentPath.transfer],
      ['POST', AgentPath.transfer, { username: 'someone', amount: 1_000, withdrawalPassword: '123456', requestId: 'r1' }],
      ['GET', AgentPath.rebates],
      ['POST', AgentPath.rebates, { memberId: 1, rebateBp: 1 }],
    ];
    for (const [method, url, payload] of calls) expect([method, url, await as(t.app, member, method as 'GET', url, payload)]).toEqual([method, url, expect.objectContaining({ success: false, code: ErrorCode.agentOnly })]);
  });
});
