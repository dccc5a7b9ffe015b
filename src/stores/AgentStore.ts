import { makeAutoObservable, runInAction } from 'mobx';
import { AgentPath, type AffiliateLinkValue, type AgentHomeValue, type CreateLinkRequest, type DeleteLinkRequest } from '@common/contract/agents';
import { AGENT_LINK_LABEL_MAX } from '@common/rules/agents';
import { settle } from './settle';
import type { Message } from './UiStore';
import type { RootStore } from './RootStore';
import { AgentRead } from './agent/AgentRead';

/**
 * The agent area (issue 18): the agent's home (code, upline, team sizes, earnings) and its
 * affiliate links (§7 affiliate URL create, view, delete).
 */
export class AgentStore {
  readonly home: AgentRead<AgentHomeValue>;
  readonly links: AgentRead<AffiliateLinkValue[]>;
  /** A link is being created or deleted. */
  busy = false;

  constructor(private readonly root: RootStore) {
    this.home = new AgentRead(() => root.api.get<AgentHomeValue>(AgentPath.home, { alert: false }));
    this.links = new AgentRead(() => root.api.get<AffiliateLinkValue[]>(AgentPath.links, { alert: false }));
    makeAutoObservable<AgentStore, 'root'>(this, { root: false, home: false, links: false });
  }

  /** Why a label cannot be sent, or null. */
  labelProblem(label: string): Message | null {
    const trimmed = label.trim();
    if (!trimmed) return { key: 'agent.links.labelRequired' };
    if (trimmed.length > AGENT_LINK_LABEL_MAX) return { key: 'agent.links.labelTooLong', params: { max: AGENT_LINK_LABEL_MAX } };
    return null;
  }

  /** Creates a link with its label; true once created (it leads the list). */
  async createLink(label: string): Promise<boolean> {
    if (this.busy || this.labelProblem(label)) return false;
    this.busy = true;
    const body: CreateLinkRequest = { label: label.trim() };
    const res = await settle(this.root.ui, this.root.api.post<AffiliateLinkValue>(AgentPath.links, body));
    runInAction(() => {
      this.busy = false;
      if (res?.value) this.links.set([res.value, ...(this.links.value ?? [])]);
    });
    if (res) this.root.ui.showToast({ key: 'agent.links.created' }, 'success');
    return res !== null;
  }

  /** Deletes a link (the screen asked first); its members stay in the team. */
  async deleteLink(code: string): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    const body: DeleteLinkRequest = { code };
    const res = await settle(this.root.ui, this.root.api.post<{ deleted: true }>(AgentPath.deleteLink, body));
    runInAction(() => {
      this.busy = false;
      if (res) this.links.set((this.links.value ?? []).filter((link) => link.code !== code));
    });
    if (res) this.root.ui.showToast({ key: 'agent.links.deleted' }, 'success');
    return res !== null;
  }

  clear(): void {
    this.home.clear();
    this.links.clear();
    this.busy = false;
  }
}
