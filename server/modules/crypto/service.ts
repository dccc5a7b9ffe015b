/**
 * The server's keys: the RSA-OAEP pair that opens encrypted request bodies (docs/encryption.md),
 * the HMAC key for short secrets and the AES key that seals secrets the server must read back
 * (operators' TOTP secrets). Made on first start, kept in the database, cached here.
 */
import { createCipheriv, createDecipheriv, randomBytes, webcrypto } from 'node:crypto';
import type { PublicKeyValue } from '@common/contract/account';
import { ErrorCode } from '@common/contract/envelope';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { hmacHex, randomToken } from '../../security/tokens';
import { findActiveKey, findKey, insertActiveKeyIfNone, secretOrCreate } from './repository';

const { subtle } = webcrypto;
const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
const AES_KEY_BYTES = 32;
const GCM_IV_BYTES = 12;
const GCM_TAG_BYTES = 16;
/** `<keyId>.<wrapped key>.<iv>`; base64 parts (standard or url alphabet, as browsers produce either). */
const HEADER = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9+/_=-]{16,1024})\.([A-Za-z0-9+/_=-]{16,24})$/;

const invalid = () => new AppError(ErrorCode.encryptionInvalid, { status: 400 });

async function newKeyPair(): Promise<{ publicKey: string; privateKey: string }> {
  const pair = await subtle.generateKey({ ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, true, ['encrypt', 'decrypt']);
  const spki = await subtle.exportKey('spki', pair.publicKey);
  const pkcs8 = await subtle.exportKey('pkcs8', pair.privateKey);
  return { publicKey: Buffer.from(spki).toString('base64'), privateKey: Buffer.from(pkcs8).toString('base64') };
}

function importPrivate(pkcs8: string): Promise<webcrypto.CryptoKey> {
  return subtle.importKey('pkcs8', Buffer.from(pkcs8, 'base64'), RSA, false, ['decrypt']);
}

/** Keys of one running server. */
export class Keyring {
  private readonly privateKeys = new Map<string, Promise<webcrypto.CryptoKey | null>>();

  constructor(
    private readonly db: Database,
    private readonly active: { keyId: string; publicKey: string },
    private readonly hmacKey: Buffer,
    private readonly sealKey: Buffer,
  ) {}

  /**
   * Seals a secret the server must read back (AES-256-GCM, a fresh iv each time): a copy of one
   * table, without server_secrets, does not give the secret away. `<iv>.<tag>.<data>`, base64.
   */
  seal(plain: string): string {
    const iv = randomBytes(GCM_IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.sealKey, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64')).join('.');
  }

  /** Opens what seal() made; throws on anything else or on a tampered copy. */
  unseal(sealed: string): string {
    const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64'));
    if (!iv || !tag || !data || iv.length !== GCM_IV_BYTES || tag.length !== GCM_TAG_BYTES) throw new Error('not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.sealKey, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  }

  /** GET /wps/session/login/key. */
  publicKey(): PublicKeyValue {
    return { keyId: this.active.keyId, algorithm: 'RSA-OAEP-256+A256GCM', publicKey: this.active.publicKey };
  }

  /** Keyed hash of a short secret (SMS code, captcha answer). */
  hmac(value: string): string {
    return hmacHex(this.hmacKey, value);
  }

  /** A key by id, active or retired; looked up once per id (unknown ids cached as null too). */
  private privateKey(keyId: string): Promise<webcrypto.CryptoKey | null> {
    let key = this.privateKeys.get(keyId);
    if (!key) {
      key = findKey(this.db, keyId).then((row) => (row ? importPrivate(row.privateKey) : null));
      this.privateKeys.set(keyId, key);
    }
    return key;
  }

  /** Opens an encrypted body: plaintext for a good header and data, else request.encryption.invalid (400). */
  async open(header: string | undefined, data: string): Promise<string> {
    const match = HEADER.exec(header?.trim() ?? '');
    if (!match) throw invalid();
    const privateKey = await this.privateKey(match[1]!);
    const iv = Buffer.from(match[3]!, 'base64');
    const sealed = Buffer.from(data, 'base64');
    if (!privateKey || iv.length !== GCM_IV_BYTES || sealed.length < GCM_TAG_BYTES) throw invalid();
    try {
      const rawKey = await subtle.decrypt(RSA, privateKey, Buffer.from(match[2]!, 'base64'));
      if (rawKey.byteLength !== AES_KEY_BYTES) throw invalid();
      const aesKey = await subtle.importKey('raw', rawKey, 'AES-GCM', false, ['decrypt']);
      const plain = await subtle.decrypt({ name: 'AES-GCM', iv, tagLength: GCM_TAG_BYTES * 8 }, aesKey, sealed);
      return new TextDecoder('utf-8', { fatal: true }).decode(plain);
    } catch {
      // One answer for every failure (wrong key, tampered tag, bad padding): no oracle for an attacker.
      throw invalid();
    }
  }
}

/** Loads the keys, creating the RSA pair and the HMAC key on first start. */
export async function openKeyring(db: Database): Promise<Keyring> {
  let active = await findActiveKey(db);
  if (!active) {
    await insertActiveKeyIfNone(db, { keyId: randomToken(9), ...(await newKeyPair()) });
    active = (await findActiveKey(db))!;
  }
  const hmacKey = Buffer.from(await secretOrCreate(db, 'hmac', randomBytes(32).toString('base64')), 'base64');
  const sealKey = Buffer.from(await secretOrCreate(db, 'seal', randomBytes(AES_KEY_BYTES).toString('base64')), 'base64');
  return new Keyring(db, active, hmacKey, sealKey);
}
