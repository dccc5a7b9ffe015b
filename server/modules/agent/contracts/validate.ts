/**
 * Checking an offer's terms (docs/agents.md "Contracts"): a known kind, a cycle that kind may use,
 * 1..AGENT_MAX_TIERS tiers of whole numbers ≥ 0, strictly increasing (each next tier's minimums ≥
 * the previous ones with at least one greater, its value greater), values above 0, a salary at most
 * AGENT_MAX_SALARY and a dividend share at most AGENT_MAX_SHARE_BP. The first fault throws
 * agent.invalid naming the field (and the 1-based tier); nothing is saved.
 */
import type { ContractTier } from '@common/contract/agents';
import { ErrorCode } from '@common/contract/envelope';
import { AGENT_MAX_SALARY, AGENT_MAX_SHARE_BP, AGENT_MAX_TIERS, CONTRACT_KINDS, CYCLES_OF, type ContractCycle, type ContractKind } from '@common/rules/agents';
import { AppError } from '../../../http/envelope';

/** An offer's terms as the caller sent them. */
export interface ContractTerms {
  kind: ContractKind;
  cycle: ContractCycle;
  tiers: ContractTier[];
}

const invalid = (field: string, tier?: number): AppError => new AppError(ErrorCode.agentInvalid, { params: tier === undefined ? { field } : { field, tier } });
const whole = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** Throws agent.invalid (params.field, and params.tier for a tier's fault) at the terms' first fault. */
export function checkTerms(terms: ContractTerms): void {
  if (!(CONTRACT_KINDS as readonly string[]).includes(terms.kind)) throw invalid('kind');
  if (!CYCLES_OF[terms.kind].includes(terms.cycle)) throw invalid('cycle');
  if (!Array.isArray(terms.tiers) || terms.tiers.length < 1 || terms.tiers.length > AGENT_MAX_TIERS) throw invalid('tiers');
  const maxValue = terms.kind === 'dividend' ? AGENT_MAX_SHARE_BP : AGENT_MAX_SALARY;
  terms.tiers.forEach((tier, i) => {
    const n = i + 1;
    if (!whole(tier.minActivePlayers)) throw invalid('minActivePlayers', n);
    if (!whole(tier.minTurnover)) throw invalid('minTurnover', n);
    if (!whole(tier.value) || tier.value === 0 || tier.value > maxValue) throw invalid('value', n);
    const before = terms.tiers[i - 1];
    if (!before) return;
    if (tier.minActivePlayers < before.minActivePlayers) throw invalid('minActivePlayers', n);
    if (tier.minTurnover < before.minTurnover) throw invalid('minTurnover', n);
    if (tier.minActivePlayers === before.minActivePlayers && tier.minTurnover === before.minTurnover) throw invalid('minTurnover', n);
    if (tier.value <= before.value) throw invalid('value', n);
  });
}
