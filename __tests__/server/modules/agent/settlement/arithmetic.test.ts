/** A statement's arithmetic (docs/agents.md "Settlement"): net = gross − Σ sub-agents' gross + carry-in; paid = max(0, net); carry-out = min(0, net). */
import type { ContractTier } from '@common/contract/agents';
import { contractGross } from '../../../../../server/modules/agent/contracts';
import { statementLines, statementSums } from '../../../../../server/modules/agent/settlement';

const salary: ContractTier[] = [
  { minActivePlayers: 1, minTurnover: 1_000, value: 500 },
  { minActivePlayers: 3, minTurnover: 5_000, value: 2_000 },
];
const dividend: ContractTier[] = [{ minActivePlayers: 1, minTurnover: 0, value: 2_500 }];

test.each([
  ['no tier met: gross 0', 'dailySalary', salary, 0, 0n, 0n, 0, 0n],
  ['both minimums of tier 1 met', 'dailySalary', salary, 1, 1_000n, 0n, 1, 500n],
  ['players of tier 2 but turnover one short: tier 1', 'dailySalary', salary, 5, 4_999n, 0n, 1, 500n],
  ['tier 2 exactly', 'hourlySalary', salary, 3, 5_000n, 0n, 2, 2_000n],
  ['dividend share of a positive NGR rounds down', 'dividend', dividend, 1, 10n, 1_001n, 1, 250n],
  ['dividend of a negative NGR is negative, rounded toward −∞', 'dividend', dividend, 1, 10n, -1_001n, 1, -251n],
] as const)('the tier and gross: %s', (_name, kind, tiers, activePlayers, turnover, ngr, tier, gross) => {
  expect(contractGross(kind, tiers, { activePlayers, turnover, ngr })).toEqual({ tier, gross });
});

test.each([
  ['gross alone is paid', 500n, [], 0n, { subAgents: 0n, net: 500n, paid: 500n, carryOut: 0n }],
  ['the upline pays its sub-agents out of its gross', 500n, [200n, 100n], 0n, { subAgents: 300n, net: 200n, paid: 200n, carryOut: 0n }],
  ['sub-agents that out-earned the upline leave it a negative carry', 100n, [300n], 0n, { subAgents: 300n, net: -200n, paid: 0n, carryOut: -200n }],
  ['a negative dividend carries over whole', -1_000n, [], 0n, { subAgents: 0n, net: -1_000n, paid: 0n, carryOut: -1_000n }],
  ['a carry-in is paid back first', 1_500n, [], -1_000n, { subAgents: 0n, net: 500n, paid: 500n, carryOut: 0n }],
  ['a carry-in larger than the gross carries the rest', 200n, [], -1_000n, { subAgents: 0n, net: -800n, paid: 0n, carryOut: -800n }],
  ['a negative sub-agent gross adds to the upline', 100n, [-50n], 0n, { subAgents: -50n, net: 150n, paid: 150n, carryOut: 0n }],
] as const)('net, paid and carry-out: %s', (_name, gross, subs, carryIn, want) => {
  expect(statementSums(gross, subs.map((g, i) => ({ label: `s${i}`, gross: g })), carryIn)).toEqual(want);
});

test('the lines read tier, gross, each sub-agent taken off, carry-in, net, paid, carry-out', () => {
  const subs = [{ label: 'ab***yz', gross: 300n }];
  const sums = statementSums(500n, subs, -100n);
  expect(statementLines(1, 500, 500n, subs, -100n, sums)).toEqual([
    { kind: 'tier', label: '1', amount: 500 },
    { kind: 'gross', label: '', amount: 500 },
    { kind: 'subAgent', label: 'ab***yz', amount: -300 },
    { kind: 'carryIn', label: '', amount: -100 },
    { kind: 'net', label: '', amount: 100 },
    { kind: 'paid', label: '', amount: 100 },
    { kind: 'carryOut', label: '', amount: 0 },
  ]);
});
