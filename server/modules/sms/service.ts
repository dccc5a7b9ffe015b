/**
 * SMS verification codes: six random digits, bound to a purpose (login, register, reset), kept
 * as an HMAC, single use, expiring, with at most MAX_GUESSES wrong tries, and throttled per
 * number (a minimum gap and a daily cap).
 */
import { randomInt } from 'node:crypto';
import type { SmsCodeValue, SmsRetryValue } from '@common/contract/account';
import { ErrorCode } from '@common/contract/envelope';
import type { Deps } from '../../context';
import { AppError } from '../../http/envelope';
import { sameDigest } from '../../security/tokens';
import { e164, maskPhone, type Phone } from '../member';
import * as repo from './repository';
import type { SmsPurpose } from './tables';

type SmsDeps = Pick<Deps, 'db' | 'config' | 'now' | 'keyring' | 'messaging'>;

/** Wrong guesses a code survives. */
export const MAX_GUESSES = 5;
const DAY_MS = 86_400_000;

export interface CodeKey {
  merchantCode: string;
  phone: Phone;
  purpose: SmsPurpose;
}

const digest = (deps: SmsDeps, key: CodeKey, code: string) => deps.keyring.hmac(`sms:${key.purpose}:${e164(key.phone)}:${code}`);

function tooFrequent(retryAt: number, now: number): AppError {
  const value: SmsRetryValue = { retryAfter: Math.max(1, Math.ceil((retryAt - now) / 1000)) };
  return new AppError(ErrorCode.smsTooFrequent, { value, params: { seconds: value.retryAfter } });
}

/**
 * Issues a code unless the number is throttled (sms.too.frequent with retryAfter). The code is
 * sent only when `deliver` is true; it is recorded either way, so throttling looks the same
 * whether or not the number belongs to an account.
 */
export async function sendCode(deps: SmsDeps, key: CodeKey, deliver: boolean, sender: string): Promise<SmsCodeValue> {
  const now = deps.now();
  const phone = e164(key.phone);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expirationTime = now + deps.config.smsCodeTtlSeconds * 1000;
  await deps.db.transaction(async (tx) => {
    await repo.lockPhone(tx, phone);
    const last = await repo.lastSentAt(tx, phone);
    const gapUntil = last ? last.getTime() + deps.config.smsMinIntervalSeconds * 1000 : 0;
    if (gapUntil > now) throw tooFrequent(gapUntil, now);
    const day = await repo.sentSince(tx, phone, new Date(now - DAY_MS), deps.config.smsMaxPerDay);
    if (day.n >= deps.config.smsMaxPerDay) throw tooFrequent(day.limitAt!.getTime() + DAY_MS, now);
    await repo.insertCode(tx, {
      merchantCode: key.merchantCode,
      phone,
      purpose: key.purpose,
      codeHash: digest(deps, key, code),
      createdAt: new Date(now),
      expiresAt: new Date(expirationTime),
    });
  });
  if (deliver) {
    const minutes = Math.ceil(deps.config.smsCodeTtlSeconds / 60);
    await deps.messaging.sms.send({ to: phone, masked: maskPhone(key.phone), text: `${sender} code ${code}, valid ${minutes} min. Never share it.` });
  }
  return { expirationTime };
}

/** True when `code` is the number's newest code for the purpose, still usable; it is then used up. */
export async function verifyCode(deps: SmsDeps, key: CodeKey, code: string): Promise<boolean> {
  const now = new Date(deps.now());
  const guess = await repo.takeGuess(deps.db, { merchantCode: key.merchantCode, phone: e164(key.phone), purpose: key.purpose }, now, MAX_GUESSES);
  if (!guess || !sameDigest(guess.codeHash, digest(deps, key, code))) return false;
  return repo.markUsed(deps.db, guess.id, now);
}
