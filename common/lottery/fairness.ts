import type { DrawKind } from '../contract/lottery';
import { VN_PRIZE_TIERS } from './games';

/**
 * Provably fair draws (docs/lottery-fairness.md): the result of an issue is a pure function of the
 * server seed, the game code and the issue number, so anyone holding the revealed seed can
 * recompute it, and the SHA-256 published at opening proves the seed was fixed before betting.
 * WebCrypto only, because this runs both on the server and in the browser's fairness page.
 */

/** WebCrypto's subtle API, typed by whichever platform runs (the DOM's, Node's, or common/web-platform.d.ts). */
function subtle() {
  const api = globalThis.crypto?.subtle;
  if (!api) throw new Error('WebCrypto (crypto.subtle) is not available');
  return api;
}

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(hex)) throw new RangeError('seed must be a non-empty, even-length hex string');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

/** The HMAC key WebCrypto hands back, named without the DOM-only CryptoKey type. */
type HmacKey = Awaited<ReturnType<ReturnType<typeof subtle>['importKey']>>;

const toHex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

/** Lowercase hex SHA-256 of the seed's bytes (not of its hex text): the hash published when an issue opens. */
export async function seedHash(seedHex: string): Promise<string> {
  return toHex(await subtle().digest('SHA-256', hexToBytes(seedHex)));
}

/**
 * The bytes HMAC-SHA256(seed, "<gameCode>:<issueNumber>:<counter>") for counter 0, 1, 2, …,
 * concatenated: 32 bytes per block, a new block only when the last one is used up.
 */
class ByteStream {
  private block = new Uint8Array(0);
  private offset = 0;
  private counter = 0;

  private constructor(
    private readonly key: HmacKey,
    private readonly prefix: string,
  ) {}

  static async open(seedHex: string, gameCode: string, issueNumber: string): Promise<ByteStream> {
    const key = await subtle().importKey('raw', hexToBytes(seedHex), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    return new ByteStream(key, `${gameCode}:${issueNumber}:`);
  }

  async next(): Promise<number> {
    if (this.offset === this.block.length) {
      const message = new TextEncoder().encode(`${this.prefix}${this.counter}`);
      this.block = new Uint8Array(await subtle().sign('HMAC', this.key, message));
      this.counter += 1;
      this.offset = 0;
    }
    const byte = this.block[this.offset];
    this.offset += 1;
    return byte;
  }

  /**
   * A uniform integer in [0, n) for n ≤ 256: bytes at or above the largest multiple of n are
   * skipped (rejection sampling), so every value is exactly equally likely.
   */
  async below(n: number): Promise<number> {
    const limit = 256 - (256 % n);
    for (;;) {
      const byte = await this.next();
      if (byte < limit) return byte % n;
    }
  }
}

async function digitString(stream: ByteStream, width: number): Promise<string> {
  let text = '';
  for (let i = 0; i < width; i += 1) text += String(await stream.below(10));
  return text;
}

/**
 * An issue's result. ssc: five digits "0"-"9"; k3: three dice "1"-"6" in the order drawn; VN:
 * every prize in prize order (special first), each digit by digit, with prizes grouped by tier.
 */
export async function deriveNumbers(
  kind: DrawKind,
  seedHex: string,
  gameCode: string,
  issueNumber: string,
): Promise<{ numbers: string[]; prizes: string[][] | null }> {
  const stream = await ByteStream.open(seedHex, gameCode, issueNumber);
  const numbers: string[] = [];
  if (kind === 'ssc') {
    for (let i = 0; i < 5; i += 1) numbers.push(String(await stream.below(10)));
    return { numbers, prizes: null };
  }
  if (kind === 'k3') {
    for (let i = 0; i < 3; i += 1) numbers.push(String((await stream.below(6)) + 1));
    return { numbers, prizes: null };
  }
  const prizes: string[][] = [];
  for (const tier of VN_PRIZE_TIERS[kind]) {
    const group: string[] = [];
    for (let i = 0; i < tier.count; i += 1) group.push(await digitString(stream, tier.width));
    prizes.push(group);
    numbers.push(...group);
  }
  return { numbers, prizes };
}
