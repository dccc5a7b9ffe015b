/**
 * Short-lived signed links to stored files (docs/payments.md "Identity verification and uploads"):
 * `${CONSOLE_API}/files/<key>?exp=<epoch s>&sig=<HMAC-SHA256>`. The HMAC key is derived from the
 * server keyring's secret for this one purpose, so a signature made here proves nothing anywhere else.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { CONSOLE_API } from '@common/contract/operator';
import type { Keyring } from '../crypto';

/** Where the links point (routes.ts serves them in the console scope). */
export const FILE_LINK_PREFIX = `${CONSOLE_API}/files`;

/** How long a link works: long enough to open a review, short enough that a copied link soon dies. */
export const FILE_LINK_TTL_SECONDS = 5 * 60;

/** What signing needs from the running server. */
export interface LinkSigner {
  keyring: Keyring;
  /** Epoch ms. */
  now(): number;
}

/** base64url of 32 bytes. */
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
const EXPIRY = /^[1-9]\d{0,11}$/;

const derivedKeys = new WeakMap<Keyring, Buffer>();

function linkKey(keyring: Keyring): Buffer {
  let key = derivedKeys.get(keyring);
  if (!key) {
    key = Buffer.from(keyring.hmac('mlobby signed file links v1'), 'hex');
    derivedKeys.set(keyring, key);
  }
  return key;
}

function signature(keyring: Keyring, key: string, exp: number): Buffer {
  return createHmac('sha256', linkKey(keyring)).update(`${key}\n${exp}`).digest();
}

/** A link to the stored file `key` that works for `ttlSeconds` from now. */
export function signedFileUrl(signer: LinkSigner, key: string, ttlSeconds: number = FILE_LINK_TTL_SECONDS): string {
  const exp = Math.floor(signer.now() / 1000) + ttlSeconds;
  const sig = signature(signer.keyring, key, exp).toString('base64url');
  return `${FILE_LINK_PREFIX}/${key}?exp=${exp}&sig=${sig}`;
}

/** Whether `exp` and `sig` are a link's for `key` that has not expired (the signature compared in constant time). */
export function fileLinkValid(signer: LinkSigner, key: string, exp: string | undefined, sig: string | undefined): boolean {
  if (!exp || !sig || !EXPIRY.test(exp) || !SIGNATURE.test(sig)) return false;
  const expected = signature(signer.keyring, key, Number(exp));
  const given = Buffer.from(sig, 'base64url');
  // Both checks run whatever the first says, so the answer's timing tells nothing about which failed.
  const authentic = given.length === expected.length && timingSafeEqual(given, expected);
  const live = Number(exp) * 1000 >= signer.now();
  return authentic && live;
}
