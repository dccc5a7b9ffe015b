import { makeAutoObservable, runInAction } from 'mobx';
import {
  PaymentPath,
  WITHDRAWAL_BLOCKERS,
  type PayoutAccountValue,
  type WithdrawalBlocker,
  type WithdrawalChannelValue,
  type WithdrawalReadiness,
  type WithdrawalRequest,
  type WithdrawalValue,
} from '@common/contract/payments';
import { quietGet } from '../api/request';
import { newUuid } from '../utils/uuid';
import { formatMinor } from '../utils/money';
import { checkWithdrawalPassword } from './memberRules';
import { AmountEntry } from './payments/AmountEntry';
import { attempt } from './payments/attempt';
import type { LoadState } from './DepositStore';
import type { Message } from './UiStore';
import type { RootStore } from './RootStore';

/**
 * The withdrawal screen (issue 14): what the member may take out and what stands in the way
 * (WithdrawalReadiness, read before the player tries), the request, and its result. A request's
 * requestId is kept until the server answers, so a double tap or a retry after a lost answer holds
 * the amount once. There is no cancel: a request once made stays (UK RTS 14B).
 */
export class WithdrawalStore {
  readiness: WithdrawalReadiness | null = null;
  state: LoadState = 'idle';
  accountId: number | null = null;
  readonly amount: AmountEntry;
  password = '';
  busy = false;
  /** The request just made: the screen shows its result. */
  result: WithdrawalValue | null = null;
  private attemptId: string | null = null;

  constructor(private readonly root: RootStore) {
    this.amount = new AmountEntry(() => {
      const channel = this.channel;
      return channel && this.readiness ? { ...channel, ceiling: this.readiness.available } : null;
    });
    makeAutoObservable<WithdrawalStore, 'root' | 'attemptId'>(this, { root: false, amount: false, attemptId: false });
  }

  get account(): PayoutAccountValue | null {
    return this.readiness?.accounts.find((a) => a.id === this.accountId) ?? null;
  }

  /** The withdrawal channel the chosen account pays through. */
  get channel(): WithdrawalChannelValue | null {
    const account = this.account;
    return (account && this.readiness?.channels.find((c) => c.id === account.channelId)) ?? null;
  }

  /** The server's blockers in the order the screen lists them. */
  get blockers(): WithdrawalBlocker[] {
    const found = new Set(this.readiness?.blockers ?? []);
    return WITHDRAWAL_BLOCKERS.filter((b) => found.has(b));
  }

  /** An amount above the single threshold needs verified identity, which the member does not have. */
  get amountNeedsKyc(): boolean {
    const kyc = this.readiness?.kyc;
    const minor = this.amount.minor;
    return !!kyc && kyc.status !== 'verified' && kyc.singleThreshold !== null && minor !== null && minor > kyc.singleThreshold;
  }

  /** Why the form cannot be sent as it is, or null. */
  get problem(): Message | null {
    if (!this.account) return { key: 'withdraw.chooseAccount' };
    const amount = this.amount.problem;
    if (amount) return amount;
    if (this.amountNeedsKyc) return { key: 'withdraw.kycAbove', params: { amount: formatMinor(this.readiness!.kyc.singleThreshold!) } };
    return checkWithdrawalPassword(this.password);
  }

  /** Reads what is possible now; the first payout account is chosen when none is. */
  async load(): Promise<void> {
    this.state = 'loading';
    const readiness = await quietGet<WithdrawalReadiness>(this.root.api, PaymentPath.withdraw);
    runInAction(() => {
      this.state = readiness ? 'loaded' : 'failed';
      if (!readiness) return;
      this.readiness = readiness;
      if (!this.account) this.accountId = readiness.accounts[0]?.id ?? null;
    });
  }

  selectAccount(id: number): void {
    this.accountId = id;
    this.attemptId = null;
  }

  /** Digits only: a phone's number pad can still paste letters. */
  setPassword(value: string): void {
    this.password = value.replace(/\D/g, '');
  }

  /** Requests the withdrawal; the amount is held at once. The new withdrawal, or null (the player was told why). */
  async submit(): Promise<WithdrawalValue | null> {
    const account = this.account;
    const amount = this.amount.minor;
    if (this.busy || this.blockers.length > 0 || this.problem || !account || amount === null) return null;
    this.busy = true;
    this.attemptId ??= newUuid();
    const body: WithdrawalRequest = { payoutAccountId: account.id, amount, withdrawalPassword: this.password, requestId: this.attemptId };
    const outcome = await attempt(this.root.ui, this.root.api.post<WithdrawalValue>(PaymentPath.withdraw, body));
    runInAction(() => {
      this.busy = false;
      if (outcome.ok || outcome.definite) this.attemptId = null;
      // The password is asked again for the next request, whatever happened to this one.
      if (outcome.ok || outcome.definite) this.password = '';
      if (!outcome.ok) return;
      this.result = outcome.value;
      this.amount.reset();
    });
    if (!outcome.ok) return null;
    void this.root.wallet.refresh();
    void this.load();
    return outcome.value;
  }

  /** Leaves the result for a new request. */
  dismissResult(): void {
    this.result = null;
  }

  clear(): void {
    this.readiness = null;
    this.state = 'idle';
    this.accountId = null;
    this.amount.reset();
    this.password = '';
    this.busy = false;
    this.result = null;
    this.attemptId = null;
  }
}
