import { randomBytes } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { appendUncompressed, flushedBrotli, MAX_APPENDED } from '../../../server/http/brotli-append';

describe('a brotli stream of a part compressed once and a part appended uncompressed', () => {
  const head = Buffer.from(`{"success":true,"value":{"info":${JSON.stringify({ name: 'é "quoted" ✓', list: Array.from({ length: 80 }, (_, i) => `item-${i}`) })},`);

  it.each([
    ['one byte', Buffer.from('}')],
    ['a client part', Buffer.from('"location":{"ip":"2001:db8::1","country":null},"maintenance":false,"regionRestriction":true}}')],
    ['random bytes', randomBytes(5000)],
    ['the longest one meta-block holds', randomBytes(MAX_APPENDED)],
  ])('decodes to both parts in order: %s', async (_name, tail) => {
    const flushed = await flushedBrotli(head, 11);
    expect(brotliDecompressSync(appendUncompressed(flushed, tail))).toEqual(Buffer.concat([head, tail]));
  });

  it('appends to the same flushed part again and again', async () => {
    const flushed = await flushedBrotli(head, 5);
    for (const tail of ['a', 'bb', 'ccc'].map((t) => Buffer.from(t))) {
      expect(brotliDecompressSync(appendUncompressed(flushed, tail)).toString()).toBe(`${head.toString()}${tail.toString()}`);
    }
  });

  it('refuses an empty tail and one longer than a meta-block holds', async () => {
    const flushed = await flushedBrotli(head, 5);
    expect(() => appendUncompressed(flushed, Buffer.alloc(0))).toThrow(RangeError);
    expect(() => appendUncompressed(flushed, Buffer.alloc(MAX_APPENDED + 1))).toThrow(RangeError);
  });
});
