import { TRANSFER_MIN_AMOUNT } from '@common/rules/transfers';
import type { RootStore } from '../RootStore';
import { VendorBalanceStore } from '../VendorBalanceStore';

/** What a real-money launch adds to its query; null: the member cancelled the launch. */
export type TransferChoice = { transferAmount?: number } | null;

/**
 * The transfer-wallet step of a real-money launch (docs/transfer-wallet.md "Launch"), loaded by
 * the LaunchStore only for logged-in members. Launch mode 'all', a vendor that keeps no balance
 * of its own, or balances that could not be read: launch at once (the server moves the whole
 * balance). Mode 'choose': the member picks the amount first, unless their balance is below the
 * least they may choose, when there is nothing to choose and the game starts with what the
 * vendor already holds.
 */
export async function launchTransfer(root: RootStore, vendorCode: string): Promise<TransferChoice> {
  const store = root.feature(VendorBalanceStore);
  await store.ensureLoaded();
  if (store.launchMode !== 'choose' || !store.vendor(vendorCode)) return {};
  // The main balance bounds the choice: read it fresh, it may have changed since the last load.
  await store.load();
  const vendor = store.vendor(vendorCode);
  if (!vendor || (store.main ?? 0) < TRANSFER_MIN_AMOUNT) return {};
  const amount = await store.askAmount(vendor);
  return amount === null ? null : { transferAmount: amount };
}
