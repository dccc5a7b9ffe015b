/**
 * The member's points as the site shows them (docs/loyalty.md "What members see"): the points
 * they can spend (unexpired lots), what expires within POINTS_EXPIRY_WARNING_DAYS, the turnover
 * and level, and the history newest first with what each line was for.
 */
import { and, count, desc, eq, gt, lte, min, sum } from 'drizzle-orm';
import type { Page } from '@common/contract/consolePlayers';
import type { LoyaltySummaryValue, PointsEntryValue } from '@common/contract/loyalty';
import { POINTS_EXPIRY_WARNING_DAYS, POINTS_HISTORY_PAGE_SIZE } from '@common/rules/loyalty';
import type { Database } from '../../../db/connection';
import { pageWindow, safeNumber } from '../../../http/console';
import { textIn } from '../../announcements';
import { ladderOf, levelValue, memberLevelRank, shownRank } from '../levels';
import { loyaltySettingsOf } from './settings';
import { loyaltyMembers, pointsEvents, pointsLots } from './tables';

const DAY_MS = 86_400_000;

/** Who asks, in which language (upper case). */
export interface PointsReader {
  id: number;
  merchantCode: string;
  language: string;
}

/** The member's summary at `now`. */
export async function loyaltySummary(db: Database, member: PointsReader, now: Date): Promise<LoyaltySummaryValue> {
  const l = pointsLots;
  const open = and(eq(l.memberId, member.id), gt(l.remaining, 0n), gt(l.expiresAt, now));
  const [held] = await db.select({ points: sum(l.remaining) }).from(l).where(open);
  const [soon] = await db
    .select({ points: sum(l.remaining), at: min(l.expiresAt) })
    .from(l)
    .where(and(open, lte(l.expiresAt, new Date(now.getTime() + POINTS_EXPIRY_WARNING_DAYS * DAY_MS))));
  const [row] = await db.select({ turnover: loyaltyMembers.turnover }).from(loyaltyMembers).where(eq(loyaltyMembers.memberId, member.id));
  const turnover = row?.turnover ?? 0n;
  const ladder = await ladderOf(db, member.merchantCode);
  const rank = shownRank(ladder, await memberLevelRank(db, member.id));
  const levels = ladder.map((level) => levelValue(level, member.language, rank));
  const current = levels.filter((v) => v.rank <= rank).at(-1) ?? null;
  const following = levels.find((v) => v.rank > rank) ?? null;
  return {
    points: safeNumber(held?.points ?? 0),
    expiring: soon?.at ? { points: safeNumber(soon.points), at: new Date(soon.at).getTime() } : null,
    expiryDays: (await loyaltySettingsOf(db, member.merchantCode)).pointsExpiryDays,
    turnover: safeNumber(turnover),
    level: current,
    next: following ? { level: following, remaining: Math.max(0, following.threshold - safeNumber(turnover)) } : null,
  };
}

/**
 * What a history line was for: a level's name (level rewards) in the member's language, else the
 * source's name ('turnover', 'mall', 'race', 'lot' for an expiry), which the site words.
 */
export async function pointsHistory(db: Database, member: PointsReader, page: number | undefined): Promise<Page<PointsEntryValue>> {
  const window = pageWindow(page, POINTS_HISTORY_PAGE_SIZE);
  const e = pointsEvents;
  const mine = eq(e.memberId, member.id);
  const [total] = await db.select({ n: count() }).from(e).where(mine);
  const rows = await db.select().from(e).where(mine).orderBy(desc(e.at), desc(e.id)).limit(window.limit).offset(window.offset);
  const ladder = rows.some((r) => r.source === 'level') ? await ladderOf(db, member.merchantCode) : [];
  const detailOf = (source: string, sourceId: string) => {
    const level = source === 'level' ? ladder.find((l) => String(l.rank) === sourceId) : undefined;
    return level ? textIn(level.name, member.language) : source;
  };
  const items = rows.map((r) => ({ kind: r.kind, points: safeNumber(r.points), at: r.at.getTime(), detail: detailOf(r.source, r.sourceId) }));
  return { items, page: window.page, pageSize: window.limit, total: total?.n ?? 0 };
}
