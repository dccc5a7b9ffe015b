import type { ComponentType, LazyExoticComponent } from 'react';
import type { ChannelKind, DepositChannelValue, DepositValue } from '@common/contract/payments';
import type { ChannelIconName } from './ChannelIcon';

/** What a channel's payment form gets: the started deposit (status created) and its channel, when still offered. */
export interface ChannelFormProps {
  deposit: DepositValue;
  channel: DepositChannelValue | null;
}

/** A form component in its own chunk, and the loader of that chunk (which the contract test calls). */
export interface LazyForm {
  Form: LazyExoticComponent<ComponentType<ChannelFormProps>>;
  load: () => Promise<{ default: ComponentType<ChannelFormProps> }>;
}

/**
 * One deposit channel kind's front end (Grafana's Registry pattern, as src/vendors/): how the
 * kind looks in the channel list and the deposit detail, and the form that takes the player from a
 * started deposit to a paid one. The amount step before it is the same for every kind.
 */
export interface ChannelPlugin extends LazyForm {
  /** The kind it serves, or 'fallback'. */
  id: ChannelKind | 'fallback';
  /** i18n key of the kind's name ("Online payment", "Mobile wallet", "Bank transfer"). */
  name: string;
  /** The icon a channel of this kind shows when the merchant gave it none. */
  icon: ChannelIconName;
  /** i18n key of the amount step's button: what happens next. */
  startKey: string;
  /** i18n key of the status pending for this kind: what a paid deposit waits for. */
  pendingKey: string;
  /** False for the fallback: a channel of an unknown kind is listed but cannot be started here. */
  startable: boolean;
}
