/** The review queue of one approval kind at a time (maker-checker): the list, and each request's decision. */
import { makeAutoObservable, runInAction } from 'mobx';
import { ApprovalPath, type ApprovalKind, type ApprovalStatus, type ApprovalValue } from '@common/contract/approvals';
import { failureOf, type Failure } from '../api/errors';
import { Loadable } from './base/Loadable';
import type { Clearable, RootStore } from './RootStore';

export type Decision = 'approve' | 'reject';

export class ReviewStore implements Clearable {
  status: ApprovalStatus = 'pending';
  readonly queue = new Loadable<ApprovalValue[]>();
  /** A decision's refusal, by request id (another operator must decide it; it was decided already). */
  decisionErrors = new Map<number, Failure>();
  /** Requests being decided now. */
  deciding = new Set<number>();

  constructor(private readonly root: RootStore) {
    makeAutoObservable<ReviewStore, 'root'>(this, { root: false, queue: false });
  }

  get items(): ApprovalValue[] {
    return this.queue.value ?? [];
  }

  /** Loads the queue of a kind in a status. */
  async load(kind: ApprovalKind, status: ApprovalStatus = this.status): Promise<void> {
    this.status = status;
    this.decisionErrors.clear();
    await this.queue.run(() => this.root.api.get<ApprovalValue[]>(ApprovalPath.queue(kind), { status }));
  }

  /** Approves or rejects with the reviewer's reason; true when the server took the decision. */
  async decide(item: ApprovalValue, decision: Decision, reason: string): Promise<boolean> {
    const path = decision === 'approve' ? ApprovalPath.approve(item.kind, item.id) : ApprovalPath.reject(item.kind, item.id);
    this.deciding.add(item.id);
    this.decisionErrors.delete(item.id);
    try {
      const decided = await this.root.api.post<ApprovalValue>(path, { reason });
      // Decided: it leaves the pending list; another list shows its new state.
      this.queue.set(this.status === 'pending' ? this.items.filter((i) => i.id !== item.id) : this.items.map((i) => (i.id === item.id ? decided : i)));
      return true;
    } catch (error) {
      runInAction(() => this.decisionErrors.set(item.id, failureOf(error)));
      return false;
    } finally {
      runInAction(() => this.deciding.delete(item.id));
    }
  }

  clear(): void {
    this.status = 'pending';
    this.queue.clear();
    this.decisionErrors.clear();
    this.deciding.clear();
  }
}
