/**
 * Rebate rates (docs/agents.md "Rebate rates"): an agent sets a direct member's rate within its own
 * (a sub-agent's: the sub-agent's own rate, which caps what it sets in turn; lowering it clamps the
 * rates below); the merchant sets a top-level agent's (≤ AGENT_MAX_REBATE_BP); the promotions
 * rebate pays at the highest of the promotion's, the level's and the agent's rate.
 */
import { eq } from 'drizzle-orm';
import { AgentPath, type RebateSettingsValue } from '@common/contract/agents';
import { ErrorCode } from '@common/contract/envelope';
import { AGENT_MAX_REBATE_BP } from '@common/rules/agents';
import { agentRebateSource } from '../../../../../server/modules/agent';
import { setTopRebate } from '../../../../../server/modules/agent/rebates';
import { agentMemberRebates, agentProfiles } from '../../../../../server/modules/agent/tables';
import { runningAwardAmount, settlePeriod } from '../../../../../server/modules/promotions';
import type { PeriodicPromotion } from '../../../../../server/modules/promotions/awards';
import { databases, suiteApp } from '../../../helpers/build';
import { awardsOf, dayOf, DAY_MS, join, pastWeek, periodicPromotion, turnover } from '../../promotions/award-fixtures';
import { newAgent, teamMember } from '../fixtures';
import { as } from '../team/calls';

describe.each(databases())('rebate rates on $name', (db) => {
  const t = suiteApp(db);
  const set = (agent: { id: number; username: string } & Parameters<typeof as>[1], memberId: number, rebateBp: number) =>
    as<RebateSettingsValue>(t.app, agent, 'POST', AgentPath.rebates, { memberId, rebateBp });
  const ownRate = async (id: number) => (await t.app.db.select().from(agentProfiles).where(eq(agentProfiles.memberId, id)))[0]!.rebateBp;
  const memberRate = async (id: number) => (await t.app.db.select().from(agentMemberRebates).where(eq(agentMemberRebates.memberId, id)))[0]?.rebateBp;

  /** A top-level agent at `own` bp with a sub-agent, a direct member and a member of the sub-agent. */
  async function team(own = 200) {
    const agent = await newAgent(t.app, null);
    await setTopRebate(t.app.db, agent.id, own, { actor: 'test' });
    const sub = await newAgent(t.app, agent);
    return { agent, sub, direct: await teamMember(t.app, agent), deep: await teamMember(t.app, sub) };
  }

  test("an agent sets a direct member's rate from 0 up to its own; above is agent.rebate.too.high and changes nothing", async () => {
    const { agent, direct } = await team(150);
    expect(await set(agent, direct.id, 151)).toMatchObject({ success: false, code: ErrorCode.agentRebateTooHigh });
    expect(await memberRate(direct.id)).toBeUndefined();
    const saved = await set(agent, direct.id, 150);
    expect(saved.value!).toMatchObject({ ownBp: 150, members: expect.arrayContaining([{ memberId: direct.id, username: direct.username, rebateBp: 150 }]) });
    expect((await set(agent, direct.id, 0)).success).toBe(true);
    expect(await memberRate(direct.id)).toBe(0);
    expect((await as<RebateSettingsValue>(t.app, agent, 'GET', AgentPath.rebates)).value!.ownBp).toBe(150);
  });

  test("a member who is not the caller's direct member (a sub-agent's member, another agent's, the caller) is agent.member.not.in.team", async () => {
    const { agent, deep } = await team();
    const stranger = await teamMember(t.app, await newAgent(t.app, null));
    for (const id of [deep.id, stranger.id, agent.id]) expect(await set(agent, id, 10)).toMatchObject({ success: false, code: ErrorCode.agentMemberNotInTeam });
  });

  test("a direct sub-agent's rate is its own rate (its cap), within the caller's; what it sets is capped by it", async () => {
    const { agent, sub, deep } = await team(120);
    expect(await set(agent, sub.id, 121)).toMatchObject({ success: false, code: ErrorCode.agentRebateTooHigh });
    expect((await set(agent, sub.id, 60)).success).toBe(true);
    expect(await ownRate(sub.id)).toBe(60);
    expect(await set(sub, deep.id, 61)).toMatchObject({ success: false, code: ErrorCode.agentRebateTooHigh });
    expect((await set(sub, deep.id, 60)).success).toBe(true);
  });

  test("lowering a sub-agent's rate clamps, in the same change, the rates below it that now exceed it", async () => {
    const { agent, sub, deep } = await team(200);
    await set(agent, sub.id, 100);
    const subSub = await newAgent(t.app, sub);
    await set(sub, subSub.id, 90);
    await set(sub, deep.id, 80);
    expect((await set(agent, sub.id, 50)).success).toBe(true);
    expect([await ownRate(sub.id), await ownRate(subSub.id), await memberRate(deep.id)]).toEqual([50, 50, 50]);
    await setTopRebate(t.app.db, agent.id, 30, { actor: 'test' });
    expect([await ownRate(agent.id), await ownRate(sub.id), await ownRate(subSub.id), await memberRate(deep.id)]).toEqual([30, 30, 30, 30]);
  });

  test("the merchant sets only a top-level agent's own rate, up to AGENT_MAX_REBATE_BP", async () => {
    const { agent, sub } = await team();
    await expect(setTopRebate(t.app.db, agent.id, AGENT_MAX_REBATE_BP + 1, { actor: 'test' })).rejects.toMatchObject({ code: ErrorCode.agentRebateTooHigh });
    await expect(setTopRebate(t.app.db, sub.id, 10, { actor: 'test' })).rejects.toMatchObject({ code: ErrorCode.agentMemberNotInTeam });
    await setTopRebate(t.app.db, agent.id, AGENT_MAX_REBATE_BP, { actor: 'test' });
    expect(await ownRate(agent.id)).toBe(AGENT_MAX_REBATE_BP);
  });

  test("the rebate source answers each member's agent rate (an agent's own rate for its own play); members without one are absent", async () => {
    const { agent, sub, direct, deep } = await team(200);
    await set(agent, direct.id, 70);
    await set(agent, sub.id, 40);
    const rates = await agentRebateSource(t.app.db, 'MLOBBY', [direct.id, sub.id, deep.id, agent.id], new Date());
    expect(Object.fromEntries(rates)).toEqual({ [direct.id]: 70, [sub.id]: 40, [agent.id]: 200 });
    expect((await agentRebateSource(t.app.db, 'OTHER', [direct.id], new Date())).size).toBe(0);
  });

  test("a rebate promotion pays each member at the higher of its rate and the member's agent rate, settled and estimated", async () => {
    const { agent, direct, sub } = await team(200);
    await set(agent, direct.id, 150); // above the promotion's 80
    await set(agent, sub.id, 50); // below it
    const day = dayOf(pastWeek(), 3);
    const promotion = (await periodicPromotion(t.app.db, { type: 'rebate', rateBp: 80, window: day })) as PeriodicPromotion;
    for (const id of [direct.id, sub.id]) {
      await join(t.app.db, promotion, id, new Date(day.start.getTime() - DAY_MS));
      await turnover(t.app.db, id, day, { stakes: 100_000n });
    }
    await settlePeriod(t.app.db, promotion, day, Date.now(), agentRebateSource);
    const date = day.start.toISOString().slice(0, 10);
    expect(await awardsOf(t.app.db, promotion.id)).toEqual([`${direct.id}:${date}:100000:1500:claimable`, `${sub.id}:${date}:100000:800:claimable`].sort());

    const today = dayOf({ start: new Date(), end: new Date() });
    const running = await periodicPromotion(t.app.db, { type: 'rebate', rateBp: 80, window: today, endsAt: null });
    await turnover(t.app.db, direct.id, today, { stakes: 100_000n });
    expect(t.app.promotionHooks.rebateSources).toContain(agentRebateSource);
    expect(await runningAwardAmount(t.app.db, running, direct.id, Date.now())).toBe(800n);
    expect(await t.app.promotionHooks.periodEstimate!(t.app.db, running, direct.id, Date.now())).toBe(1_500n);
  });
});
