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
