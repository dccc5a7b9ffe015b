/**
 * A member's bonuses with their wagering exact now: the consumer's stored fold plus the member's
 * real postings after its cursor (wagering.ts), folded the same way. What the site shows, what a
 * withdrawal waits for, and what a forfeit decides on.
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { BonusesValue, BonusValue } from '@common/contract/promotions';
import { BONUS_HISTORY_SHOWN } from '@common/rules/promotions';
import type { Database } from '../../db/connection';
import { textIn } from '../announcements';
import { memberLegsAfter, wireAmount } from '../wallet';
import { turnoverValue, wageringOf, type MemberBonusWagering } from '../withdrawals';
import { bonusWageringCursors, memberBonuses, promotions, type MemberBonusRow } from './tables';
import { byGrant, foldPostings, trackedOf, type MemberFold } from './wagering';

/** The language a title falls back to. */
const FALLBACK_LANGUAGE = 'EN';

export interface ActiveRead {
  rows: (MemberBonusRow & { title: Record<string, string> })[];
  fold: MemberFold;
  /** The member's real legs past the consumer's cursor that the fold added. */
  tail: number;
}

/**
 * The member's active bonuses and the fold as of now. One statement reads the bonuses and the
 * cursor together, so a consumer batch committing meanwhile is seen in both or in neither.
 */
export async function activeNow(db: Database, merchantCode: string, memberId: number): Promise<ActiveRead> {
  const b = memberBonuses;
  const c = bonusWageringCursors;
  const cursor = (column: typeof c.balance | typeof c.xid | typeof c.lastId) =>
    sql<string | null>`(select ${column}::text from ${c} where ${c.merchantCode} = ${merchantCode} and ${c.memberId} = ${memberId})`;
  const rows = await db
    .select({ bonus: b, title: promotions.title, balance: cursor(c.balance), xid: cursor(c.xid), lastId: cursor(c.lastId) })
    .from(b)
    .innerJoin(promotions, eq(promotions.id, b.promotionId))
    .where(and(eq(b.merchantCode, merchantCode), eq(b.memberId, memberId), eq(b.status, 'active')));
  const first = rows[0];
  const fold: MemberFold = {
    balance: BigInt(first?.balance ?? 0),
    xid: Number(first?.xid ?? 0),
    lastId: Number(first?.lastId ?? 0),
    bonuses: rows.map((r) => trackedOf(r.bonus)).sort(byGrant),
  };
  if (rows.length === 0) return { rows: [], fold, tail: 0 };
  const tail = await memberLegsAfter(db, merchantCode, memberId, 'real', { xid: fold.xid, id: fold.lastId });
  const now = foldPostings(fold, tail, memberId);
  const byId = new Map(now.bonuses.map((t) => [t.id, t]));
  return {
    fold: now,
    tail: tail.length,
    rows: rows.map(({ bonus, title }) => {
      const t = byId.get(bonus.id)!;
      return { ...bonus, done: t.done, status: t.status, endedAt: t.endedAt, title };
    }),
  };
}

/** The member's active bonuses as of now (each with its exact done and status: one may have just been met or cleared). */
export async function activeBonusesNow(db: Database, merchantCode: string, memberId: number): Promise<MemberBonusRow[]> {
  return (await activeNow(db, merchantCode, memberId)).rows;
}

const remainingOf = (row: Pick<MemberBonusRow, 'required' | 'done' | 'status'>) => (row.status === 'active' && row.required > row.done ? row.required - row.done : 0n);

/** A bonus as the wire shows it. */
export function bonusValue(row: MemberBonusRow, title: Record<string, string>, language: string | undefined): BonusValue {
  return {
    id: row.id,
    promotionId: row.promotionId,
    promotionTitle: textIn(title, language ?? FALLBACK_LANGUAGE),
    amount: wireAmount(row.amount),
    required: wireAmount(row.required),
    done: wireAmount(row.done),
    remaining: wireAmount(remainingOf(row)),
    status: row.status,
    grantedAt: row.grantedAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
    forfeitedAmount: row.forfeitedAmount === null ? null : wireAmount(row.forfeitedAmount),
  };
}

/** What the member's active bonuses still need staked, and each of them (oldest first), as of now: the withdrawals' reader. */
export async function bonusWageringOf(db: Database, merchantCode: string, memberId: number, language: string | undefined): Promise<MemberBonusWagering> {
  const { rows } = await activeNow(db, merchantCode, memberId);
  const open = rows.filter((r) => r.status === 'active');
  return { remaining: open.reduce((sum, r) => sum + remainingOf(r), 0n), bonuses: open.map((r) => bonusValue(r, r.title, language)) };
}

/** GET PromotionPath.bonuses: the active bonuses first (oldest first), then the latest BONUS_HISTORY_SHOWN ended ones, and what stands before a withdrawal. */
export async function memberBonusesValue(db: Database, merchantCode: string, memberId: number, language: string | undefined): Promise<BonusesValue> {
  const { rows } = await activeNow(db, merchantCode, memberId);
  const b = memberBonuses;
  const ended = await db
    .select({ bonus: b, title: promotions.title })
    .from(b)
    .innerJoin(promotions, eq(promotions.id, b.promotionId))
    .where(and(eq(b.merchantCode, merchantCode), eq(b.memberId, memberId), ne(b.status, 'active')))
    .orderBy(desc(b.endedAt), desc(b.id))
    .limit(BONUS_HISTORY_SHOWN);
  const justEnded = rows.filter((r) => r.status !== 'active');
  const active = rows.filter((r) => r.status === 'active');
  // Ended ones newest first: those the tail just met or cleared, with the stored ones.
  const endedRows = [...justEnded, ...ended.map((e) => ({ ...e.bonus, title: e.title }))]
    .sort((x, y) => (y.endedAt?.getTime() ?? 0) - (x.endedAt?.getTime() ?? 0) || y.id - x.id)
    .slice(0, BONUS_HISTORY_SHOWN);
  const bonuses = [...active, ...endedRows].map((r) => bonusValue(r, r.title, language));
  const bonusRemaining = active.reduce((sum, r) => sum + remainingOf(r), 0n);
  const depositRemaining = BigInt(turnoverValue(await wageringOf(db, merchantCode, memberId)).remaining);
  return {
    bonuses,
    bonusRemaining: wireAmount(bonusRemaining),
    depositRemaining: wireAmount(depositRemaining),
    totalRemaining: wireAmount(bonusRemaining + depositRemaining),
  };
}
