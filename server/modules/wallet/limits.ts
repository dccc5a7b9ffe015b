/** Bounds of the wallet's numbers. */

/**
 * The most a member account may hold, in minor units (10^15). Below 2^53, so a balance always
 * fits a JSON number (wireAmount) and a vendor's absurd credit is refused as a business answer
 * (wallet.balance.limit) instead of failing as a 500 that the vendor retries forever.
 */
export const MAX_MEMBER_BALANCE = 1_000_000_000_000_000n;
