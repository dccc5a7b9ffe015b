import { makeAutoObservable, runInAction } from 'mobx';
import { AgentPath, type RebateSettingsValue, type RebateUpdateRequest } from '@common/contract/agents';
import { settle } from './settle';
import type { Message } from './UiStore';
import type { RootStore } from './RootStore';
import { AgentRead } from './agent/AgentRead';
import { bpPercent } from './agent/format';

/** Rebate rates (§7 rebate updates): the agent's own rate, and each direct member's, between 0 and it. */
export class RebateStore {
  readonly settings: AgentRead<RebateSettingsValue>;
  /** The member whose rate is being saved. */
  savingId: number | null = null;

  constructor(private readonly root: RootStore) {
    this.settings = new AgentRead(() => root.api.get<RebateSettingsValue>(AgentPath.rebates, { alert: false }));
    makeAutoObservable<RebateStore, 'root'>(this, { root: false, settings: false });
  }

  /** Why a rate cannot be set, or null (null bp: the text is not a percent). */
  problem(bp: number | null): Message | null {
    const own = this.settings.value?.ownBp ?? 0;
    if (bp === null || bp < 0 || bp > own) return { key: 'agent.rebates.range', params: { max: bpPercent(own) } };
    return null;
  }

  /** Sets a direct member's rate; true once saved (the answer is the settings as they now are). */
  async update(memberId: number, rebateBp: number | null): Promise<boolean> {
    if (this.savingId !== null || rebateBp === null || this.problem(rebateBp)) return false;
    this.savingId = memberId;
    const body: RebateUpdateRequest = { memberId, rebateBp };
    const res = await settle(this.root.ui, this.root.api.post<RebateSettingsValue>(AgentPath.rebates, body));
    runInAction(() => {
      this.savingId = null;
      if (res?.value) this.settings.set(res.value);
    });
    if (res) this.root.ui.showToast({ key: 'agent.rebates.saved' }, 'success');
    return res !== null;
  }

  clear(): void {
    this.settings.clear();
    this.savingId = null;
  }
}
