/**
 * A payment channel's server adapter (ARCHITECTURE.md: server/channels/, a registry like
 * server/vendors/): how the platform starts a deposit, trusts a provider's callback, and pays a
 * withdrawal out. A real provider is one more adapter behind this interface; the local gateway
 * simulator and the two manual kinds (mobile wallet, bank transfer) are the ones we ship.
 */
import type { ChannelAdapterId } from '@common/contract/consolePayments';
import type { ChannelKind, DepositInstructions } from '@common/contract/payments';
import type { RegistryItem } from '@common/registry';
import type { PaymentChannelRow } from '../modules/payments';

/** What an adapter is told about a new deposit. */
export interface DepositStartContext {
  channel: PaymentChannelRow;
  /** The channel's signing secret, opened from secretSealed (gateway kinds); null for manual kinds. */
  secret: string | null;
  depositId: string;
  amount: bigint;
  currency: string;
  /** Absolute URL of our callback for this channel (PaymentPath.callback). */
  callbackUrl: string;
  /** Absolute URL the provider's page sends the player back to. */
  returnUrl: string;
  /** Epoch ms after which an unpaid deposit expires. */
  expiresAt: number;
}

/** Gateway: where the player pays. Manual kinds: what the player does. */
export type DepositStart = { redirectUrl: string; instructions?: undefined } | { instructions: DepositInstructions; redirectUrl?: undefined };

/** A provider callback as received: headers, the parsed body and the raw bytes it was signed over. */
export interface CallbackInput {
  channel: PaymentChannelRow;
  /** The channel's signing secret, opened (payments' openChannelSecret); null when it has none. */
  secret: string | null;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  rawBody: string;
}

/** What a verified callback says about one deposit. */
export interface CallbackVerdict {
  depositId: string;
  /** The provider's own id of the payment; a deposit is credited once per (channel, externalId). */
  externalId: string;
  amount: bigint;
  currency: string;
  outcome: 'paid' | 'failed' | 'expired';
}

export interface PayoutContext {
  channel: PaymentChannelRow;
  /** The channel's signing secret when the adapter signs its payout calls (payments' openChannelSecret); the shipped adapters need none. */
  secret?: string | null;
  withdrawalId: string;
  /** What the payout account receives (amount − fee). */
  amount: bigint;
  currency: string;
  account: { holder: string; number: string; bankName: string | null };
  callbackUrl: string;
}

/** A payout's state at the provider. */
export type PayoutState = { status: 'paid'; externalId: string } | { status: 'pending'; externalId: string } | { status: 'failed'; reason: string };

export interface ChannelAdapter extends RegistryItem {
  id: ChannelAdapterId;
  kind: ChannelKind;
  startDeposit(context: DepositStartContext): Promise<DepositStart>;
  /** Checks a callback's signature and reads it; throws AppError(paymentCallbackInvalid) when it is not the provider's. Manual kinds have none. */
  verifyCallback?(input: CallbackInput): CallbackVerdict;
  startPayout(context: PayoutContext): Promise<PayoutState>;
  /** The payout's state now (for one left pending). */
  payoutStatus(channel: PaymentChannelRow, withdrawalId: string, externalId: string): Promise<PayoutState>;
}
