/** What the agent's home and contract screens read: its code, upline, offers and contracts, team sizes, earnings, and a kind's running period. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AgentHomeValue, ContractViewValue } from '@common/contract/agents';
import { CONTRACT_KINDS, CONTRACT_REQUEST, type ContractKind } from '@common/rules/agents';
import type { Database } from '../../../db/connection';
import { rowsOf } from '../../../db/rows';
import { findMember } from '../../member';
import { maskUsername } from '../../seamless';
import { contractGross, contractInForce, contractValue, offeredByFor, qualifyingTier, waitingOffer } from '../contracts';
import { periodOf, teamFigureSums, teamFiguresValue } from '../figures';
import { teamMembersSql } from '../hierarchy';
import { affiliateCodes, type AgentProfileRow } from '../tables';
import { carryOf, earnedOf } from './reads';

/** A member's username as another member sees it: masked (null when there is none). */
async function maskedName(db: Database, memberId: number | null): Promise<string | null> {
  if (memberId === null) return null;
  const member = await findMember(db, memberId);
  return member ? maskUsername(member.username) : null;
}

/** How many members are in the agent's team of `scope`. */
async function teamSize(db: Database, agentId: number, scope: 'direct' | 'team'): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${teamMembersSql(agentId, scope)} t`);
  return row?.n ?? 0;
}

/** The agent's home: its first active code (plain codes before links), masked upline, offers and contracts by kind, team sizes, all-time earnings. */
export async function agentHome(db: Database, profile: AgentProfileRow, now: Date): Promise<AgentHomeValue> {
  const a = affiliateCodes;
  const [code] = await db
    .select({ code: a.code })
    .from(a)
    .where(and(eq(a.agentMemberId, profile.memberId), eq(a.active, true)))
    .orderBy(sql`${a.label} is not null`, asc(a.createdAt), asc(a.code))
    .limit(1);
  const offers: ContractKind[] = [];
  const contracts: ContractKind[] = [];
  for (const kind of CONTRACT_KINDS) {
    if (await waitingOffer(db, profile.memberId, kind)) offers.push(kind);
    if (await contractInForce(db, profile.memberId, kind, now)) contracts.push(kind);
  }
  return {
    code: code?.code ?? '',
    depth: profile.depth,
    upline: await maskedName(db, profile.uplineId),
    rebateBp: profile.rebateBp,
    offers,
    contracts,
    directMembers: await teamSize(db, profile.memberId, 'direct'),
    teamMembers: await teamSize(db, profile.memberId, 'team'),
    earned: Number(await earnedOf(db, profile.memberId)),
  };
}

/**
 * The contract screen of one kind: the contract in force and the waiting offer; the whole team's
 * figures of the running period of the current contract's cycle (else the offer's), the tier they
 * qualify for so far (0-based, −1: none) and the gross they would earn; the carry from the last statement.
 */
export async function contractView(db: Database, agentId: number, kind: ContractKind, now: Date): Promise<ContractViewValue> {
  const current = await contractInForce(db, agentId, kind, now);
  const offer = await waitingOffer(db, agentId, kind);
  const basis = current ?? offer;
  const sums = basis ? await teamFigureSums(db, agentId, 'team', periodOf(basis.cycle, now.getTime())) : null;
  return {
    kind,
    request: CONTRACT_REQUEST[kind],
    current: current ? contractValue(current, offeredByFor(current, agentId)) : null,
    offer: offer ? contractValue(offer, offeredByFor(offer, agentId)) : null,
    figures: sums ? teamFiguresValue(sums) : null,
    qualifyingTier: basis && sums ? qualifyingTier(basis.tiers, sums) : -1,
    estimate: basis && sums ? Number(contractGross(kind, basis.tiers, sums).gross) : 0,
    carry: Number(await carryOf(db, agentId, kind)),
  };
}
