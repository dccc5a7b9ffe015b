/**
 * An offer's terms (docs/agents.md "Contracts"): a kind and a cycle it may use, 1..AGENT_MAX_TIERS
 * tiers of whole numbers ≥ 0, strictly increasing, values above 0 and within the salary and share
 * limits. Each fault is agent.invalid naming the field (and the tier).
 */
import type { ContractTier } from '@common/contract/agents';
import { ErrorCode } from '@common/contract/envelope';
import { AGENT_MAX_SALARY, AGENT_MAX_SHARE_BP, AGENT_MAX_TIERS, type ContractCycle, type ContractKind } from '@common/rules/agents';
import { checkTerms, type ContractTerms } from '../../../../../server/modules/agent/contracts';

const tier = (minActivePlayers: number, minTurnover: number, value: number): ContractTier => ({ minActivePlayers, minTurnover, value });
const terms = (kind: string, cycle: string, tiers: ContractTier[]): ContractTerms => ({ kind: kind as ContractKind, cycle: cycle as ContractCycle, tiers });
const fault = (t: ContractTerms): unknown => {
  try {
    checkTerms(t);
    return null;
  } catch (err) {
    return { code: (err as { code: string }).code, params: (err as { params: unknown }).params };
  }
};
const invalid = (field: string, tier?: number) => ({ code: ErrorCode.agentInvalid, params: tier === undefined ? { field } : { field, tier } });

describe('contract terms', () => {
  test.each([
    ['one salary tier', terms('hourlySalary', 'hour', [tier(0, 0, 1)])],
    ['the highest salary', terms('dailySalary', 'day', [tier(0, 0, AGENT_MAX_SALARY)])],
    ['a half-monthly dividend at the highest share', terms('dividend', 'halfMonth', [tier(1, 100, 10), tier(2, 100, AGENT_MAX_SHARE_BP)])],
    ['a monthly dividend', terms('dividend', 'month', [tier(1, 100, 10)])],
    ['tiers raising only the players', terms('dailySalary', 'day', [tier(1, 100, 10), tier(2, 100, 20)])],
    ['tiers raising only the turnover', terms('dailySalary', 'day', [tier(1, 100, 10), tier(1, 200, 20)])],
    ['the most tiers', terms('dailySalary', 'day', Array.from({ length: AGENT_MAX_TIERS }, (_, i) => tier(i, i, i + 1)))],
  ])('accepts %s', (_name, t) => {
    expect(fault(t)).toBeNull();
  });

  test.each([
    ['an unknown kind', terms('weeklySalary', 'day', [tier(0, 0, 1)]), invalid('kind')],
    ['a salary on another cycle', terms('dailySalary', 'hour', [tier(0, 0, 1)]), invalid('cycle')],
    ['a dividend per day', terms('dividend', 'day', [tier(0, 0, 1)]), invalid('cycle')],
    ['an hourly salary per day', terms('hourlySalary', 'day', [tier(0, 0, 1)]), invalid('cycle')],
    ['no tiers', terms('dailySalary', 'day', []), invalid('tiers')],
    ['too many tiers', terms('dailySalary', 'day', Array.from({ length: AGENT_MAX_TIERS + 1 }, (_, i) => tier(i, i, i + 1))), invalid('tiers')],
    ['negative players', terms('dailySalary', 'day', [tier(-1, 0, 1)]), invalid('minActivePlayers', 1)],
    ['fractional turnover', terms('dailySalary', 'day', [tier(0, 1.5, 1)]), invalid('minTurnover', 1)],
    ['a zero value', terms('dailySalary', 'day', [tier(0, 0, 0)]), invalid('value', 1)],
    ['a salary above the limit', terms('hourlySalary', 'hour', [tier(0, 0, AGENT_MAX_SALARY + 1)]), invalid('value', 1)],
    ['a share above the limit', terms('dividend', 'month', [tier(0, 0, AGENT_MAX_SHARE_BP + 1)]), invalid('value', 1)],
    ['fewer players than the tier before', terms('dailySalary', 'day', [tier(2, 100, 10), tier(1, 200, 20)]), invalid('minActivePlayers', 2)],
    ['less turnover than the tier before', terms('dailySalary', 'day', [tier(1, 200, 10), tier(2, 100, 20)]), invalid('minTurnover', 2)],
    ['the same minimums as the tier before', terms('dailySalary', 'day', [tier(1, 100, 10), tier(1, 100, 20)]), invalid('minTurnover', 2)],
    ['the same value as the tier before', terms('dailySalary', 'day', [tier(1, 100, 10), tier(2, 100, 10)]), invalid('value', 2)],
    ['a lower value than the tier before', terms('dailySalary', 'day', [tier(1, 100, 10), tier(2, 200, 20), tier(3, 300, 15)]), invalid('value', 3)],
  ])('refuses %s with agent.invalid naming the field', (_name, t, expected) => {
    expect(fault(t)).toEqual(expected);
  });
});
