/**
 * Agents (issue 18, docs/agents.md): the contract kinds and their periods, and every limit and
 * timing of the agent area, in one place for the site, the console and the server alike.
 */
import type { MemberType } from '../contract/member';

/** The three contracts of §1: daily salary, dividend, hourly salary. */
export const CONTRACT_KINDS = ['dailySalary', 'dividend', 'hourlySalary'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** The settlement periods (UTC): hour, day, half-month (1st–15th, 16th–end) and month. */
export const CONTRACT_CYCLES = ['hour', 'day', 'halfMonth', 'month'] as const;
export type ContractCycle = (typeof CONTRACT_CYCLES)[number];

/** The cycles each kind may use: salaries have one; a dividend is half-monthly or monthly. */
export const CYCLES_OF: Readonly<Record<ContractKind, readonly ContractCycle[]>> = {
  dailySalary: ['day'],
  dividend: ['halfMonth', 'month'],
  hourlySalary: ['hour'],
};

/** §3 contract request names, one per kind (the wire's `request` field of a contract). */
export const CONTRACT_REQUEST: Readonly<Record<ContractKind, string>> = {
  dailySalary: 'dailysalreqtype',
  dividend: 'divtypecompperiodreq',
  hourlySalary: 'contracthoursalreq',
};

/** A contract's life: offered (waiting for the agent's signature), signed, withdrawn (never signed), ended (superseded or ended). */
export const CONTRACT_STATES = ['offered', 'signed', 'withdrawn', 'ended'] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];

/** A statement: paid (or nothing to pay), pending an operator's approval (paid above the threshold), rejected. */
export const STATEMENT_STATES = ['paid', 'pending', 'rejected'] as const;
export type StatementState = (typeof STATEMENT_STATES)[number];

/** Team KPI scopes (§7 "team KPI A/B"): direct members (A) and the whole team (B). */
export const TEAM_SCOPES = ['direct', 'team'] as const;
export type TeamScope = (typeof TEAM_SCOPES)[number];

/** Member types agent contract checks skip (§4: trial 4 and 40, 41, 42); none of them can be an agent either. */
export const AGENT_CHECK_EXCLUDED_TYPES: readonly MemberType[] = [4, 40, 41, 42];

/** True when §4's agent contract checks apply to a member of this type. */
export function agentChecksApply(type: MemberType | number): boolean {
  return !(AGENT_CHECK_EXCLUDED_TYPES as readonly number[]).includes(type);
}

/** Most tiers in one contract. */
export const AGENT_MAX_TIERS = 10;
/** Deepest level of the hierarchy (a top-level agent is 1). */
export const AGENT_MAX_DEPTH = 5;
/** Highest rebate rate an agent may hold or set (basis points: 3%). */
export const AGENT_MAX_REBATE_BP = 300;
/** Highest dividend share (basis points: 60% of NGR). */
export const AGENT_MAX_SHARE_BP = 6_000;
/** Highest salary per day or per hour, minor units (a guard against a typo of two zeros). */
export const AGENT_MAX_SALARY = 100_000_000;
/** Most affiliate links an agent keeps active at once. */
export const AGENT_MAX_LINKS = 20;
/** Longest link label, characters. */
export const AGENT_LINK_LABEL_MAX = 40;
/** Smallest downline transfer, minor units (1.00). */
export const AGENT_TRANSFER_MIN = 100;

/** Per-merchant defaults of the agent settings (the console changes them). */
export const AGENT_SETTING_DEFAULTS = {
  /** Most an agent may transfer to its team per UTC day, minor units (50,000.00). */
  transferDailyCap: 5_000_000,
  /** A statement paying more than this waits for an operator's approval, minor units (10,000.00). */
  payoutApprovalThreshold: 1_000_000,
  /** A top-level agent's rebate rate when the merchant sets none, basis points. */
  topRebateBp: 100,
} as const;

/** Default seconds between rounds of the agent settlement job (AGENT_JOB_SECONDS; 0 switches it off). */
export const AGENT_JOB_SECONDS_DEFAULT = 60;
/** Rows per page of agent lists (team, statements, transfers). */
export const AGENT_PAGE_SIZE = 20;
