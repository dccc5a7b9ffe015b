/**
 * The console's agent management (ConsoleAgentPath; permission agents.manage): the agents list,
 * creating an agent account (optionally under an upline), promoting a member, an agent's detail,
 * a top-level agent's rate and the merchant's agent settings. Audited.
 */
import { eq } from 'drizzle-orm';
import { ConsoleAgentPath, type AgentSettings, type ConsoleAgent, type ConsoleAgentDetail, type Page } from '@common/contract/consoleAgents';
import { ErrorCode } from '@common/contract/envelope';
import { AGENT_MAX_REBATE_BP, AGENT_SETTING_DEFAULTS, AGENT_TRANSFER_MIN } from '@common/rules/agents';
import { agentCodeFor } from '../../../../../server/modules/agent/hierarchy';
import { auditTrail } from '../../../../../server/modules/audit/service';
import { findMemberByUsername, memberSubject } from '../../../../../server/modules/member';
import { members } from '../../../../../server/modules/member/tables';
import { addMember } from '../../../helpers/accounts';
import { databases, suiteApp } from '../../../helpers/build';
import { consoleCall, operatorWith, type TestOperator } from '../../../helpers/operators';
import { freshName, newAgent, teamMember } from '../fixtures';
import { bucket } from '../team/calls';

describe.each(databases())('console agent management on $name', (db) => {
  const t = suiteApp(db);
  let manager: TestOperator;
  beforeAll(async () => {
    manager = await operatorWith(t.app, ['agentManager']);
  });
  const asManager = <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => consoleCall<T>(t.app, manager, method, url, payload);

  test('an operator without agents.manage is refused every call', async () => {
    const other = await operatorWith(t.app, ['content']);
    const agent = await newAgent(t.app, null);
    const calls: ['GET' | 'POST' | 'PUT', string, object?][] = [
      ['GET', ConsoleAgentPath.agents],
      ['POST', ConsoleAgentPath.create, { merchantCode: 'MLOBBY', username: freshName('cx'), password: 'Agent12345' }],
      ['POST', ConsoleAgentPath.promote, { merchantCode: 'MLOBBY', username: 'whoever' }],
      ['GET', ConsoleAgentPath.agent(agent.id)],
      ['POST', ConsoleAgentPath.rebate(agent.id), { rebateBp: 10 }],
      ['GET', ConsoleAgentPath.settings],
      ['PUT', ConsoleAgentPath.settings, { transferDailyCap: 1_000, payoutApprovalThreshold: 0, topRebateBp: 0 }],
    ];
    for (const [method, url, payload] of calls) expect([url, (await consoleCall(t.app, other, method, url, payload)).status]).toEqual([url, 403]);
  });

  test('creates a top-level agent account, and one under an upline registered with its code (depth 2); audited', async () => {
    const username = freshName('ca');
    const top = await asManager<ConsoleAgent>('POST', ConsoleAgentPath.create, { merchantCode: 'MLOBBY', username: username.toUpperCase(), password: 'Agent12345' });
    expect(top.body.value).toMatchObject({ username, depth: 1, uplineId: null, code: agentCodeFor(top.body.value!.memberId), rebateBp: AGENT_SETTING_DEFAULTS.topRebateBp });
    const sub = await asManager<ConsoleAgent>('POST', ConsoleAgentPath.create, { merchantCode: 'MLOBBY', username: freshName('cs'), password: 'Agent12345', uplineId: top.body.value!.memberId });
    expect(sub.body.value).toMatchObject({ depth: 2, uplineId: top.body.value!.memberId, uplineUsername: username, rebateBp: 0 });
    expect((await findMemberByUsername(t.app.db, 'MLOBBY', sub.body.value!.username))!.referrerCode).toBe(agentCodeFor(top.body.value!.memberId));
    expect((await auditTrail(t.app.db, memberSubject(sub.body.value!.memberId))).map((a) => a.action)).toEqual(expect.arrayContaining(['agent.created', 'member.created-as-agent']));
  });

  test('a create with a bad username or password, a taken name, or an upline that is no agent changes nothing', async () => {
    const taken = await teamMember(t.app, null);
    const create = async (fields: object) => (await asManager('POST', ConsoleAgentPath.create, { merchantCode: 'MLOBBY', username: freshName('cb'), password: 'Agent12345', ...fields })).body.code;
    expect(await create({ username: 'x!' })).toBe(ErrorCode.accountFormat);
    expect(await create({ password: 'short' })).toBe(ErrorCode.passwordFormat);
    expect(await create({ username: taken.username })).toBe(ErrorCode.usernameExists);
    expect(await create({ uplineId: taken.id })).toBe(ErrorCode.agentInvalid);
  });

  test('promotes an existing real member; a trial account, an agent already, or a blocked member is agent.not.eligible; an unknown name is not found', async () => {
    const upline = await newAgent(t.app, null);
    const member = await teamMember(t.app, upline);
    const promoted = await asManager<ConsoleAgent>('POST', ConsoleAgentPath.promote, { merchantCode: 'MLOBBY', username: member.username });
    expect(promoted.body.value).toMatchObject({ memberId: member.id, depth: 2, uplineId: upline.id });
    const trial = await addMember(t.app, { username: freshName('tr'), type: 4 });
    const blocked = await teamMember(t.app, null);
    await t.app.db.update(members).set({ status: 'disabled' }).where(eq(members.id, blocked.id));
    for (const who of [trial, member, upline, blocked]) {
      expect((await asManager('POST', ConsoleAgentPath.promote, { merchantCode: 'MLOBBY', username: who.username })).body.code).toBe(ErrorCode.agentNotEligible);
    }
    expect((await asManager('POST', ConsoleAgentPath.promote, { merchantCode: 'MLOBBY', username: 'nosuchmember' })).status).toBe(404);
  });

  test('lists top-level agents without a filter, an upline’s direct sub-agents with one, and every level when searching', async () => {
    const top = await newAgent(t.app, null, 'lsttop');
    const sub = await newAgent(t.app, top, 'lstsub');
    await teamMember(t.app, sub);
    const list = async (query: string) => (await asManager<Page<ConsoleAgent>>('GET', `${ConsoleAgentPath.agents}${query}`)).body.value!;
    const tops = await list('');
    expect(tops.items.every((a) => a.uplineId === null)).toBe(true);
    expect(tops.items.find((a) => a.memberId === top.id)).toMatchObject({ subAgents: 1, directMembers: 1, teamMembers: 2 });
    expect((await list(`?uplineId=${top.id}`)).items.map((a) => a.memberId)).toEqual([sub.id]);
    expect((await list(`?search=${sub.username}`)).items.map((a) => a.memberId)).toEqual([sub.id]);
  });

  test("an agent's detail: its uplines root first, contracts, this month's whole-team figures; another id is 404", async () => {
    const top = await newAgent(t.app, null);
    const mid = await newAgent(t.app, top);
    const low = await newAgent(t.app, mid);
    const player = await teamMember(t.app, low);
    await bucket(t.app, player.id, { stakes: 12_000n, deposits: 5_000n, depositCount: 1 });
    const detail = (await asManager<ConsoleAgentDetail>('GET', ConsoleAgentPath.agent(low.id))).body.value!;
    expect(detail.uplines.map((u) => u.memberId)).toEqual([top.id, mid.id]);
    expect(detail).toMatchObject({ contracts: [], paidTotal: 0, figures: { turnover: 12_000, deposits: 5_000, depositors: 1, activePlayers: 1, newMembers: 1 } });
    expect((await asManager('GET', ConsoleAgentPath.agent(player.id))).status).toBe(404);
  });

  test("sets a top-level agent's own rate up to AGENT_MAX_REBATE_BP; a sub-agent's is its upline's to set", async () => {
    const top = await newAgent(t.app, null);
    const sub = await newAgent(t.app, top);
    expect((await asManager<ConsoleAgent>('POST', ConsoleAgentPath.rebate(top.id), { rebateBp: AGENT_MAX_REBATE_BP })).body.value!.rebateBp).toBe(AGENT_MAX_REBATE_BP);
    expect((await asManager('POST', ConsoleAgentPath.rebate(top.id), { rebateBp: AGENT_MAX_REBATE_BP + 1 })).body.code).toBe(ErrorCode.agentRebateTooHigh);
    expect((await asManager('POST', ConsoleAgentPath.rebate(sub.id), { rebateBp: 10 })).body.code).toBe(ErrorCode.agentMemberNotInTeam);
  });

  test('settings: the defaults until saved; out-of-range values are agent.invalid and change nothing; audited', async () => {
    expect((await asManager<AgentSettings>('GET', ConsoleAgentPath.settings)).body.value).toEqual({ merchantCode: 'MLOBBY', ...AGENT_SETTING_DEFAULTS });
    const valid = { transferDailyCap: 200_000, payoutApprovalThreshold: 0, topRebateBp: 50 };
    for (const bad of [{ transferDailyCap: AGENT_TRANSFER_MIN - 1 }, { payoutApprovalThreshold: -1 }, { topRebateBp: AGENT_MAX_REBATE_BP + 1 }]) {
      expect((await asManager('PUT', ConsoleAgentPath.settings, { ...valid, ...bad })).body.code).toBe(ErrorCode.agentInvalid);
    }
    expect((await asManager<AgentSettings>('GET', ConsoleAgentPath.settings)).body.value).toEqual({ merchantCode: 'MLOBBY', ...AGENT_SETTING_DEFAULTS });
    expect((await asManager<AgentSettings>('PUT', ConsoleAgentPath.settings, valid)).body.value).toEqual({ merchantCode: 'MLOBBY', ...valid });
    expect((await auditTrail(t.app.db, 'merchant:MLOBBY')).map((a) => a.action)).toContain('agent.settings.saved');
    await asManager('PUT', ConsoleAgentPath.settings, AGENT_SETTING_DEFAULTS);
  });
});
