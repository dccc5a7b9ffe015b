/**
 * The checks an offer and a signing share (docs/agents.md "Contracts"): the agents' profile locks
 * that serialise every change to a family's contracts, the contracts that apply from an instant
 * on, and "no better than the upline" both ways — a sub-agent's terms against its upline's, and an
 * upline's new terms against its direct sub-agents' contracts.
 */
import { and, asc, eq, gt, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ContractTier } from '@common/contract/agents';
import { ErrorCode } from '@common/contract/envelope';
import type { ContractKind } from '@common/rules/agents';
import type { Database } from '../../../db/connection';
import { AppError } from '../../../http/envelope';
import { agentProfiles, type AgentProfileRow } from '../tables';
import { agentContracts, type AgentContractRow } from './tables';
import type { ContractTerms } from './validate';
import { betterThanUpline } from './tiers';

const c = agentContracts;

/**
 * Locks the agents' profile rows, uplines first (by depth), so that offers and signings touching
 * the same agents run one after another and never deadlock; returns them in that order.
 */
export async function lockAgents(tx: Database, ids: number[]): Promise<AgentProfileRow[]> {
  return tx.select().from(agentProfiles).where(inArray(agentProfiles.memberId, ids)).orderBy(asc(agentProfiles.depth)).for('update');
}

/** Signed (or ended) contracts that apply at some instant at or after `at`; empty spans (superseded before they began) never do. */
export function appliesFrom(at: Date): SQL {
  return and(
    or(eq(c.state, 'signed'), eq(c.state, 'ended')),
    isNotNull(c.effectiveFrom),
    or(isNull(c.endsAt), and(gt(c.endsAt, at), sql`${c.endsAt} > ${c.effectiveFrom}`)),
  )!;
}

/** The agent's contracts of `kind` that apply at or after `at`, oldest first. */
export function contractsFrom(db: Database, agentId: number, kind: ContractKind, at: Date): Promise<AgentContractRow[]> {
  return db
    .select()
    .from(c)
    .where(and(eq(c.agentId, agentId), eq(c.kind, kind), appliesFrom(at)))
    .orderBy(asc(c.effectiveFrom));
}

const betterError = (tier: number): AppError => new AppError(ErrorCode.agentContractBetterThanUpline, { params: { tier } });

/**
 * A sub-agent's terms against every contract of its upline's of the kind that applies now or later
 * (the one in force and a signed amendment waiting for its period): none, or one of another cycle,
 * is agent.upline.contract.missing (params.kind); a tier above any of them is
 * agent.contract.better.than.upline (params.tier, 1-based, of the sub-agent's terms).
 */
export async function checkAgainstUpline(db: Database, uplineId: number, terms: ContractTerms, now: Date): Promise<void> {
  const held = await contractsFrom(db, uplineId, terms.kind, now);
  if (held.length === 0 || held.some((row) => row.cycle !== terms.cycle)) throw new AppError(ErrorCode.agentUplineContractMissing, { params: { kind: terms.kind } });
  for (const row of held) {
    const tier = betterThanUpline(terms.tiers, row.tiers);
    if (tier > 0) throw betterError(tier);
  }
}

/**
 * An agent's new tiers of `kind` from `from` on against its direct sub-agents' contracts of the
 * kind: waiting offers and signed ones applying at or after `from`. Any of them better than the
 * new tiers is agent.contract.better.than.upline (params.tier: the sub-agent's tier, 1-based).
 * `except`: the contract being signed, never compared with itself.
 */
export async function checkSubAgentsUnder(db: Database, agentId: number, kind: ContractKind, tiers: readonly ContractTier[], from: Date, except: number): Promise<void> {
  const rows = await db
    .select({ tiers: c.tiers })
    .from(c)
    .innerJoin(agentProfiles, eq(agentProfiles.memberId, c.agentId))
    .where(and(eq(agentProfiles.uplineId, agentId), eq(c.kind, kind), ne(c.id, except), or(eq(c.state, 'offered'), appliesFrom(from))));
  for (const row of rows) {
    const tier = betterThanUpline(row.tiers, tiers);
    if (tier > 0) throw betterError(tier);
  }
}
