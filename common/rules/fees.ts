/**
 * A payment channel's fee (issue 14, common/contract/payments.ts): basis points of the amount,
 * rounded down, plus a fixed part, all in integer minor units. The site shows it before the player
 * pays; the server charges the same, so the two never disagree by a cent.
 */

/** Basis points in a whole: 10000 bp = 100 %. */
export const BPS_SCALE = 10_000;

/** fee = floor(amount × feeBps / 10000) + feeFixed; BigInt inside, because amount × feeBps may pass 2^53. */
export function channelFee(amount: number, feeBps: number, feeFixed: number): number {
  return Number((BigInt(amount) * BigInt(feeBps)) / BigInt(BPS_SCALE)) + feeFixed;
}
