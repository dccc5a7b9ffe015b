import type { ContractTier } from '@common/contract/agents';
import { AGENT_MAX_TIERS, type ContractKind } from '@common/rules/agents';
import { parseMinor } from '../../utils/amount';
import type { Message } from '../UiStore';
import { parseBp } from './format';

/** A tier as typed in the offer form: active players (whole), turnover (amount), value (amount or percent). */
export interface TierText {
  minActivePlayers: string;
  minTurnover: string;
  value: string;
}

export const EMPTY_TIER: TierText = { minActivePlayers: '', minTurnover: '', value: '' };

/** A dividend's value is a share of NGR (percent → basis points); a salary's an amount (→ minor units). */
export const valueIsShare = (kind: ContractKind): boolean => kind === 'dividend';

const parseWhole = (text: string): number | null => (/^\s*\d{1,9}\s*$/.test(text) ? Number(text) : null);
const parseTurnover = (text: string): number | null => (/^\s*0+(\.0+)?\s*$/.test(text) ? 0 : parseMinor(text));

/**
 * The typed tiers as the wire takes them, or why they cannot be sent. The order rules (each tier
 * above the last, never better than the upline's) are the server's: its refusal names them.
 */
export function parseTiers(kind: ContractKind, rows: readonly TierText[]): { tiers: ContractTier[] } | { problem: Message } {
  if (rows.length === 0 || rows.length > AGENT_MAX_TIERS) return { problem: { key: 'agent.offer.tierCount', params: { max: AGENT_MAX_TIERS } } };
  const tiers: ContractTier[] = [];
  for (const [i, row] of rows.entries()) {
    const minActivePlayers = parseWhole(row.minActivePlayers);
    const minTurnover = parseTurnover(row.minTurnover);
    const value = valueIsShare(kind) ? parseBp(row.value) : parseMinor(row.value);
    if (minActivePlayers === null || minTurnover === null || value === null || value <= 0) return { problem: { key: 'agent.offer.tierInvalid', params: { n: i + 1 } } };
    tiers.push({ minActivePlayers, minTurnover, value });
  }
  return { tiers };
}
