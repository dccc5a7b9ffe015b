import { lazyForm } from '../lazyForm';
import type { ChannelPlugin } from '../types';

/** A payment gateway (Alipay, QQ, WeChat and the simulator are configurations of it): start, then the provider's page. */
export const gatewayPlugin: ChannelPlugin = {
  id: 'gateway',
  name: 'deposit.kind.gateway',
  icon: 'card',
  startKey: 'deposit.payNow',
  pendingKey: 'deposit.status.confirming',
  startable: true,
  ...lazyForm(() => import(/* webpackChunkName: "channel-gateway" */ '../forms/GatewayForm')),
};
