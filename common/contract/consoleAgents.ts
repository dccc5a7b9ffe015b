/**
 * Agents in the operator console (issue 18, docs/agents.md): create and promote agents, the
 * hierarchy, contracts offered by the merchant to top-level agents (and amended: from the next
 * period), statements with approval of payouts above the threshold (review queue kind
 * 'agent-payout'), the agent settings and the agents report. Permission: agents.manage (owner,
 * agentManager).
 */
import type { ContractKind, StatementState } from '../rules/agents';
import type { ContractTier, ContractValue, StatementValue, TeamFigures } from './agents';
import type { Page } from './consolePlayers';
import type { ReviewKind } from './review';
import { CONSOLE_API } from './operator';

export const ConsoleAgentPath = {
  /** GET ?merchantCode&search&uplineId&page → Page<ConsoleAgent>: agents (uplineId: its direct sub-agents; none: top-level ones). */
  agents: `${CONSOLE_API}/agents`,
  /** POST CreateAgentRequest → ConsoleAgent: a new member account that is an agent. */
  create: `${CONSOLE_API}/agents/create`,
  /** POST PromoteAgentRequest → ConsoleAgent: an existing real member becomes an agent. */
  promote: `${CONSOLE_API}/agents/promote`,
  /** GET → ConsoleAgentDetail. */
  agent: (memberId: number | string) => `${CONSOLE_API}/agents/${memberId}`,
  /** POST ConsoleOfferRequest → ContractValue: the merchant offers or amends a top-level agent's contract. */
  offer: (memberId: number | string) => `${CONSOLE_API}/agents/${memberId}/offer`,
  /** POST { contractId } → ContractValue: withdraws an offer or ends a contract the merchant offered. */
  endContract: (memberId: number | string) => `${CONSOLE_API}/agents/${memberId}/contract/end`,
  /** POST { rebateBp } → ConsoleAgent: a top-level agent's own rebate rate. */
  rebate: (memberId: number | string) => `${CONSOLE_API}/agents/${memberId}/rebate`,
  /** GET ?merchantCode&agentId&kind&state&page → Page<ConsoleStatement>. */
  statements: `${CONSOLE_API}/agents/statements`,
  /** GET ?merchantCode → AgentSettings; PUT AgentSettings. */
  settings: `${CONSOLE_API}/agents/settings`,
  /** GET ?merchantCode&from&to → AgentsReport. */
  report: `${CONSOLE_API}/agents/report`,
} as const;

/** The review queue's kind for statements above the approval threshold (common/contract/review.ts sources). */
export const AGENT_PAYOUT_REVIEW_KIND = 'agent-payout' satisfies ReviewKind;

export interface ConsoleAgent {
  memberId: number;
  merchantCode: string;
  username: string;
  /** The agent's own affiliate code (its first). */
  code: string;
  depth: number;
  uplineId: number | null;
  uplineUsername: string | null;
  rebateBp: number;
  subAgents: number;
  directMembers: number;
  teamMembers: number;
  contracts: Partial<Record<ContractKind, 'offered' | 'signed'>>;
  createdAt: number;
}

export interface ConsoleAgentDetail {
  agent: ConsoleAgent;
  /** Root first: the agent's uplines up to its top-level agent. */
  uplines: { memberId: number; username: string }[];
  contracts: ContractValue[];
  /** This month's whole-team figures. */
  figures: TeamFigures;
  paidTotal: number;
}

export interface CreateAgentRequest {
  merchantCode: string;
  username: string;
  password: string;
  /** Optional upline agent (member id); none: top-level. */
  uplineId?: number | null;
}

export interface PromoteAgentRequest {
  merchantCode: string;
  username: string;
}

export interface ConsoleOfferRequest {
  kind: ContractKind;
  cycle: ContractValue['cycle'];
  tiers: ContractTier[];
}

export interface ConsoleStatement extends StatementValue {
  agentId: number;
  username: string;
  approvedBy: string | null;
}

export interface AgentSettings {
  merchantCode: string;
  transferDailyCap: number;
  payoutApprovalThreshold: number;
  topRebateBp: number;
}

export interface AgentsReportRow {
  agentId: number;
  username: string;
  depth: number;
  playersBrought: number;
  depositors: number;
  deposits: number;
  turnover: number;
  ngr: number;
  commissionPaid: number;
  commissionPending: number;
}

export interface AgentsReport {
  from: number;
  to: number;
  rows: AgentsReportRow[];
  totals: Omit<AgentsReportRow, 'agentId' | 'username' | 'depth'>;
}

export type { Page, StatementState };
