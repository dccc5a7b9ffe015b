/**
 * Contract offers, signing, withdrawing and ending (docs/agents.md "Contracts"): the upline offers
 * its direct sub-agents (never better than its own), the merchant its top-level agents; the first
 * contract applies from the running period, an amendment from the next; one of two concurrent
 * signings wins; only the offerer withdraws or ends; an upline's amendment never undercuts a
 * sub-agent. Every refusal changes nothing.
 */
import { count, eq } from 'drizzle-orm';
import { AgentPath, type ContractTier, type ContractValue } from '@common/contract/agents';
import { ConsoleAgentPath } from '@common/contract/consoleAgents';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import type { ContractCycle, ContractKind } from '@common/rules/agents';
import { contractInForce, offerContract, signContract } from '../../../../../server/modules/agent/contracts';
import { agentContracts } from '../../../../../server/modules/agent/tables';
import { auditTrail } from '../../../../../server/modules/audit/service';
import { memberSubject, type Member } from '../../../../../server/modules/member';
import { call, TestClock, tokenFor } from '../../../helpers/accounts';
import { databases, suiteApp } from '../../../helpers/build';
import { consoleCall, freshSession, operatorWith, type TestOperator } from '../../../helpers/operators';
import { LONG_SESSIONS } from '../../protection/fixtures';
import { newAgent, teamMember } from '../fixtures';

const HOUR = 3_600_000;
const tiers = (...list: [number, number, number][]): ContractTier[] => list.map(([minActivePlayers, minTurnover, value]) => ({ minActivePlayers, minTurnover, value }));
const hourly = (...list: [number, number, number][]) => ({ kind: 'hourlySalary' as ContractKind, cycle: 'hour' as ContractCycle, tiers: tiers(...list) });
/** The upline's terms the exact-tier table compares with. */
const UPLINE = hourly([0, 0, 100], [5, 1_000, 200], [10, 5_000, 300]);

interface Agent {
  member: Member;
  token: string;
}

describe.each(databases())('contract offers and signing on $name', (db) => {
  const clock = new TestClock(Date.UTC(2030, 0, 15, 12, 20));
  const t = suiteApp(db, LONG_SESSIONS, { now: clock.now });
  let manager: TestOperator;
  beforeAll(async () => {
    manager = await operatorWith(t.app, ['agentManager']);
  });
  // Tests move the clock on by hours: a console session that idled out meanwhile is renewed.
  beforeEach(async () => {
    manager = await freshSession(t.app, manager);
  });

  const tokenOf = async (member: Member): Promise<Agent> => ({ member, token: await tokenFor(t.app, member.username, 'Member12345') });
  const agent = async (upline: Agent | null): Promise<Agent> => tokenOf(await newAgent(t.app, upline?.member ?? null));
  const post = async <T = ContractValue>(who: Agent, url: string, payload: object): Promise<Envelope<T>> => (await call(t.app, 'POST', url, { token: who.token, payload })).json<Envelope<T>>();
  const offer = (upline: Agent, sub: Agent, terms: object) => post(upline, AgentPath.offer, { memberId: sub.member.id, ...terms });
  const sign = (who: Agent, contractId: number) => post(who, AgentPath.sign, { contractId });
  const withdraw = (who: Agent, contractId: number) => post(who, AgentPath.withdrawOffer, { contractId });
  const merchantOffer = (who: Agent, terms: object, by = manager) => consoleCall<ContractValue>(t.app, by, 'POST', ConsoleAgentPath.offer(who.member.id), terms);
  /** A top-level agent holding `terms`, signed. */
  const topWith = async (terms: object): Promise<Agent> => {
    const top = await agent(null);
    const offered = (await merchantOffer(top, terms)).body.value!;
    expect((await sign(top, offered.id)).value!.state).toBe('signed');
    return top;
  };
  /** A sub-agent of `upline` holding `terms`, signed; and its contract. */
  const subWith = async (upline: Agent, terms: object): Promise<{ sub: Agent; contract: ContractValue }> => {
    const sub = await agent(upline);
    const offered = await offer(upline, sub, terms);
    expect(offered.success).toBe(true);
    return { sub, contract: (await sign(sub, offered.value!.id)).value! };
  };
  const rowOf = async (id: number) => (await t.app.db.select().from(agentContracts).where(eq(agentContracts.id, id)))[0]!;
  const contractsOf = async (agentId: number) => (await t.app.db.select({ n: count() }).from(agentContracts).where(eq(agentContracts.agentId, agentId)))[0]!.n;
  const hourStart = (at: number) => Math.floor(at / HOUR) * HOUR;

  test('a member who is not an agent gets agent.only from every contract call', async () => {
    const plain = await tokenOf(await teamMember(t.app, null));
    expect((await offer(plain, plain, UPLINE)).code).toBe(ErrorCode.agentOnly);
    expect((await sign(plain, 1)).code).toBe(ErrorCode.agentOnly);
    expect((await withdraw(plain, 1)).code).toBe(ErrorCode.agentOnly);
  });

  test("the merchant's first contract for a top-level agent applies from the running period's start; audited", async () => {
    const top = await agent(null);
    const offered = await merchantOffer(top, UPLINE);
    expect(offered.body.value).toMatchObject({ state: 'offered', offeredBy: 'merchant', request: 'contracthoursalreq', tiers: UPLINE.tiers, signedAt: null, effectiveFrom: null });
    const signed = (await sign(top, offered.body.value!.id)).value!;
    expect(signed).toMatchObject({ state: 'signed', offeredBy: 'merchant', signedAt: clock.now(), effectiveFrom: hourStart(clock.now()), endsAt: null });
    expect((await contractInForce(t.app.db, top.member.id, 'hourlySalary', new Date(clock.now())))?.id).toBe(signed.id);
    const actions = (await auditTrail(t.app.db, memberSubject(top.member.id))).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['agent.contract.offered', 'agent.contract.signed']));
  });

  test('an amendment applies from the next period start, and the contract before it ends then', async () => {
    const top = await topWith(UPLINE);
    const first = (await contractInForce(t.app.db, top.member.id, 'hourlySalary', new Date(clock.now())))!;
    clock.advance(10 * 60_000);
    const amended = (await merchantOffer(top, hourly([0, 0, 150]))).body.value!;
    const signed = (await sign(top, amended.id)).value!;
    const next = hourStart(clock.now()) + HOUR;
    expect(signed.effectiveFrom).toBe(next);
    expect(await rowOf(first.id)).toMatchObject({ state: 'ended', endsAt: new Date(next) });
    expect((await contractInForce(t.app.db, top.member.id, 'hourlySalary', new Date(next - 1)))?.id).toBe(first.id);
    expect((await contractInForce(t.app.db, top.member.id, 'hourlySalary', new Date(next)))?.id).toBe(signed.id);
  });

  test('two concurrent signings of one offer: one signs, the other gets agent.contract.state.invalid', async () => {
    const top = await agent(null);
    const offered = (await merchantOffer(top, UPLINE)).body.value!;
    const results = await Promise.all([sign(top, offered.id), sign(top, offered.id)]);
    expect(results.filter((r) => r.success)).toHaveLength(1);
    expect(results.find((r) => !r.success)?.code).toBe(ErrorCode.agentContractStateInvalid);
    expect(await contractsOf(top.member.id)).toBe(1);
  });

  test('a new offer replaces the waiting offer of the kind, which becomes withdrawn', async () => {
    const top = await agent(null);
    const first = (await merchantOffer(top, UPLINE)).body.value!;
    const second = (await merchantOffer(top, hourly([0, 0, 50]))).body.value!;
    expect((await rowOf(first.id)).state).toBe('withdrawn');
    expect((await rowOf(second.id)).state).toBe('offered');
    expect((await sign(top, first.id)).code).toBe(ErrorCode.agentContractStateInvalid);
  });

  test("the upline offers a direct sub-agent a contract, which names it masked to the sub-agent and plainly to itself", async () => {
    const top = await topWith(UPLINE);
    const sub = await agent(top);
    const offered = await offer(top, sub, hourly([0, 0, 100]));
    expect(offered.value).toMatchObject({ state: 'offered', offeredBy: top.member.username });
    const signed = (await sign(sub, offered.value!.id)).value!;
    expect(signed.offeredBy).toMatch(/\*\*\*/);
    expect(signed.effectiveFrom).toBe(hourStart(clock.now()));
  });

  test.each([
    ['an equal first tier', [[0, 0, 100]], 0],
    ['equal values at every upline tier', [[0, 0, 100], [5, 1_000, 200], [10, 5_000, 300]], 0],
    ['a lower value above the upline minimums', [[0, 0, 90], [7, 3_000, 200]], 0],
    ['a first tier one unit above', [[0, 0, 101]], 1],
    ['a second tier one turnover unit short of the upline tier', [[0, 0, 50], [5, 999, 200]], 2],
    ['a second tier one player short of the upline tier', [[0, 0, 50], [4, 1_000, 150]], 2],
    ['a third tier one unit above the top upline tier', [[0, 0, 50], [5, 1_000, 200], [20, 9_000, 301]], 3],
  ] as [string, [number, number, number][], number][])('an offer with %s: refused at the tier named (0: accepted)', async (_name, list, tier) => {
    const top = await topWith(UPLINE);
    const sub = await agent(top);
    const offering = offerContract(t.app.db, sub.member.id, { id: top.member.id, name: top.member.username }, hourly(...list), { actor: 'test' }, clock.now());
    if (tier === 0) expect((await offering).state).toBe('offered');
    else await expect(offering).rejects.toMatchObject({ code: ErrorCode.agentContractBetterThanUpline, params: { tier } });
    expect(await contractsOf(sub.member.id)).toBe(tier === 0 ? 1 : 0);
  });

  test('an offer to an agent who is not a direct sub-agent, or to a plain member, is agent.member.not.in.team', async () => {
    const top = await topWith(UPLINE);
    const sub = await agent(top);
    const subSub = await agent(sub);
    const otherTop = await agent(null);
    const member = await tokenOf(await teamMember(t.app, top.member));
    for (const target of [subSub, otherTop, member, top]) {
      expect((await offer(top, target, hourly([0, 0, 10]))).code).toBe(ErrorCode.agentMemberNotInTeam);
      expect(await contractsOf(target.member.id)).toBe(target === top ? 1 : 0);
    }
  });

  test('an upline without a signed contract of the kind and cycle cannot offer it: agent.upline.contract.missing', async () => {
    const top = await topWith({ kind: 'dividend', cycle: 'month', tiers: tiers([0, 0, 1_000]) });
    const sub = await agent(top);
    expect((await offer(top, sub, hourly([0, 0, 10]))).code).toBe(ErrorCode.agentUplineContractMissing);
    const halfMonth = { kind: 'dividend' as ContractKind, cycle: 'halfMonth' as ContractCycle, tiers: tiers([0, 0, 500]) };
    await expect(offerContract(t.app.db, sub.member.id, { id: top.member.id, name: top.member.username }, halfMonth, { actor: 'test' }, clock.now())).rejects.toMatchObject({
      code: ErrorCode.agentUplineContractMissing,
      params: { kind: 'dividend' },
    });
    expect((await offer(top, sub, { kind: 'dividend', cycle: 'month', tiers: tiers([0, 0, 500]) })).success).toBe(true);
    const waiting = await agent(null);
    await merchantOffer(waiting, UPLINE);
    expect((await offer(waiting, await agent(waiting), hourly([0, 0, 10]))).code).toBe(ErrorCode.agentUplineContractMissing);
  });

  test("signing checks the upline's contract again: one that ended meanwhile refuses the signature", async () => {
    const top = await topWith(UPLINE);
    const sub = await agent(top);
    const offered = (await offer(top, sub, hourly([0, 0, 100]))).value!;
    const topContract = (await contractInForce(t.app.db, top.member.id, 'hourlySalary', new Date(clock.now())))!;
    expect((await consoleCall(t.app, manager, 'POST', ConsoleAgentPath.endContract(top.member.id), { contractId: topContract.id })).body.success).toBe(true);
    clock.advance(HOUR);
    expect((await sign(sub, offered.id)).code).toBe(ErrorCode.agentUplineContractMissing);
    expect((await rowOf(offered.id)).state).toBe('offered');
  });

  test("an upline's amendment below a sub-agent's signed or waiting contract is refused with agent.contract.better.than.upline, nothing changed", async () => {
    const top = await topWith(UPLINE);
    const { contract } = await subWith(top, hourly([0, 0, 80], [5, 1_000, 200]));
    const amendment = (await merchantOffer(top, hourly([0, 0, 100], [5, 1_000, 150]))).body.value!;
    await expect(signContract(t.app.db, top.member.id, amendment.id, { actor: 'test' }, clock.now())).rejects.toMatchObject({ code: ErrorCode.agentContractBetterThanUpline, params: { tier: 2 } });
    expect((await rowOf(amendment.id)).state).toBe('offered');
    expect((await rowOf(contract.id)).state).toBe('signed');

    const top2 = await topWith(UPLINE);
    const sub2 = await agent(top2);
    const waiting = (await offer(top2, sub2, hourly([0, 0, 100]))).value!;
    const lower = (await merchantOffer(top2, hourly([0, 0, 99]))).body.value!;
    expect((await sign(top2, lower.id)).code).toBe(ErrorCode.agentContractBetterThanUpline);
    expect((await rowOf(waiting.id)).state).toBe('offered');
    const equal = (await merchantOffer(top2, hourly([0, 0, 100]))).body.value!;
    expect((await sign(top2, equal.id)).success).toBe(true);
  });

  test('only the offerer withdraws an offer or ends a contract; a signed one ends at the next period start', async () => {
    const top = await topWith(UPLINE);
    const sub = await agent(top);
    const sibling = await agent(top);
    const offered = (await offer(top, sub, hourly([0, 0, 100]))).value!;
    for (const stranger of [sub, sibling]) expect((await withdraw(stranger, offered.id)).code).toBe(ErrorCode.agentContractNotFound);
    expect((await withdraw(top, offered.id)).value!.state).toBe('withdrawn');
    expect((await withdraw(top, offered.id)).code).toBe(ErrorCode.agentContractStateInvalid);

    const again = (await offer(top, sub, hourly([0, 0, 100]))).value!;
    await sign(sub, again.id);
    const ended = (await withdraw(top, again.id)).value!;
    expect(ended).toMatchObject({ state: 'ended', endsAt: hourStart(clock.now()) + HOUR });
    const topContract = (await contractInForce(t.app.db, top.member.id, 'hourlySalary', new Date(clock.now())))!;
    expect((await withdraw(top, topContract.id)).code).toBe(ErrorCode.agentContractNotFound);
  });

  test('bad terms are agent.invalid (or request.invalid for a shape the wire does not know), nothing saved', async () => {
    const top = await topWith(UPLINE);
    const sub = await agent(top);
    expect(await offer(top, sub, hourly([0, 0, 50], [0, 0, 60]))).toMatchObject({ code: ErrorCode.agentInvalid, message: expect.stringContaining('minTurnover') });
    expect(await offer(top, sub, { kind: 'hourlySalary', cycle: 'day', tiers: tiers([0, 0, 10]) })).toMatchObject({ code: ErrorCode.agentInvalid, message: expect.stringContaining('cycle') });
    expect((await offer(top, sub, { kind: 'weekly', cycle: 'hour', tiers: tiers([0, 0, 10]) })).success).toBe(false);
    expect((await merchantOffer(top, hourly([0, 0, 0]))).body.code).toBe(ErrorCode.agentInvalid);
    expect(await contractsOf(sub.member.id)).toBe(0);
    expect(await contractsOf(top.member.id)).toBe(1);
  });
});

describe.each(databases())('console contract calls on $name', (db) => {
  const t = suiteApp(db, LONG_SESSIONS);
  const rows = async (agentId: number) => (await t.app.db.select({ n: count() }).from(agentContracts).where(eq(agentContracts.agentId, agentId)))[0]!.n;

  test('only agents.manage offers: an operator with another role is refused, nothing saved', async () => {
    const top = await newAgent(t.app, null);
    const support = await operatorWith(t.app, ['support']);
    expect((await consoleCall(t.app, support, 'POST', ConsoleAgentPath.offer(top.id), UPLINE)).status).toBe(403);
    expect((await consoleCall(t.app, support, 'POST', ConsoleAgentPath.endContract(top.id), { contractId: 1 })).status).toBe(403);
    expect(await rows(top.id)).toBe(0);
  });

  test("an operator reaches its merchant's agents only (another merchant's answers 404)", async () => {
    const top = await newAgent(t.app, null);
    const elsewhere = await operatorWith(t.app, ['agentManager'], 'OTHER');
    expect((await consoleCall(t.app, elsewhere, 'POST', ConsoleAgentPath.offer(top.id), UPLINE)).status).toBe(404);
    expect(await rows(top.id)).toBe(0);
  });

  test('the merchant offers top-level agents only: a sub-agent or a plain member is agent.member.not.in.team', async () => {
    const manager = await operatorWith(t.app, ['agentManager']);
    const top = await newAgent(t.app, null);
    const sub = await newAgent(t.app, top);
    const member = await teamMember(t.app, top);
    for (const target of [sub, member]) {
      expect((await consoleCall(t.app, manager, 'POST', ConsoleAgentPath.offer(target.id), UPLINE)).body.code).toBe(ErrorCode.agentMemberNotInTeam);
      expect(await rows(target.id)).toBe(0);
    }
  });

  test('the merchant withdraws its own offer; another agent named in the path finds no such contract', async () => {
    const manager = await operatorWith(t.app, ['agentManager']);
    const top = await newAgent(t.app, null);
    const other = await newAgent(t.app, null);
    const offered = (await consoleCall<ContractValue>(t.app, manager, 'POST', ConsoleAgentPath.offer(top.id), UPLINE)).body.value!;
    expect((await consoleCall(t.app, manager, 'POST', ConsoleAgentPath.endContract(other.id), { contractId: offered.id })).body.code).toBe(ErrorCode.agentContractNotFound);
    expect((await consoleCall<ContractValue>(t.app, manager, 'POST', ConsoleAgentPath.endContract(top.id), { contractId: offered.id })).body.value!.state).toBe('withdrawn');
    expect((await auditTrail(t.app.db, memberSubject(top.id)))[0]!.action).toBe('agent.contract.withdrawn');
  });
});
