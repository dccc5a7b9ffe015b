/**
 * The operators' second factor: RFC 6238 TOTP (SHA-1, 6 digits, 30 s, what every authenticator
 * app reads) through otpauth, and one-time recovery codes. Codes one step either side of now are
 * accepted (a phone's clock drifts), and never the same step twice (a code seen over a shoulder
 * or in a log cannot be replayed).
 */
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const TOTP_PERIOD_S = 30;
const TOTP_DIGITS = 6;
/** Steps accepted either side of the server's: ±30 s of clock drift. */
const TOTP_WINDOW = 1;
/** 160 bits, RFC 4226's recommended secret length for SHA-1. */
const SECRET_BYTES = 20;
/** Recovery codes given at enrolment; each works once. */
export const RECOVERY_CODE_COUNT = 10;

function totp(secretBase32: string, username: string, issuer: string): TOTP {
  return new TOTP({ issuer, label: username, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_S, secret: Secret.fromBase32(secretBase32) });
}

/** A new random secret, base32 (what authenticator apps take). */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The otpauth:// URI and its QR code (an SVG) for an authenticator app. */
export async function enrolment(secretBase32: string, username: string, issuer: string): Promise<{ otpauthUri: string; qrSvg: string }> {
  const otpauthUri = totp(secretBase32, username, issuer).toString();
  return { otpauthUri, qrSvg: await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) };
}

/**
 * The time step a code is good for at `nowMs`, or null. A step at or before `lastStep` (the last
 * one accepted) is refused: each code logs in once.
 */
export function acceptedStep(secretBase32: string, code: string, nowMs: number, lastStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = TOTP.validate({ token: code, secret: Secret.fromBase32(secretBase32), algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_S, timestamp: nowMs, window: TOTP_WINDOW });
  if (delta === null) return null;
  const step = TOTP.counter({ period: TOTP_PERIOD_S, timestamp: nowMs }) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The code an authenticator shows at `nowMs` (the demo operators' helper and tests). */
export function currentCode(secretBase32: string, nowMs: number): string {
  return TOTP.generate({ secret: Secret.fromBase32(secretBase32), algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_S, timestamp: nowMs });
}

/** Fresh recovery codes, `xxxx-xxxx-xxxx` in lower-case hex (48 random bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => randomBytes(6).toString('hex').replace(/(.{4})(?=.)/g, '$1-'));
}

/** A recovery code as typed (any case, spaces or dashes anywhere) in the stored form, or null. */
export function normaliseRecoveryCode(input: string): string | null {
  const hex = input.toLowerCase().replace(/[\s-]/g, '');
  return /^[0-9a-f]{12}$/.test(hex) ? hex.replace(/(.{4})(?=.)/g, '$1-') : null;
}
