/**
 * The member's view of promotions (PromotionCard; docs/promotions.md "Events centre"): texts in the
 * member's language with English fallback, the figures, and the status label from the promotion's
 * schedule, state and budget, the member's eligibility and where the member stands.
 * Visibility: a visitor (or trial account) sees the open promotions and those starting later whose
 * language list admits it; a member sees those it is eligible for, plus, for PROMOTION_ENDED_VISIBLE_DAYS
 * after they close, paused or ended ones it took part in, and always one with an award to claim.
 */
import { and, asc, eq, gte, inArray, ne, or } from 'drizzle-orm';
import type { PromotionCard, PromotionDraft } from '@common/contract/promotions';
import { PERIODIC_PROMOTION_TYPES, PROMOTION_ENDED_VISIBLE_DAYS } from '@common/rules/promotions';
import type { Database } from '../../db/connection';
import { safeNumber } from '../../http/console';
import { textIn } from '../announcements';
import { columnsOf, factsOf } from './definitions';
import { budgetSpent, isEligible, isOpen, languageAllowed, withinSchedule, type EligibleMember } from './eligibility';
import { cardImageUrl } from './images';
import { statusLabel } from './labels';
import { NO_STANDING, standingsOf, tookPart, type MemberStanding } from './standing';
import { promotions, type PromotionRow } from './tables';

const DAY_MS = 86_400_000;

/** The running period's award so far for a joined periodic promotion (the awards part provides it); null: not known. */
export type PeriodEstimate = (db: Database, promotion: PromotionRow, memberId: number, now: number) => Promise<bigint | null>;

/** Who looks: a real member (id, type, registration, language), or a visitor / trial account (member null) in a language. */
export interface Viewer {
  member: (EligibleMember & { id: number }) | null;
  language: string;
}


/** When a promotion stopped being open: its end, or its last change when paused or ended; null while it runs. */
function closedAt(row: PromotionRow, now: number): number | null {
  if (row.state === 'paused' || row.state === 'ended') return Math.min(row.updatedAt.getTime(), row.endsAt?.getTime() ?? Infinity);
  if (row.endsAt !== null && row.endsAt.getTime() <= now) return row.endsAt.getTime();
  return null;
}

/** The card of one promotion for a viewer with its standing (NO_STANDING for a visitor). */
export function cardOf(row: PromotionRow, viewer: Viewer, standing: MemberStanding, now: number, pending: bigint | null = null): PromotionCard {
  const eligible = viewer.member === null ? languageAllowed(row.eligibility, viewer.language) : isEligible(row, viewer.member);
  const capReached = row.perMemberCap !== null && standing.granted >= row.perMemberCap;
  const upcoming = (row.state === 'live' || row.state === 'draft') && row.startsAt.getTime() > now;
  // A draft in a preview is shown as if it were published.
  const open = (row.state === 'draft' ? withinSchedule(row, now) && !budgetSpent(row) : isOpen(row, now)) && eligible && !capReached;
  const status = statusLabel({
    type: row.type,
    upcoming,
    open,
    joined: standing.joined,
    granted: standing.granted,
    latestApplication: standing.application?.status ?? null,
    claimable: standing.claimable !== null,
    lastAwardClaimed: standing.lastAwardClaimed,
  });
  const pendingAmount = status === 'claim' ? standing.claimable : status === 'process' ? pending : null;
  return {
    id: row.id,
    title: textIn(row.title, viewer.language),
    summary: textIn(row.summary, viewer.language),
    terms: textIn(row.terms, viewer.language),
    imageUrl: cardImageUrl(row.imageUrl, viewer.language),
    linkedPromotionId: row.linkedPromotionId,
    imageRequired: row.imageRequired ? 'Y' : 'N',
    remarkRequired: row.remarkRequired ? 'Y' : 'N',
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt?.getTime() ?? null,
    facts: factsOf(row),
    status,
    rejectReason: status === 'rejected' ? (standing.application?.reason ?? null) : null,
    pendingAmount: pendingAmount === null ? null : safeNumber(pendingAmount),
    grantedCount: standing.granted,
  };
}

/** Whether a promotion is on the viewer's list (see the file's comment). */
export function listed(row: PromotionRow, viewer: Viewer, standing: MemberStanding, now: number): boolean {
  if (row.state === 'draft') return false;
  if (standing.claimable !== null) return true;
  const closed = closedAt(row, now);
  if (closed !== null) return viewer.member !== null && tookPart(standing) && closed >= now - PROMOTION_ENDED_VISIBLE_DAYS * DAY_MS;
  if (viewer.member === null) return languageAllowed(row.eligibility, viewer.language);
  return isEligible(row, viewer.member) || tookPart(standing);
}

/** The award a joined periodic promotion's running period has earned so far, when the label is process. */
async function pendingOf(db: Database, row: PromotionRow, viewer: Viewer, standing: MemberStanding, now: number, estimate: PeriodEstimate | null): Promise<bigint | null> {
  if (!estimate || viewer.member === null || !standing.joined || !PERIODIC_PROMOTION_TYPES.includes(row.type) || !isOpen(row, now)) return null;
  return estimate(db, row, viewer.member.id, now);
}

async function cardsFor(db: Database, rows: PromotionRow[], viewer: Viewer, now: number, estimate: PeriodEstimate | null, all: boolean): Promise<PromotionCard[]> {
  const standings = viewer.member === null ? new Map<number, MemberStanding>() : await standingsOf(db, viewer.member.id, rows.map((r) => r.id));
  const cards: PromotionCard[] = [];
  for (const row of rows) {
    const standing = standings.get(row.id) ?? NO_STANDING;
    if (!all && !listed(row, viewer, standing, now)) continue;
    cards.push(cardOf(row, viewer, standing, now, await pendingOf(db, row, viewer, standing, now, estimate)));
  }
  return cards;
}

/** The viewer's list, by sortOrder then id. */
export async function memberCards(db: Database, merchantCode: string, viewer: Viewer, now: number, estimate: PeriodEstimate | null): Promise<PromotionCard[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.merchantCode, merchantCode),
        ne(promotions.type, 'loyalty'),
        // Ended ones only while they can still be listed (their awards' claim days are fewer).
        or(inArray(promotions.state, ['live', 'paused']), and(eq(promotions.state, 'ended'), gte(promotions.updatedAt, new Date(now - PROMOTION_ENDED_VISIBLE_DAYS * DAY_MS)))),
      ),
    )
    .orderBy(asc(promotions.sortOrder), asc(promotions.id));
  return cardsFor(db, rows, viewer, now, estimate, false);
}

/** One promotion's card (any that is not a draft; one not open to the viewer is labelled close), or null. */
export async function memberCard(db: Database, merchantCode: string, id: number, viewer: Viewer, now: number, estimate: PeriodEstimate | null): Promise<PromotionCard | null> {
  const [row] = await db.select().from(promotions).where(and(eq(promotions.id, id), eq(promotions.merchantCode, merchantCode))).limit(1);
  if (!row || row.state === 'draft' || row.type === 'loyalty') return null;
  return (await cardsFor(db, [row], viewer, now, estimate, true))[0]!;
}

/** The console's preview: a draft as a visitor in `language` would see it (join, comingSoon or close). */
export function previewCard(merchantCode: string, draft: PromotionDraft, language: string, now: number): PromotionCard {
  const at = new Date(now);
  const row: PromotionRow = { ...columnsOf(draft), id: 0, merchantCode, state: 'draft', spent: 0n, createdBy: '', createdAt: at, updatedAt: at };
  return cardOf(row, { member: null, language: language.toUpperCase() }, NO_STANDING, now);
}
