/**
 * The console's mall items (loyalty.manage): a page per state, one item, create (a draft), edit
 * (any figure until it ends; the kind only while a draft; on a live item `stock` sets what is
 * left), and the state machine draft → live → paused ⇄ live → ended, each by a conditional UPDATE
 * on the state it was read in (loyalty.state.invalid otherwise). Every change is audited.
 */
import { and, asc, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { ConsoleMallItem, LoyaltyStateRequest, MallItemDraft } from '@common/contract/consoleLoyalty';
import type { Page } from '@common/contract/consolePlayers';
import { ErrorCode } from '@common/contract/envelope';
import type { LoyaltyState } from '@common/rules/loyalty';
import type { Database } from '../../../db/connection';
import { pageWindow } from '../../../http/console';
import { AppError } from '../../../http/envelope';
import { recordAudit, type Actor } from '../../audit';
import { mallItems, type MallItemRow } from './tables';
import { checkItemDraft, invalidField } from './validate';

export interface ItemOperator {
  username: string;
  audit: Actor;
}

const num = (value: bigint | null): number | null => (value === null ? null : Number(value));
const big = (value: number | null): bigint | null => (value === null ? null : BigInt(value));

/** The console's view of an item. */
export function consoleItem(row: MallItemRow): ConsoleMallItem {
  return {
    id: row.id,
    merchantCode: row.merchantCode,
    kind: row.kind,
    state: row.state,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    pricePoints: Number(row.pricePoints),
    stock: row.stock,
    sold: row.sold,
    perMemberLimit: row.perMemberLimit,
    minLevelRank: row.minLevelRank,
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt?.getTime() ?? null,
    bonusAmount: num(row.bonusAmount),
    wageringMultiplierPercent: row.wageringMultiplierPercent,
    lotteryGameCode: row.lotteryGameCode,
    ticketStake: num(row.ticketStake),
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

/** The columns a draft sets. */
export function itemColumns(draft: MallItemDraft) {
  return {
    kind: draft.kind,
    title: draft.title,
    description: draft.description,
    imageUrl: draft.imageUrl,
    pricePoints: BigInt(draft.pricePoints),
    stock: draft.stock,
    perMemberLimit: draft.perMemberLimit,
    minLevelRank: draft.minLevelRank,
    startsAt: new Date(draft.startsAt),
    endsAt: draft.endsAt === null ? null : new Date(draft.endsAt),
    bonusAmount: big(draft.bonusAmount),
    wageringMultiplierPercent: draft.wageringMultiplierPercent,
    lotteryGameCode: draft.lotteryGameCode,
    ticketStake: big(draft.ticketStake),
    sortOrder: draft.sortOrder,
  };
}

/** The item of the merchant (null: any merchant's, for a platform-wide operator), or null. */
export async function itemOf(db: Database, merchantCode: string | null, id: number): Promise<MallItemRow | null> {
  const where = merchantCode === null ? eq(mallItems.id, id) : and(eq(mallItems.id, id), eq(mallItems.merchantCode, merchantCode));
  const [row] = await db.select().from(mallItems).where(where).limit(1);
  return row ?? null;
}

/** A page of the merchant's items, by sortOrder then newest. */
export async function itemPage(db: Database, merchantCode: string, state: LoyaltyState | undefined, page: number | undefined): Promise<Page<ConsoleMallItem>> {
  const where: SQL[] = [eq(mallItems.merchantCode, merchantCode)];
  if (state) where.push(eq(mallItems.state, state));
  const window = pageWindow(page);
  const rows = await db.select().from(mallItems).where(and(...where)).orderBy(asc(mallItems.sortOrder), desc(mallItems.id)).limit(window.limit).offset(window.offset);
  const [total] = await db.select({ n: count() }).from(mallItems).where(and(...where));
  return { items: rows.map(consoleItem), page: window.page, pageSize: window.limit, total: total?.n ?? 0 };
}

/** Saves a new draft item, audited. */
export async function createItem(db: Database, merchantCode: string, draft: MallItemDraft, who: ItemOperator, now: number): Promise<ConsoleMallItem> {
  checkItemDraft(draft);
  return db.transaction(async (tx) => {
    const at = new Date(now);
    const [row] = await tx
      .insert(mallItems)
      .values({ ...itemColumns(draft), merchantCode, state: 'draft', createdBy: who.username, createdAt: at, updatedAt: at })
      .returning();
    await recordAudit(tx, who.audit, { action: 'loyalty.mall.item.create', subject: `mall-item:${row!.id}`, merchantCode, detail: { kind: draft.kind } });
    return consoleItem(row!);
  });
}

/** Edits an item that has not ended, in the state it was read in; audited. */
export async function updateItem(db: Database, row: MallItemRow, draft: MallItemDraft, who: ItemOperator, now: number): Promise<ConsoleMallItem> {
  if (row.state === 'ended') throw new AppError(ErrorCode.loyaltyStateInvalid, { params: { state: row.state } });
  // Orders of the old kind exist once it was on sale: its kind stays.
  if (row.state !== 'draft' && draft.kind !== row.kind) throw invalidField('kind');
  checkItemDraft(draft);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(mallItems)
      .set({ ...itemColumns(draft), updatedAt: new Date(now) })
      .where(and(eq(mallItems.id, row.id), eq(mallItems.state, row.state)))
      .returning();
    if (!updated) throw new AppError(ErrorCode.loyaltyStateInvalid, { params: { state: row.state } });
    await recordAudit(tx, who.audit, { action: 'loyalty.mall.item.update', subject: `mall-item:${row.id}`, merchantCode: row.merchantCode, detail: { state: row.state, stock: draft.stock } });
    return consoleItem(updated);
  });
}

/** Each action's states it applies to and the state it leads to (as promotions'). */
const TRANSITIONS: Record<LoyaltyStateRequest['action'], { from: readonly LoyaltyState[]; to: LoyaltyState }> = {
  publish: { from: ['draft'], to: 'live' },
  pause: { from: ['live'], to: 'paused' },
  resume: { from: ['paused'], to: 'live' },
  end: { from: ['live', 'paused'], to: 'ended' },
};

/** Publishes, pauses, resumes or ends an item by a conditional UPDATE on its state; loyalty.state.invalid when the action does not apply. Audited. */
export async function changeItemState(db: Database, row: MallItemRow, action: LoyaltyStateRequest['action'], who: ItemOperator, now: number): Promise<ConsoleMallItem> {
  const { from, to } = TRANSITIONS[action];
  const refuse = () => new AppError(ErrorCode.loyaltyStateInvalid, { params: { state: row.state } });
  if (!from.includes(row.state)) throw refuse();
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(mallItems)
      .set({ state: to, updatedAt: new Date(now) })
      .where(and(eq(mallItems.id, row.id), eq(mallItems.state, row.state), ne(mallItems.state, to)))
      .returning();
    if (!updated) throw refuse();
    await recordAudit(tx, who.audit, { action: `loyalty.mall.item.${action}`, subject: `mall-item:${row.id}`, merchantCode: row.merchantCode, detail: { from: row.state, to } });
    return consoleItem(updated);
  });
}
