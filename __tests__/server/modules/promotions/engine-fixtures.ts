/** Shared set-up of the promotion engine's tests: drafts of every type, promotions stored live, grants. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PromotionDraft } from '@common/contract/promotions';
import type { PromotionType } from '@common/rules/promotions';
import type { Database } from '../../../../server/db/connection';
import { columnsOf } from '../../../../server/modules/promotions/definitions';
import { promotions, type PromotionRow } from '../../../../server/modules/promotions/tables';

export const MERCHANT = 'MLOBBY';
const DAY = 86_400_000;

const FIGURES: Record<PromotionType, Partial<PromotionDraft>> = {
  depositMatch: { rateBp: 10_000, maxBonus: 50_000, minDeposit: 10_000, depositKind: 'first' },
  cashback: { rateBp: 500, maxBonus: 100_000, period: 'day' },
  rebate: { rateBp: 80, maxBonus: 50_000, period: 'day', gameTypes: ['RNG', 'FISH', 'LIVE'] },
  manualReward: { fixedAmount: 10_000, imageRequired: true, remarkRequired: true },
  signUp: { fixedAmount: 0 },
  loyalty: {},
};

/** A valid draft of `type` starting a day before `now`, open-ended, with `overrides`. */
export function draftOf(type: PromotionType, now: number, overrides: Partial<PromotionDraft> = {}): PromotionDraft {
  return {
    type,
    title: { EN: `${type} title`, BN: `${type} শিরোনাম` },
    summary: { EN: `${type} summary` },
    terms: { EN: `${type} terms` },
    imageUrl: null,
    linkedPromotionId: null,
    imageRequired: false,
    remarkRequired: false,
    startsAt: now - DAY,
    endsAt: null,
    eligibility: { memberTypes: [], newMembersOnly: false, languages: [] },
    rateBp: null,
    maxBonus: null,
    minDeposit: null,
    depositKind: null,
    channels: [],
    period: null,
    gameTypes: [],
    fixedAmount: null,
    wageringMultiplierPercent: 500,
    contributions: {},
    bonusExpiryDays: 7,
    budget: null,
    perMemberCap: null,
    sortOrder: 0,
    ...FIGURES[type],
    ...overrides,
  };
}

/** Stores a promotion straight in the table (state live unless given). */
export async function storedPromotion(db: Database, draft: PromotionDraft, state: PromotionRow['state'] = 'live', now = Date.now()): Promise<PromotionRow> {
  const at = new Date(now);
  const [row] = await db
    .insert(promotions)
    .values({ ...columnsOf(draft), merchantCode: MERCHANT, state, createdBy: 'test', createdAt: at, updatedAt: at })
    .returning();
  return row!;
}

/** The promotion as stored now. */
export async function reread(app: FastifyInstance, id: number): Promise<PromotionRow> {
  const [row] = await app.db.select().from(promotions).where(eq(promotions.id, id));
  return row!;
}
