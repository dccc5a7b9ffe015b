/**
 * A merchant's payment configuration (common/contract/consolePayments.ts): its channels in order,
 * its payment rules, and their changes. A merchant's operator has its own merchant; a platform-wide
 * one picks it. A new gateway channel's signing secret is held here until the operator has kept it.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { ConsolePaymentPath, type ChannelInput, type ConsoleChannel, type CreatedChannel, type PaymentSettingsValue } from '@common/contract/consolePayments';
import { Loadable } from './base/Loadable';
import type { Clearable, RootStore } from './RootStore';

/** Which form made the last change (its refusal or "saved" shows there). */
export type PaymentsChange = 'channel' | 'settings';

export class PaymentsStore implements Clearable {
  merchantCode: string | null = null;
  readonly channels = new Loadable<ConsoleChannel[]>();
  readonly settings = new Loadable<PaymentSettingsValue>();
  readonly change = new Loadable<unknown>();
  changed: PaymentsChange | null = null;
  /** The channel being edited: its id, 'new', or none. */
  editing: number | 'new' | null = null;
  /** A gateway channel's secret, shown once. */
  secret: { code: string; secret: string } | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<PaymentsStore, 'root'>(this, { root: false, channels: false, settings: false, change: false });
  }

  /** A merchant's operator opens its own merchant; a platform-wide one waits for a pick. */
  start(): Promise<unknown> {
    const own = this.root.session.me?.merchantCode;
    return own ? this.open(own) : Promise.resolve();
  }

  /** Opens a merchant's channels and rules. */
  open(merchantCode: string): Promise<unknown> {
    this.merchantCode = merchantCode;
    this.editing = null;
    this.changed = null;
    this.change.clear();
    return Promise.all([this.loadChannels(), this.settings.run(() => this.root.api.get(ConsolePaymentPath.settings, { merchantCode }))]);
  }

  private loadChannels(): Promise<unknown> {
    const merchantCode = this.merchantCode;
    return this.channels.run(() => this.root.api.get(ConsolePaymentPath.channels, { merchantCode }));
  }

  edit(target: number | 'new' | null): void {
    this.editing = target;
    this.changed = null;
    this.change.clear();
  }

  /** Creates (editing 'new') or changes the channel being edited; true when the server took it. */
  async saveChannel(input: ChannelInput): Promise<boolean> {
    const target = this.editing;
    if (target === null) return false;
    this.changed = 'channel';
    const answer = await this.change.run(() =>
      target === 'new' ? this.root.api.post<CreatedChannel>(ConsolePaymentPath.channels, input) : this.root.api.put<ConsoleChannel>(ConsolePaymentPath.channel(target), input),
    );
    if (answer === null) return false;
    const created = answer as Partial<CreatedChannel> & ConsoleChannel;
    runInAction(() => {
      if (target === 'new' && created.secret) this.secret = { code: created.code, secret: created.secret };
      this.editing = null;
    });
    await this.loadChannels();
    return true;
  }

  /** The operator has kept the secret: it leaves the screen for good. */
  secretKept(): void {
    this.secret = null;
  }

  async saveSettings(value: PaymentSettingsValue): Promise<boolean> {
    this.changed = 'settings';
    const saved = await this.change.run(() => this.root.api.put<PaymentSettingsValue>(ConsolePaymentPath.settings, { ...value, merchantCode: this.merchantCode ?? undefined }));
    if (saved) this.settings.set(saved as PaymentSettingsValue);
    return saved !== null;
  }

  clear(): void {
    this.merchantCode = null;
    this.editing = null;
    this.changed = null;
    this.secret = null;
    for (const loadable of [this.channels, this.settings, this.change]) loadable.clear();
  }
}
