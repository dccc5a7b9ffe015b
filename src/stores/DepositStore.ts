import { makeAutoObservable, runInAction } from 'mobx';
import { PaymentPath, type DepositChannelValue, type DepositStartRequest, type DepositValue, type MobileWalletConfirmRequest } from '@common/contract/payments';
import type { Envelope } from '@common/contract/envelope';
import { quietGet } from '../api/request';
import { newUuid } from '../utils/uuid';
import { AmountEntry } from './payments/AmountEntry';
import { attempt, type Outcome } from './payments/attempt';
import type { RootStore } from './RootStore';

/** Where the channel list stands: the screen shows a spinner, the list, or a retry. */
export type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';

/** Statuses after which a deposit changes no more. */
const FINAL_STATUSES: ReadonlySet<DepositValue['status']> = new Set(['approved', 'rejected', 'expired']);

/** True once a deposit is approved, rejected or expired. */
export function depositIsFinal(deposit: DepositValue): boolean {
  return FINAL_STATUSES.has(deposit.status);
}

/**
 * /m/voucherCenter (issue 14): the member's deposit channels, the amount for the chosen one, and
 * the deposit once started (its payment step, then its detail). A start carries a requestId kept
 * until the server answers, so a double tap or a retry after a lost answer makes one deposit.
 */
export class DepositStore {
  channels: DepositChannelValue[] = [];
  channelsState: LoadState = 'idle';
  selectedId: number | null = null;
  readonly amount: AmountEntry;
  /** The deposit started here or opened by its id (the payment step or the detail shows it). */
  deposit: DepositValue | null = null;
  /** The opened deposit could not be read (unknown id, another member's, or the network). */
  depositMissing = false;
  /** A call is under way: buttons disable so a double tap sends once. */
  busy = false;
  /** The requestId of the start being tried; a new one only once the server has answered. */
  private attemptId: string | null = null;
  /** The deposit started on this visit, until its form has taken the player on (a gateway leaves for its page once). */
  private freshStartId: string | null = null;

  constructor(private readonly root: RootStore) {
    this.amount = new AmountEntry(() => this.selected);
    makeAutoObservable<DepositStore, 'root' | 'attemptId' | 'freshStartId'>(this, { root: false, amount: false, attemptId: false, freshStartId: false });
  }

  get selected(): DepositChannelValue | null {
    return this.channels.find((c) => c.id === this.selectedId) ?? null;
  }

  /** The channels open to the member's type, in the merchant's order. */
  async loadChannels(): Promise<void> {
    this.channelsState = 'loading';
    const channels = await quietGet<DepositChannelValue[]>(this.root.api, PaymentPath.channels);
    runInAction(() => {
      this.channels = channels ?? [];
      this.channelsState = channels ? 'loaded' : 'failed';
      if (!this.selected) this.selectedId = this.channels[0]?.id ?? null;
    });
  }

  /** Chooses a channel; the amount typed so far is checked against its limits. */
  select(id: number): void {
    if (id === this.selectedId) return;
    this.selectedId = id;
    this.attemptId = null;
  }

  /** Starts a deposit of the typed amount on the chosen channel; the new deposit, or null (the player was told why). */
  async start(): Promise<DepositValue | null> {
    const channel = this.selected;
    const amount = this.amount.minor;
    if (this.busy || !channel || amount === null || this.amount.problem) return null;
    this.attemptId ??= newUuid();
    const body: DepositStartRequest = { channelId: channel.id, amount, requestId: this.attemptId };
    const outcome = await this.call(this.root.api.post<DepositValue>(PaymentPath.deposits, body));
    if (outcome.ok || outcome.definite) this.attemptId = null;
    if (!outcome.ok) return null;
    this.freshStartId = outcome.value.id;
    return outcome.value;
  }

  /** True once for the deposit started on this visit: its form may move the player on by itself. */
  takeFreshStart(id: string): boolean {
    const fresh = this.freshStartId === id;
    if (fresh) this.freshStartId = null;
    return fresh;
  }

  /** Opens a deposit by id (a reload, the gateway's return, a record); keeps the one shown when it is that one. */
  async open(id: string): Promise<void> {
    if (this.deposit?.id === id) return;
    this.deposit = null;
    this.depositMissing = false;
    const deposit = await quietGet<DepositValue>(this.root.api, PaymentPath.deposit(id));
    runInAction(() => {
      if (deposit) this.deposit = deposit;
      else this.depositMissing = true;
    });
  }

  /** Reads the shown deposit again (the player paid, or is back from the gateway). */
  async refresh(): Promise<void> {
    const id = this.deposit?.id;
    if (!id || this.busy) return;
    const deposit = await quietGet<DepositValue>(this.root.api, PaymentPath.deposit(id));
    runInAction(() => {
      if (deposit && deposit.id === this.deposit?.id) this.deposit = deposit;
    });
    if (deposit?.status === 'approved') void this.root.wallet.refresh();
  }

  /** Mobile wallet: the number paid from and the TrxID; the deposit then waits for review. */
  async confirmMobile(request: MobileWalletConfirmRequest): Promise<boolean> {
    const id = this.deposit?.id;
    if (!id || this.busy) return false;
    const body: MobileWalletConfirmRequest = { senderNumber: request.senderNumber.trim(), trxId: request.trxId.trim() };
    return (await this.call(this.root.api.post<DepositValue>(PaymentPath.depositConfirm(id), body))).ok;
  }

  /** Bank transfer: the proof pictures (§5); the deposit then waits for review. */
  async uploadProof(pictures: readonly File[]): Promise<boolean> {
    const id = this.deposit?.id;
    if (!id || this.busy || pictures.length === 0) return false;
    const form = new FormData();
    for (const picture of pictures) form.append('pictures', picture, picture.name);
    return (await this.call(this.root.api.post<DepositValue>(PaymentPath.depositProof(id), form))).ok;
  }

  /** Back to the channels for another deposit; an unpaid one left behind expires on its own. */
  startOver(): void {
    this.deposit = null;
    this.depositMissing = false;
    this.attemptId = null;
    this.freshStartId = null;
    this.amount.reset();
  }

  /** Leaves the site for the gateway's payment page (tests replace it: jsdom cannot navigate). */
  redirect(url: string): void {
    window.location.assign(url);
  }

  clear(): void {
    this.channels = [];
    this.channelsState = 'idle';
    this.selectedId = null;
    this.startOver();
    this.busy = false;
  }

  /** Runs a call that answers with the deposit, which then becomes the one shown. */
  private async call(request: Promise<Envelope<DepositValue>>): Promise<Outcome<DepositValue>> {
    this.busy = true;
    const outcome = await attempt(this.root.ui, request);
    runInAction(() => {
      this.busy = false;
      if (outcome.ok) this.deposit = outcome.value;
    });
    return outcome;
  }
}
