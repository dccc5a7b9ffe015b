/**
 * Downline transfers (docs/agents.md "Downline transfer"): an agent moves real money to a member of
 * its whole team only, with its withdrawal password, from AGENT_TRANSFER_MIN up to the merchant's
 * daily cap counted under the agent's lock; the player-protection guards judge the recipient; a
 * repeated request id moves nothing twice. Every refusal moves nothing.
 */
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { AgentPath, type DownlineTransferValue, type Page } from '@common/contract/agents';
import { ErrorCode } from '@common/contract/envelope';
import { AGENT_SETTING_DEFAULTS, AGENT_TRANSFER_MIN } from '@common/rules/agents';
import { saveAgentSettings } from '../../../../../server/modules/agent/console';
import { transferToTeam } from '../../../../../server/modules/agent/transfers';
import { agentTransfers } from '../../../../../server/modules/agent/tables';
import { auditTrail } from '../../../../../server/modules/audit/service';
import { findMember, memberSubject, type Member } from '../../../../../server/modules/member';
import { members } from '../../../../../server/modules/member/tables';
import { imposeBlock } from '../../../../../server/modules/protection/block-actions';
import { memberChange } from '../../../../../server/modules/protection/settings';
import type { Client } from '../../../../../server/plugins/gateway';
import { hashPassword } from '../../../../../server/security/scrypt';
import { CHEAP_SCRYPT } from '../../../helpers/accounts';
import { databases, suiteApp } from '../../../helpers/build';
import { balances, funded } from '../../withdrawals/fixtures';
import { newAgent, teamMember } from '../fixtures';
import { as } from '../team/calls';

const WITHDRAWAL_PASSWORD = '246810';
const realOf = async (app: Parameters<typeof balances>[0], id: number) => (await balances(app, id)).real;

describe.each(databases())('downline transfer on $name', (db) => {
  const t = suiteApp(db);

  /** A top-level agent with its withdrawal password and `money` on its real balance, a sub-agent, a direct member and a member of the sub-agent. */
  async function team(money = 1_000_000n) {
    const agent = await newAgent(t.app, null);
    await t.app.db.update(members).set({ withdrawalPasswordHash: await hashPassword(WITHDRAWAL_PASSWORD, CHEAP_SCRYPT) }).where(eq(members.id, agent.id));
    if (money > 0n) await funded(t.app, agent.id, money);
    const sub = await newAgent(t.app, agent);
    return { agent, sub, direct: await teamMember(t.app, agent), deep: await teamMember(t.app, sub) };
  }
  const send = (agent: Member, to: Member | string, amount: number, extra: object = {}) =>
    as<DownlineTransferValue>(t.app, agent, 'POST', AgentPath.transfer, { username: typeof to === 'string' ? to : to.username, amount, withdrawalPassword: WITHDRAWAL_PASSWORD, requestId: randomUUID(), ...extra });
  const transfersOf = async (agent: Member) => (await t.app.db.select({ n: count() }).from(agentTransfers).where(eq(agentTransfers.agentId, agent.id)))[0]!.n;
  const setCap = (cap: number) => saveAgentSettings(t.app.db, 'MLOBBY', { ...AGENT_SETTING_DEFAULTS, transferDailyCap: cap }, { actor: 'test', username: 'test' }, t.app.now());
  afterEach(() => setCap(AGENT_SETTING_DEFAULTS.transferDailyCap));

  test('moves money to a direct member and to a member of a sub-agent (the whole team); the answer carries the balance left; audited', async () => {
    const { agent, sub, direct, deep } = await team();
    const first = await send(agent, direct, 10_000);
    expect(first).toMatchObject({ success: true, value: { username: direct.username, amount: 10_000, balance: 990_000 } });
    expect((await send(agent, deep, 5_000)).value!.balance).toBe(985_000);
    expect((await send(agent, sub, 1_000)).success).toBe(true);
    expect(await realOf(t.app, direct.id)).toBe(10_000);
    expect(await realOf(t.app, deep.id)).toBe(5_000);
    expect((await auditTrail(t.app.db, memberSubject(direct.id))).map((a) => a.action)).toContain('agent.transfer');
    const history = (await as<Page<DownlineTransferValue>>(t.app, agent, 'GET', AgentPath.transfer)).value!;
    expect(history).toMatchObject({ total: 3, items: [{ username: sub.username }, { username: deep.username }, { username: direct.username, amount: 10_000, balance: 0 }] });
  });

  test('a member outside the whole team, an unknown name and the agent itself are refused with agent.member.not.in.team; nothing moves', async () => {
    const { agent } = await team();
    const other = await newAgent(t.app, null);
    const outsider = await teamMember(t.app, other);
    const loner = await teamMember(t.app, null);
    for (const to of [outsider, loner, agent, other, 'nosuchmember']) expect(await send(agent, to, 1_000)).toMatchObject({ success: false, code: ErrorCode.agentMemberNotInTeam });
    expect(await realOf(t.app, agent.id)).toBe(1_000_000);
    expect(await transfersOf(agent)).toBe(0);
  });

  test('an amount below AGENT_TRANSFER_MIN is agent.transfer.amount.invalid; nothing moves', async () => {
    const { agent, direct } = await team();
    for (const amount of [AGENT_TRANSFER_MIN - 1, 0, -500]) expect(await send(agent, direct, amount)).toMatchObject({ success: false, code: ErrorCode.agentTransferAmountInvalid });
    expect((await send(agent, direct, AGENT_TRANSFER_MIN)).success).toBe(true);
    expect(await realOf(t.app, direct.id)).toBe(AGENT_TRANSFER_MIN);
  });

  test('a wrong withdrawal password is payment.password.wrong; nothing moves', async () => {
    const { agent, direct } = await team();
    const res = await as(t.app, agent, 'POST', AgentPath.transfer, { username: direct.username, amount: 1_000, withdrawalPassword: '000000', requestId: randomUUID() }, '10.77.0.1');
    expect(res).toMatchObject({ success: false, code: ErrorCode.paymentPasswordWrong });
    expect(await realOf(t.app, direct.id)).toBe(0);
    expect(await transfersOf(agent)).toBe(0);
  });

  test("more than the agent's real balance is the wallet's insufficient funds; nothing moves and no transfer is recorded", async () => {
    const { agent, direct } = await team(5_000n);
    expect(await send(agent, direct, 5_001)).toMatchObject({ success: false, code: ErrorCode.insufficientFunds });
    expect(await realOf(t.app, agent.id)).toBe(5_000);
    expect(await transfersOf(agent)).toBe(0);
  });

  test("the day's transfers may not pass the merchant's daily cap (agent.transfer.cap.reached with params.remaining)", async () => {
    await setCap(10_000);
    const { agent, direct } = await team();
    expect((await send(agent, direct, 6_000)).success).toBe(true);
    expect(await send(agent, direct, 5_000)).toMatchObject({ success: false, code: ErrorCode.agentTransferCapReached });
    const client = { merchant: { code: 'MLOBBY' }, ip: '10.77.0.2' } as unknown as Client;
    const request = { username: direct.username, amount: 5_000, withdrawalPassword: WITHDRAWAL_PASSWORD, requestId: randomUUID() };
    await expect(transferToTeam(t.app, client, (await findMember(t.app.db, agent.id))!, request)).rejects.toMatchObject({ params: { remaining: 4_000 } });
    expect((await send(agent, direct, 4_000)).success).toBe(true);
    expect(await send(agent, direct, AGENT_TRANSFER_MIN)).toMatchObject({ success: false, code: ErrorCode.agentTransferCapReached });
    expect(await realOf(t.app, direct.id)).toBe(10_000);
  });

  test('concurrent transfers whose sum passes the cap: exactly the ones the cap allows succeed', async () => {
    await setCap(10_000);
    const { agent, direct, deep } = await team();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => send(agent, i % 2 === 0 ? direct : deep, 3_000)));
    expect(answers.filter((a) => a.success)).toHaveLength(3);
    expect(answers.filter((a) => !a.success).every((a) => a.code === ErrorCode.agentTransferCapReached)).toBe(true);
    expect(await realOf(t.app, agent.id)).toBe(1_000_000 - 9_000);
    expect(await transfersOf(agent)).toBe(3);
  });

  test('a repeated request id answers the first transfer and moves nothing again; the same id with another amount is idempotency.conflict', async () => {
    const { agent, direct } = await team();
    const requestId = randomUUID();
    const first = await send(agent, direct, 2_000, { requestId });
    const again = await send(agent, direct, 2_000, { requestId });
    expect(again.value!.id).toBe(first.value!.id);
    expect(await realOf(t.app, direct.id)).toBe(2_000);
    expect(await send(agent, direct, 3_000, { requestId })).toMatchObject({ success: false, code: ErrorCode.idempotencyConflict });
    expect(await transfersOf(agent)).toBe(1);
  });

  test('a self-excluded recipient cannot be topped up (agent.recipient.refused: the agent never learns the exclusion or its end); nothing moves and no transfer is recorded', async () => {
    const { agent, direct } = await team();
    await imposeBlock(t.app, (await findMember(t.app.db, direct.id))!, { kind: 'selfExclusion', duration: '6m' }, { kind: 'member' });
    expect(await send(agent, direct, 1_000)).toMatchObject({ success: false, code: ErrorCode.agentRecipientRefused });
    expect(await realOf(t.app, agent.id)).toBe(1_000_000);
    expect(await realOf(t.app, direct.id)).toBe(0);
    expect(await transfersOf(agent)).toBe(0);
  });

  test("the recipient's deposit limit counts a top-up as a deposit (refused as agent.recipient.refused); nothing moves past it", async () => {
    const { agent, direct } = await team();
    await memberChange(t.app.db, { id: direct.id, merchantCode: 'MLOBBY' }, { target: 'deposit', period: 'day' }, 5_000, t.app.now());
    expect((await send(agent, direct, 4_000)).success).toBe(true);
    expect(await send(agent, direct, 2_000)).toMatchObject({ success: false, code: ErrorCode.agentRecipientRefused });
    expect(await realOf(t.app, direct.id)).toBe(4_000);
    expect(await transfersOf(agent)).toBe(1);
  });
});
