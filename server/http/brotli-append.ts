/**
 * A brotli stream made of a part compressed once and a part appended uncompressed per answer
 * (RFC 7932): the first part is compressed with a flush, which ends it on a byte boundary with
 * every byte decodable, then the second follows as an uncompressed meta-block and the stream
 * ends with an empty last meta-block. Appending costs a copy, not a compressor's set-up: for an
 * answer that is a fixed ~1.7 KB plus a few client-specific bytes, that set-up was most of its cost.
 */
import { constants, createBrotliCompress } from 'node:zlib';

/** The text compressed at `quality` and flushed, not finished: appendUncompressed() may follow. */
export function flushedBrotli(text: Buffer, quality: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const encoder = createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } });
    encoder.on('error', reject);
    encoder.write(text);
    encoder.flush(constants.BROTLI_OPERATION_FLUSH, () => {
      const chunks: Buffer[] = [];
      for (let chunk: Buffer | null; (chunk = encoder.read() as Buffer | null) !== null; ) chunks.push(chunk);
      encoder.destroy();
      resolve(Buffer.concat(chunks));
    });
  });
}

/** Longest tail one meta-block with a 4-nibble length carries (MLEN - 1 in 16 bits). */
export const MAX_APPENDED = 1 << 16;
/** ISLAST = 1, ISLASTEMPTY = 1: the stream's end. */
const LAST_EMPTY_META_BLOCK = Buffer.from([0b11]);

/**
 * The complete brotli stream of the flushed part's text followed by `tail` (1 to MAX_APPENDED
 * bytes). Header bits, least significant first: ISLAST 0, MNIBBLES 0 (four nibbles), MLEN - 1 in
 * 16 bits, ISUNCOMPRESSED 1, then zeros to the byte boundary: 24 bits.
 */
export function appendUncompressed(flushed: Buffer, tail: Buffer): Buffer {
  if (tail.length < 1 || tail.length > MAX_APPENDED) throw new RangeError(`an appended part holds 1 to ${MAX_APPENDED} bytes, not ${tail.length}`);
  const bits = ((tail.length - 1) << 3) | (1 << 19);
  const header = Buffer.from([bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff]);
  return Buffer.concat([flushed, header, tail, LAST_EMPTY_META_BLOCK]);
}
