/**
 * The provably fair byte stream shared by the lottery (docs/lottery-fairness.md) and the house
 * slot (docs/house-slot.md "Provably fair"):
 *
 *   block(counter) = HMAC-SHA256(key = seed bytes, message = UTF-8 "<prefix><counter>")
 *   stream         = block(0) ‖ block(1) ‖ …   (counter in decimal from 0; a block only when needed)
 *
 * A draw is written once as a generator ("plan") that yields the counter of each block it needs
 * and receives that block, so the same rules run synchronously on the server (node:crypto, see
 * server/vendors/house-slot/fair-derive.ts) and asynchronously in a browser (WebCrypto, below).
 */

/** A draw over the stream: yields the counter of the next block it needs, is sent that block, returns T. */
export type StreamPlan<T> = Generator<number, T, Uint8Array>;

/** Bytes per HMAC-SHA256 block. */
export const BLOCK_BYTES = 32;

/** The reading position in the stream, shared by the byte and word draws of one plan. */
export class StreamReader {
  private block: Uint8Array = new Uint8Array(0);
  private offset = 0;
  private counter = 0;

  /** The next byte, asking for block `counter` when the current one is used up. */
  *byte(): Generator<number, number, Uint8Array> {
    if (this.offset === this.block.length) {
      const block: Uint8Array = yield this.counter;
      if (!block || block.length !== BLOCK_BYTES) throw new Error('a stream block must be 32 bytes');
      this.block = block;
      this.counter += 1;
      this.offset = 0;
    }
    const byte = this.block[this.offset];
    this.offset += 1;
    return byte;
  }

  /**
   * A uniform integer in [0, n) for 1 ≤ n ≤ 256 from one byte: bytes at or above the largest
   * multiple of n are skipped (rejection sampling), so every value is exactly equally likely.
   */
  *byteBelow(n: number): Generator<number, number, Uint8Array> {
    if (!Number.isInteger(n) || n < 1 || n > 256) throw new RangeError('byteBelow needs 1 ≤ n ≤ 256');
    const limit = 256 - (256 % n);
    for (;;) {
      const byte = yield* this.byte();
      if (byte < limit) return byte % n;
    }
  }

  /**
   * A uniform integer in [0, n) for 1 ≤ n ≤ 2^32 from 4-byte big-endian words: words at or above
   * the largest multiple of n below 2^32 are skipped, so every value is exactly equally likely.
   */
  *wordBelow(n: number): Generator<number, number, Uint8Array> {
    if (!Number.isInteger(n) || n < 1 || n > WORD_RANGE) throw new RangeError('wordBelow needs 1 ≤ n ≤ 2^32');
    const limit = WORD_RANGE - (WORD_RANGE % n);
    for (;;) {
      let word = 0;
      if (this.offset + 4 <= this.block.length) {
        // The whole word is in the current block: the same bytes in the same order, without a step per byte.
        const b = this.block;
        word = ((b[this.offset] << 24) >>> 0) + (b[this.offset + 1] << 16) + (b[this.offset + 2] << 8) + b[this.offset + 3];
        this.offset += 4;
      } else {
        for (let i = 0; i < 4; i += 1) word = word * 256 + (yield* this.byte());
      }
      if (word < limit) return word % n;
    }
  }
}

/** 2^32: the number of distinct 4-byte words. */
export const WORD_RANGE = 2 ** 32;

/** WebCrypto's subtle API, typed by whichever platform runs (the DOM's, Node's, or common/web-platform.d.ts). */
function subtle() {
  const api = globalThis.crypto?.subtle;
  if (!api) throw new Error('WebCrypto (crypto.subtle) is not available');
  return api;
}

/** The seed's bytes; the seed is non-empty, even-length hex (either case). */
export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(hex)) throw new RangeError('seed must be a non-empty, even-length hex string');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

export const toHex = (bytes: ArrayBuffer | Uint8Array): string =>
  Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** Lowercase hex SHA-256 of the seed's bytes (not of its hex text): the commitment published before play. */
export async function seedHash(seedHex: string): Promise<string> {
  return toHex(await subtle().digest('SHA-256', hexToBytes(seedHex)));
}

/** The UTF-8 message of block `counter`. */
export const blockMessage = (prefix: string, counter: number): string => `${prefix}${counter}`;

/** Runs `plan` over the stream of `seedHex` and `prefix` with WebCrypto (browser and Node alike). */
export async function runPlan<T>(plan: StreamPlan<T>, seedHex: string, prefix: string): Promise<T> {
  const key = await subtle().importKey('raw', hexToBytes(seedHex), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  let step = plan.next();
  while (!step.done) {
    const block = new Uint8Array(await subtle().sign('HMAC', key, new TextEncoder().encode(blockMessage(prefix, step.value))));
    step = plan.next(block);
  }
  return step.value;
}
