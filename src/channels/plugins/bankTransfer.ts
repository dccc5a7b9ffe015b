import { lazyForm } from '../lazyForm';
import type { ChannelPlugin } from '../types';

/** A bank transfer: the bank details, then proof pictures (§5), then review. */
export const bankTransferPlugin: ChannelPlugin = {
  id: 'bankTransfer',
  name: 'deposit.kind.bankTransfer',
  icon: 'bank',
  startKey: 'deposit.next',
  pendingKey: 'deposit.status.review',
  startable: true,
  ...lazyForm(() => import(/* webpackChunkName: "channel-bank-transfer" */ '../forms/BankTransferForm')),
};
