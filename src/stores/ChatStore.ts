import { makeAutoObservable, runInAction } from 'mobx';
import { ChatPath, type ChatLaunchValue, type ChatMessageValue } from '@common/contract/inbox';
import { quietGet } from '../api/request';
import { CHAT_MODULE_ID } from '../config/constants';
import type { RootStore } from './RootStore';
import { UnreadStore } from './UnreadStore';

const options = { moduleId: CHAT_MODULE_ID };

/**
 * Customer-service chat (§7, issue 15): where the merchant's chat provider opens, and the local
 * provider's conversation (messages oldest first, read on from the last id held, sending).
 */
export class ChatStore {
  messages: ChatMessageValue[] = [];
  loaded = false;
  sending = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<ChatStore, 'root'>(this, { root: false });
  }

  /** Where the chat opens, or null when the server refused (CBS3 off: its message was shown). */
  async launch(): Promise<ChatLaunchValue | null> {
    const res = await this.root.api.get<ChatLaunchValue>(ChatPath.launch, options).catch(() => null);
    return res?.success ? res.value! : null;
  }

  /** Fetches messages after the last one held; reading them marks the operator's seen, so the chat count drops. */
  async poll(): Promise<void> {
    const after = this.messages.at(-1)?.id ?? 0;
    const fresh = await quietGet<ChatMessageValue[]>(this.root.api, ChatPath.messages, { ...options, params: { after } });
    runInAction(() => {
      this.loaded = true;
      if (fresh && fresh.length > 0) this.append(fresh);
    });
    if (fresh?.some((m) => m.from === 'operator')) void this.root.feature(UnreadStore).refresh();
  }

  /** Sends a message; true when the server took it. */
  async send(text: string): Promise<boolean> {
    if (this.sending || text.trim() === '') return false;
    this.sending = true;
    try {
      const res = await this.root.api.post<ChatMessageValue>(ChatPath.messages, { text: text.trim() }, options).catch(() => null);
      if (res?.success) runInAction(() => this.append([res.value!]));
      return !!res?.success;
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }

  /** Adds messages not held yet, in id order (a poll and a send may both return the same one). */
  private append(messages: ChatMessageValue[]): void {
    const held = new Set(this.messages.map((m) => m.id));
    this.messages = [...this.messages, ...messages.filter((m) => !held.has(m.id))].sort((a, b) => a.id - b.id);
  }

  clear(): void {
    this.messages = [];
    this.loaded = false;
    this.sending = false;
  }
}
