/**
 * The turnover consumer of the posting feed: every game posting (stake, payout, refund) adds its
 * member leg to the member's row for its game type and UTC day. One upsert per batch, whatever
 * its size; exactly once because the feed moves its cursor in the same transaction.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { FeedConsumer } from '../feed';
import type { FeedPosting, TransactionKind } from '../wallet';
import { memberTurnover } from './tables';

/** Which column a game posting adds to (the stored kinds of the stake, payout and refund intents). */
const COLUMN_OF: Partial<Record<TransactionKind, 'stakes' | 'payouts' | 'refunds'>> = { bet: 'stakes', win: 'payouts', rollback: 'refunds' };

/** The advisory-lock key of the turnover worker's lease. */
const TURNOVER_LEASE_KEY = 7_270_101;

interface Totals {
  merchantCode: string;
  memberId: number;
  accountKind: string;
  gameType: string;
  day: string;
  stakes: bigint;
  payouts: bigint;
  refunds: bigint;
  bets: number;
}

/** Sums a batch per member, account kind, game type and day. */
export function turnoverOf(postings: readonly FeedPosting[]): Totals[] {
  const totals = new Map<string, Totals>();
  for (const posting of postings) {
    const column = COLUMN_OF[posting.kind];
    const gameType = posting.reference.gameType;
    if (!column || typeof gameType !== 'string') continue;
    const day = posting.createdAt.toISOString().slice(0, 10);
    for (const leg of posting.legs) {
      if (leg.ownerKind !== 'member') continue;
      const key = [posting.merchantCode, leg.ownerId, leg.accountKind, gameType, day].join('|');
      const row = totals.get(key) ?? { merchantCode: posting.merchantCode, memberId: leg.ownerId, accountKind: leg.accountKind, gameType, day, stakes: 0n, payouts: 0n, refunds: 0n, bets: 0 };
      // A stake leaves the member (negative leg); payouts and refunds come in.
      if (column === 'stakes') {
        row.stakes -= leg.amount;
        row.bets += 1;
      } else row[column] += leg.amount;
      totals.set(key, row);
    }
  }
  return [...totals.values()];
}

async function addTurnover(tx: Database, postings: readonly FeedPosting[]): Promise<void> {
  const rows = turnoverOf(postings);
  if (rows.length === 0) return;
  const t = memberTurnover;
  await tx
    .insert(t)
    .values(rows.map((r) => ({ ...r, accountKind: r.accountKind as typeof t.$inferInsert.accountKind })))
    .onConflictDoUpdate({
      target: [t.merchantCode, t.memberId, t.accountKind, t.gameType, t.day],
      set: {
        stakes: sql`${t.stakes} + excluded.stakes`,
        payouts: sql`${t.payouts} + excluded.payouts`,
        refunds: sql`${t.refunds} + excluded.refunds`,
        bets: sql`${t.bets} + excluded.bets`,
      },
    });
}

export const turnoverConsumer: FeedConsumer = { name: 'turnover', leaseKey: TURNOVER_LEASE_KEY, apply: addTurnover };
