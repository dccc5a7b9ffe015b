/**
 * The contract offer being written (docs/agents.md "Contracts"): a kind, one of its cycles
 * (CYCLES_OF), and tier rows of minimum active players, minimum turnover (major units) and the
 * value (salary: an amount per period; dividend: a percentage of NGR). The form refuses what the
 * server would (tiers strictly increasing, at most AGENT_MAX_TIERS, values in range) before sending.
 */
import type { ContractTier, ContractValue } from '@common/contract/agents';
import type { ConsoleOfferRequest } from '@common/contract/consoleAgents';
import { AGENT_MAX_SALARY, AGENT_MAX_SHARE_BP, AGENT_MAX_TIERS, CYCLES_OF, type ContractCycle, type ContractKind } from '@common/rules/agents';
import { amountText, parseCountInput, parseMoneyInput, parsePercentInput, percentText } from './units';

/** Every problem the agent forms can name (console keys agents.problems.<problem>). */
export const AGENT_PROBLEMS = ['noTiers', 'tooManyTiers', 'badPlayers', 'badTurnover', 'badSalary', 'badShare', 'tierOrder', 'badAmount', 'badRebate'] as const;
export type AgentProblem = (typeof AGENT_PROBLEMS)[number];

export interface Problem {
  problem: AgentProblem;
  /** The 1-based tier row it concerns. */
  row?: number;
}

export type Checked<T> = { value: T } | Problem;

export interface TierRow {
  key: number;
  minActivePlayers: string;
  minTurnover: string;
  value: string;
}

export interface OfferForm {
  kind: ContractKind;
  cycle: ContractCycle;
  tiers: TierRow[];
}

let nextKey = 1;

/** The value of a tier as typed: a salary in major units, a dividend share as a percentage. */
const valueText = (kind: ContractKind, value: number) => (kind === 'dividend' ? percentText(value) : amountText(value));

export function tierRowOf(kind: ContractKind, tier: ContractTier | null): TierRow {
  return {
    key: nextKey++,
    minActivePlayers: tier ? String(tier.minActivePlayers) : '',
    minTurnover: tier ? amountText(tier.minTurnover) : '',
    value: tier ? valueText(kind, tier.value) : '',
  };
}

/** The form for a kind: the contract it amends (the latest offered or signed of the kind), or one empty tier. */
export function offerFormOf(kind: ContractKind, contracts: readonly ContractValue[]): OfferForm {
  const current = contracts.find((c) => c.kind === kind && (c.state === 'offered' || c.state === 'signed'));
  return {
    kind,
    cycle: current?.cycle ?? CYCLES_OF[kind][0]!,
    tiers: current ? current.tiers.map((tier) => tierRowOf(kind, tier)) : [tierRowOf(kind, null)],
  };
}

/** The offer to send, or the first problem and its tier row. */
export function offerOfForm(form: OfferForm): Checked<ConsoleOfferRequest> {
  if (form.tiers.length === 0) return { problem: 'noTiers' };
  if (form.tiers.length > AGENT_MAX_TIERS) return { problem: 'tooManyTiers' };
  const tiers: ContractTier[] = [];
  for (const [i, row] of form.tiers.entries()) {
    const at = i + 1;
    const minActivePlayers = parseCountInput(row.minActivePlayers);
    if (minActivePlayers === null) return { problem: 'badPlayers', row: at };
    const minTurnover = parseMoneyInput(row.minTurnover);
    if (minTurnover === null) return { problem: 'badTurnover', row: at };
    const dividend = form.kind === 'dividend';
    const value = dividend ? parsePercentInput(row.value) : parseMoneyInput(row.value);
    if (value === null || value <= 0 || value > (dividend ? AGENT_MAX_SHARE_BP : AGENT_MAX_SALARY)) return { problem: dividend ? 'badShare' : 'badSalary', row: at };
    const previous = tiers.at(-1);
    // Each tier asks at least as much on both minimums, more on one, and gives more.
    if (previous && !(minActivePlayers >= previous.minActivePlayers && minTurnover >= previous.minTurnover && (minActivePlayers > previous.minActivePlayers || minTurnover > previous.minTurnover) && value > previous.value)) {
      return { problem: 'tierOrder', row: at };
    }
    tiers.push({ minActivePlayers, minTurnover, value });
  }
  return { value: { kind: form.kind, cycle: form.cycle, tiers } };
}

/** Problem bounds the strings interpolate. */
export const PROBLEM_BOUNDS = { maxTiers: AGENT_MAX_TIERS, maxShare: percentText(AGENT_MAX_SHARE_BP), maxSalary: amountText(AGENT_MAX_SALARY) };
