/**
 * SMS verification codes: six random digits, bound to a purpose (login, register, reset), kept
 * as an HMAC, single use, expiring, with at most MAX_GUESSES wrong tries, and sent only within
 * the SMS limits (limits.ts: per number, IP, device and merchant).
 */
import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsCodeValue } from '@common/contract/account';
import type { Deps } from '../../context';
import { sameDigest } from '../../security/tokens';
import { e164, maskPhone, type Phone } from '../member';
import { checkLimits, deviceKey } from './limits';
import * as repo from './repository';
import type { SmsPurpose } from './tables';

type SmsDeps = Pick<Deps, 'db' | 'config' | 'now' | 'keyring' | 'messaging'>;

/** Wrong guesses a code survives. */
export const MAX_GUESSES = 5;

export interface CodeKey {
  merchantCode: string;
  phone: Phone;
  purpose: SmsPurpose;
}

const digest = (deps: SmsDeps, key: CodeKey, code: string) => deps.keyring.hmac(`sms:${key.purpose}:${e164(key.phone)}:${code}`);

/** Who asks for a code: the client's IP, the device id its body carried, and the request's log. */
export interface SmsRequester {
  ip: string;
  deviceId: string | undefined;
  log: FastifyBaseLogger;
}

/**
 * Issues a code unless a limit refuses it (limits.ts; nothing is sent then). The code is sent only
 * when `deliver` is true; it is recorded either way, so the limits look the same whether or not
 * the number belongs to an account.
 */
export async function sendCode(deps: SmsDeps, key: CodeKey, from: SmsRequester, deliver: boolean, sender: string): Promise<SmsCodeValue> {
  const now = deps.now();
  const phone = e164(key.phone);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expirationTime = now + deps.config.smsCodeTtlSeconds * 1000;
  const keys = { phone, ip: from.ip, device: deviceKey(from.ip, from.deviceId), merchantCode: key.merchantCode };
  await deps.db.transaction(async (tx) => {
    await repo.lockSenders(tx, keys);
    await checkLimits(tx, { config: deps.config, log: from.log }, keys, now);
    await repo.insertCode(tx, {
      ...keys,
      purpose: key.purpose,
      codeHash: digest(deps, key, code),
      createdAt: new Date(now),
      expiresAt: new Date(expirationTime),
    });
  });
  if (deliver) {
    const minutes = Math.ceil(deps.config.smsCodeTtlSeconds / 60);
    await deps.messaging.sms.send({ to: phone, masked: maskPhone(key.phone), text: `${sender} code ${code}, valid ${minutes} min. Never share it.`, merchantCode: key.merchantCode });
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
