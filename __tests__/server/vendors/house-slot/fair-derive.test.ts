import { createHmac, randomBytes } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { slotStops } from '@common/fairness/slot';
import { seedHash, StreamReader, type StreamPlan } from '@common/fairness/stream';
import { outcomeAt } from '../../../../server/vendors/house-slot/engine';
import { fairStops, runPlanSync, serverSeedHash, STRIP_LENGTHS } from '../../../../server/vendors/house-slot/fair-derive';
import { DERIVE_SCRIPT } from '../../../../server/vendors/house-slot/fair-script';
import { outcomeReply } from '../../../../server/vendors/house-slot/replies';
import { SLOT_EXAMPLE } from '../../../common/fairness/slot-example';


/** The verify page's script, run as a browser would: WebCrypto and TextEncoder only. */
function browserFair(): { hash(seed: string): Promise<string>; stops(seed: string, client: string, nonce: number, lengths: readonly number[]): Promise<number[]> } {
  const context: Record<string, unknown> = { crypto: globalThis.crypto, TextEncoder, Uint8Array, RangeError };
  runInNewContext(`${DERIVE_SCRIPT};this.FAIR=FAIR;`, context);
  return context.FAIR as ReturnType<typeof browserFair>;
}

/** Pearson's chi-square of counts against a uniform expectation. */
const chiSquare = (counts: number[], total: number) => counts.reduce((sum, c) => sum + (c - total / counts.length) ** 2 / (total / counts.length), 0);

describe('the slot derivation on the server', () => {
  test('reproduces the documented worked example: hash, HMAC block, words, stops, window and win', () => {
    expect(serverSeedHash(SLOT_EXAMPLE.serverSeed)).toBe(SLOT_EXAMPLE.serverSeedHash);
    const block = createHmac('sha256', Buffer.from(SLOT_EXAMPLE.serverSeed, 'hex')).update(`${SLOT_EXAMPLE.clientSeed}:${SLOT_EXAMPLE.nonce}:0`).digest();
    expect(block.toString('hex')).toBe(SLOT_EXAMPLE.hmac);
    expect(SLOT_EXAMPLE.words.map((_, i) => block.readUInt32BE(4 * i))).toEqual(SLOT_EXAMPLE.words);
    expect(STRIP_LENGTHS).toEqual([34, 33, 34, 33, 33]);
    expect(fairStops(SLOT_EXAMPLE.serverSeed, SLOT_EXAMPLE.clientSeed, SLOT_EXAMPLE.nonce)).toEqual(SLOT_EXAMPLE.stops);
    const shown = outcomeReply(outcomeAt(SLOT_EXAMPLE.stake, SLOT_EXAMPLE.stops));
    expect(shown.reels).toEqual(SLOT_EXAMPLE.reels);
    expect(shown.lines).toEqual([{ line: 5, symbol: 'B', count: 3, win: 100 }]);
    expect(shown.win).toBe(SLOT_EXAMPLE.win);
  });

  test('the seed hash is over the seed bytes, as the lottery\'s', async () => {
    expect(serverSeedHash(SLOT_EXAMPLE.serverSeed)).toBe(await seedHash(SLOT_EXAMPLE.serverSeed));
  });

  test('the browser (WebCrypto) module, the page script and node:crypto give the same stops and hash for 200 random seed pairs', async () => {
    const page = browserFair();
    for (let i = 0; i < 200; i++) {
      const seed = randomBytes(32).toString('hex');
      const client = randomBytes(1 + (i % 40)).toString('base64').slice(0, 1 + (i % 64));
      const nonce = i * 7919;
      const node = fairStops(seed, client, nonce);
      expect(await slotStops(seed, client, nonce, STRIP_LENGTHS)).toEqual(node);
      expect(await page.stops(seed, client, nonce, STRIP_LENGTHS)).toEqual(node);
      if (i % 20 === 0) expect(await page.hash(seed)).toBe(serverSeedHash(seed));
    }
    expect(await page.stops(SLOT_EXAMPLE.serverSeed, SLOT_EXAMPLE.clientSeed, SLOT_EXAMPLE.nonce, STRIP_LENGTHS)).toEqual(SLOT_EXAMPLE.stops);
  });

  test('every stop is equally likely: 10^6 word draws (200,000 per reel) pass a chi-square test per reel', () => {
    function* counts(n: number, draws: number): StreamPlan<number[]> {
      const reader = new StreamReader();
      const c = new Array<number>(n).fill(0);
      for (let i = 0; i < draws; i++) c[yield* reader.wordBelow(n)]++;
      return c;
    }
    STRIP_LENGTHS.forEach((n, reel) => {
      const c = runPlanSync(counts(n, 200_000), SLOT_EXAMPLE.serverSeed, `uniformity:${reel}:`);
      // 32–33 degrees of freedom: mean ≈ 33, sd ≈ 8; 80 is beyond p = 10^-5.
      expect(chiSquare(c, 200_000)).toBeLessThan(80);
    });
  });

  test('spins over consecutive nonces are uniform per reel (20,000 spins)', () => {
    const counts = STRIP_LENGTHS.map((n) => new Array<number>(n).fill(0));
    for (let nonce = 0; nonce < 20_000; nonce++) fairStops(SLOT_EXAMPLE.serverSeed, SLOT_EXAMPLE.clientSeed, nonce).forEach((stop, reel) => counts[reel][stop]++);
    counts.forEach((c) => expect(chiSquare(c, 20_000)).toBeLessThan(80));
  });
});
