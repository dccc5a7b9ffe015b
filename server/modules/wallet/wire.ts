/** Amounts on the wire: minor units as JSON numbers. */

/** A bigint amount as a JSON number; beyond 2^53 it would lose digits, so it fails loudly instead. */
export function wireAmount(amount: bigint): number {
  const value = Number(amount);
  if (!Number.isSafeInteger(value)) throw new Error(`amount ${amount} does not fit a JSON number`);
  return value;
}
