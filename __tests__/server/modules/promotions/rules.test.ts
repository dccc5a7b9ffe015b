/**
 * The pure rules of the engine: eligibility (member type, trial never, language, new members),
 * the status label for every situation, and the draft check answering promotion.invalid naming
 * each faulty field.
 */
import { ErrorCode } from '@common/contract/envelope';
import type { PromotionDraft } from '@common/contract/promotions';
import { BONUS_AMOUNT_MAX, BONUS_EXPIRY_DAYS_MAX, PROMOTION_SUMMARY_MAX, PROMOTION_TERMS_MAX, PROMOTION_TITLE_MAX, RATE_BP_MAX, WAGERING_MULTIPLIER_PERCENT_MAX } from '@common/rules/promotions';
import { AppError } from '../../../../server/http/envelope';
import { isEligible, isOpen } from '../../../../server/modules/promotions/eligibility';
import { statusLabel, type LabelFacts } from '../../../../server/modules/promotions/labels';
import { checkDraft } from '../../../../server/modules/promotions/validate';
import { draftOf } from './engine-fixtures';

const NOW = Date.UTC(2030, 0, 15, 12);
const START = new Date(NOW - 86_400_000);

describe('eligibility', () => {
  const promotion = (eligibility: Partial<PromotionDraft['eligibility']>) => ({ startsAt: START, eligibility: { memberTypes: [], newMembersOnly: false, languages: [], ...eligibility } });
  const member = (type: number, registered = new Date(NOW - 365 * 86_400_000), language = 'EN') => ({ type, createdAt: registered, language });
  test.each([
    ['any real type when the list is empty', {}, member(1), true],
    ['type 0 when the list is empty', {}, member(0), true],
    ['agent-check-excluded type 41 when the list is empty', {}, member(41), true],
    ['a trial account (4) never, even with an open list', {}, member(4), false],
    ['a trial account never, even named', { memberTypes: [4] }, member(4), false],
    ['a listed type', { memberTypes: [1, 2] }, member(2), true],
    ['an unlisted type', { memberTypes: [1, 2] }, member(0), false],
    ['a listed language (case-insensitive)', { languages: ['bn'] }, member(1, undefined, 'BN'), true],
    ['an unlisted language', { languages: ['BN'] }, member(1, undefined, 'EN'), false],
    ['new members only: registered before the start', { newMembersOnly: true }, member(1, new Date(START.getTime() - 1)), false],
    ['new members only: registered exactly at the start', { newMembersOnly: true }, member(1, START), true],
    ['new members only: registered after the start', { newMembersOnly: true }, member(1, new Date(NOW)), true],
  ])('%s', (_name, eligibility, who, expected) => {
    expect(isEligible(promotion(eligibility), who)).toBe(expected);
  });

  test.each([
    ['live within schedule', { state: 'live' }, true],
    ['a draft', { state: 'draft' }, false],
    ['paused', { state: 'paused' }, false],
    ['ended', { state: 'ended' }, false],
    ['not started', { startsAt: new Date(NOW + 1) }, false],
    ['its end is exclusive', { endsAt: new Date(NOW) }, false],
    ['the budget is spent', { budget: 1_000n, spent: 1_000n }, false],
    ['budget left', { budget: 1_000n, spent: 999n }, true],
  ] as const)('open: %s', (_name, change, expected) => {
    const row = { state: 'live' as const, startsAt: START, endsAt: null, budget: null, spent: 0n, ...change };
    expect(isOpen(row, NOW)).toBe(expected);
  });
});

describe('status labels', () => {
  const base: LabelFacts = { type: 'depositMatch', upcoming: false, open: true, joined: false, granted: 0, latestApplication: null, claimable: false, lastAwardClaimed: false };
  test.each<[string, Partial<LabelFacts>, string]>([
    ['open and not joined: join', {}, 'join'],
    ['not started: comingSoon', { upcoming: true, open: false }, 'comingSoon'],
    ['not open, never took part: close', { open: false }, 'close'],
    ['deposit match joined, no bonus yet: signed', { joined: true }, 'signed'],
    ['deposit match joined and paid: issued', { joined: true, granted: 1 }, 'issued'],
    ['deposit match paid, cap reached (not open to the member): issued', { joined: true, granted: 1, open: false }, 'issued'],
    ['deposit match joined, ended unpaid: close', { joined: true, open: false }, 'close'],
    ['cashback joined while open: process', { type: 'cashback', joined: true }, 'process'],
    ['rebate joined while open: process', { type: 'rebate', joined: true }, 'process'],
    ['an award waits: claim (before anything else)', { type: 'cashback', joined: true, claimable: true, open: false }, 'claim'],
    ['periodic ended with its last award claimed: claimed', { type: 'rebate', joined: true, lastAwardClaimed: true, open: false }, 'claimed'],
    ['periodic ended, nothing claimed: close', { type: 'rebate', joined: true, open: false }, 'close'],
    ['manual reward open: join (apply)', { type: 'manualReward' }, 'join'],
    ['manual reward under review: applying', { type: 'manualReward', latestApplication: 'pending' }, 'applying'],
    ['manual reward pending even after the end: applying', { type: 'manualReward', latestApplication: 'pending', open: false }, 'applying'],
    ['manual reward refused: rejected', { type: 'manualReward', latestApplication: 'rejected' }, 'rejected'],
    ['manual reward approved: issued', { type: 'manualReward', latestApplication: 'approved', granted: 1 }, 'issued'],
    ['manual reward approved, promotion ended: issued', { type: 'manualReward', latestApplication: 'approved', granted: 1, open: false }, 'issued'],
    ['sign-up joined (join-only): signed', { type: 'signUp', joined: true }, 'signed'],
    ['sign-up joined with a bonus: issued', { type: 'signUp', joined: true, granted: 1 }, 'issued'],
    ['sign-up ended, not joined: close', { type: 'signUp', open: false }, 'close'],
  ])('%s', (_name, change, expected) => {
    expect(statusLabel({ ...base, ...change })).toBe(expected);
  });
});

describe('draft check: promotion.invalid naming the field', () => {
  const bases = ['EN', 'BN'];
  const fieldOf = (draft: PromotionDraft): string | null => {
    try {
      checkDraft(draft, bases);
      return null;
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== ErrorCode.promotionInvalid) throw err;
      return String(err.params?.field);
    }
  };

  test('a draft of every type as the console sends it passes', () => {
    for (const type of ['depositMatch', 'cashback', 'rebate', 'manualReward', 'signUp'] as const) expect(fieldOf(draftOf(type, NOW))).toBeNull();
  });

  test('a text in the merchant default language alone is enough', () => {
    expect(fieldOf(draftOf('signUp', NOW, { title: { BN: 'শিরোনাম' }, summary: { BN: 's' }, terms: { BN: 't' } }))).toBeNull();
  });

  test.each<[string, Partial<PromotionDraft>, string]>([
    ['no English or default title', { title: { ZH: 'x' } }, 'title'],
    ['a blank English title', { title: { EN: '  ' } }, 'title'],
    ['a title too long', { title: { EN: 'x'.repeat(PROMOTION_TITLE_MAX + 1) } }, 'title'],
    ['a summary too long', { summary: { EN: 'x'.repeat(PROMOTION_SUMMARY_MAX + 1) } }, 'summary'],
    ['terms too long', { terms: { EN: 'x'.repeat(PROMOTION_TERMS_MAX + 1) } }, 'terms'],
    ['no terms', { terms: {} }, 'terms'],
    ['a rate above 100 %', { rateBp: RATE_BP_MAX + 1 }, 'rateBp'],
    ['a zero rate', { rateBp: 0 }, 'rateBp'],
    ['a missing rate', { rateBp: null }, 'rateBp'],
    ['a cap above the bonus maximum', { maxBonus: BONUS_AMOUNT_MAX + 1 }, 'maxBonus'],
    ['a zero cap', { maxBonus: 0 }, 'maxBonus'],
    ['a negative minimum deposit', { minDeposit: -1 }, 'minDeposit'],
    ['a missing minimum deposit', { minDeposit: null }, 'minDeposit'],
    ['a missing deposit kind', { depositKind: null }, 'depositKind'],
    ['a period on a deposit match', { period: 'day' }, 'period'],
    ['game types on a deposit match', { gameTypes: ['RNG'] }, 'gameTypes'],
    ['a fixed amount on a deposit match', { fixedAmount: 100 }, 'fixedAmount'],
    ['a picture required on a deposit match', { imageRequired: true }, 'imageRequired'],
    ['a remark required on a deposit match', { remarkRequired: true }, 'remarkRequired'],
    ['a multiplier above 10×', { wageringMultiplierPercent: WAGERING_MULTIPLIER_PERCENT_MAX + 1 }, 'wageringMultiplierPercent'],
    ['a negative multiplier', { wageringMultiplierPercent: -1 }, 'wageringMultiplierPercent'],
    ['expiry above the maximum', { bonusExpiryDays: BONUS_EXPIRY_DAYS_MAX + 1 }, 'bonusExpiryDays'],
    ['expiry of zero days', { bonusExpiryDays: 0 }, 'bonusExpiryDays'],
    ['a contribution above 100 %', { contributions: { LIVE: 101 } }, 'contributions'],
    ['an end before the start', { endsAt: NOW - 2 * 86_400_000 }, 'endsAt'],
    ['an end at the start', { startsAt: NOW, endsAt: NOW }, 'endsAt'],
    ['a zero budget', { budget: 0 }, 'budget'],
    ['a zero per-member cap', { perMemberCap: 0 }, 'perMemberCap'],
    ['trial accounts named', { eligibility: { memberTypes: [1, 4], newMembersOnly: false, languages: [] } }, 'eligibility.memberTypes'],
    ['an unknown member type', { eligibility: { memberTypes: [3], newMembersOnly: false, languages: [] } }, 'eligibility.memberTypes'],
  ])('deposit match: %s', (_name, change, field) => {
    expect(fieldOf(draftOf('depositMatch', NOW, change))).toBe(field);
  });

  test.each<[string, PromotionDraft, string]>([
    ['cashback without a period', draftOf('cashback', NOW, { period: null }), 'period'],
    ['cashback with a minimum deposit', draftOf('cashback', NOW, { minDeposit: 100 }), 'minDeposit'],
    ['cashback with game types', draftOf('cashback', NOW, { gameTypes: ['RNG'] }), 'gameTypes'],
    ['cashback with channels', draftOf('cashback', NOW, { channels: ['BKASH'] }), 'channels'],
    ['rebate without a rate', draftOf('rebate', NOW, { rateBp: null }), 'rateBp'],
    ['rebate with a fixed amount', draftOf('rebate', NOW, { fixedAmount: 5 }), 'fixedAmount'],
    ['manual reward without an amount', draftOf('manualReward', NOW, { fixedAmount: null }), 'fixedAmount'],
    ['manual reward of zero', draftOf('manualReward', NOW, { fixedAmount: 0 }), 'fixedAmount'],
    ['manual reward above the bonus maximum', draftOf('manualReward', NOW, { fixedAmount: BONUS_AMOUNT_MAX + 1 }), 'fixedAmount'],
    ['manual reward with a rate', draftOf('manualReward', NOW, { rateBp: 100 }), 'rateBp'],
    ['sign-up with a negative amount', draftOf('signUp', NOW, { fixedAmount: -1 }), 'fixedAmount'],
    ['sign-up without an amount', draftOf('signUp', NOW, { fixedAmount: null }), 'fixedAmount'],
    ['sign-up with a deposit kind', draftOf('signUp', NOW, { depositKind: 'any' }), 'depositKind'],
  ])('%s', (_name, draft, field) => {
    expect(fieldOf(draft)).toBe(field);
  });
});
