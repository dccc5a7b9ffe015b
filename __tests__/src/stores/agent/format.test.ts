import { bpPercent, parseBp } from '../../../../src/stores/agent/format';
import { parseTiers } from '../../../../src/stores/agent/tiers';

describe('agent formats', () => {
  it('shows basis points as percent with 2 decimals', () => {
    expect(bpPercent(125)).toBe('1.25%');
    expect(bpPercent(0)).toBe('0.00%');
    expect(bpPercent(6_000)).toBe('60.00%');
  });

  it('reads a typed percent as basis points, 0 included', () => {
    expect(parseBp('1.25')).toBe(125);
    expect(parseBp('0')).toBe(0);
    expect(parseBp('1.255')).toBeNull();
    expect(parseBp('x')).toBeNull();
  });

  it('reads offer tiers: salaries as minor units, dividends as basis points; a bad row is named', () => {
    const row = { minActivePlayers: '5', minTurnover: '1000', value: '50' };
    expect(parseTiers('dailySalary', [row])).toEqual({ tiers: [{ minActivePlayers: 5, minTurnover: 100_000, value: 5_000 }] });
    expect(parseTiers('dividend', [{ ...row, value: '25' }])).toEqual({ tiers: [{ minActivePlayers: 5, minTurnover: 100_000, value: 2_500 }] });
    expect(parseTiers('dailySalary', [row, { ...row, minActivePlayers: 'x' }])).toEqual({ problem: { key: 'agent.offer.tierInvalid', params: { n: 2 } } });
    expect(parseTiers('dailySalary', [])).toMatchObject({ problem: { key: 'agent.offer.tierCount' } });
  });
});
