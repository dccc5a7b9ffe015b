/**
 * What the two manual kinds share: the player pays the merchant's own account outside the
 * platform and the deposit waits for an operator's review; a withdrawal is paid by an operator by
 * hand, so the channel reports it paid at once, under an external id that says so.
 */
import type { ChannelAdapterId } from '@common/contract/consolePayments';
import type { ChannelKind, DepositInstructions } from '@common/contract/payments';
import type { ChannelAdapter, DepositStartContext, PayoutState } from './adapter';

/** The reference a player writes in the payment's memo: the deposit id's first ten hex digits, upper case. */
export function depositReference(depositId: string): string {
  return depositId.replace(/-/g, '').slice(0, 10).toUpperCase();
}

/** The channel's receiving account and the deposit's reference and deadline. */
export function manualInstructions(context: DepositStartContext): { instructions: DepositInstructions } {
  const { channel } = context;
  return {
    instructions: {
      accountNumber: channel.accountNumber,
      accountName: channel.accountName,
      bankName: channel.bankName,
      reference: depositReference(context.depositId),
      expiresAt: context.expiresAt,
    },
  };
}

/** The external id of a payout an operator made by hand. */
export const manualPayoutId = (withdrawalId: string) => `MANUAL-${withdrawalId}`;

/** A manual payout: the operator who approves the withdrawal has paid it (docs/payments.md). */
export function manualPayout(withdrawalId: string): Promise<PayoutState> {
  return Promise.resolve({ status: 'paid', externalId: manualPayoutId(withdrawalId) });
}

/** A manual kind's adapter: instructions to pay the channel's own account, payouts made by hand. */
export function manualAdapter(id: ChannelAdapterId, kind: Exclude<ChannelKind, 'gateway'>, name: string): ChannelAdapter {
  return {
    id,
    name,
    kind,
    startDeposit: (context) => Promise.resolve(manualInstructions(context)),
    startPayout: (context) => manualPayout(context.withdrawalId),
    payoutStatus: (_channel, withdrawalId) => manualPayout(withdrawalId),
  };
}
