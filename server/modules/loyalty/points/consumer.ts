/**
 * The loyalty points consumer of the posting feed (docs/loyalty.md "Earning" and "Levels"): per
 * batch, each member's real stakes and refunds earn points at the merchant's rate for the game type
 * (earning.ts), credited as one lot per member and batch; the cumulative turnover levels count is
 * added, and the levels it reaches are recorded. Exactly once: everything is written in the
 * batch's transaction, in which the feed moves this consumer's cursor (feed/batch.ts), and the lot's
 * (member, 'turnover', last position) is unique. A fixed number of statements per batch plus one
 * credit per member who earned.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import type { FeedConsumer } from '../../feed';
import { bonusPlayOf } from '../../promotions';
import type { FeedPosting } from '../../wallet';
import { crossLevels } from '../levels';
import { earningsOf, gameLegsOf } from './earning';
import { creditPoints } from './ledger';
import { settingsOfMerchants } from './settings';
import { loyaltyMembers } from './tables';

/** The advisory-lock key of the points worker's lease (unique among the app's workers). */
const LOYALTY_POINTS_LEASE_KEY = 7_270_170;

async function applyBatch(tx: Database, postings: readonly FeedPosting[]): Promise<void> {
  const legs = gameLegsOf(postings);
  if (legs.length === 0) return;
  const memberIds = [...new Set(legs.map((l) => l.memberId))];
  const settings = await settingsOfMerchants(tx, [...new Set(legs.map((l) => l.merchantCode))]);
  const since = legs.reduce((min, l) => (l.createdAt < min ? l.createdAt : min), legs[0]!.createdAt);
  const bonusPlay = await bonusPlayOf(tx, memberIds, since);
  const m = loyaltyMembers;
  const rows = await tx.select({ memberId: m.memberId, carry: m.carry }).from(m).where(inArray(m.memberId, memberIds)).for('update');
  const earnings = earningsOf(legs, new Map(rows.map((r) => [r.memberId, r])), settings, bonusPlay);
  const last = postings.at(-1)!;
  for (const e of earnings) {
    if (e.points === 0n) continue;
    await creditPoints(tx, { merchantCode: e.merchantCode, memberId: e.memberId, points: e.points, source: 'turnover', sourceId: `${last.xid}:${last.id}`, kind: 'earn', now: e.lastAt, expiryDays: settings.get(e.merchantCode)!.pointsExpiryDays });
  }
  await tx
    .insert(m)
    .values(earnings.map((e) => ({ memberId: e.memberId, merchantCode: e.merchantCode, carry: e.carry, updatedAt: e.lastAt })))
    .onConflictDoUpdate({ target: m.memberId, set: { carry: sql`excluded.carry`, updatedAt: sql`excluded.updated_at` } });
  const deltas = sql.join(earnings.map((e) => sql`(${e.memberId}::bigint, ${e.turnover.toString()}::bigint)`), sql`, `);
  // Stakes − refunds, never below 0 (a refund is of a stake the consumer counted before).
  const updated = (await tx.execute(sql`
    update loyalty_members m set turnover = greatest(0, m.turnover + v.delta) from (values ${deltas}) as v(member_id, delta)
    where m.member_id = v.member_id
    returning m.member_id::text, m.merchant_code, m.turnover::text, m.level_rank`)) as unknown as { rows: { member_id: string; merchant_code: string; turnover: string; level_rank: number }[] };
  const lastAt = new Map(earnings.map((e) => [e.memberId, e.lastAt]));
  const reached = await crossLevels(tx, updated.rows.map((u) => ({ memberId: Number(u.member_id), merchantCode: u.merchant_code, turnover: BigInt(u.turnover), levelRank: Number(u.level_rank), at: lastAt.get(Number(u.member_id))! })));
  if (reached.size === 0) return;
  const ranks = sql.join([...reached].map(([id, rank]) => sql`(${id}::bigint, ${rank}::int)`), sql`, `);
  // Never lowered: the highest level reached stays.
  await tx.execute(sql`update loyalty_members m set level_rank = greatest(m.level_rank, v.rank) from (values ${ranks}) as v(member_id, rank) where m.member_id = v.member_id`);
}

/** The posting-feed consumer that earns loyalty points and keeps the turnover and levels. */
export const loyaltyPointsConsumer: FeedConsumer = { name: 'loyalty-points', leaseKey: LOYALTY_POINTS_LEASE_KEY, apply: applyBatch };
