import { makeAutoObservable, runInAction } from 'mobx';
import { WalletPath, type WalletBalance } from '@common/contract/wallet';
import { formatMinor } from '../utils/money';
import type { RootStore } from './RootStore';

/** The member's wallet: sumBalance in minor units, shown with 2 decimals (§3). */
export class WalletStore {
  sumBalance: number | null = null;
  refreshing = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<WalletStore, 'root'>(this, { root: false });
  }

  /** Display text, or null when there is no wallet (the UI shows its placeholder). */
  get display(): string | null {
    return this.sumBalance === null ? null : formatMinor(this.sumBalance);
  }

  /** Reloads the balance when a session exists; a failure keeps the last known value. */
  async refresh(): Promise<void> {
    if (!this.root.session.isLoggedIn || this.refreshing) return;
    this.refreshing = true;
    try {
      const res = await this.root.api.get<WalletBalance>(WalletPath.balance, { alert: false });
      runInAction(() => {
        if (res.success && res.value) this.sumBalance = res.value.sumBalance;
      });
    } catch {
      // shown as the last known balance (or the placeholder); the next open retries
    } finally {
      runInAction(() => {
        this.refreshing = false;
      });
    }
  }

  clear(): void {
    this.sumBalance = null;
  }
}
