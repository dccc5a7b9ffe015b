import { makeAutoObservable, runInAction } from 'mobx';
import { TransferPath, type RecallRequest, type VendorBalanceValue, type VendorBalancesValue } from '@common/contract/transfers';
import type { TransferLaunchMode } from '@common/rules/transfers';
import { ApiError } from '../api/errors';
import type { Message } from './UiStore';
import type { RootStore } from './RootStore';

/** What the last recall the member asked for came to, for the drawer's live region. */
export type RecallOutcome = { ok: true } | { ok: false; message: Message };

/** A launch waiting for the member to choose how much to take into a vendor (launch mode 'choose'). */
export interface AmountRequest {
  vendorCode: string;
  vendorName: string;
  resolve: (amount: number | null) => void;
}

/**
 * Money held at transfer-wallet vendors (issue 19, docs/transfer-wallet.md): the main balance and
 * every transfer-wallet vendor's amount, recall (one vendor or all), the automatic recall when
 * the member comes back, and the launch's amount question. A feature store: its code ships in the
 * vendor-wallet chunk, which only logged-in members (not trial accounts) download.
 */
export class VendorBalanceStore {
  value: VendorBalancesValue | null = null;
  /** The last load failed: the drawer shows the main balance only. */
  failed = false;
  recalling = false;
  outcome: RecallOutcome | null = null;
  amountRequest: AmountRequest | null = null;
  private loading: Promise<void> | null = null;
  private autoRecalling: Promise<void> | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<VendorBalanceStore, 'root' | 'loading' | 'autoRecalling'>(this, { root: false, loading: false, autoRecalling: false });
  }

  /** Only a logged-in member with real money has vendor balances (visitors and trial accounts do not). */
  get eligible(): boolean {
    return this.root.session.isLoggedIn && !this.root.session.isTrial;
  }

  get main(): number | null {
    return this.value?.main ?? null;
  }

  get total(): number | null {
    return this.value?.total ?? null;
  }

  get launchMode(): TransferLaunchMode {
    return this.value?.launchMode ?? 'all';
  }

  /** Every transfer-wallet vendor of the merchant (amount may be 0). */
  get vendors(): VendorBalanceValue[] {
    return this.value?.vendors ?? [];
  }

  /** The vendors the drawer lists: holding money, or with a transfer still being confirmed. */
  get held(): VendorBalanceValue[] {
    return this.vendors.filter((v) => v.amount > 0 || v.inFlight);
  }

  get inFlight(): boolean {
    return this.vendors.some((v) => v.inFlight);
  }

  /** Money a recall can bring back now: a vendor holding some with no transfer under way. */
  get recallable(): boolean {
    return this.vendors.some((v) => v.amount > 0 && !v.inFlight);
  }

  /** The vendor, when it is a transfer-wallet vendor of this merchant. */
  vendor(vendorCode: string): VendorBalanceValue | undefined {
    return this.vendors.find((v) => v.vendorCode === vendorCode);
  }

  /** Reads the balances; a failure keeps what was known and marks it (the drawer falls back to the main balance). */
  load(): Promise<void> {
    if (!this.eligible) return Promise.resolve();
    this.loading ??= this.read().finally(() => (this.loading = null));
    return this.loading;
  }

  /** Loads once: what a launch needs to know (launch mode, which vendors transfer). */
  async ensureLoaded(): Promise<void> {
    if (!this.value) await this.load();
  }

  /**
   * Brings money back from one vendor or all. `quiet`: an automatic recall says nothing; one the
   * member asked for is announced (the server's message when refused). Reloads the balances
   * after a refusal (what is held is still shown) and the main balance after any recall.
   */
  async recall(vendorCode?: string, quiet = false): Promise<boolean> {
    if (!this.eligible || this.recalling) return false;
    this.recalling = true;
    if (!quiet) this.outcome = null;
    const body: RecallRequest = vendorCode ? { vendorCode } : {};
    let outcome: RecallOutcome;
    try {
      const res = await this.root.api.post<VendorBalancesValue>(TransferPath.recall, body, { alert: false });
      if (res.success && res.value) {
        const value = res.value;
        runInAction(() => (this.value = value));
        outcome = { ok: true };
      } else outcome = { ok: false, message: res.message ? { text: res.message } : { key: 'error.unknown' } };
    } catch (error) {
      const message = error instanceof ApiError ? error.envelope?.message : undefined;
      outcome = { ok: false, message: message ? { text: message } : { key: 'error.unknown' } };
    }
    runInAction(() => {
      this.recalling = false;
      if (!quiet) this.outcome = outcome;
    });
    if (!outcome.ok) await this.load();
    void this.root.wallet.refresh();
    return outcome.ok;
  }

  /**
   * The member is back (app load, login, return from a game): recall everything once when a
   * vendor holds money that can move. Quiet; overlapping triggers share the one recall.
   */
  autoRecall(): Promise<void> {
    if (!this.eligible) return Promise.resolve();
    this.autoRecalling ??= (async () => {
      await this.load();
      if (this.recallable) await this.recall(undefined, true);
    })().finally(() => (this.autoRecalling = null));
    return this.autoRecalling;
  }

  /** Asks the member how much to take into the vendor; resolves with minor units, or null when they cancel. */
  askAmount(vendor: VendorBalanceValue): Promise<number | null> {
    this.amountRequest?.resolve(null);
    return new Promise((resolve) => {
      this.amountRequest = { vendorCode: vendor.vendorCode, vendorName: vendor.vendorName, resolve };
    });
  }

  /** The amount dialog's answer (null: cancelled). */
  answerAmount(amount: number | null): void {
    const request = this.amountRequest;
    this.amountRequest = null;
    request?.resolve(amount);
  }

  dismissOutcome(): void {
    this.outcome = null;
  }

  clear(): void {
    this.answerAmount(null);
    this.value = null;
    this.failed = false;
    this.recalling = false;
    this.outcome = null;
  }

  private async read(): Promise<void> {
    try {
      const res = await this.root.api.get<VendorBalancesValue>(TransferPath.balances, { alert: false });
      runInAction(() => {
        this.failed = !(res.success && res.value);
        if (res.success && res.value) this.value = res.value;
      });
    } catch {
      runInAction(() => (this.failed = true));
    }
  }
}
