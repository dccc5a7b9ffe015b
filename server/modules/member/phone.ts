/** Mobile numbers as the server keeps them: dialing code and national number, digits only. */
import { AccountRule } from '@common/rules/account';

export interface Phone {
  dialingCode: string;
  mobile: string;
}

/** E.164 allows 15 digits in all. */
const E164_MAX_DIGITS = 15;

/**
 * The canonical form of a number as typed, or null when it is not a mobile number. The trunk
 * prefix is dropped ("01712…" in Bangladesh is +880 1712…), so both spellings are one account.
 */
export function parsePhone(dialing: string, mobile: string): Phone | null {
  if (!AccountRule.dialingCodePattern.test(dialing) || !AccountRule.mobilePattern.test(mobile)) return null;
  const dialingCode = dialing.replace(/^\+/, '');
  const national = mobile.replace(/^0+/, '');
  if (national.length < 4 || dialingCode.length + national.length > E164_MAX_DIGITS) return null;
  return { dialingCode, mobile: national };
}

/** +<dialing code><national number>. */
export function e164(phone: Phone): string {
  return `+${phone.dialingCode}${phone.mobile}`;
}

/** The number with its middle hidden, for logs and member info: +880171****678. */
export function maskPhone(phone: Phone): string {
  const n = phone.mobile;
  const keep = n.length >= 8 ? 3 : 1;
  return `+${phone.dialingCode}${n.slice(0, keep)}${'*'.repeat(Math.max(0, n.length - 2 * keep))}${n.slice(-keep)}`;
}
