import { readImageHeader } from '../../../../server/modules/announcements/image-header';

/** A RIFF WEBP file whose first chunk is `chunk` with `body` (padded to 30 bytes at least). */
function webp(chunk: string, body: number[]): Buffer {
  const out = Buffer.alloc(Math.max(30, 20 + body.length));
  out.write('RIFF', 0, 'latin1');
  out.write('WEBP', 8, 'latin1');
  out.write(chunk, 12, 'latin1');
  Buffer.from(body).copy(out, 20);
  return out;
}

describe('readImageHeader', () => {
  it('reads a lossy WebP (VP8) size after its key-frame start code', () => {
    // frame tag (3 bytes), start code 9d 01 2a, width 750, height 300 (little-endian, 14 bits).
    expect(readImageHeader(webp('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0xee, 0x02, 0x2c, 0x01]))).toEqual({ contentType: 'image/webp', width: 750, height: 300 });
  });

  it('reads a lossless WebP (VP8L) size from its packed 14-bit fields', () => {
    const bits = (750 - 1) | ((300 - 1) << 14);
    expect(readImageHeader(webp('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >>> 24) & 0xff]))).toEqual({ contentType: 'image/webp', width: 750, height: 300 });
  });

  it('reads an extended WebP (VP8X) canvas size', () => {
    expect(readImageHeader(webp('VP8X', [0, 0, 0, 0, 0xed, 0x02, 0, 0x2b, 0x01, 0]))).toEqual({ contentType: 'image/webp', width: 750, height: 300 });
  });

  it('skips a JPEG’s JFIF and comment segments to its (progressive) frame header', () => {
    const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
    const comment = [0xff, 0xfe, 0x00, 0x06, 0x68, 0x69, 0x21, 0x21];
    const sof2 = [0xff, 0xc2, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x02, 0xee, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01];
    expect(readImageHeader(Buffer.from([0xff, 0xd8, ...app0, ...comment, ...sof2, 0xff, 0xd9]))).toEqual({ contentType: 'image/jpeg', width: 750, height: 300 });
  });

  it('answers null for text, an SVG, a GIF and a truncated PNG', () => {
    for (const bytes of ['hello', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'GIF89a\x01\x00\x01\x00']) expect(readImageHeader(Buffer.from(bytes))).toBeNull();
    expect(readImageHeader(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
  });
});
