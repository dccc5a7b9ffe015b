import { lazyForm } from '../lazyForm';
import type { ChannelPlugin } from '../types';

/** A mobile wallet paid by hand (bKash, Nagad, Rocket style): the merchant's number, then the sender number and TrxID, then review. */
export const mobileWalletPlugin: ChannelPlugin = {
  id: 'mobileWallet',
  name: 'deposit.kind.mobileWallet',
  icon: 'phone',
  startKey: 'deposit.next',
  pendingKey: 'deposit.status.review',
  startable: true,
  ...lazyForm(() => import(/* webpackChunkName: "channel-mobile-wallet" */ '../forms/MobileWalletForm')),
};
