/**
 * The review queue (common/contract/review.ts): one kind's open or closed items at a time, a page
 * of them, and what an operator does to one (claim, give back, approve or reject with a reason).
 * Every action answers the item as the server now holds it, which replaces the one on screen.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { ReviewPath, type ReviewItemValue, type ReviewKind, type ReviewPage } from '@common/contract/review';
import { failureOf, type Failure } from '../api/errors';
import { Loadable } from './base/Loadable';
import type { Clearable, RootStore } from './RootStore';

export type Verdict = 'approve' | 'reject';
export type QueueState = 'open' | 'closed';

export class ReviewStore implements Clearable {
  kind: ReviewKind | null = null;
  state: QueueState = 'open';
  /** A platform-wide operator's merchant filter; null: every merchant. */
  merchantCode: string | null = null;
  readonly queue = new Loadable<ReviewPage>();
  /** The last refusal of an action, by item id (claimed by another, decided already, …). */
  failures = new Map<string, Failure>();
  /** Items with an action on its way. */
  busy = new Set<string>();

  constructor(private readonly root: RootStore) {
    makeAutoObservable<ReviewStore, 'root'>(this, { root: false, queue: false });
  }

  get items(): ReviewItemValue[] {
    return this.queue.value?.items ?? [];
  }

  /** Loads a page of a kind's queue in a state (open: oldest first; closed: newest first). */
  async load(kind: ReviewKind, state: QueueState = this.state, page = 1): Promise<void> {
    this.kind = kind;
    this.state = state;
    this.failures.clear();
    await this.queue.run(() => this.root.api.get<ReviewPage>(ReviewPath.queue(kind), { state, merchantCode: this.merchantCode, page }));
  }

  /** Shows one merchant's items (null: all of them). */
  showMerchant(merchantCode: string | null): Promise<void> {
    this.merchantCode = merchantCode;
    return this.kind ? this.load(this.kind, this.state) : Promise.resolve();
  }

  claim(item: ReviewItemValue): Promise<boolean> {
    return this.act(item, () => this.root.api.post<ReviewItemValue>(ReviewPath.claim(item.kind, item.id)));
  }

  unclaim(item: ReviewItemValue): Promise<boolean> {
    return this.act(item, () => this.root.api.delete<ReviewItemValue>(ReviewPath.claim(item.kind, item.id)));
  }

  /** Approves or rejects with the reviewer's reason; true when the server took the decision. */
  decide(item: ReviewItemValue, verdict: Verdict, reason: string): Promise<boolean> {
    return this.act(item, () => this.root.api.post<ReviewItemValue>(ReviewPath[verdict](item.kind, item.id), { reason }));
  }

  private async act(item: ReviewItemValue, call: () => Promise<ReviewItemValue>): Promise<boolean> {
    this.busy.add(item.id);
    this.failures.delete(item.id);
    try {
      const answer = await call();
      runInAction(() => this.place(answer));
      return true;
    } catch (error) {
      runInAction(() => this.failures.set(item.id, failureOf(error)));
      // Refused: show the item as it now is (someone else claimed or decided it), its refusal beside it.
      const now = await this.root.api.get<ReviewItemValue>(ReviewPath.item(item.kind, item.id)).catch(() => null);
      if (now) runInAction(() => this.replace(now));
      return false;
    } finally {
      runInAction(() => this.busy.delete(item.id));
    }
  }

  /** An item the server answered: a decided one leaves the open list, anything else is shown as it now is. */
  private place(item: ReviewItemValue): void {
    const page = this.queue.value;
    if (page && this.state === 'open' && !item.open) {
      this.queue.set({ ...page, items: page.items.filter((i) => i.id !== item.id), total: Math.max(0, page.total - 1) });
      return;
    }
    this.replace(item);
  }

  private replace(item: ReviewItemValue): void {
    const page = this.queue.value;
    if (page) this.queue.set({ ...page, items: page.items.map((i) => (i.id === item.id ? item : i)) });
  }

  clear(): void {
    this.kind = null;
    this.state = 'open';
    this.merchantCode = null;
    this.queue.clear();
    this.failures.clear();
    this.busy.clear();
  }
}
