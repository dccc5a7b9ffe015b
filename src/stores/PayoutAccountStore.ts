import { makeAutoObservable, runInAction } from 'mobx';
import { PaymentPath, type AddPayoutAccountRequest, type PayoutAccountValue, type RemovePayoutAccountRequest, type WithdrawalChannelValue } from '@common/contract/payments';
import { quietGet } from '../api/request';
import { attempt } from './payments/attempt';
import type { LoadState } from './DepositStore';
import type { RootStore } from './RootStore';
import { WithdrawalStore } from './WithdrawalStore';

/**
 * The member's payout accounts (§7 bankCard, issue 14): bank accounts and mobile-wallet numbers,
 * shown masked, added and removed with the withdrawal password, up to the merchant's maximum. The
 * channels an account may use, the maximum and whether a withdrawal password exists come with the
 * withdrawal readiness, which an add or a remove changes too, so it is read again after either.
 */
export class PayoutAccountStore {
  accounts: PayoutAccountValue[] = [];
  state: LoadState = 'idle';
  busy = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<PayoutAccountStore, 'root'>(this, { root: false });
  }

  private get withdrawal(): WithdrawalStore {
    return this.root.feature(WithdrawalStore);
  }

  /** The withdrawal channels an account can be added for. */
  get channels(): WithdrawalChannelValue[] {
    return this.withdrawal.readiness?.channels ?? [];
  }

  /** The merchant's maximum of accounts per member; null until known. */
  get max(): number | null {
    return this.withdrawal.readiness?.maxAccounts ?? null;
  }

  get full(): boolean {
    return this.max !== null && this.accounts.length >= this.max;
  }

  /** Null until known: adding and removing need the withdrawal password. */
  get hasWithdrawalPassword(): boolean | null {
    return this.withdrawal.readiness?.hasWithdrawalPassword ?? null;
  }

  async load(): Promise<void> {
    this.state = 'loading';
    const [accounts] = await Promise.all([quietGet<PayoutAccountValue[]>(this.root.api, PaymentPath.bankCards), this.withdrawal.load()]);
    runInAction(() => {
      this.state = accounts ? 'loaded' : 'failed';
      if (accounts) this.accounts = accounts;
    });
  }

  /** Adds an account; true when the server took it. */
  async add(request: AddPayoutAccountRequest): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    const body: AddPayoutAccountRequest = { ...request, holder: request.holder.trim(), accountNumber: request.accountNumber.replace(/\s+/g, '') };
    if (request.bankName !== undefined) body.bankName = request.bankName.trim();
    const outcome = await attempt(this.root.ui, this.root.api.post<PayoutAccountValue>(PaymentPath.bankCards, body));
    runInAction(() => {
      this.busy = false;
      if (outcome.ok) this.accounts = [...this.accounts, outcome.value];
    });
    if (outcome.ok) this.afterChange('payout.added');
    return outcome.ok;
  }

  /** Removes an account; true when the server did. */
  async remove(id: number, withdrawalPassword: string): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    const body: RemovePayoutAccountRequest = { id, withdrawalPassword };
    const outcome = await attempt(this.root.ui, this.root.api.post<null>(PaymentPath.bankCardRemove, body));
    runInAction(() => {
      this.busy = false;
      if (outcome.ok) this.accounts = this.accounts.filter((a) => a.id !== id);
    });
    if (outcome.ok) this.afterChange('payout.removed');
    return outcome.ok;
  }

  clear(): void {
    this.accounts = [];
    this.state = 'idle';
    this.busy = false;
  }

  private afterChange(key: string): void {
    this.root.ui.showToast({ key }, 'success');
    void this.withdrawal.load();
  }
}
