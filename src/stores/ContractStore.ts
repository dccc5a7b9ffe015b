import { makeAutoObservable, runInAction } from 'mobx';
import { AgentPath, type ContractValue, type ContractViewValue, type SignContractRequest, type StatementValue } from '@common/contract/agents';
import type { ContractKind } from '@common/rules/agents';
import { Paged } from './base/Paged';
import { settle } from './settle';
import type { RootStore } from './RootStore';
import { AgentRead } from './agent/AgentRead';
import { pageOf } from './agent/paged';

/**
 * The contract screens (§2, issue 18) and the earnings history: per kind, the contract view (the
 * offer waiting, the contract in force, the running period's figures against the tiers, the
 * estimate and the carry) and the period statements; signing an offer.
 */
export class ContractStore {
  /** A signature is under way: the sign button waits. */
  busy = false;
  private readonly views = new Map<ContractKind, AgentRead<ContractViewValue>>();
  private readonly lists = new Map<ContractKind, Paged<StatementValue>>();

  constructor(private readonly root: RootStore) {
    makeAutoObservable<ContractStore, 'root' | 'views' | 'lists'>(this, { root: false, views: false, lists: false });
  }

  /** The contract view of a kind (one read per kind, kept while the member is logged in). */
  view(kind: ContractKind): AgentRead<ContractViewValue> {
    let read = this.views.get(kind);
    if (!read) {
      read = new AgentRead(() => this.root.api.get<ContractViewValue>(AgentPath.contract, { alert: false, params: { kind } }));
      this.views.set(kind, read);
    }
    return read;
  }

  /** The statements of a kind, newest first. */
  statements(kind: ContractKind): Paged<StatementValue> {
    let list = this.lists.get(kind);
    if (!list) {
      list = new Paged((page) => pageOf(this.root.api.get(AgentPath.statements, { alert: false, params: { kind, page } })));
      this.lists.set(kind, list);
    }
    return list;
  }

  /** Signs the offer (the screen asked the agent to confirm first); true once signed. */
  async sign(kind: ContractKind, contractId: number): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    const body: SignContractRequest = { contractId };
    const res = await settle(this.root.ui, this.root.api.post<ContractValue>(AgentPath.sign, body));
    runInAction(() => (this.busy = false));
    // Signed or refused (withdrawn meanwhile), the view shows what is true now.
    void this.view(kind).load();
    if (res) this.root.ui.showToast({ key: 'agent.contract.signed' }, 'success');
    return res !== null;
  }

  clear(): void {
    for (const read of this.views.values()) read.clear();
    for (const list of this.lists.values()) list.reset();
    this.busy = false;
  }
}
