import type { PromotionType } from '@common/rules/promotions';
import { BONUS_EXPIRY_DAYS_DEFAULT, WAGERING_MULTIPLIER_PERCENT_DEFAULT } from '@common/rules/promotions';
import { draftOfForm, editableWhen, formOf, hundredthsText, type Form } from '../../../../console/screens/Promotions/draft';
import { promotion } from './fixtures';

/** A form that passes every check, of a type, with changes. */
const form = (type: PromotionType = 'depositMatch', over: Partial<Form> = {}): Form => ({
  ...formOf(null),
  type,
  title: { EN: 'Big weekend' },
  startsAt: '2030-01-01T00:00',
  rate: '0.8',
  minDeposit: '200',
  fixedAmount: '50',
  ...over,
});

const draft = (f: Form) => {
  const result = draftOfForm(f);
  if (!('draft' in result)) throw new Error(`refused: ${result.problem}`);
  return result.draft;
};
const problem = (f: Form) => ('problem' in draftOfForm(f) ? (draftOfForm(f) as { problem: string }).problem : null);

describe('promotion form (console/screens/Promotions/draft)', () => {
  test('a new form defaults to the rules: 5× wagering, 7 days to wager, every contribution 100 % (none listed)', () => {
    const f = formOf(null);
    expect(f.multiplier).toBe('5');
    expect(f.expiryDays).toBe(String(BONUS_EXPIRY_DAYS_DEFAULT));
    expect(f.contributions).toEqual({});
    const d = draft(form());
    expect(d.wageringMultiplierPercent).toBe(WAGERING_MULTIPLIER_PERCENT_DEFAULT);
    expect(d.bonusExpiryDays).toBe(BONUS_EXPIRY_DAYS_DEFAULT);
    expect(d.contributions).toEqual({});
  });

  test('a rate in percent with 2 decimals is basis points; amounts in major units are minor units; the multiplier × is percent', () => {
    const d = draft(form('depositMatch', { rate: '12.34', maxBonus: '5000.5', minDeposit: '200', multiplier: '10', budget: '100000', contributions: { LIVE: '10', RNG: '' } }));
    expect(d).toMatchObject({ rateBp: 1234, maxBonus: 500_050, minDeposit: 20_000, wageringMultiplierPercent: 1000, budget: 10_000_000, contributions: { LIVE: 10 } });
    expect(draft(form('depositMatch', { rate: '0.8' })).rateBp).toBe(80);
    expect(draft(form('depositMatch', { multiplier: '2.5' })).wageringMultiplierPercent).toBe(250);
  });

  test('a stored promotion reads back in the same units (bp → %, minor → major, percent → ×)', () => {
    const f = formOf(promotion({ rateBp: 80, maxBonus: 500_050, minDeposit: 20_000, wageringMultiplierPercent: 550, budget: null, perMemberCap: null }));
    expect(f).toMatchObject({ rate: '0.8', maxBonus: '5000.50', minDeposit: '200.00', multiplier: '5.5', budget: '', perMemberCap: '', contributions: { LIVE: '10' }, channels: 'bkash' });
    expect(hundredthsText(10_000, true)).toBe('100');
    expect(hundredthsText(-1250)).toBe('-12.50');
  });

  test('wagering above 10× is refused (WAGERING_MULTIPLIER_PERCENT_MAX), as are more than 2 decimals; 0 means none', () => {
    expect(problem(form('depositMatch', { multiplier: '10.01' }))).toBe('badMultiplier');
    expect(problem(form('depositMatch', { multiplier: '11' }))).toBe('badMultiplier');
    expect(problem(form('depositMatch', { multiplier: '5.555' }))).toBe('badMultiplier');
    expect(draft(form('depositMatch', { multiplier: '0' })).wageringMultiplierPercent).toBe(0);
  });

  test('a rate must be above 0 and at most 100 %', () => {
    expect(problem(form('cashback', { rate: '0' }))).toBe('badRate');
    expect(problem(form('cashback', { rate: '100.01' }))).toBe('badRate');
    expect(problem(form('cashback', { rate: 'ten' }))).toBe('badRate');
    expect(draft(form('cashback', { rate: '100' })).rateBp).toBe(10_000);
  });

  test('only the figures of the type are sent; the others are null or empty', () => {
    const everything = { maxBonus: '10', channels: 'bkash', gameTypes: ['LIVE' as const], linkedPromotionId: '3', imageRequired: true, remarkRequired: true };
    expect(draft(form('depositMatch', everything))).toMatchObject({ rateBp: 80, maxBonus: 1000, minDeposit: 20_000, depositKind: 'first', channels: ['bkash'], period: null, gameTypes: [], fixedAmount: null, linkedPromotionId: null, imageRequired: false });
    expect(draft(form('cashback', everything))).toMatchObject({ rateBp: 80, maxBonus: 1000, minDeposit: null, depositKind: null, channels: [], period: 'day', gameTypes: [], fixedAmount: null });
    expect(draft(form('rebate', { ...everything, period: 'week' }))).toMatchObject({ rateBp: 80, period: 'week', gameTypes: ['LIVE'], minDeposit: null, fixedAmount: null });
    expect(draft(form('manualReward', everything))).toMatchObject({ rateBp: null, maxBonus: null, period: null, fixedAmount: 5000, linkedPromotionId: 3, imageRequired: true, remarkRequired: true, channels: [] });
    expect(draft(form('signUp', everything))).toMatchObject({ rateBp: null, fixedAmount: 5000, linkedPromotionId: null, imageRequired: false, remarkRequired: false });
  });

  test('a sign-up event may grant nothing; an approved manual reward must grant something', () => {
    expect(draft(form('signUp', { fixedAmount: '0' })).fixedAmount).toBe(0);
    expect(problem(form('manualReward', { fixedAmount: '0' }))).toBe('badFixedAmount');
    expect(problem(form('manualReward', { fixedAmount: '10000000.01' }))).toBe('badFixedAmount');
  });

  test('texts: a title in some language, empty languages left out, each within its bound', () => {
    expect(problem(form('depositMatch', { title: { EN: '  ' } }))).toBe('titleMissing');
    expect(draft(form('depositMatch', { title: { EN: ' Big ', BN: '' }, terms: { EN: 'Rules', BN: ' ' } }))).toMatchObject({ title: { EN: 'Big' }, terms: { EN: 'Rules' } });
    expect(problem(form('depositMatch', { title: { EN: 'x'.repeat(81) } }))).toBe('textTooLong');
  });

  test('the schedule needs a start and an end after it; no end is allowed', () => {
    expect(problem(form('depositMatch', { startsAt: '' }))).toBe('startMissing');
    expect(problem(form('depositMatch', { endsAt: '2029-12-31T00:00' }))).toBe('endBeforeStart');
    expect(draft(form()).endsAt).toBeNull();
  });

  test('eligibility: member types sorted, languages upper-cased codes', () => {
    expect(draft(form('depositMatch', { memberTypes: [41, 1], languages: 'bn, en', newMembersOnly: true })).eligibility).toEqual({ memberTypes: [1, 41], newMembersOnly: true, languages: ['BN', 'EN'] });
    expect(problem(form('depositMatch', { languages: 'Bangla' }))).toBe('badLanguages');
  });

  test('limits: expiry days 1 to 90, caps whole, contributions whole percent 0 to 100', () => {
    expect(problem(form('depositMatch', { expiryDays: '91' }))).toBe('badExpiryDays');
    expect(problem(form('depositMatch', { expiryDays: '0' }))).toBe('badExpiryDays');
    expect(problem(form('depositMatch', { perMemberCap: '1.5' }))).toBe('badCap');
    expect(problem(form('depositMatch', { contributions: { LIVE: '101' } }))).toBe('badContribution');
    expect(problem(form('depositMatch', { budget: '0' }))).toBe('badBudget');
    expect(problem(form('depositMatch', { imageUrl: 'javascript:alert(1)' }))).toBe('badUrl');
  });

  test('a draft changes in full; a live or paused one only its texts and schedule; an ended one not at all', () => {
    expect(editableWhen(null)).toEqual({ figures: true, texts: true });
    expect(editableWhen('draft')).toEqual({ figures: true, texts: true });
    expect(editableWhen('live')).toEqual({ figures: false, texts: true });
    expect(editableWhen('paused')).toEqual({ figures: false, texts: true });
    expect(editableWhen('ended')).toEqual({ figures: false, texts: false });
  });
});
