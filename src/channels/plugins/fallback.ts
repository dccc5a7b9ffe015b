import { lazyForm } from '../lazyForm';
import type { ChannelPlugin } from '../types';

/**
 * A kind this version of the site does not know: the channel is listed (so the player sees it
 * exists) but cannot be started here, and a deposit of that kind shows where to get help.
 */
export const fallbackPlugin: ChannelPlugin = {
  id: 'fallback',
  name: 'deposit.kind.other',
  icon: 'card',
  startKey: 'deposit.next',
  pendingKey: 'deposit.status.review',
  startable: false,
  ...lazyForm(() => import(/* webpackChunkName: "channel-fallback" */ '../forms/FallbackForm')),
};
