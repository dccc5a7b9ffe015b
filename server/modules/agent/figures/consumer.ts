/**
 * The figures consumer of the posting feed (docs/agents.md "Figures"): every real-money posting of
 * a member — stakes, payouts, refunds, bonuses granted and forfeited, deposits — added to the
 * member's bucket of the posting's UTC hour in agent_figures. Demo and points money never counts.
 * One upsert per batch in the batch's transaction, where the feed also moves this consumer's
 * cursor: each posting is counted exactly once.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import type { FeedConsumer } from '../../feed';
import type { FeedPosting } from '../../wallet';
import { agentFigures } from './tables';

/** The cursor's name (never renamed: settlement waits on it by this name). */
export const AGENT_FIGURES_CONSUMER = 'agent-figures';
/** The advisory-lock key of the figures consumer's lease (unique among the app's workers). */
const AGENT_FIGURES_LEASE_KEY = 7_270_181;
const HOUR_MS = 3_600_000;

interface Bucket {
  memberId: number;
  hour: Date;
  merchantCode: string;
  stakes: bigint;
  payouts: bigint;
  refunds: bigint;
  bonuses: bigint;
  deposits: bigint;
  depositCount: number;
}

/** What one member leg (signed: negative leaves the member) adds to its bucket; false when the posting's kind is not a figure. */
function fold(bucket: Bucket, kind: FeedPosting['kind'], amount: bigint): boolean {
  switch (kind) {
    case 'bet':
      bucket.stakes -= amount;
      return true;
    case 'win':
      bucket.payouts += amount;
      return true;
    case 'rollback':
      // A refunded stake comes back to the member; a rollback that takes money back reverses a payout.
      if (amount > 0n) bucket.refunds += amount;
      else bucket.payouts += amount;
      return true;
    case 'bonus_grant':
    case 'bonus_forfeit':
      bucket.bonuses += amount;
      return true;
    case 'deposit':
      bucket.deposits += amount;
      bucket.depositCount += 1;
      return true;
    default:
      return false;
  }
}

/** The batch's buckets: one per member and UTC hour of the postings' time. */
export function bucketsOf(postings: readonly FeedPosting[]): Bucket[] {
  const buckets = new Map<string, Bucket>();
  for (const posting of postings) {
    const hour = new Date(Math.floor(posting.createdAt.getTime() / HOUR_MS) * HOUR_MS);
    for (const leg of posting.legs) {
      if (leg.ownerKind !== 'member' || leg.accountKind !== 'real' || leg.amount === 0n) continue;
      const key = `${leg.ownerId}|${hour.getTime()}`;
      const bucket = buckets.get(key) ?? { memberId: leg.ownerId, hour, merchantCode: posting.merchantCode, stakes: 0n, payouts: 0n, refunds: 0n, bonuses: 0n, deposits: 0n, depositCount: 0 };
      if (fold(bucket, posting.kind, leg.amount)) buckets.set(key, bucket);
    }
  }
  return [...buckets.values()];
}

async function addFigures(tx: Database, postings: readonly FeedPosting[]): Promise<void> {
  const rows = bucketsOf(postings);
  if (rows.length === 0) return;
  const f = agentFigures;
  await tx
    .insert(f)
    .values(rows)
    .onConflictDoUpdate({
      target: [f.memberId, f.hour],
      set: {
        stakes: sql`${f.stakes} + excluded.stakes`,
        payouts: sql`${f.payouts} + excluded.payouts`,
        refunds: sql`${f.refunds} + excluded.refunds`,
        bonuses: sql`${f.bonuses} + excluded.bonuses`,
        deposits: sql`${f.deposits} + excluded.deposits`,
        depositCount: sql`${f.depositCount} + excluded.deposit_count`,
      },
    });
}

/** The posting-feed consumer that keeps members' hourly figures for agents' KPI and settlement. */
export const agentFiguresConsumer: FeedConsumer = { name: AGENT_FIGURES_CONSUMER, leaseKey: AGENT_FIGURES_LEASE_KEY, apply: addFigures };
