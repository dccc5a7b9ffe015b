import { slotPrefix, slotStops, slotStopsPlan } from '@common/fairness/slot';
import { seedHash, StreamReader, WORD_RANGE, type StreamPlan } from '@common/fairness/stream';
import { SLOT_EXAMPLE } from './slot-example';

const LENGTHS = [34, 33, 34, 33, 33];

/** Runs a plan over blocks given outright (block k for counter k). */
function feed<T>(plan: StreamPlan<T>, blocks: Uint8Array[]): { value: T; counters: number[] } {
  const counters: number[] = [];
  let step = plan.next();
  while (!step.done) {
    counters.push(step.value);
    step = plan.next(blocks[step.value]);
  }
  return { value: step.value, counters };
}

const block = (words: number[]): Uint8Array => {
  const bytes = new Uint8Array(32);
  const view = new DataView(bytes.buffer);
  words.forEach((w, i) => view.setUint32(4 * i, w));
  return bytes;
};

describe('slot stops (WebCrypto)', () => {
  test('reproduce the documented worked example: hash, stops', async () => {
    expect(await seedHash(SLOT_EXAMPLE.serverSeed)).toBe(SLOT_EXAMPLE.serverSeedHash);
    expect(await slotStops(SLOT_EXAMPLE.serverSeed, SLOT_EXAMPLE.clientSeed, SLOT_EXAMPLE.nonce, LENGTHS)).toEqual(SLOT_EXAMPLE.stops);
  });

  test('the message of block k is "<clientSeed>:<nonce>:<k>"', () => {
    expect(`${slotPrefix('lucky-fruits', 1)}0`).toBe('lucky-fruits:1:0');
  });

  test('each stop is its 4-byte big-endian word mod the strip length, reels in order', () => {
    const { value } = feed(slotStopsPlan(LENGTHS), [block(SLOT_EXAMPLE.words)]);
    expect(value).toEqual(SLOT_EXAMPLE.words.map((w, i) => w % LENGTHS[i]));
    expect(value).toEqual(SLOT_EXAMPLE.stops);
  });

  test('a word at or above the largest multiple of the strip length below 2^32 is skipped', () => {
    const limit34 = WORD_RANGE - (WORD_RANGE % 34); // 4294967278
    const { value } = feed(slotStopsPlan([34, 33]), [block([limit34, limit34 - 1, 0xffffffff, 35])]);
    // limit34 is rejected; limit34 − 1 ≡ 33 (mod 34); for 33 the limit is 2^32 − 4, so 0xffffffff is rejected and 35 ≡ 2.
    expect(value).toEqual([33, 2]);
  });

  test('a new block is asked for only when the last is used up, counters 0, 1, 2 in order', () => {
    const all = (x: number) => block(new Array<number>(8).fill(x));
    const { value, counters } = feed(slotStopsPlan(new Array<number>(9).fill(34)), [all(1), all(2)]);
    expect(counters).toEqual([0, 1]);
    expect(value).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 2]);
  });

  test('a word straddling two blocks reads its bytes in stream order', () => {
    function* plan(): StreamPlan<number> {
      const reader = new StreamReader();
      for (let i = 0; i < 30; i += 1) yield* reader.byte();
      return yield* reader.wordBelow(WORD_RANGE);
    }
    const first = new Uint8Array(32).fill(0xab);
    const second = new Uint8Array(32).fill(0xcd);
    expect(feed(plan(), [first, second]).value).toBe(0xababcdcd);
  });

  test.each([0, -1, 1.5, WORD_RANGE + 1])('refuses to draw below %p', (n) => {
    expect(() => feed(slotStopsPlan([n]), [block([1])])).toThrow(RangeError);
  });

  test('refuses a seed that is not hex', async () => {
    await expect(slotStops('xyz', 'c', 0, LENGTHS)).rejects.toThrow(RangeError);
  });
});
