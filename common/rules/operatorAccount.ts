/** Operator account rules the console's forms, the server and scripts/operator.ts share. */

/** 3 to 64 letters, digits, dots, dashes or underscores, starting with a letter or digit (stored in lower case). */
export const OPERATOR_USERNAME_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{2,63}$';

/**
 * Password length: staff accounts reach money and players' data, so longer than members' (NIST
 * SP 800-63B: length over composition rules); the second factor is on top.
 */
export const OPERATOR_PASSWORD_MIN = 12;
export const OPERATOR_PASSWORD_MAX = 128;
