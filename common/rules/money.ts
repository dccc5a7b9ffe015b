/** Amounts for people: minor units (100 = 1.00) shown with two decimals, exact for any bigint. */

/** '123456' → '1234.56', '-5' → '-0.05': the message parameters of limits (params.min, params.max, params.cap). */
export function formatMinor(amount: bigint | number): string {
  const value = BigInt(amount);
  const abs = value < 0n ? -value : value;
  return `${value < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
