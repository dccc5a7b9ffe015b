/**
 * A proof of work per captcha (altcha-lib): the browser derives PBKDF2 keys until one matches the
 * challenge's prefix, about CAPTCHA_POW_WORK of them, while the person reads the image. A bot pays
 * that for every captcha it tries. The challenge is signed and names its captcha, so a solution
 * counts for that captcha only, which is single use and expires on our clock (the challenge itself
 * carries no expiry, which altcha-lib would check against the wall clock instead).
 */
import { randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Deps } from '../../context';

type PowDeps = Pick<Deps, 'config' | 'keyring'>;

/** PBKDF2 iterations per key tried. */
const COST = 1000;

const secret = (deps: PowDeps) => deps.keyring.hmac('captcha:pow');
const toBase64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

/** A signed challenge for `captchaId`, as base64 JSON; its counter is random around CAPTCHA_POW_WORK. */
export async function powChallenge(deps: PowDeps, captchaId: string): Promise<string> {
  const work = deps.config.captchaPowWork;
  const challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: COST,
    counter: randomInt(Math.ceil(work / 2), Math.floor((work * 3) / 2) + 1),
    deriveKey,
    data: { captchaId },
    hmacSignatureSecret: secret(deps),
  });
  return toBase64(challenge);
}

/** True when `pow` (base64 JSON of challenge and solution) solves a challenge we signed for `captchaId`. */
export async function powSolved(deps: PowDeps, captchaId: string, pow: string): Promise<boolean> {
  try {
    const { challenge, solution } = JSON.parse(Buffer.from(pow, 'base64').toString('utf8')) as Payload;
    if (challenge?.parameters?.data?.captchaId !== captchaId) return false;
    return (await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: secret(deps) })).verified;
  } catch {
    // Not JSON, or not the shape of a payload: a forged or truncated answer.
    return false;
  }
}
