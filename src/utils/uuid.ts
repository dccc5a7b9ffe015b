/**
 * A random RFC 4122 version 4 UUID: the requestId of a deposit or withdrawal attempt. Built from
 * getRandomValues because crypto.randomUUID needs HTTPS, which some merchants' domains lack.
 */
export function newUuid(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  // Version 4 in the high nibble of byte 6, the RFC 4122 variant in the top bits of byte 8.
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
