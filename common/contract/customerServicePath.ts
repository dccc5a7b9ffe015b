/**
 * Customer-service paths carry an 8-character suffix used as a decryption key (§9). The spec
 * does not show the cipher; we use a repeating-key XOR over the UTF-8 URL, base64url encoded,
 * then the key appended. It only keeps channel links out of plain sight in configuration
 * dumps and page source; it is not a secret. The server encodes with the same module.
 */
export const CS_KEY_LENGTH = 8;

const toBase64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const fromBase64Url = (text: string): Uint8Array => {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0));
};

const xor = (bytes: Uint8Array, key: string): Uint8Array => {
  const k = new TextEncoder().encode(key);
  return bytes.map((b, i) => b ^ k[i % k.length]);
};

/** Encodes a channel URL with an 8-character key into a customer-service path. */
export function encodeServicePath(url: string, key: string): string {
  if (key.length !== CS_KEY_LENGTH) throw new RangeError(`key must be ${CS_KEY_LENGTH} characters`);
  return toBase64Url(xor(new TextEncoder().encode(url), key)) + key;
}

/** Decodes a customer-service path back into the channel URL; null when it is malformed. */
export function decodeServicePath(path: string): string | null {
  if (path.length <= CS_KEY_LENGTH) return null;
  const key = path.slice(-CS_KEY_LENGTH);
  try {
    const url = new TextDecoder('utf-8', { fatal: true }).decode(xor(fromBase64Url(path.slice(0, -CS_KEY_LENGTH)), key));
    return /^(https?:|tg:|fb-messenger:)/i.test(url) ? url : null;
  } catch {
    return null;
  }
}
