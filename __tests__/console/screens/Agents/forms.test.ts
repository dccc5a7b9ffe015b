import { AGENT_MAX_REBATE_BP, AGENT_MAX_SHARE_BP, AGENT_MAX_TIERS } from '@common/rules/agents';
import { offerFormOf, offerOfForm, tierRowOf, type OfferForm } from '../../../../console/screens/Agents/forms/offer';
import { rebateBpOf, settingsOfForm } from '../../../../console/screens/Agents/forms/settings';
import { parseMoneyInput, parsePercentInput } from '../../../../console/screens/Agents/forms/units';
import { contract } from './fixtures';

const rows = (...tiers: [string, string, string][]) => tiers.map(([minActivePlayers, minTurnover, value]) => ({ ...tierRowOf('dividend', null), minActivePlayers, minTurnover, value }));
const dividend = (...tiers: [string, string, string][]): OfferForm => ({ kind: 'dividend', cycle: 'month', tiers: rows(...tiers) });

describe('agent forms (console)', () => {
  test('amounts are typed in major units with grouping commas and become exact minor units; percentages become basis points', () => {
    expect(parseMoneyInput('1,500.00')).toBe(150_000);
    expect(parseMoneyInput('0.1')).toBe(10);
    expect(parseMoneyInput('1.005')).toBeNull();
    expect(parseMoneyInput('-5')).toBeNull();
    expect(parsePercentInput('35')).toBe(3_500);
    expect(parsePercentInput('12.34%')).toBe(1_234);
  });

  test('an offer is sent with each tier asking at least as much on both minimums, more on one, and giving more', () => {
    expect(offerOfForm(dividend(['5', '1,000', '20'], ['5', '2,000', '30'], ['8', '2,000', '35']))).toEqual({
      value: { kind: 'dividend', cycle: 'month', tiers: [{ minActivePlayers: 5, minTurnover: 100_000, value: 2_000 }, { minActivePlayers: 5, minTurnover: 200_000, value: 3_000 }, { minActivePlayers: 8, minTurnover: 200_000, value: 3_500 }] },
    });
    expect(offerOfForm(dividend(['5', '1000', '20'], ['5', '1000', '30']))).toEqual({ problem: 'tierOrder', row: 2 });
    expect(offerOfForm(dividend(['5', '1000', '20'], ['6', '900', '30']))).toEqual({ problem: 'tierOrder', row: 2 });
    expect(offerOfForm(dividend(['5', '1000', '20'], ['6', '1000', '20']))).toEqual({ problem: 'tierOrder', row: 2 });
  });

  test('an offer refuses missing or too many tiers, a bad count or amount, and a value out of range', () => {
    expect(offerOfForm(dividend())).toEqual({ problem: 'noTiers' });
    expect(offerOfForm(dividend(...Array.from({ length: AGENT_MAX_TIERS + 1 }, (_, i): [string, string, string] => [String(i), String(i), String(i + 1)])))).toEqual({ problem: 'tooManyTiers' });
    expect(offerOfForm(dividend(['1.5', '0', '10']))).toEqual({ problem: 'badPlayers', row: 1 });
    expect(offerOfForm(dividend(['1', 'abc', '10']))).toEqual({ problem: 'badTurnover', row: 1 });
    expect(offerOfForm(dividend(['1', '0', String(AGENT_MAX_SHARE_BP / 100 + 1)]))).toEqual({ problem: 'badShare', row: 1 });
    expect(offerOfForm(dividend(['1', '0', '0']))).toEqual({ problem: 'badShare', row: 1 });
    expect(offerOfForm({ kind: 'hourlySalary', cycle: 'hour', tiers: rows(['1', '0', '0']) })).toEqual({ problem: 'badSalary', row: 1 });
  });

  test('an amendment starts from the contract of the kind the agent holds or was offered; a new kind from one empty tier and its first cycle', () => {
    const form = offerFormOf('dividend', [contract()]);
    expect(form.cycle).toBe('month');
    expect(form.tiers.map((t) => [t.minActivePlayers, t.minTurnover, t.value])).toEqual([['5', '1000', '20'], ['10', '5000', '30']]);
    const fresh = offerFormOf('hourlySalary', [contract()]);
    expect(fresh.cycle).toBe('hour');
    expect(fresh.tiers).toHaveLength(1);
  });

  test('settings convert amounts and the rebate rate, which is at most AGENT_MAX_REBATE_BP', () => {
    expect(settingsOfForm({ transferDailyCap: '50,000', payoutApprovalThreshold: '10000.5', topRebate: '1' }, 'MLOBBY')).toEqual({ value: { merchantCode: 'MLOBBY', transferDailyCap: 5_000_000, payoutApprovalThreshold: 1_000_050, topRebateBp: 100 } });
    expect(settingsOfForm({ transferDailyCap: 'x', payoutApprovalThreshold: '1', topRebate: '1' }, 'MLOBBY')).toEqual({ problem: 'badAmount' });
    expect(rebateBpOf(String(AGENT_MAX_REBATE_BP / 100))).toBe(AGENT_MAX_REBATE_BP);
    expect(rebateBpOf(String(AGENT_MAX_REBATE_BP / 100 + 0.01))).toBeNull();
  });
});
