/** Limits of the spec (§5, §9) that the site shows and the server enforces alike. */

/** Registration: the youngest age a member may be. */
export const MIN_AGE_YEARS = 21;
export const EMAIL_MAX_CHARS = 254;
/** Captcha answers (identifying). */
export const CAPTCHA_MIN_CHARS = 1;
export const CAPTCHA_MAX_CHARS = 16;
/** A captcha's solved proof of work (base64 JSON of challenge and solution; about 700 characters). */
export const POW_MAX_CHARS = 2048;
/** Profile icons are numbered PROFILE_ICON_MIN..PROFILE_ICON_MAX. */
export const PROFILE_ICON_MIN = 0;
export const PROFILE_ICON_MAX = 8;
/** Digits of the withdrawal (transaction) password. */
export const WITHDRAWAL_PASSWORD_DIGITS = 6;
/** Uploads with a remark (reward applications, §5): remark length, picture count and size. */
export const REMARK_MAX_CHARS = 140;
export const IMAGES_MAX_COUNT = 3;
export const IMAGE_MAX_BYTES = 5_242_880;
/**
 * The withdrawal turnover requirement (issue 14, docs/payments.md) clears when a real stake leaves
 * the real balance below this many minor units (1.00): nothing is left to withdraw unwagered.
 */
export const TURNOVER_CLEAR_BELOW = 100;
/** Payout accounts (§7 bankCard): holder name and bank name lengths, and the account number's 6..34 letters or digits (IBAN at most; more than the 4 a masked number shows). */
export const PAYOUT_HOLDER_MAX_CHARS = 100;
export const PAYOUT_BANK_MAX_CHARS = 100;
export const PAYOUT_NUMBER_MIN_CHARS = 6;
export const PAYOUT_NUMBER_MAX_CHARS = 34;
