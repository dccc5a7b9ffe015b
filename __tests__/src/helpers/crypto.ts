import { webcrypto } from 'node:crypto';
import { AccountPath, type PublicKeyValue } from '@common/contract/account';
import { Header } from '@common/contract/headers';
import type { FakeRequest, Reply } from './fixtures';

/** Node's WebCrypto; jsdom implements getRandomValues but not crypto.subtle. */
export const subtle = webcrypto.subtle as unknown as SubtleCrypto;

/** Gives jsdom the crypto.subtle every HTTPS browser has, so the app's own encryptor works. */
export function installWebCrypto(): void {
  if (!globalThis.crypto.subtle) Object.defineProperty(globalThis.crypto, 'subtle', { value: subtle, configurable: true });
}

/** Removes what installWebCrypto added (a page served over plain HTTP has no crypto.subtle). */
export function removeWebCrypto(): void {
  delete (globalThis.crypto as { subtle?: SubtleCrypto }).subtle;
}

const b64 = (text: string) => Buffer.from(text, 'base64');

/** The server's half of an encrypted call: a generated RSA key pair, its key route and a decryptor. */
export interface KeyServer {
  keyId: string;
  value: PublicKeyValue;
  /** Fake route answering GET AccountPath.publicKey. */
  routes: Record<string, Reply>;
  /** Opens an encrypted request the way the server does; throws when it does not decrypt. */
  decrypt(request: Pick<FakeRequest, 'init'>): Promise<unknown>;
}

/** Generates a key pair and serves its public key, like the server's key endpoint. */
export async function createKeyServer(keyId = 'key-1'): Promise<KeyServer> {
  const pair = await webcrypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = Buffer.from(await webcrypto.subtle.exportKey('spki', pair.publicKey)).toString('base64');
  const value: PublicKeyValue = { keyId, algorithm: 'RSA-OAEP-256+A256GCM', publicKey: spki };
  return {
    keyId,
    value,
    routes: { [`GET ${AccountPath.publicKey}`]: { success: true, value } },
    async decrypt({ init }) {
      const header = (init.headers as Record<string, string>)[Header.encryption];
      const [id, wrapped, iv] = header.split('.');
      if (id !== keyId) throw new Error(`unknown key ${id}`);
      const raw = await webcrypto.subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, b64(wrapped));
      const aes = await webcrypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
      const { data } = JSON.parse(String(init.body)) as { data: string };
      const plain = await webcrypto.subtle.decrypt({ name: 'AES-GCM', iv: b64(iv) }, aes, b64(data));
      return JSON.parse(Buffer.from(plain).toString('utf8'));
    },
  };
}
