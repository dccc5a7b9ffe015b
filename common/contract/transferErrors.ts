/** The transfer-wallet error codes (issue 19, docs/transfer-wallet.md), part of ErrorCode (envelope.ts), kept apart for its length. */
export const TRANSFER_ERROR_CODES = {
  /** The vendor refused the transfer (params.vendor); the member's money is where it was. */
  transferRefused: 'transfer.refused',
  /** A transfer to or from this vendor is still being confirmed; nothing new was started. Try again shortly. */
  transferInFlight: 'transfer.in.flight',
  /** The vendor did not answer in time: the transfer is held and will be completed or returned (never lost). */
  transferUnknown: 'transfer.unknown',
  /** A chosen launch amount below TRANSFER_MIN_AMOUNT (params.min), above the balance, or not whole minor units; nothing moved. */
  transferAmountInvalid: 'transfer.amount.invalid',
  /** The vendor named is not a transfer-wallet vendor of this merchant; nothing moved. */
  transferVendorUnknown: 'transfer.vendor.unknown',
} as const;
