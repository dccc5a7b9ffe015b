/**
 * Rebate rates (docs/agents.md "Rebate rates"). An agent sets each direct member's rate between 0
 * and its own; for a direct sub-agent the rate set is the sub-agent's own rate (its cap). The
 * merchant sets a top-level agent's own rate (≤ AGENT_MAX_REBATE_BP). Lowering an agent's own rate
 * clamps, in the same transaction, every rate below it that would now exceed it (its sub-agents'
 * own rates and the members' rates anyone in its tree set), so no rate ever exceeds its setter's.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RebateSettingsValue } from '@common/contract/agents';
import { ErrorCode } from '@common/contract/envelope';
import { AGENT_MAX_REBATE_BP } from '@common/rules/agents';
import type { Database } from '../../../db/connection';
import { rowsOf } from '../../../db/rows';
import { AppError } from '../../../http/envelope';
import { recordAudit, type Actor } from '../../audit';
import { memberSubject } from '../../member';
import type { RebateSource } from '../../promotions';
import { agentTreeSql, inTeam } from '../hierarchy';
import { lockAgent } from '../team';
import { agentMemberRebates, agentProfiles } from '../tables';

const tooHigh = (max: number): AppError => new AppError(ErrorCode.agentRebateTooHigh, { params: { max } });

/** Lowers every rate in the tree below `agentId` (its sub-agents' own rates, members' rates set in it) to `cap`. */
async function clampBelow(tx: Database, agentId: number, cap: number): Promise<void> {
  await tx.execute(sql`update agent_profiles set rebate_bp = ${cap} where member_id in ${agentTreeSql(agentId)} and member_id <> ${agentId}::bigint and rebate_bp > ${cap}`);
  await tx.execute(sql`update agent_member_rebates set rebate_bp = ${cap} where agent_id in ${agentTreeSql(agentId)} and rebate_bp > ${cap}`);
}

/** Sets an agent's own rate (as its upline or the merchant) and clamps its tree; audited. */
async function setOwnRate(tx: Database, agentId: number, merchantCode: string, rebateBp: number, who: Actor): Promise<void> {
  await tx.update(agentProfiles).set({ rebateBp }).where(eq(agentProfiles.memberId, agentId));
  await clampBelow(tx, agentId, rebateBp);
  await recordAudit(tx, who, { action: 'agent.rebate.own', subject: memberSubject(agentId), merchantCode, detail: { rebateBp } });
}

/** The caller's own rate and the rates it set: its direct sub-agents' own rates and its direct members' rates. */
export async function rebateSettings(db: Database, agentId: number): Promise<RebateSettingsValue> {
  const [own] = await db.select({ rebateBp: agentProfiles.rebateBp }).from(agentProfiles).where(eq(agentProfiles.memberId, agentId));
  const rows = await rowsOf<{ member_id: string; username: string; rebate_bp: number }>(
    db,
    sql`select r.member_id::text, m.username, r.rebate_bp from agent_member_rebates r join members m on m.id = r.member_id where r.agent_id = ${agentId}
        union all
        select p.member_id::text, m.username, p.rebate_bp from agent_profiles p join members m on m.id = p.member_id where p.upline_id = ${agentId}
        order by username`,
  );
  return { ownBp: own?.rebateBp ?? 0, members: rows.map((r) => ({ memberId: Number(r.member_id), username: r.username, rebateBp: Number(r.rebate_bp) })) };
}

/**
 * The caller sets a direct member's rate (0..its own, agent.rebate.too.high; a member not direct:
 * agent.member.not.in.team). Under the caller's lock, so a concurrent lowering of its own rate
 * cannot slip a higher rate in after the clamp.
 */
export async function setMemberRebate(db: Database, agentId: number, memberId: number, rebateBp: number, who: Actor, now: number): Promise<RebateSettingsValue> {
  await db.transaction(async (tx) => {
    const caller = await lockAgent(tx, agentId);
    if (!caller) throw new AppError(ErrorCode.agentOnly);
    if (!(await inTeam(tx, agentId, memberId, 'direct'))) throw new AppError(ErrorCode.agentMemberNotInTeam);
    if (!Number.isInteger(rebateBp) || rebateBp < 0 || rebateBp > caller.rebateBp) throw tooHigh(caller.rebateBp);
    const [subAgent] = await tx.select({ id: agentProfiles.memberId }).from(agentProfiles).where(eq(agentProfiles.memberId, memberId));
    if (subAgent) return setOwnRate(tx, memberId, caller.merchantCode, rebateBp, who);
    await tx
      .insert(agentMemberRebates)
      .values({ memberId, merchantCode: caller.merchantCode, agentId, rebateBp, updatedAt: new Date(now) })
      .onConflictDoUpdate({ target: agentMemberRebates.memberId, set: { rebateBp, agentId, updatedAt: new Date(now) } });
    await recordAudit(tx, who, { action: 'agent.rebate.member', subject: memberSubject(memberId), merchantCode: caller.merchantCode, detail: { agentId, rebateBp } });
  });
  return rebateSettings(db, agentId);
}

/** The merchant sets a top-level agent's own rate (≤ AGENT_MAX_REBATE_BP); a sub-agent's is its upline's to set (agent.member.not.in.team). */
export async function setTopRebate(db: Database, agentId: number, rebateBp: number, who: Actor): Promise<void> {
  if (!Number.isInteger(rebateBp) || rebateBp < 0 || rebateBp > AGENT_MAX_REBATE_BP) throw tooHigh(AGENT_MAX_REBATE_BP);
  await db.transaction(async (tx) => {
    const agent = await lockAgent(tx, agentId);
    if (!agent || agent.uplineId !== null) throw new AppError(ErrorCode.agentMemberNotInTeam);
    await setOwnRate(tx, agentId, agent.merchantCode, rebateBp, who);
  });
}

/**
 * The promotions rebate source (app.promotionHooks.rebateSources): each member's agent rate — the
 * rate its agent set for it, or, for an agent, its own rate (its own play earns at its own rate).
 * Rates carry no history: a period settles at the rates in force when it is settled.
 */
export const agentRebateSource: RebateSource = async (db, merchantCode, memberIds) => {
  if (memberIds.length === 0) return new Map();
  const ids = [...new Set(memberIds)];
  const [set, own] = await Promise.all([
    db
      .select({ memberId: agentMemberRebates.memberId, rebateBp: agentMemberRebates.rebateBp })
      .from(agentMemberRebates)
      .where(and(eq(agentMemberRebates.merchantCode, merchantCode), inArray(agentMemberRebates.memberId, ids))),
    db
      .select({ memberId: agentProfiles.memberId, rebateBp: agentProfiles.rebateBp })
      .from(agentProfiles)
      .where(and(eq(agentProfiles.merchantCode, merchantCode), inArray(agentProfiles.memberId, ids))),
  ]);
  const rates = new Map<number, number>();
  for (const r of [...set, ...own]) if (r.rebateBp > Math.max(0, rates.get(r.memberId) ?? 0)) rates.set(r.memberId, r.rebateBp);
  return rates;
};

