import { makeAutoObservable, runInAction } from 'mobx';
import { ChatPath, InboxPath, type UnreadCountValue } from '@common/contract/inbox';
import { UNREAD_REFRESH_SECONDS } from '@common/rules/protection';
import { quietGet } from '../api/request';
import { CHAT_MODULE_ID } from '../config/constants';
import type { RootStore } from './RootStore';

/**
 * The member's unread inbox and chat counts (§3 common store "unread chat count", §4, §7): fetched
 * after login, every UNREAD_REFRESH_SECONDS and when the tab comes back; never for a trial account
 * (type 4), and the chat count only while the merchant's CBS3 switch is on. A feature store: its
 * code loads after login (src/components/Header/UnreadTotal.tsx), not with the first screen.
 */
export class UnreadStore {
  inbox = 0;
  chat = 0;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<UnreadStore, 'root' | 'timer' | 'onVisible'>(this, { root: false, timer: false, onVisible: false });
  }

  /** Whether the counts apply: a logged-in account that is not a trial one. */
  get eligible(): boolean {
    return this.root.session.isLoggedIn && !this.root.session.isTrial;
  }

  /** Chat needs the merchant's CBS3 switch (§4). */
  get chatEnabled(): boolean {
    return this.eligible && this.root.common.whitelabel?.CBS3 === true;
  }

  get total(): number {
    return this.inbox + this.chat;
  }

  /** Fetches both counts (what applies of them). */
  async refresh(): Promise<void> {
    if (!this.eligible) return;
    const [inbox, chat] = await Promise.all([
      quietGet<UnreadCountValue>(this.root.api, InboxPath.unread),
      this.chatEnabled ? quietGet<UnreadCountValue>(this.root.api, ChatPath.unread, { moduleId: CHAT_MODULE_ID }) : Promise.resolve({ count: 0 }),
    ]);
    runInAction(() => {
      if (inbox) this.inbox = inbox.count;
      if (chat) this.chat = chat.count;
    });
  }

  /** Sets the inbox count from an answer that carries it (the inbox page), sparing a call. */
  setInbox(count: number): void {
    this.inbox = count;
  }

  /** Starts refreshing (once): now, on an interval, and when the tab becomes visible again. */
  start(): void {
    if (this.timer !== null) return;
    void this.refresh();
    this.timer = setInterval(() => void this.refresh(), UNREAD_REFRESH_SECONDS * 1000);
    document.addEventListener('visibilitychange', this.onVisible);
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    document.removeEventListener('visibilitychange', this.onVisible);
  }

  private onVisible = (): void => {
    if (document.visibilityState === 'visible') void this.refresh();
  };

  clear(): void {
    this.stop();
    this.inbox = 0;
    this.chat = 0;
  }
}
