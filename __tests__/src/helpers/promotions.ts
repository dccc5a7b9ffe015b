import { PromotionPath, type BonusesValue, type PromotionCard, type PromotionFacts, type RewardApplicationValue } from '@common/contract/promotions';
import type { Reply } from './fixtures';
import { ok } from './payments';

export { ok };

/** A deposit match's figures: 50 % up to 500.00 from 100.00, first deposit, 5× over 7 days. */
export function facts(overrides: Partial<PromotionFacts> = {}): PromotionFacts {
  return {
    type: 'depositMatch',
    rateBp: 5_000,
    maxBonus: 50_000,
    minDeposit: 10_000,
    depositKind: 'first',
    channels: [],
    period: null,
    gameTypes: [],
    fixedAmount: null,
    wageringMultiplierPercent: 500,
    contributions: {},
    bonusExpiryDays: 7,
    perMemberCap: 1,
    ...overrides,
  };
}

/** A promotion card; a manual reward (applied for) unless told otherwise. */
export function card(overrides: Partial<PromotionCard> = {}): PromotionCard {
  return {
    id: 7,
    title: 'Lucky screenshot',
    summary: 'Send us your big win',
    terms: 'One reward per member.',
    imageUrl: null,
    linkedPromotionId: null,
    imageRequired: 'N',
    remarkRequired: 'N',
    startsAt: Date.UTC(2026, 0, 1),
    endsAt: null,
    facts: facts({ type: 'manualReward', rateBp: null, maxBonus: null, minDeposit: null, depositKind: null, fixedAmount: 1_000 }),
    status: 'join',
    rejectReason: null,
    pendingAmount: null,
    grantedCount: 0,
    ...overrides,
  };
}

export function application(overrides: Partial<RewardApplicationValue> = {}): RewardApplicationValue {
  return {
    id: 1,
    promotionId: 7,
    promotionTitle: 'Lucky screenshot',
    remarks: '',
    pictureCount: 1,
    status: 'pending',
    reason: null,
    amount: null,
    submittedAt: Date.UTC(2026, 10, 20),
    decidedAt: null,
    ...overrides,
  };
}

export function bonusesValue(overrides: Partial<BonusesValue> = {}): BonusesValue {
  return { bonuses: [], bonusRemaining: 0, depositRemaining: 0, totalRemaining: 0, ...overrides };
}

/** The member's promotion calls answered: the list (and each card by id), no applications, no bonuses. */
export function promotionRoutes(cards: PromotionCard[] = [card()], extra: { applications?: RewardApplicationValue[]; bonuses?: BonusesValue } = {}): Record<string, Reply> {
  const routes: Record<string, Reply> = {
    [`GET ${PromotionPath.list}`]: ok({ promotions: cards }),
    [`GET ${PromotionPath.applications}`]: ok(extra.applications ?? []),
    [`GET ${PromotionPath.bonuses}`]: ok(extra.bonuses ?? bonusesValue()),
  };
  for (const c of cards) routes[`GET ${PromotionPath.one(c.id)}`] = ok(c);
  return routes;
}
