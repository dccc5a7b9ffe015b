/**
 * Agents (issue 18, docs/agents.md): one merchant's agent hierarchy (top-level agents, drilled into
 * sub-agents), an agent's detail with the merchant's contracts of a top-level agent and its rebate
 * rate, the statements (those above the approval threshold wait in the review queue), the agent
 * settings and the agents report. A platform-wide operator picks the merchant first.
 */
import { makeAutoObservable } from 'mobx';
import {
  ConsoleAgentPath as Path,
  type AgentSettings,
  type AgentsReport,
  type ConsoleAgent,
  type ConsoleAgentDetail,
  type ConsoleOfferRequest,
  type ConsoleStatement,
  type CreateAgentRequest,
} from '@common/contract/consoleAgents';
import type { ContractValue } from '@common/contract/agents';
import type { Page } from '@common/contract/consolePlayers';
import type { ContractKind, StatementState } from '@common/rules/agents';
import { Loadable } from './base/Loadable';
import type { Clearable, RootStore } from './RootStore';

/** An agent on the drill-down path: the list shows its direct sub-agents. */
export interface AgentStep {
  memberId: number;
  username: string;
}

/** The statements' filter (null: any). */
export interface StatementFilter {
  agentId: number | null;
  kind: ContractKind | null;
  state: StatementState | null;
}

const NO_FILTER: StatementFilter = { agentId: null, kind: null, state: null };

export class AgentsStore implements Clearable {
  /** The merchant a platform-wide operator picked; a merchant's operator has its own. */
  merchantCode: string | null = null;
  search = '';
  /** Root first: the agents drilled into; empty shows the top-level agents. */
  trail: AgentStep[] = [];
  readonly agents = new Loadable<Page<ConsoleAgent>>();
  /** The last create or promote (its refusal shows beside its form). */
  readonly adding = new Loadable<ConsoleAgent>();
  readonly detail = new Loadable<ConsoleAgentDetail>();
  readonly offering = new Loadable<ContractValue>();
  readonly ending = new Loadable<ContractValue>();
  readonly savingRebate = new Loadable<ConsoleAgent>();
  statementFilter: StatementFilter = NO_FILTER;
  readonly statements = new Loadable<Page<ConsoleStatement>>();
  /** The statements waiting for an operator's approval (their total is what the link says). */
  readonly pending = new Loadable<Page<ConsoleStatement>>();
  readonly settings = new Loadable<AgentSettings>();
  readonly savingSettings = new Loadable<AgentSettings>();
  readonly report = new Loadable<AgentsReport>();

  constructor(private readonly root: RootStore) {
    const loadables = ['agents', 'adding', 'detail', 'offering', 'ending', 'savingRebate', 'statements', 'pending', 'settings', 'savingSettings', 'report'] as const;
    makeAutoObservable<AgentsStore, 'root'>(this, { root: false, ...Object.fromEntries(loadables.map((key) => [key, false])) });
  }

  /** The merchant shown: the picked one, or the operator's own (null: a platform-wide operator must pick). */
  get code(): string | null {
    return this.merchantCode ?? this.root.session.me?.merchantCode ?? null;
  }

  /** The agent whose sub-agents the list shows (null: the top-level agents). */
  get uplineId(): number | null {
    return this.trail.at(-1)?.memberId ?? null;
  }

  /** Shows another merchant: what was loaded for the last one goes. */
  pick(merchantCode: string | null): void {
    if (this.merchantCode !== merchantCode) this.clear();
    this.merchantCode = merchantCode;
  }

  private get query() {
    return { merchantCode: this.merchantCode };
  }

  loadAgents(page = 1): Promise<Page<ConsoleAgent> | null> {
    return this.agents.run(() => this.root.api.get(Path.agents, { ...this.query, search: this.search.trim(), uplineId: this.uplineId, page }));
  }

  /** Searches under the agent drilled into (the top level when none). */
  find(search: string): Promise<unknown> {
    this.search = search;
    return this.loadAgents();
  }

  /** Shows the direct sub-agents of the agent at the end of `trail` (root first; empty: the top level). */
  showTeam(trail: AgentStep[]): Promise<unknown> {
    this.trail = trail;
    this.search = '';
    return this.loadAgents();
  }

  /** Creates a new member account that is an agent; the list reloaded after. */
  create(request: Omit<CreateAgentRequest, 'merchantCode'>): Promise<ConsoleAgent | null> {
    return this.added(() => this.root.api.post(Path.create, { ...request, merchantCode: this.code }));
  }

  /** Makes an existing member an agent; the list reloaded after. */
  promote(username: string): Promise<ConsoleAgent | null> {
    return this.added(() => this.root.api.post(Path.promote, { merchantCode: this.code, username }));
  }

  private async added(add: () => Promise<ConsoleAgent>): Promise<ConsoleAgent | null> {
    const agent = await this.adding.run(add);
    if (agent) await this.loadAgents();
    return agent;
  }

  loadDetail(memberId: number): Promise<ConsoleAgentDetail | null> {
    return this.detail.run(() => this.root.api.get(Path.agent(memberId)));
  }

  /** Offers (or amends) a top-level agent's contract; the detail reloaded after. */
  async offer(memberId: number, request: ConsoleOfferRequest): Promise<ContractValue | null> {
    const offered = await this.offering.run(() => this.root.api.post(Path.offer(memberId), request));
    if (offered) await this.loadDetail(memberId);
    return offered;
  }

  /** Withdraws an offer or ends a signed contract (from the next period); the detail reloaded after. */
  async endContract(memberId: number, contractId: number): Promise<ContractValue | null> {
    const ended = await this.ending.run(() => this.root.api.post(Path.endContract(memberId), { contractId }));
    if (ended) await this.loadDetail(memberId);
    return ended;
  }

  /** A top-level agent's own rebate rate (basis points); the detail reloaded after. */
  async setRebate(memberId: number, rebateBp: number): Promise<ConsoleAgent | null> {
    const agent = await this.savingRebate.run(() => this.root.api.post(Path.rebate(memberId), { rebateBp }));
    if (agent) await this.loadDetail(memberId);
    return agent;
  }

  loadStatements(page = 1, filter: StatementFilter = this.statementFilter): Promise<Page<ConsoleStatement> | null> {
    this.statementFilter = filter;
    return this.statements.run(() => this.root.api.get(Path.statements, { ...this.query, ...filter, page }));
  }

  /** The statements waiting for approval (one page: the link needs their total). */
  loadPending(): Promise<Page<ConsoleStatement> | null> {
    return this.pending.run(() => this.root.api.get(Path.statements, { ...this.query, state: 'pending', page: 1 }));
  }

  loadSettings(): Promise<AgentSettings | null> {
    return this.settings.run(() => this.root.api.get(Path.settings, this.query));
  }

  async saveSettings(settings: AgentSettings): Promise<AgentSettings | null> {
    const saved = await this.savingSettings.run(() => this.root.api.put<AgentSettings>(Path.settings, settings));
    if (saved) this.settings.set(saved);
    return saved;
  }

  loadReport(range: { from?: number; to?: number }): Promise<AgentsReport | null> {
    return this.report.run(() => this.root.api.get(Path.report, { ...this.query, ...range }));
  }

  clear(): void {
    this.merchantCode = null;
    this.search = '';
    this.trail = [];
    this.statementFilter = NO_FILTER;
    for (const loadable of [this.agents, this.adding, this.detail, this.offering, this.ending, this.savingRebate, this.statements, this.pending, this.settings, this.savingSettings, this.report]) loadable.clear();
  }
}
