/**
 * Periodic awards (docs/promotions.md "Periodic awards"): each ended period of a cashback or rebate promotion
 * is settled once — an award per joined member whose turnover earns one — and awards left
 * unclaimed past their claimBy lapse. Exactly once across restarts and nodes: the period's marker
 * (promotion_periods) is inserted first in the settling transaction, so a second settler waits on
 * it and then finds it taken; the awards' unique key (promotion, member, period start) would turn
 * any repeat into nothing as well. A period is settled only once the turnover consumer has applied
 * every posting dated before its end, for good (turnover turnoverCompleteBefore).
 */
import { and, count, eq, inArray, lte, sql, sum } from 'drizzle-orm';
import { AWARD_CLAIM_DAYS, PERIODIC_PROMOTION_TYPES } from '@common/rules/promotions';
import type { Database } from '../../db/connection';
import { recordAudit } from '../audit';
import { memberTurnoverTotals, turnoverCompleteBefore } from '../turnover';
import { awardAmount, awardBasis, endedPeriods, periodAt, windowDays, type AwardSchedule, type AwardWindow } from './awards-math';
import { rebateRatesOf, type RebateSource } from './level-rebate';
import { promotionAwards, promotionParticipants, promotionPeriods, promotions, type AwardStatus, type PromotionAwardRow, type PromotionRow } from './tables';

const DAY_MS = 86_400_000;
/** Members whose turnover one query sums (and whose awards one insert writes). */
const MEMBER_BATCH = 1_000;
/** The promotion states whose periods are settled: live, and ended (its periods before the end). */
const SETTLED_STATES = ['live', 'ended'] as const;
const [CLAIMABLE, CLAIMED, LAPSED] = ['claimable', 'claimed', 'lapsed'] as const satisfies readonly AwardStatus[];
/** Who settles, in the audit trail. */
const WORKER = 'worker:promotion-awards';

/** A promotion whose periods are awarded: cashback or rebate, with its period and rate set. */
export type PeriodicPromotion = PromotionRow & { period: NonNullable<PromotionRow['period']>; rateBp: number };

/** Whether the promotion is a cashback or rebate with its figures set. */
export function isPeriodic(promotion: PromotionRow): promotion is PeriodicPromotion {
  return PERIODIC_PROMOTION_TYPES.includes(promotion.type) && promotion.period !== null && promotion.rateBp !== null;
}

/** The bounds of a promotion's periods: an ended promotion's updatedAt is when it was ended (ending is its last change). */
export function awardSchedule(promotion: PeriodicPromotion): AwardSchedule {
  return { period: promotion.period, startsAt: promotion.startsAt, endsAt: promotion.endsAt, endedAt: promotion.state === 'ended' ? promotion.updatedAt : null };
}

/** What one settling round did. */
export interface SettleRound {
  /** Periods settled now. */
  periods: number;
  /** Awards made now. */
  awards: number;
  /** Ended periods left for a later round: the turnover consumer has not passed their end yet. */
  waiting: number;
}

/** Settles every ended, unsettled period of every live or ended cashback and rebate promotion, oldest first (a rebate at each member's level rate where higher). */
export async function settleDueAwards(db: Database, now: number, rebate?: RebateSource | null): Promise<SettleRound> {
  const round: SettleRound = { periods: 0, awards: 0, waiting: 0 };
  const candidates = await db
    .select()
    .from(promotions)
    .where(and(inArray(promotions.type, [...PERIODIC_PROMOTION_TYPES]), inArray(promotions.state, [...SETTLED_STATES])));
  // Whether turnover is complete before an instant, asked once per period end in a round.
  const passed = new Map<number, Promise<boolean>>();
  const complete = (end: Date) => passed.get(end.getTime()) ?? passed.set(end.getTime(), turnoverCompleteBefore(db, end)).get(end.getTime())!;
  for (const promotion of candidates.filter(isPeriodic)) {
    const settled = new Set(
      (await db.select({ start: promotionPeriods.periodStart }).from(promotionPeriods).where(eq(promotionPeriods.promotionId, promotion.id))).map((r) => r.start.getTime()),
    );
    const due = endedPeriods(awardSchedule(promotion), now).filter((w) => !settled.has(w.start.getTime()));
    for (const [i, window] of due.entries()) {
      // Later periods end later: if this one's turnover is not complete, theirs is not either.
      if (!(await complete(window.end))) {
        round.waiting += due.length - i;
        break;
      }
      const made = await settlePeriod(db, promotion, window, now, rebate);
      if (made === null) continue;
      round.periods += 1;
      round.awards += made;
    }
  }
  return round;
}

/**
 * Settles one period of one promotion in one transaction: the marker, then an award for each
 * member who joined by the period's end and earned at least AWARD_MIN_AMOUNT. Returns the awards
 * made, or null when the period was settled already (by this node earlier or another one now).
 * The caller has checked that turnover is complete before the period's end.
 */
export async function settlePeriod(db: Database, promotion: PeriodicPromotion, window: AwardWindow, now: number, rebate?: RebateSource | null): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [marker] = await tx
      .insert(promotionPeriods)
      .values({ promotionId: promotion.id, periodStart: window.start, settledAt: new Date(now), awards: 0 })
      .onConflictDoNothing()
      .returning();
    if (!marker) return null;
    const joined = await tx
      .select({ memberId: promotionParticipants.memberId })
      .from(promotionParticipants)
      .where(and(eq(promotionParticipants.promotionId, promotion.id), lte(promotionParticipants.joinedAt, window.end)))
      .orderBy(promotionParticipants.memberId);
    const { from, to } = windowDays(window);
    const claimBy = new Date(window.end.getTime() + AWARD_CLAIM_DAYS * DAY_MS);
    let made = 0;
    let total = 0n;
    for (let i = 0; i < joined.length; i += MEMBER_BATCH) {
      const memberIds = joined.slice(i, i + MEMBER_BATCH).map((r) => r.memberId);
      const totals = await memberTurnoverTotals(tx, { merchantCode: promotion.merchantCode, memberIds, accountKind: 'real', from, to, gameTypes: gameTypesOf(promotion) });
      // The level counted is the one the member held at the period's end.
      const rateOf = await rebateRatesOf(tx, promotion, memberIds, window.end, rebate);
      const rows = totals
        .map((t) => {
          const basis = awardBasis(promotion.type, t);
          return { memberId: t.memberId, basis, amount: awardAmount(basis, rateOf(t.memberId), promotion.maxBonus) };
        })
        .filter((r) => r.amount > 0n)
        .map((r) => ({ ...r, merchantCode: promotion.merchantCode, promotionId: promotion.id, periodStart: window.start, periodEnd: window.end, status: CLAIMABLE, claimBy, createdAt: new Date(now) }));
      if (rows.length === 0) continue;
      const inserted = await tx.insert(promotionAwards).values(rows).onConflictDoNothing().returning({ amount: promotionAwards.amount });
      made += inserted.length;
      total += inserted.reduce((s, r) => s + r.amount, 0n);
    }
    await tx
      .update(promotionPeriods)
      .set({ awards: made })
      .where(and(eq(promotionPeriods.promotionId, promotion.id), eq(promotionPeriods.periodStart, window.start)));
    await recordAudit(tx, { actor: WORKER }, {
      action: 'promotion.awards.settle',
      subject: `promotion:${promotion.id}`,
      merchantCode: promotion.merchantCode,
      detail: { periodStart: window.start.toISOString(), periodEnd: window.end.toISOString(), members: joined.length, awards: made, amount: total.toString() },
    });
    return made;
  });
}

/** The rebate's counted game types (empty: all); a cashback counts every game. */
function gameTypesOf(promotion: PromotionRow): string[] {
  return promotion.type === 'rebate' ? promotion.gameTypes : [];
}

/** Awards still claimable at `now` whose claimBy has passed become lapsed; returns how many. */
export async function lapseAwards(db: Database, now: number): Promise<number> {
  const lapsed = await db
    .update(promotionAwards)
    .set({ status: LAPSED })
    .where(and(eq(promotionAwards.status, CLAIMABLE), lte(promotionAwards.claimBy, new Date(now))))
    .returning({ id: promotionAwards.id });
  return lapsed.length;
}

/** The running period's award so far: an estimate until the period ends (PromotionCard.pendingAmount with status 'process'). */
export interface RunningAward {
  periodStart: Date;
  periodEnd: Date;
  basis: bigint;
  /** 0 when the basis so far earns less than AWARD_MIN_AMOUNT. */
  amount: bigint;
}

/**
 * The award the member's turnover in the period running at `now` would earn if it ended now, or
 * null when the promotion is not periodic or `now` is outside its schedule. Joining is the
 * caller's check. The turnover table lags the ledger by the consumer's poll (about a second).
 */
export async function runningAward(db: Database, promotion: PromotionRow, memberId: number, now: number, rebate?: RebateSource | null): Promise<RunningAward | null> {
  if (!isPeriodic(promotion) || now < promotion.startsAt.getTime() || (promotion.endsAt && now >= promotion.endsAt.getTime())) return null;
  const window = periodAt(promotion.period, now);
  const { from } = windowDays(window);
  const to = new Date(now).toISOString().slice(0, 10);
  const [totals] = await memberTurnoverTotals(db, { merchantCode: promotion.merchantCode, memberIds: [memberId], accountKind: 'real', from, to, gameTypes: gameTypesOf(promotion) });
  const basis = awardBasis(promotion.type, totals ?? { stakes: 0n, payouts: 0n, refunds: 0n });
  const rateOf = await rebateRatesOf(db, promotion, [memberId], new Date(now), rebate);
  return { periodStart: window.start, periodEnd: window.end, basis, amount: awardAmount(basis, rateOf(memberId), promotion.maxBonus) };
}

/** The running award's amount in the shape of the engine's PeriodEstimate hook (app.promotionHooks.periodEstimate): null when there is no running period. */
export async function runningAwardAmount(db: Database, promotion: PromotionRow, memberId: number, now: number, rebate?: RebateSource | null): Promise<bigint | null> {
  return (await runningAward(db, promotion, memberId, now, rebate))?.amount ?? null;
}

/** Awards of a promotion by status, for the console report (PromotionReport.awards): made (all), claimed, lapsed, and the amount of all made. */
export async function awardTotals(db: Database, promotionId: number): Promise<{ made: number; claimed: number; lapsed: number; amount: number }> {
  const rows = await db
    .select({ status: promotionAwards.status, n: count(), amount: sum(promotionAwards.amount) })
    .from(promotionAwards)
    .where(eq(promotionAwards.promotionId, promotionId))
    .groupBy(promotionAwards.status);
  const of = (status: AwardStatus) => rows.find((r) => r.status === status)?.n ?? 0;
  return { made: rows.reduce((s, r) => s + r.n, 0), claimed: of(CLAIMED), lapsed: of(LAPSED), amount: rows.reduce((s, r) => s + Number(r.amount ?? 0), 0) };
}

/** The member's oldest claimable award of the promotion at `now` (status 'claim', pendingAmount), or null; with `awardId`, that award only. */
export async function claimableAward(db: Database, promotionId: number, memberId: number, now: number, awardId?: number): Promise<PromotionAwardRow | null> {
  const [award] = await db
    .select()
    .from(promotionAwards)
    .where(
      and(
        eq(promotionAwards.promotionId, promotionId),
        eq(promotionAwards.memberId, memberId),
        eq(promotionAwards.status, CLAIMABLE),
        sql`${promotionAwards.claimBy} > ${new Date(now).toISOString()}::timestamptz`,
        awardId === undefined ? undefined : eq(promotionAwards.id, awardId),
      ),
    )
    .orderBy(promotionAwards.periodStart)
    .limit(1);
  return award ?? null;
}
