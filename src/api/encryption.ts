/**
 * WebCrypto Encryptor for encrypted bodies (common/contract/account.ts EncryptedBody, docs/encryption.md):
 * a fresh AES-256-GCM key and 12-byte iv per request seal the JSON body; RSA-OAEP SHA-256 wraps
 * the raw AES key with the server's public key.
 */
import { AccountPath, type PublicKeyValue } from '@common/contract/account';
import type { ApiClient, Encryptor } from './client';

const AES_KEY_BITS = 256;
const IV_BYTES = 12;
const RSA_IMPORT = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
// btoa takes a string; spreading a huge array into fromCharCode overflows the call stack.
const B64_CHUNK = 0x8000;

/** Base64 of raw bytes (standard alphabet, padded). */
export function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (let i = 0; i < view.length; i += B64_CHUNK) binary += String.fromCharCode(...view.subarray(i, i + B64_CHUNK));
  return btoa(binary);
}

/** Raw bytes of a base64 string. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * GETs the server's public key through the one client; a failed answer rejects. Transport
 * failures (offline, slow network) are told to the user by the client like any other call.
 */
export async function fetchPublicKey(api: ApiClient): Promise<PublicKeyValue> {
  const res = await api.get<PublicKeyValue>(AccountPath.publicKey);
  if (!res.success || !res.value?.publicKey) throw new Error(res.message || 'public key unavailable');
  return res.value;
}

/**
 * Creates the encryptor. The key is fetched on first use and cached; crypto is looked up at
 * call time because plain-HTTP pages (and jsdom) have no crypto.subtle until one is supplied.
 */
export function createEncryptor(
  loadKey: () => Promise<PublicKeyValue>,
  subtle?: SubtleCrypto,
): Encryptor {
  let key: Promise<{ keyId: string; rsa: CryptoKey }> | null = null;

  const crypto = () => {
    const s = subtle ?? globalThis.crypto?.subtle;
    if (!s) throw new Error('WebCrypto is unavailable (the page needs HTTPS)');
    return s;
  };

  function publicKey(): Promise<{ keyId: string; rsa: CryptoKey }> {
    if (!key) {
      key = loadKey().then(async (value) => ({
        keyId: value.keyId,
        rsa: await crypto().importKey('spki', fromBase64(value.publicKey), RSA_IMPORT, false, ['encrypt']),
      }));
      // A failed load must not stick: the next request tries again.
      key.catch(() => {
        key = null;
      });
    }
    return key;
  }

  return {
    async encrypt(body: unknown) {
      const s = crypto();
      const { keyId, rsa } = await publicKey();
      const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const aes = await s.generateKey({ name: 'AES-GCM', length: AES_KEY_BITS }, true, ['encrypt']);
      const plain = new TextEncoder().encode(JSON.stringify(body));
      const sealed = await s.encrypt({ name: 'AES-GCM', iv }, aes, plain);
      const wrapped = await s.encrypt({ name: 'RSA-OAEP' }, rsa, await s.exportKey('raw', aes));
      return {
        payload: JSON.stringify({ data: toBase64(sealed) }),
        header: `${keyId}.${toBase64(wrapped)}.${toBase64(iv)}`,
      };
    },
  };
}
