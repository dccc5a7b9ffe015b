import { makeAutoObservable, runInAction } from 'mobx';
import { AgentPath, type ContractValue, type OfferContractRequest, type SubordinateValue, type TeamKpiValue } from '@common/contract/agents';
import type { ContractCycle, TeamScope } from '@common/rules/agents';
import { Paged } from './base/Paged';
import { settle } from './settle';
import type { RootStore } from './RootStore';
import { AgentRead } from './agent/AgentRead';
import { pageOf } from './agent/paged';

/**
 * The agent's team (§7 team KPI A/B, subordinates, contract offers): the KPI of the direct members
 * (A) or the whole team (B) over the current and the previous period of a cycle; the direct members
 * and sub-agents, paged and searched; an offer of a contract to a sub-agent.
 */
export class TeamStore {
  scope: TeamScope = 'direct';
  cycle: ContractCycle = 'day';
  search = '';
  readonly kpi: AgentRead<TeamKpiValue>;
  readonly subordinates: Paged<SubordinateValue>;
  /** An offer is being sent. */
  busy = false;

  constructor(private readonly root: RootStore) {
    this.kpi = new AgentRead(() => root.api.get<TeamKpiValue>(AgentPath.kpi, { alert: false, params: { scope: this.scope, cycle: this.cycle } }));
    this.subordinates = new Paged((page) =>
      pageOf(root.api.get(AgentPath.subordinates, { alert: false, params: { page, search: this.search.trim() || undefined } })),
    );
    makeAutoObservable<TeamStore, 'root'>(this, { root: false, kpi: false, subordinates: false });
  }

  /** Switches A/B or the cycle and reads the KPI again. */
  choose(scope: TeamScope, cycle: ContractCycle): Promise<void> {
    this.scope = scope;
    this.cycle = cycle;
    return this.kpi.load();
  }

  /** Searches the subordinates by username (empty: all), from the first page. */
  find(search: string): Promise<void> {
    this.search = search;
    return this.subordinates.reload();
  }

  /** Offers (or amends) a sub-agent's contract; true once offered. */
  async offer(request: OfferContractRequest): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    const res = await settle(this.root.ui, this.root.api.post<ContractValue>(AgentPath.offer, request));
    runInAction(() => (this.busy = false));
    if (!res) return false;
    this.root.ui.showToast({ key: 'agent.offer.sent' }, 'success');
    void this.subordinates.reload();
    return true;
  }

  clear(): void {
    this.scope = 'direct';
    this.cycle = 'day';
    this.search = '';
    this.kpi.clear();
    this.subordinates.reset();
    this.busy = false;
  }
}
