/**
 * A statement's arithmetic and lines (docs/agents.md "Settlement"), pure on minor units: the
 * upline's net is its gross less its direct sub-agents' gross plus the carry-in; a positive net is
 * paid, a negative one carries into the agent's next statement of the kind.
 */
import type { StatementLine } from '@common/contract/agents';

export interface SubAgentGross {
  /** The sub-agent's masked username. */
  label: string;
  gross: bigint;
}

export interface StatementSums {
  subAgents: bigint;
  net: bigint;
  paid: bigint;
  carryOut: bigint;
}

/** net = gross − Σ sub-agents' gross + carry-in; paid = max(0, net); carry-out = min(0, net). */
export function statementSums(gross: bigint, subs: readonly SubAgentGross[], carryIn: bigint): StatementSums {
  const subAgents = subs.reduce((sum, s) => sum + s.gross, 0n);
  const net = gross - subAgents + carryIn;
  return { subAgents, net, paid: net > 0n ? net : 0n, carryOut: net < 0n ? net : 0n };
}

/**
 * The lines in reading order: the qualifying tier (label: its 1-based number, 0 for none; amount:
 * the tier's value — salary amount or share in basis points), gross, one line per sub-agent with
 * its gross as the amount taken off (negated), carry-in, net, paid, carry-out.
 */
export function statementLines(tier: number, tierValue: number, gross: bigint, subs: readonly SubAgentGross[], carryIn: bigint, sums: StatementSums): StatementLine[] {
  const line = (kind: StatementLine['kind'], amount: bigint, label = ''): StatementLine => ({ kind, label, amount: Number(amount) });
  return [
    { kind: 'tier', label: String(tier), amount: tierValue },
    line('gross', gross),
    ...subs.map((s) => line('subAgent', -s.gross, s.label)),
    line('carryIn', carryIn),
    line('net', sums.net),
    line('paid', sums.paid),
    line('carryOut', sums.carryOut),
  ];
}
