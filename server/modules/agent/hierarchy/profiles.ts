/**
 * Agent profiles: who is an agent, its upline and depth, and making a member one (console create or
 * promote, the seed). A member becomes an agent once; its upline is the agent whose code it
 * registered with, fixed then (docs/agents.md "The hierarchy").
 */
import { and, eq, sql } from 'drizzle-orm';
import { AGENT_MAX_DEPTH, agentChecksApply } from '@common/rules/agents';
import { ErrorCode } from '@common/contract/envelope';
import type { Database } from '../../../db/connection';
import { AppError } from '../../../http/envelope';
import { recordAudit, type Actor } from '../../audit';
import { memberSubject } from '../../member';
import { members } from '../../member/tables';
import { affiliateCodes } from '../tables';
import { agentSettingsOf } from './settings';
import { directAgentOf } from './team';
import { agentProfiles, type AgentProfileRow } from './tables';

/** The member's agent profile, or null when it is not an agent. */
export async function agentProfileOf(db: Database, memberId: number): Promise<AgentProfileRow | null> {
  const [row] = await db.select().from(agentProfiles).where(eq(agentProfiles.memberId, memberId)).limit(1);
  return row ?? null;
}

/** The agent's uplines, its own upline first, up to its top-level agent. */
export async function uplinesOf(db: Database, agentId: number): Promise<AgentProfileRow[]> {
  const chain: AgentProfileRow[] = [];
  let at = await agentProfileOf(db, agentId);
  while (at?.uplineId != null) {
    at = await agentProfileOf(db, at.uplineId);
    if (at) chain.push(at);
  }
  return chain;
}

/** A code for a new agent: 'A' and its member id, base 36, padded (unique because ids are). */
export const agentCodeFor = (memberId: number): string => `A${memberId.toString(36).toUpperCase().padStart(5, '0')}`;

/**
 * Makes a real, active member of the merchant an agent (agent.not.eligible otherwise): its profile
 * (upline from its referrer code, depth, rebate: the merchant's top rate for a top-level agent, 0
 * below until its upline sets one), members.agent, and its first affiliate code. One transaction;
 * audited.
 */
export async function makeAgent(db: Database, memberId: number, who: Actor): Promise<AgentProfileRow> {
  return db.transaction(async (tx) => {
    const [member] = await tx.select().from(members).where(eq(members.id, memberId)).for('update');
    if (!member || member.agent || member.demo || member.status !== 'active' || !agentChecksApply(member.type)) throw new AppError(ErrorCode.agentNotEligible);
    const uplineId = await directAgentOf(tx, memberId);
    const upline = uplineId === null ? null : await agentProfileOf(tx, uplineId);
    const depth = upline ? upline.depth + 1 : 1;
    if (depth > AGENT_MAX_DEPTH) throw new AppError(ErrorCode.agentDepthLimit, { params: { limit: AGENT_MAX_DEPTH } });
    const rebateBp = upline ? 0 : (await agentSettingsOf(tx, member.merchantCode)).topRebateBp;
    const [profile] = await tx
      .insert(agentProfiles)
      .values({ memberId, merchantCode: member.merchantCode, uplineId: upline?.memberId ?? null, depth, rebateBp, createdBy: who.actor })
      .returning();
    await tx.update(members).set({ agent: true }).where(and(eq(members.id, memberId), sql`not ${members.agent}`));
    await tx.insert(affiliateCodes).values({ code: agentCodeFor(memberId), merchantCode: member.merchantCode, agentMemberId: memberId }).onConflictDoNothing();
    await recordAudit(tx, who, { action: 'agent.created', subject: memberSubject(memberId), merchantCode: member.merchantCode, detail: { uplineId: profile!.uplineId, depth } });
    return profile!;
  });
}
