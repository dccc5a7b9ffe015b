/**
 * The agent area (issue 18, docs/agents.md; §1 salary and dividend area and affiliate links, §2 the
 * three contract screens, §3 contract requests and AGENTPOLICY3, §6 agent-only calls, §7 contracts,
 * team KPI A/B, subordinates, rebate updates, affiliate URL create/view/delete, downline transfer).
 * Amounts are minor units, rates basis points, times epoch ms, periods UTC (common/rules/agents.ts).
 * Every call but the affiliate look-up (AccountPath.affiliate) answers agent.only to a non-agent.
 */
import type { ContractCycle, ContractKind, ContractState, StatementState, TeamScope } from '../rules/agents';
import type { Page } from './consolePlayers';

export const AgentPath = {
  /** GET → AgentHomeValue: the caller's agent profile, contracts waiting for a signature (the §4 prompts) and this period's earnings. */
  home: '/wps/agent/home',
  /** GET ?kind → ContractViewValue (§7 contract daily salary / dividend requests; hourly alike): the signed and the offered contract with the team's figures against each tier. */
  contract: '/wps/agent/contract',
  /** POST SignContractRequest → ContractValue: signs the offer. */
  sign: '/wps/agent/contract/sign',
  /** GET ?kind&page → Page<StatementValue>: the caller's statements, newest first. */
  statements: '/wps/agent/statements',
  /** GET ?scope&cycle → TeamKpiValue (§7 team KPI A/B). */
  kpi: '/wps/agent/team/kpi',
  /** GET ?page&search → Page<SubordinateValue> (§7 subordinates): direct members and sub-agents. */
  subordinates: '/wps/agent/team/subordinates',
  /** POST OfferContractRequest → ContractValue: the caller offers (or amends) a sub-agent's contract, never better than its own. */
  offer: '/wps/agent/team/offer',
  /** POST WithdrawOfferRequest → ContractValue: withdraws an unsigned offer or ends a signed contract the caller offered (from the next period). */
  withdrawOffer: '/wps/agent/team/offer/withdraw',
  /** GET → RebateSettingsValue; POST RebateUpdateRequest → RebateSettingsValue (§7 rebate updates). */
  rebates: '/wps/agent/rebates',
  /** GET → AffiliateLinkValue[]; POST CreateLinkRequest → AffiliateLinkValue (§7 affiliate URL create/view). */
  links: '/wps/agent/links',
  /** POST DeleteLinkRequest → { deleted: true } (§7 affiliate URL delete). */
  deleteLink: '/wps/agent/links/delete',
  /** POST DownlineTransferRequest → DownlineTransferValue (§7 downline transfer); GET ?page → Page<DownlineTransferValue>. */
  transfer: '/wps/agent/transfer',
} as const;

/** A contract tier: the team's (B) minimums in a period and the value once both are met. */
export interface ContractTier {
  minActivePlayers: number;
  /** Minor units. */
  minTurnover: number;
  /** Salary: minor units per period; dividend: basis points of NGR. */
  value: number;
}

/** A contract as the agent (or its upline) sees it. */
export interface ContractValue {
  id: number;
  kind: ContractKind;
  /** §3 request name of the kind (dailysalreqtype, divtypecompperiodreq, contracthoursalreq). */
  request: string;
  cycle: ContractCycle;
  tiers: ContractTier[];
  state: ContractState;
  /** Who offered it: 'merchant' or the upline's masked username. */
  offeredBy: string;
  offeredAt: number;
  signedAt: number | null;
  /** When it applies from (set at signing: the current period's start for a first contract, the next period's for an amendment). */
  effectiveFrom: number | null;
  /** When it stops applying (ended or superseded), null while in force. */
  endsAt: number | null;
}

/** The team's figures over one period (§7 team KPI). */
export interface TeamFigures {
  periodStart: number;
  periodEnd: number;
  newMembers: number;
  activePlayers: number;
  depositors: number;
  deposits: number;
  turnover: number;
  /** Stakes − refunds − payouts − bonuses. */
  ngr: number;
}

/** GET contract: what the contract screen shows for one kind. */
export interface ContractViewValue {
  kind: ContractKind;
  request: string;
  /** The contract in force now (null: none). */
  current: ContractValue | null;
  /** An offer waiting for the caller's signature (null: none). */
  offer: ContractValue | null;
  /** The running period's whole-team figures, and the tier they qualify for so far (−1: none). */
  figures: TeamFigures | null;
  qualifyingTier: number;
  /** The running period's estimated gross (salary amount or dividend share of NGR so far). */
  estimate: number;
  /** The negative carry the next statement starts from (0 or below). */
  carry: number;
}

export interface SignContractRequest {
  contractId: number;
}

/** One line of a statement. */
export interface StatementLine {
  kind: 'tier' | 'gross' | 'subAgent' | 'carryIn' | 'net' | 'paid' | 'carryOut';
  /** subAgent: the sub-agent's masked username; tier: the tier number (1-based) or 0 for none. */
  label: string;
  amount: number;
}

export interface StatementValue {
  id: number;
  kind: ContractKind;
  cycle: ContractCycle;
  periodStart: number;
  periodEnd: number;
  figures: TeamFigures;
  tier: number;
  gross: number;
  subAgents: number;
  carryIn: number;
  net: number;
  paid: number;
  carryOut: number;
  state: StatementState;
  /** A rejected statement's reason. */
  reason: string | null;
  lines: StatementLine[];
  settledAt: number;
}

export interface AgentHomeValue {
  code: string;
  depth: number;
  upline: string | null;
  rebateBp: number;
  /** Kinds with an offer waiting for a signature: the §4 prompts. */
  offers: ContractKind[];
  /** Kinds with a contract in force. */
  contracts: ContractKind[];
  directMembers: number;
  teamMembers: number;
  /** Paid to the caller, all time. */
  earned: number;
}

export interface TeamKpiValue {
  scope: TeamScope;
  cycle: ContractCycle;
  current: TeamFigures;
  previous: TeamFigures;
}

/** A direct member or sub-agent (§7 subordinates). */
export interface SubordinateValue {
  memberId: number;
  /** Masked except for the caller's direct members, whom the agent knows. */
  username: string;
  agent: boolean;
  registeredAt: number;
  /** The rebate rate the caller set for this member (basis points; null: none set). */
  rebateBp: number | null;
  /** Sub-agents: their contracts (kind → state) and team size. */
  contracts: Partial<Record<ContractKind, ContractState>>;
  teamMembers: number;
  /** This month's turnover and deposits of the member (or, for a sub-agent, of its whole team). */
  turnover: number;
  deposits: number;
}

export interface OfferContractRequest {
  memberId: number;
  kind: ContractKind;
  cycle: ContractCycle;
  tiers: ContractTier[];
}

export interface WithdrawOfferRequest {
  contractId: number;
}

export interface RebateSettingsValue {
  /** The caller's own rate: the most it may set. */
  ownBp: number;
  /** Direct members' rates the caller set. */
  members: { memberId: number; username: string; rebateBp: number }[];
}

export interface RebateUpdateRequest {
  memberId: number;
  rebateBp: number;
}

export interface AffiliateLinkValue {
  code: string;
  label: string;
  /** `<origin>/m/register?code=<code>`. */
  url: string;
  createdAt: number;
  registrations: number;
  depositors: number;
  deposits: number;
}

export interface CreateLinkRequest {
  label: string;
}

export interface DeleteLinkRequest {
  code: string;
}

export interface DownlineTransferRequest {
  /** The receiving member's username (a member of the caller's whole team). */
  username: string;
  /** Minor units. */
  amount: number;
  /** The caller's withdrawal password (encrypted like every withdrawal password). */
  withdrawalPassword: string;
  /** Idempotency: a repeat with the same id applies nothing and answers the first result. */
  requestId: string;
}

export interface DownlineTransferValue {
  id: number;
  username: string;
  amount: number;
  createdAt: number;
  /** Balance left after the transfer (only in the POST answer; 0 in the list). */
  balance: number;
}

export type { Page };
