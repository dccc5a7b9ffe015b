import { makeAutoObservable } from 'mobx';
import { InboxPath, type InboxMessageValue, type InboxPage } from '@common/contract/inbox';
import { Paged } from './base/Paged';
import type { RootStore } from './RootStore';
import { UnreadStore } from './UnreadStore';

/**
 * The member's inbox (issue 15): messages from the merchant, newest first, a page at a time;
 * opening one marks it read, "mark all read" clears them. Each answer that carries the unread total
 * hands it to the header's counts, so the badge follows at once.
 */
export class InboxStore {
  readonly list: Paged<InboxMessageValue>;

  constructor(private readonly root: RootStore) {
    this.list = new Paged((pageNo) => this.fetchPage(pageNo));
    makeAutoObservable<InboxStore, 'root' | 'fetchPage'>(this, { root: false, list: false, fetchPage: false });
  }

  get hasUnread(): boolean {
    return this.list.items.some((m) => !m.read);
  }

  private async fetchPage(pageNo: number) {
    const res = await this.root.api.get<InboxPage>(InboxPath.messages, { params: { page: pageNo }, alert: false });
    if (!res.success || !res.value) throw new Error(res.code ?? 'inbox');
    this.root.feature(UnreadStore).setInbox(res.value.unread);
    return { items: res.value.items, pageNum: res.value.page, totalPages: res.value.totalPages };
  }

  /** Marks one message read (once): the list shows it read and the count drops. */
  async open(message: InboxMessageValue): Promise<void> {
    if (message.read) return;
    const res = await this.root.api.post<InboxMessageValue>(InboxPath.read(message.id), undefined, { alert: false }).catch(() => null);
    if (!res?.success) return;
    this.list.update((m) => (m.id === message.id ? { ...m, read: true } : m));
    void this.root.feature(UnreadStore).refresh();
  }

  /** Marks every message read. */
  async readAll(): Promise<void> {
    const res = await this.root.api.post<{ count: 0 }>(InboxPath.readAll).catch(() => null);
    if (!res?.success) return;
    this.list.update((m) => ({ ...m, read: true }));
    this.root.feature(UnreadStore).setInbox(0);
  }

  clear(): void {
    this.list.reset();
  }
}
