/**
 * How money flowed through one member account inside time windows: the sums player-protection
 * limits and session figures count (stakes, wins, refunds, deposits, agent top-ups received),
 * in one statement over the account's entries (index ledger_entries_account_time_idx).
 */
import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { ledgerEntries, ledgerTransactions, type TransactionKind } from './tables';

/**
 * What a window counts: stakes, wins, refunds, deposits and agent top-ups into the account, and
 * money sent to transfer-wallet vendors (vendorIn), returned unplayed (vendorReverse) or paid back
 * (vendorOut): what a member plays at such a vendor shows only in what comes back.
 */
export const FLOW_KINDS = ['stake', 'payout', 'refund', 'deposit', 'transferIn', 'vendorIn', 'vendorReverse', 'vendorOut'] as const;
export type FlowKind = (typeof FLOW_KINDS)[number];

/** One window's sums (minor units, positive) and the time of the oldest counted entry per kind (epoch ms). */
export interface MemberFlow {
  sums: Record<FlowKind, bigint>;
  oldest: Record<FlowKind, number | null>;
}

/** The posting kind and the entry's sign each flow counts (a stake leaves the account, the rest arrive). */
const FLOW_OF: Record<FlowKind, { kind: TransactionKind; sign: 1 | -1 }> = {
  stake: { kind: 'bet', sign: -1 },
  payout: { kind: 'win', sign: 1 },
  refund: { kind: 'rollback', sign: 1 },
  deposit: { kind: 'deposit', sign: 1 },
  transferIn: { kind: 'agent_transfer', sign: 1 },
  vendorIn: { kind: 'transfer_in', sign: -1 },
  vendorReverse: { kind: 'transfer_reverse', sign: 1 },
  vendorOut: { kind: 'transfer_out', sign: 1 },
};

/**
 * The account's flows in each window from `since[i]` to now, in one statement with FILTER
 * clauses (the caller holds the account's lock, so concurrent postings wait and none is missed).
 */
export async function memberFlows(db: Database, accountId: number, since: readonly Date[]): Promise<MemberFlow[]> {
  if (since.length === 0) return [];
  const e = ledgerEntries;
  const fields: Record<string, SQL<string | null>> = {};
  since.forEach((from, i) => {
    for (const flow of FLOW_KINDS) {
      const { kind, sign } = FLOW_OF[flow];
      const match = sql`${ledgerTransactions.kind} = ${kind} and ${e.amount} * ${sign} > 0 and ${e.createdAt} >= ${from.toISOString()}::timestamptz`;
      fields[`s${i}_${flow}`] = sql<string | null>`(sum(${e.amount} * ${sign}) filter (where ${match}))::text`;
      fields[`o${i}_${flow}`] = sql<string | null>`(floor(extract(epoch from min(${e.createdAt}) filter (where ${match})) * 1000))::text`;
    }
  });
  const earliest = new Date(Math.min(...since.map((d) => d.getTime())));
  const [row] = await db
    .select(fields)
    .from(e)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, e.transactionId))
    .where(and(eq(e.accountId, accountId), gte(e.createdAt, earliest)));
  return since.map((_, i) => {
    const sums = {} as Record<FlowKind, bigint>;
    const oldest = {} as Record<FlowKind, number | null>;
    for (const flow of FLOW_KINDS) {
      sums[flow] = BigInt(row?.[`s${i}_${flow}`] ?? 0);
      const at = row?.[`o${i}_${flow}`];
      oldest[flow] = at == null ? null : Number(at);
    }
    return { sums, oldest };
  });
}
