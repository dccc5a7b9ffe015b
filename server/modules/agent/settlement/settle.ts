/**
 * Settling agents' contract periods (docs/agents.md "Settlement"): every ended period of a contract
 * in force, once the figures consumer has passed the period's end, in one transaction per
 * merchant, kind, cycle and period, bottom-up (deepest agents first) so each upline's statement
 * subtracts its direct sub-agents' gross of the same period. The unique (agent, kind, period
 * start) makes each statement — and the payment it makes — happen once, whatever runs it twice.
 */
import { and, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { ContractCycle, ContractKind } from '@common/rules/agents';
import type { Database } from '../../../db/connection';
import { rowsOf } from '../../../db/rows';
import { consumerPassed } from '../../feed';
import { members } from '../../member/tables';
import { maskUsername } from '../../seamless';
import { contractGross } from '../contracts';
import { AGENT_FIGURES_CONSUMER, nextPeriod, periodOf, teamFigureSums, teamFiguresValue, type Period } from '../figures';
import { agentSettingsOf } from '../hierarchy';
import { agentContracts, agentProfiles, type AgentContractRow } from '../tables';
import { statementLines, statementSums, type SubAgentGross } from './arithmetic';
import { payStatement } from './pay';
import { agentStatements } from './tables';

export interface SettleOptions {
  /**
   * TEST_CLOCK is on: the app's clock may run ahead of the database's, so the consumer must have
   * passed the earlier of the period's end and the database's now (never in production).
   */
  testClock: boolean;
}

export interface SettleResult {
  /** Periods settled (merchant, kind, cycle, period) in this round. */
  periods: number;
  /** Statements recorded. */
  statements: number;
}

const IN_FORCE_STATES = ['signed', 'ended'] as const;

/** The first period of `cycle` starting at or after `at`: a contract never settles a period it did not cover from its start. */
function firstPeriodFrom(cycle: ContractCycle, at: Date): Period {
  const period = periodOf(cycle, at.getTime());
  return period.start < at ? nextPeriod(cycle, period) : period;
}

interface DuePeriod {
  merchantCode: string;
  kind: ContractKind;
  cycle: ContractCycle;
  period: Period;
}

/** The ended, unsettled periods of every contract in force at some time before `now`, oldest first. */
async function duePeriods(db: Database, now: Date): Promise<DuePeriod[]> {
  const c = agentContracts;
  const contracts = await db
    // The end of the agent's latest statement of the kind, epoch ms: its periods before are settled.
    .select({ contract: c, lastEnd: sql<string | null>`(select (extract(epoch from max(s.period_end)) * 1000)::bigint::text from agent_statements s where s.agent_id = agent_contracts.agent_id and s.kind = agent_contracts.kind)` })
    .from(c)
    .where(and(inArray(c.state, IN_FORCE_STATES), lt(c.effectiveFrom, now)));
  const due = new Map<string, DuePeriod>();
  for (const { contract, lastEnd } of contracts) {
    const from = lastEnd !== null && Number(lastEnd) > contract.effectiveFrom!.getTime() ? new Date(Number(lastEnd)) : contract.effectiveFrom!;
    for (let p = firstPeriodFrom(contract.cycle, from); p.end <= now && (!contract.endsAt || p.start < contract.endsAt); p = nextPeriod(contract.cycle, p)) {
      const key = `${contract.merchantCode}|${contract.kind}|${contract.cycle}|${p.start.getTime()}`;
      due.set(key, { merchantCode: contract.merchantCode, kind: contract.kind, cycle: contract.cycle, period: p });
    }
  }
  return [...due.values()].sort((a, b) => a.period.start.getTime() - b.period.start.getTime() || a.period.end.getTime() - b.period.end.getTime());
}

interface InForce {
  contract: AgentContractRow;
  uplineId: number | null;
  username: string;
}

/** The contracts of the kind and cycle in force for the whole period (effective_from ≤ start < ends_at), deepest agents first. */
async function inForceFor(tx: Database, due: DuePeriod): Promise<InForce[]> {
  const c = agentContracts;
  const rows = await tx
    .select({ contract: c, uplineId: agentProfiles.uplineId, username: members.username })
    .from(c)
    .innerJoin(agentProfiles, eq(agentProfiles.memberId, c.agentId))
    .innerJoin(members, eq(members.id, c.agentId))
    .where(
      and(
        eq(c.merchantCode, due.merchantCode),
        eq(c.kind, due.kind),
        eq(c.cycle, due.cycle),
        inArray(c.state, IN_FORCE_STATES),
        lte(c.effectiveFrom, due.period.start),
        or(isNull(c.endsAt), sql`${c.endsAt} > ${due.period.start.toISOString()}::timestamptz`),
      ),
    )
    .orderBy(desc(agentProfiles.depth), c.agentId, desc(c.effectiveFrom));
  // At most one contract of a kind is in force per agent; the newest wins should rows ever overlap.
  const seen = new Set<number>();
  return rows.filter((r) => !seen.has(r.contract.agentId) && seen.add(r.contract.agentId));
}

/** The carry-out of the agent's latest statement of the kind before `start` (0 when none). */
async function carryInOf(tx: Database, agentId: number, kind: ContractKind, start: Date): Promise<bigint> {
  const s = agentStatements;
  const [row] = await tx
    .select({ carryOut: s.carryOut })
    .from(s)
    .where(and(eq(s.agentId, agentId), eq(s.kind, kind), lt(s.periodStart, start)))
    .orderBy(desc(s.periodStart))
    .limit(1);
  return row?.carryOut ?? 0n;
}

/** Settles one period for one merchant, kind and cycle, bottom-up, in one transaction; returns the statements it recorded. */
async function settlePeriod(db: Database, due: DuePeriod, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const agents = await inForceFor(tx, due);
    const { payoutApprovalThreshold } = await agentSettingsOf(tx, due.merchantCode);
    const grossOf = new Map<number, bigint>();
    let recorded = 0;
    for (const { contract } of agents) {
      const agentId = contract.agentId;
      const figures = await teamFigureSums(tx, agentId, 'team', due.period);
      const { tier, gross } = contractGross(due.kind, contract.tiers, figures);
      const subs: SubAgentGross[] = agents
        .filter((a) => a.uplineId === agentId && grossOf.has(a.contract.agentId))
        .map((a) => ({ label: maskUsername(a.username), gross: grossOf.get(a.contract.agentId)! }));
      const carryIn = await carryInOf(tx, agentId, due.kind, due.period.start);
      const sums = statementSums(gross, subs, carryIn);
      const state = sums.paid > payoutApprovalThreshold ? 'pending' : 'paid';
      const [statement] = await tx
        .insert(agentStatements)
        .values({
          merchantCode: due.merchantCode,
          agentId,
          contractId: contract.id,
          kind: due.kind,
          cycle: due.cycle,
          periodStart: due.period.start,
          periodEnd: due.period.end,
          figures: teamFiguresValue(figures),
          tier,
          gross,
          ...sums,
          carryIn,
          state,
          lines: statementLines(tier, tier > 0 ? contract.tiers[tier - 1]!.value : 0, gross, subs, carryIn, sums),
          settledAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!statement) {
        // Settled already (another node, an earlier round): its upline subtracts the gross recorded then.
        const [existing] = await tx.select({ gross: agentStatements.gross }).from(agentStatements).where(and(eq(agentStatements.agentId, agentId), eq(agentStatements.kind, due.kind), eq(agentStatements.periodStart, due.period.start)));
        grossOf.set(agentId, existing?.gross ?? gross);
        continue;
      }
      grossOf.set(agentId, gross);
      recorded += 1;
      if (state === 'paid' && statement.paid > 0n) await payStatement(tx, statement);
    }
    return recorded;
  });
}

/** The database's now: what the consumer must have passed when the app's clock is a test clock running ahead. */
async function databaseNow(db: Database): Promise<Date> {
  const [row] = await rowsOf<{ now: string }>(db, sql`select clock_timestamp()::text as now`);
  return new Date(row!.now);
}

/**
 * One round of settlement at `now` (the app's clock): every due period whose end the figures
 * consumer has passed, oldest first (a period's carry-in is the one before's carry-out).
 */
export async function settleDueStatements(db: Database, now: number, options: SettleOptions): Promise<SettleResult> {
  const at = new Date(now);
  const due = await duePeriods(db, at);
  const result: SettleResult = { periods: 0, statements: 0 };
  if (due.length === 0) return result;
  const dbNow = options.testClock ? await databaseNow(db) : null;
  const passed = new Map<number, boolean>();
  for (const item of due) {
    const end = dbNow && dbNow < item.period.end ? dbNow : item.period.end;
    if (!passed.has(end.getTime())) passed.set(end.getTime(), await consumerPassed(db, AGENT_FIGURES_CONSUMER, end));
    // A later period of the same cycle ends later still: it waits too, so carries are never taken out of order.
    if (!passed.get(end.getTime())) continue;
    result.statements += await settlePeriod(db, item, at);
    result.periods += 1;
  }
  return result;
}
