/** Messages to members (issue 15): a merchant's sent list with recipients and read counts, and sending one. */
import { makeAutoObservable } from 'mobx';
import type { Page } from '@common/contract/consolePlayers';
import { ConsoleInboxPath, type SendMessageRequest, type SentMessageValue } from '@common/contract/inbox';
import { Loadable } from './base/Loadable';
import type { Clearable, RootStore } from './RootStore';

export class InboxStore implements Clearable {
  /** The merchant a platform-wide operator picked (it must pick one); a merchant's operator has its own. */
  merchantCode: string | null = null;
  readonly sent = new Loadable<Page<SentMessageValue>>();
  /** The last send's outcome (its refusal shows beside the form). */
  readonly sending = new Loadable<SentMessageValue>();

  constructor(private readonly root: RootStore) {
    makeAutoObservable<InboxStore, 'root'>(this, { root: false, sent: false, sending: false });
  }

  /** Whether there is a merchant: a platform-wide operator must pick one first. */
  get scoped(): boolean {
    return this.root.session.me?.merchantCode !== null || this.merchantCode !== null;
  }

  load(page = 1, merchantCode = this.merchantCode): Promise<unknown> {
    this.merchantCode = merchantCode;
    if (!this.scoped) return Promise.resolve(null);
    return this.sent.run(() => this.root.api.get(ConsoleInboxPath.messages, { page, merchantCode }));
  }

  /** Sends a message; the sent one (with its recipients), or null when refused. The list is reloaded after. */
  async send(request: Omit<SendMessageRequest, 'merchantCode'>): Promise<SentMessageValue | null> {
    const sent = await this.sending.run(() => this.root.api.post<SentMessageValue>(ConsoleInboxPath.messages, { ...request, ...(this.merchantCode ? { merchantCode: this.merchantCode } : {}) }));
    if (sent) void this.load(1);
    return sent;
  }

  clear(): void {
    this.merchantCode = null;
    this.sent.clear();
    this.sending.clear();
  }
}
