/** The chat desk (issue 15): conversations with their unread counts, one open conversation, replies. */
import { makeAutoObservable } from 'mobx';
import { ConsoleInboxPath, type ChatConversationValue, type ChatMessageValue } from '@common/contract/inbox';
import { Loadable } from './base/Loadable';
import type { Clearable, RootStore } from './RootStore';

export class ChatDeskStore implements Clearable {
  readonly conversations = new Loadable<ChatConversationValue[]>();
  /** The member whose conversation is open, and its messages. */
  openMemberId: number | null = null;
  readonly messages = new Loadable<ChatMessageValue[]>();
  readonly reply = new Loadable<ChatMessageValue>();

  constructor(private readonly root: RootStore) {
    makeAutoObservable<ChatDeskStore, 'root'>(this, { root: false, conversations: false, messages: false, reply: false });
  }

  get open(): ChatConversationValue | null {
    return (this.conversations.value ?? []).find((c) => c.memberId === this.openMemberId) ?? null;
  }

  loadConversations(): Promise<unknown> {
    return this.conversations.run(() => this.root.api.get(ConsoleInboxPath.conversations));
  }

  /** Opens a member's conversation (reading it marks the member's messages seen). */
  async openConversation(memberId: number): Promise<void> {
    this.openMemberId = memberId;
    await this.messages.run(() => this.root.api.get(ConsoleInboxPath.conversation(memberId)));
    void this.loadConversations();
  }

  /** Reloads the list and the open conversation (the desk's refresh). */
  refresh(): Promise<unknown> {
    return Promise.all([this.loadConversations(), this.openMemberId !== null ? this.messages.run(() => this.root.api.get(ConsoleInboxPath.conversation(this.openMemberId!))) : null]);
  }

  /** Answers the open conversation; true when sent. */
  async send(text: string): Promise<boolean> {
    if (this.openMemberId === null) return false;
    const memberId = this.openMemberId;
    const sent = await this.reply.run(() => this.root.api.post<ChatMessageValue>(ConsoleInboxPath.conversation(memberId), { text }));
    if (sent && this.openMemberId === memberId) this.messages.set([...(this.messages.value ?? []), sent]);
    if (sent) void this.loadConversations();
    return !!sent;
  }

  clear(): void {
    this.openMemberId = null;
    this.conversations.clear();
    this.messages.clear();
    this.reply.clear();
  }
}
