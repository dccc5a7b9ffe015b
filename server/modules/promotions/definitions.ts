/**
 * The operator's side of a promotion (docs/promotions.md "Definitions" and "States"): create and
 * update a draft (every figure checked), change what may still change once it is live or paused
 * (texts, image, end of the schedule, order, a larger budget), publish, pause, resume and end it.
 * Every change is written in one transaction with its audit row naming the operator (and reason).
 */
import { and, asc, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { Page } from '@common/contract/consolePlayers';
import { ErrorCode } from '@common/contract/envelope';
import type { ConsolePromotion, PromotionDraft, PromotionFacts, PromotionStateAction } from '@common/contract/promotions';
import type { PromotionState } from '@common/rules/promotions';
import type { Database } from '../../db/connection';
import { pageWindow, safeNumber } from '../../http/console';
import { AppError } from '../../http/envelope';
import { recordAudit, type Actor } from '../audit';
import { findMerchant } from '../merchant';
import { promotions, type PromotionRow } from './tables';
import { checkDraft, invalidField } from './validate';

/** Who changes a promotion: the operator's name (createdBy) and the audit actor. */
export interface Operator {
  username: string;
  audit: Actor;
}

const big = (value: number | null): bigint | null => (value === null ? null : BigInt(value));
const num = (value: bigint | null): number | null => (value === null ? null : safeNumber(value));

/** A stored promotion as the console sees it. */
export function consoleView(row: PromotionRow): ConsolePromotion {
  return {
    ...draftOf(row),
    id: row.id,
    merchantCode: row.merchantCode,
    state: row.state,
    spent: safeNumber(row.spent),
    createdBy: row.createdBy,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

/** The figures a member is shown. */
export function factsOf(row: PromotionRow): PromotionFacts {
  return {
    type: row.type,
    rateBp: row.rateBp,
    maxBonus: num(row.maxBonus),
    minDeposit: num(row.minDeposit),
    depositKind: row.depositKind,
    channels: row.channels,
    period: row.period,
    gameTypes: row.gameTypes,
    fixedAmount: num(row.fixedAmount),
    wageringMultiplierPercent: row.wageringMultiplierPercent,
    contributions: row.contributions,
    bonusExpiryDays: row.bonusExpiryDays,
    perMemberCap: row.perMemberCap,
  };
}

/** The draft a stored promotion was saved from. */
export function draftOf(row: PromotionRow): PromotionDraft {
  return {
    ...factsOf(row),
    merchantCode: row.merchantCode,
    title: row.title,
    summary: row.summary,
    terms: row.terms,
    imageUrl: row.imageUrl,
    linkedPromotionId: row.linkedPromotionId,
    imageRequired: row.imageRequired,
    remarkRequired: row.remarkRequired,
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt?.getTime() ?? null,
    eligibility: row.eligibility,
    budget: num(row.budget),
    sortOrder: row.sortOrder,
  };
}

/** The columns a draft sets (merchant, state and bookkeeping aside). */
export function columnsOf(draft: PromotionDraft) {
  return {
    type: draft.type,
    title: draft.title,
    summary: draft.summary,
    terms: draft.terms,
    imageUrl: draft.imageUrl,
    linkedPromotionId: draft.linkedPromotionId,
    imageRequired: draft.imageRequired,
    remarkRequired: draft.remarkRequired,
    startsAt: new Date(draft.startsAt),
    endsAt: draft.endsAt === null ? null : new Date(draft.endsAt),
    eligibility: { ...draft.eligibility, languages: draft.eligibility.languages.map((code) => code.toUpperCase()) },
    rateBp: draft.rateBp,
    maxBonus: big(draft.maxBonus),
    minDeposit: big(draft.minDeposit),
    depositKind: draft.depositKind,
    channels: draft.channels,
    period: draft.period,
    gameTypes: draft.gameTypes,
    fixedAmount: big(draft.fixedAmount),
    wageringMultiplierPercent: draft.wageringMultiplierPercent,
    contributions: draft.contributions,
    bonusExpiryDays: draft.bonusExpiryDays,
    budget: big(draft.budget),
    perMemberCap: draft.perMemberCap,
    sortOrder: draft.sortOrder,
  };
}

/** The language codes one of which every text needs: English and the merchant's default. */
export async function baseLanguages(db: Database, merchantCode: string): Promise<string[]> {
  const merchant = await findMerchant(db, merchantCode);
  return [...new Set(['EN', (merchant?.config.defaultLanguage ?? 'EN').toUpperCase()])];
}

/** The whole check of a draft for a merchant: its figures and texts, and a linked promotion of the same merchant. */
export async function checkDraftOf(db: Database, merchantCode: string, draft: PromotionDraft, selfId: number | null): Promise<void> {
  checkDraft(draft, await baseLanguages(db, merchantCode));
  if (draft.linkedPromotionId !== null) {
    if (draft.linkedPromotionId === selfId || !(await promotionOf(db, merchantCode, draft.linkedPromotionId))) throw invalidField('linkedPromotionId');
  }
}

/** A merchant's promotion by id, or null. */
export async function promotionOf(db: Database, merchantCode: string, id: number): Promise<PromotionRow | null> {
  const [row] = await db.select().from(promotions).where(and(eq(promotions.id, id), eq(promotions.merchantCode, merchantCode))).limit(1);
  return row ?? null;
}

/** A promotion of any merchant by id (a platform-wide operator's look-up), or null. */
export async function promotionById(db: Database, id: number): Promise<PromotionRow | null> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id)).limit(1);
  return row ?? null;
}

/** A page of a merchant's promotions (optionally in one state), by sortOrder then newest. */
export async function promotionPage(db: Database, merchantCode: string, state: PromotionState | undefined, page: number | undefined): Promise<Page<ConsolePromotion>> {
  const where: SQL[] = [eq(promotions.merchantCode, merchantCode)];
  if (state) where.push(eq(promotions.state, state));
  const window = pageWindow(page);
  const rows = await db.select().from(promotions).where(and(...where)).orderBy(asc(promotions.sortOrder), desc(promotions.id)).limit(window.limit).offset(window.offset);
  const [total] = await db.select({ n: count() }).from(promotions).where(and(...where));
  return { items: rows.map(consoleView), page: window.page, pageSize: window.limit, total: total?.n ?? 0 };
}

/** Saves a new draft, audited. */
export async function createPromotion(db: Database, merchantCode: string, draft: PromotionDraft, who: Operator, now: number): Promise<ConsolePromotion> {
  await checkDraftOf(db, merchantCode, draft, null);
  return db.transaction(async (tx) => {
    const at = new Date(now);
    const [row] = await tx
      .insert(promotions)
      .values({ ...columnsOf(draft), merchantCode, state: 'draft', createdBy: who.username, createdAt: at, updatedAt: at })
      .returning();
    await recordAudit(tx, who.audit, { action: 'promotion.create', subject: `promotion:${row!.id}`, merchantCode, detail: { type: draft.type } });
    return consoleView(row!);
  });
}

/** What may change once a promotion is live or paused. */
const LIVE_EDITABLE: readonly (keyof PromotionDraft)[] = ['title', 'summary', 'terms', 'imageUrl', 'endsAt', 'sortOrder', 'budget', 'merchantCode'];

/** JSON with sorted keys, so two equal values compare equal whatever order jsonb kept. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

/** A live or paused promotion's change: only LIVE_EDITABLE fields differ, and the budget only grows. */
function checkLiveChange(row: PromotionRow, draft: PromotionDraft): void {
  const before = draftOf(row);
  for (const key of Object.keys(before) as (keyof PromotionDraft)[]) {
    if (!LIVE_EDITABLE.includes(key) && canonical(before[key]) !== canonical(draft[key])) {
      throw new AppError(ErrorCode.promotionStateInvalid, { params: { state: row.state, field: key } });
    }
  }
  const lowered = draft.budget !== null && (row.budget === null || BigInt(draft.budget) < row.budget);
  if (lowered || (draft.budget !== null && BigInt(draft.budget) < row.spent)) throw invalidField('budget');
}

/**
 * Updates a promotion: a draft in full; a live or paused one in its texts, image, end, order and
 * budget (up only); an ended one not at all (promotion.state.invalid). Audited with what changed.
 */
export async function updatePromotion(db: Database, row: PromotionRow, draft: PromotionDraft, who: Operator, now: number): Promise<ConsolePromotion> {
  if (row.state === 'ended') throw new AppError(ErrorCode.promotionStateInvalid, { params: { state: row.state } });
  if (row.state !== 'draft') checkLiveChange(row, draft);
  await checkDraftOf(db, row.merchantCode, draft, row.id);
  const before = draftOf(row);
  const changed = (Object.keys(before) as (keyof PromotionDraft)[]).filter((key) => key !== 'merchantCode' && canonical(before[key]) !== canonical(draft[key]));
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(promotions)
      .set({ ...columnsOf(draft), updatedAt: new Date(now) })
      .where(and(eq(promotions.id, row.id), eq(promotions.state, row.state)))
      .returning();
    if (!updated) throw new AppError(ErrorCode.promotionStateInvalid, { params: { state: row.state } });
    await recordAudit(tx, who.audit, { action: 'promotion.update', subject: `promotion:${row.id}`, merchantCode: row.merchantCode, detail: { state: row.state, changed } });
    return consoleView(updated);
  });
}

/** Each action's states it applies to and the state it leads to. */
export const TRANSITIONS: Record<PromotionStateAction, { from: readonly PromotionState[]; to: PromotionState }> = {
  publish: { from: ['draft'], to: 'live' },
  pause: { from: ['live'], to: 'paused' },
  resume: { from: ['paused'], to: 'live' },
  end: { from: ['live', 'paused'], to: 'ended' },
};

/** Publishes, pauses, resumes or ends a promotion by a conditional UPDATE on its state; promotion.state.invalid when the action does not apply. Audited with the reason. */
export async function changeState(db: Database, row: PromotionRow, action: PromotionStateAction, reason: string, who: Operator, now: number): Promise<ConsolePromotion> {
  const { from, to } = TRANSITIONS[action];
  if (!from.includes(row.state)) throw new AppError(ErrorCode.promotionStateInvalid, { params: { state: row.state } });
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(promotions)
      .set({ state: to, updatedAt: new Date(now) })
      .where(and(eq(promotions.id, row.id), eq(promotions.state, row.state), ne(promotions.state, to)))
      .returning();
    if (!updated) throw new AppError(ErrorCode.promotionStateInvalid, { params: { state: row.state } });
    await recordAudit(tx, who.audit, { action: `promotion.${action}`, subject: `promotion:${row.id}`, merchantCode: row.merchantCode, detail: { from: row.state, to, reason } });
    return consoleView(updated);
  });
}
