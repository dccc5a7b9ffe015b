/**
 * The console's points report (LoyaltyReport, docs/loyalty.md "Report"): over a range (both ends
 * included) of one merchant, the points issued (earned and rewards), redeemed, expired and
 * refunded from the history, the mall orders by status, and the level rewards claimed and race
 * prizes paid, each split into bonus money and points; the points members hold now. Read-only
 * aggregates over the loyalty parts' tables (one query each).
 */
import { sql } from 'drizzle-orm';
import type { LoyaltyReport } from '@common/contract/consoleLoyalty';
import { MALL_ORDER_STATUSES, type MallOrderStatus } from '@common/rules/loyalty';
import type { Database } from '../../../db/connection';
import { safeNumber } from '../../../http/console';

type Rows<T> = { rows: T[] };

/** Bonus and points of reward snapshots (jsonb {kind, amount}) in a query's rows. */
function split(rows: { kind: string; amount: string | null }[]): { bonus: number; points: number } {
  const of = (kind: string) => safeNumber(rows.find((r) => r.kind === kind)?.amount ?? 0);
  return { bonus: of('bonus'), points: of('points') };
}

/** The report of `merchantCode` between `from` and `to` (epoch ms). */
export async function loyaltyReport(db: Database, merchantCode: string, from: number, to: number): Promise<LoyaltyReport> {
  const [start, end] = [new Date(from).toISOString(), new Date(to).toISOString()];
  const inRange = (column: string) => sql`${sql.raw(column)} between ${start}::timestamptz and ${end}::timestamptz`;
  const events = (await db.execute(sql`
    select kind, coalesce(sum(points), 0)::text as points from points_events
    where merchant_code = ${merchantCode} and ${inRange('at')} group by kind`)) as unknown as Rows<{ kind: string; points: string }>;
  const total = (...kinds: string[]) => events.rows.filter((r) => kinds.includes(r.kind)).reduce((s, r) => s + safeNumber(r.points), 0);
  const held = (await db.execute(sql`select coalesce(sum(remaining), 0)::text as points from points_lots where merchant_code = ${merchantCode}`)) as unknown as Rows<{ points: string }>;
  const orders = (await db.execute(sql`
    select status, count(*)::int as n from mall_orders where merchant_code = ${merchantCode} and ${inRange('created_at')} group by status`)) as unknown as Rows<{ status: MallOrderStatus; n: number }>;
  const levels = (await db.execute(sql`
    select reward->>'kind' as kind, sum((reward->>'amount')::bigint)::text as amount from member_levels
    where merchant_code = ${merchantCode} and reward_state = 'received' and ${inRange('claimed_at')} group by 1`)) as unknown as Rows<{ kind: string; amount: string }>;
  const prizes = (await db.execute(sql`
    select reward->>'kind' as kind, sum((reward->>'amount')::bigint)::text as amount from race_prizes
    where merchant_code = ${merchantCode} and ${inRange('paid_at')} group by 1`)) as unknown as Rows<{ kind: string; amount: string }>;
  return {
    merchantCode,
    from,
    to,
    issued: total('earn', 'reward'),
    redeemed: -total('redeem'),
    expired: -total('expire'),
    refunded: total('refund'),
    outstanding: safeNumber(held.rows[0]?.points ?? 0),
    orders: Object.fromEntries(MALL_ORDER_STATUSES.map((s) => [s, orders.rows.find((r) => r.status === s)?.n ?? 0])) as Record<MallOrderStatus, number>,
    levelRewards: split(levels.rows),
    racePrizes: split(prizes.rows),
  };
}
