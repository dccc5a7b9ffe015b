import { AmountEntry, type AmountRules } from '../../../../src/stores/payments/AmountEntry';

const RULES: AmountRules = { min: 10_000, max: 2_500_000, feeBps: 150, feeFixed: 200 };
const entryWith = (rules: AmountRules | null = RULES) => new AmountEntry(() => rules);

describe('AmountEntry: the amount of a deposit or withdrawal', () => {
  it('works out the fee and what remains live, as the server charges: 1,000.00 at 1.5 % + 2.00 → 17.00 and 983.00', () => {
    const entry = entryWith();
    entry.set('1000');
    expect(entry.minor).toBe(100_000);
    expect(entry.fee).toBe(1_700);
    expect(entry.net).toBe(98_300);
    entry.set('1000.01');
    expect(entry.fee).toBe(1_700);
    expect(entry.net).toBe(98_301);
  });

  it('has no fee or net without an amount or a channel', () => {
    const entry = entryWith();
    expect(entry.fee).toBeNull();
    entry.set('50');
    expect(entryWith(null).fee).toBeNull();
  });

  it('names the problem: empty, unreadable, below the minimum, above the maximum', () => {
    const entry = entryWith();
    expect(entry.problem).toEqual({ key: 'pay.amountRequired' });
    entry.set('.');
    expect(entry.problem).toEqual({ key: 'pay.amountFormat' });
    entry.set('99.99');
    expect(entry.problem).toEqual({ key: 'pay.amountRange', params: { min: '100.00', max: '25,000.00' } });
    entry.set('25000.01');
    expect(entry.problem).toEqual({ key: 'pay.amountRange', params: { min: '100.00', max: '25,000.00' } });
    entry.set('25000');
    expect(entry.problem).toBeNull();
  });

  it('refuses more than the ceiling (a withdrawal’s available balance)', () => {
    const entry = entryWith({ ...RULES, ceiling: 50_000 });
    entry.set('500.01');
    expect(entry.problem).toEqual({ key: 'pay.amountOverBalance', params: { available: '500.00' } });
    entry.set('500');
    expect(entry.problem).toBeNull();
  });

  it('refuses an amount the fee eats whole', () => {
    const entry = entryWith({ min: 100, max: 10_000, feeBps: 0, feeFixed: 500 });
    entry.set('5');
    expect(entry.net).toBe(0);
    expect(entry.problem).toEqual({ key: 'pay.amountBelowFee' });
  });

  it('a preset writes its amount with 2 decimals; leaving the field rewrites a typed one so', () => {
    const entry = entryWith();
    entry.choose(50_000);
    expect(entry.text).toBe('500.00');
    entry.set('75.5');
    entry.normalise();
    expect(entry.text).toBe('75.50');
    entry.set('abc');
    entry.normalise();
    expect(entry.text).toBe('');
  });
});
