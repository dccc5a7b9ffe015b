/**
 * The demo promotions (docs/promotions.md "Demo promotions"): one of every type for the demo
 * merchant, live from the seed's time, in English and Bengali, with card images drawn from their texts. Inserted only when the merchant has
 * no promotion at all, so an operator's edits (or deletions by ending) survive restarts.
 */
import type { PromotionDraft } from '@common/contract/promotions';
import { BONUS_EXPIRY_DAYS_DEFAULT, WAGERING_MULTIPLIER_PERCENT_DEFAULT } from '@common/rules/promotions';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { recordAudit } from '../audit';
import { columnsOf } from './definitions';
import { drawnImageUrl } from './images';
import { promotions } from './tables';

type SeedDraft = Omit<PromotionDraft, 'startsAt' | 'endsAt' | 'imageUrl' | 'linkedPromotionId' | 'eligibility' | 'contributions' | 'bonusExpiryDays'>;

const NONE: Pick<PromotionDraft, 'rateBp' | 'maxBonus' | 'minDeposit' | 'depositKind' | 'channels' | 'period' | 'gameTypes' | 'fixedAmount'> = {
  rateBp: null,
  maxBonus: null,
  minDeposit: null,
  depositKind: null,
  channels: [],
  period: null,
  gameTypes: [],
  fixedAmount: null,
};
const NO_PROOF = { imageRequired: false, remarkRequired: false } as const;

const SEED: readonly SeedDraft[] = [
  {
    ...NONE,
    ...NO_PROOF,
    type: 'depositMatch',
    title: { EN: '100% first deposit bonus', BN: 'প্রথম ডিপোজিটে ১০০% বোনাস' },
    summary: { EN: 'Double your first deposit, up to 500.00.', BN: 'আপনার প্রথম ডিপোজিট দ্বিগুণ করুন, সর্বোচ্চ ৫০০.০০।' },
    terms: {
      EN: 'Join, then make your first deposit of at least 100.00: we add 100% of it, up to 500.00. Stake 5 times the bonus within 7 days before withdrawing.',
      BN: 'যোগ দিন, তারপর কমপক্ষে ১০০.০০ প্রথম ডিপোজিট করুন: আমরা এর ১০০% যোগ করব, সর্বোচ্চ ৫০০.০০। উত্তোলনের আগে ৭ দিনের মধ্যে বোনাসের ৫ গুণ বাজি ধরুন।',
    },
    rateBp: 10_000,
    maxBonus: 50_000,
    minDeposit: 10_000,
    depositKind: 'first',
    wageringMultiplierPercent: WAGERING_MULTIPLIER_PERCENT_DEFAULT,
    budget: 10_000_000,
    perMemberCap: 1,
    sortOrder: 1,
  },
  {
    ...NONE,
    ...NO_PROOF,
    type: 'cashback',
    title: { EN: '5% daily cashback', BN: 'প্রতিদিন ৫% ক্যাশব্যাক' },
    summary: { EN: 'Get 5% of your net loss back every day.', BN: 'প্রতিদিন আপনার নিট ক্ষতির ৫% ফেরত পান।' },
    terms: {
      EN: 'Join, and each day we return 5% of your net loss (stakes less wins and refunds), up to 1,000.00. Claim it within 3 days; stake it once before withdrawing.',
      BN: 'যোগ দিন, প্রতিদিন আমরা আপনার নিট ক্ষতির ৫% ফেরত দেব, সর্বোচ্চ ১,০০০.০০। ৩ দিনের মধ্যে দাবি করুন; উত্তোলনের আগে একবার বাজি ধরুন।',
    },
    rateBp: 500,
    maxBonus: 100_000,
    period: 'day',
    wageringMultiplierPercent: 100,
    budget: null,
    perMemberCap: null,
    sortOrder: 2,
  },
  {
    ...NONE,
    ...NO_PROOF,
    type: 'rebate',
    title: { EN: '0.8% daily rebate', BN: 'প্রতিদিন ০.৮% রিবেট' },
    summary: { EN: 'Slots, fishing and live casino: 0.8% of your turnover back.', BN: 'স্লট, ফিশিং ও লাইভ ক্যাসিনো: আপনার টার্নওভারের ০.৮% ফেরত।' },
    terms: {
      EN: 'Join, and each day we pay 0.8% of your turnover on slots, fishing and live casino, up to 500.00. Claim it within 3 days; stake it once before withdrawing.',
      BN: 'যোগ দিন, প্রতিদিন স্লট, ফিশিং ও লাইভ ক্যাসিনোতে আপনার টার্নওভারের ০.৮% দেব, সর্বোচ্চ ৫০০.০০। ৩ দিনের মধ্যে দাবি করুন।',
    },
    rateBp: 80,
    maxBonus: 50_000,
    period: 'day',
    gameTypes: ['RNG', 'FISH', 'LIVE'],
    wageringMultiplierPercent: 100,
    budget: null,
    perMemberCap: null,
    sortOrder: 3,
  },
  {
    ...NONE,
    type: 'manualReward',
    imageRequired: true,
    remarkRequired: true,
    title: { EN: 'Share your big win', BN: 'আপনার বড় জয় শেয়ার করুন' },
    summary: { EN: 'Send us a screenshot of a big win and get 100.00.', BN: 'একটি বড় জয়ের স্ক্রিনশট পাঠান এবং ১০০.০০ পান।' },
    terms: {
      EN: 'Upload a screenshot of a win of at least 50 times your stake and tell us the game. Once approved we credit 100.00; stake it once before withdrawing. One reward per member.',
      BN: 'আপনার বাজির কমপক্ষে ৫০ গুণ জয়ের স্ক্রিনশট আপলোড করুন এবং গেমের নাম লিখুন। অনুমোদনের পর ১০০.০০ জমা হবে। প্রতি সদস্য একবার।',
    },
    fixedAmount: 10_000,
    wageringMultiplierPercent: 100,
    budget: 1_000_000,
    perMemberCap: 1,
    sortOrder: 4,
  },
  {
    ...NONE,
    ...NO_PROOF,
    type: 'signUp',
    title: { EN: 'Weekend slots tournament', BN: 'উইকেন্ড স্লট টুর্নামেন্ট' },
    summary: { EN: 'Sign up for the weekend tournament: the top players share the prizes.', BN: 'উইকেন্ড টুর্নামেন্টে নাম লেখান: শীর্ষ খেলোয়াড়েরা পুরস্কার ভাগ করে নেবেন।' },
    terms: {
      EN: 'Joining is free and registers you for the tournament. Prizes are announced in your inbox after the weekend.',
      BN: 'যোগ দেওয়া বিনামূল্যে এবং আপনাকে টুর্নামেন্টে নথিভুক্ত করে। সপ্তাহান্তের পরে পুরস্কার ইনবক্সে জানানো হবে।',
    },
    fixedAmount: 0,
    wageringMultiplierPercent: 0,
    budget: null,
    perMemberCap: null,
    sortOrder: 5,
  },
];

/** The seed drafts, live from `at`, open to every real member in any language. */
export function seedDrafts(at: number): PromotionDraft[] {
  return SEED.map((draft) => ({
    ...draft,
    startsAt: at,
    endsAt: null,
    imageUrl: null,
    linkedPromotionId: null,
    eligibility: { memberTypes: [], newMembersOnly: false, languages: [] },
    contributions: draft.type === 'depositMatch' ? { LIVE: 50, SPORTS: 50 } : {},
    bonusExpiryDays: BONUS_EXPIRY_DAYS_DEFAULT,
  }));
}

/** Adds the demo promotions to a merchant that has none; returns how many were added. */
export async function seedPromotions(db: Database, merchantCode: string, at: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [any] = await tx.select({ id: promotions.id }).from(promotions).where(and(eq(promotions.merchantCode, merchantCode), ne(promotions.type, 'loyalty'))).limit(1);
    if (any) return 0;
    const rows = await tx
      .insert(promotions)
      .values(seedDrafts(at.getTime()).map((draft) => ({ ...columnsOf(draft), merchantCode, state: 'live' as const, createdBy: 'seed', createdAt: at, updatedAt: at })))
      .returning({ id: promotions.id });
    // The demo cards show images drawn from their own texts.
    for (const { id } of rows) await tx.update(promotions).set({ imageUrl: drawnImageUrl(id) }).where(eq(promotions.id, id));
    await recordAudit(tx, { actor: 'seed' }, { action: 'promotion.seed', subject: `promotions:${merchantCode}`, merchantCode, detail: { promotions: rows.map((r) => r.id) } });
    return rows.length;
  });
}
