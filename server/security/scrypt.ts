/**
 * Password hashing with scrypt at the OWASP Password Storage Cheat Sheet's parameters. The
 * parameters are stored with each hash, so raising them later leaves old hashes verifiable.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { AppConfig } from '../config';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** N=2^15, r=8, p=3 (OWASP); 16-byte salt, 64-byte key. */
export const SCRYPT_DEFAULTS: ScryptParams = { N: 2 ** 15, r: 8, p: 3 };
/** The parameters new hashes are written with: the OWASP ones at the configured cost N (PASSWORD_HASH_N); the defaults without a config. */
export function passwordHashParams(config?: Pick<AppConfig, 'passwordHashN'>): ScryptParams {
  return config ? { ...SCRYPT_DEFAULTS, N: config.passwordHashN } : SCRYPT_DEFAULTS;
}

const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** Refuses absurd parameters from a damaged row instead of letting one hash exhaust memory. */
const MAX_N = 2 ** 20;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; node's default maxmem (32 MiB) is exactly that at N=2^15, r=8, so leave headroom.
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** `scrypt$N=32768,r=8,p=3$<salt b64>$<key b64>` for a password (async: never blocks the event loop). */
export async function hashPassword(password: string, params: ScryptParams = SCRYPT_DEFAULTS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  return `scrypt$N=${params.N},r=${params.r},p=${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

function parse(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const match = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  if (!match) return null;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (N < 2 || N > MAX_N || (N & (N - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) return null;
  return { params: { N, r, p }, salt: Buffer.from(match[4]!, 'base64'), key: Buffer.from(match[5]!, 'base64') };
}

/** True when the password matches the stored hash (constant-time compare). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** A dummy hash per cost N: the dummy costs what a real hash of that setting costs. */
const dummies = new Map<number, Promise<string>>();

/**
 * Verifies against a real hash of a random password: a login for an unknown user (or one
 * without a password) costs the same time as a wrong password, so timing reveals nothing.
 */
export async function verifyAgainstDummy(password: string, params: ScryptParams = SCRYPT_DEFAULTS): Promise<false> {
  let dummy = dummies.get(params.N);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('hex'), params);
    dummies.set(params.N, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}
