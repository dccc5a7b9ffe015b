/** Shared set-up of the award tests: periodic promotions, joins and turnover written straight into their tables, and the periods they fall in. */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../../server/db/connection';
import { periodAt, type AwardWindow } from '../../../../server/modules/promotions/awards-math';
import { promotionAwards, promotionParticipants, promotions, type PromotionRow } from '../../../../server/modules/promotions/tables';
import { memberTurnover } from '../../../../server/modules/turnover/tables';
import type { AwardPeriod, PromotionType } from '@common/rules/promotions';
import type { GameType } from '@common/contract/games';

export const MERCHANT = 'MLOBBY';
export const DAY_MS = 86_400_000;

/** A UTC week that ended at least a week ago by the real clock (postings and the turnover check use the database's time). */
export function pastWeek(weeksAgo = 2): AwardWindow {
  return periodAt('week', Date.now() - weeksAgo * 7 * DAY_MS);
}

/** The UTC day `offset` days into `window`. */
export function dayOf(window: AwardWindow, offset = 0): AwardWindow {
  return periodAt('day', window.start.getTime() + offset * DAY_MS);
}

export interface PromotionFigures {
  type?: Extract<PromotionType, 'cashback' | 'rebate'>;
  period?: AwardPeriod;
  rateBp?: number;
  maxBonus?: bigint | null;
  gameTypes?: GameType[];
  budget?: bigint | null;
  perMemberCap?: number | null;
  state?: PromotionRow['state'];
  /** The schedule; default: exactly `window`. */
  window: AwardWindow;
  endsAt?: Date | null;
}

/** A live cashback (default) or rebate promotion of the demo merchant. */
export async function periodicPromotion(db: Database, figures: PromotionFigures): Promise<PromotionRow> {
  const at = new Date(figures.window.start.getTime() - DAY_MS);
  const text = { EN: `${figures.type ?? 'cashback'} test` };
  const [row] = await db
    .insert(promotions)
    .values({
      merchantCode: MERCHANT,
      type: figures.type ?? 'cashback',
      state: figures.state ?? 'live',
      title: text,
      summary: text,
      terms: text,
      imageRequired: false,
      remarkRequired: false,
      startsAt: figures.window.start,
      endsAt: figures.endsAt === undefined ? figures.window.end : figures.endsAt,
      eligibility: { memberTypes: [], newMembersOnly: false, languages: [] },
      rateBp: figures.rateBp ?? 1_000,
      maxBonus: figures.maxBonus ?? null,
      channels: [],
      period: figures.period ?? 'day',
      gameTypes: figures.gameTypes ?? [],
      wageringMultiplierPercent: 100,
      contributions: {},
      bonusExpiryDays: 7,
      budget: figures.budget ?? null,
      perMemberCap: figures.perMemberCap ?? null,
      createdBy: 'test',
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  return row!;
}

/** The member joins the promotion at `at`. */
export async function join(db: Database, promotion: PromotionRow, memberId: number, at: Date): Promise<void> {
  await db.insert(promotionParticipants).values({ promotionId: promotion.id, memberId, merchantCode: MERCHANT, joinedAt: at });
}

/** One turnover row's sums (RNG, real money unless given). */
export interface TurnoverSums {
  stakes?: bigint;
  payouts?: bigint;
  refunds?: bigint;
  gameType?: GameType;
  accountKind?: 'real' | 'demo';
}

/** A turnover row as the consumer would have folded it. */
export async function turnover(db: Database, memberId: number, day: AwardWindow, sums: TurnoverSums): Promise<void> {
  await db
    .insert(memberTurnover)
    .values({
      merchantCode: MERCHANT,
      memberId,
      accountKind: sums.accountKind ?? 'real',
      gameType: sums.gameType ?? 'RNG',
      day: day.start.toISOString().slice(0, 10),
      stakes: sums.stakes ?? 0n,
      payouts: sums.payouts ?? 0n,
      refunds: sums.refunds ?? 0n,
      bets: 1,
    })
    .onConflictDoUpdate({
      target: [memberTurnover.merchantCode, memberTurnover.memberId, memberTurnover.accountKind, memberTurnover.gameType, memberTurnover.day],
      set: {
        stakes: sql`${memberTurnover.stakes} + excluded.stakes`,
        payouts: sql`${memberTurnover.payouts} + excluded.payouts`,
        refunds: sql`${memberTurnover.refunds} + excluded.refunds`,
      },
    });
}

/** The promotion's awards as "member:periodStart-day:basis:amount:status", sorted. */
export async function awardsOf(db: Database, promotionId: number, memberId?: number): Promise<string[]> {
  const rows = await db
    .select()
    .from(promotionAwards)
    .where(and(eq(promotionAwards.promotionId, promotionId), memberId === undefined ? undefined : eq(promotionAwards.memberId, memberId)));
  return rows.map((r) => `${r.memberId}:${r.periodStart.toISOString().slice(0, 10)}:${r.basis}:${r.amount}:${r.status}`).sort();
}

let nextMember = 70_000_000 + (process.pid % 10_000) * 1_000;

/** A member id no other test of this file uses (turnover and joins need no member row). */
export function memberId(): number {
  return ++nextMember;
}
