import { previewRotation, readExifOrientation, rotationOf } from '../../../src/utils/exifOrientation';

/** A JPEG head: SOI, optionally an APP0 (JFIF), then an APP1 Exif segment whose IFD0 holds the orientation. */
function jpeg(orientation: number | null, { little = false, app0 = false, otherTagFirst = false } = {}): ArrayBuffer {
  const bytes: number[] = [0xff, 0xd8];
  if (app0) bytes.push(0xff, 0xe0, 0x00, 0x10, ...Array.from({ length: 14 }, () => 0));
  const u16 = (n: number) => (little ? [n & 0xff, n >> 8] : [n >> 8, n & 0xff]);
  const u32 = (n: number) => (little ? [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24] : [n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff]);
  const entry = (tag: number, value: number) => [...u16(tag), ...u16(3), ...u32(1), ...u16(value), 0, 0];
  const entries = [...(otherTagFirst ? [entry(0x010f, 1)] : []), ...(orientation === null ? [] : [entry(0x0112, orientation)])];
  const tiff = [...(little ? [0x49, 0x49] : [0x4d, 0x4d]), ...u16(42), ...u32(8), ...u16(entries.length), ...entries.flat(), 0, 0, 0, 0];
  const body = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  bytes.push(0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body);
  bytes.push(0xff, 0xda, 0x00, 0x02); // start of scan: the picture's data follows
  return new Uint8Array(bytes).buffer;
}

describe('EXIF orientation (§4 image picker)', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('reads orientation %i from a big-endian (Motorola) JPEG', (o) => {
    expect(readExifOrientation(jpeg(o))).toBe(o);
  });

  it('reads a little-endian (Intel) JPEG, after an APP0 segment and another tag', () => {
    expect(readExifOrientation(jpeg(6, { little: true, app0: true, otherTagFirst: true }))).toBe(6);
  });

  it('is 1 (as stored) without the tag, without EXIF, for a PNG, for cut or empty bytes', () => {
    expect(readExifOrientation(jpeg(null))).toBe(1);
    expect(readExifOrientation(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]).buffer)).toBe(1);
    expect(readExifOrientation(new Uint8Array([0x89, 0x50, 0x4e, 0x47]).buffer)).toBe(1);
    expect(readExifOrientation(jpeg(6).slice(0, 30))).toBe(1);
    expect(readExifOrientation(new ArrayBuffer(0))).toBe(1);
    expect(readExifOrientation(jpeg(9))).toBe(1);
  });

  it('turns the preview 0, 90, 180 or 270 degrees clockwise', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(rotationOf)).toEqual([0, 0, 180, 180, 90, 90, 270, 270]);
  });

  it("reads a chosen file's turn in the browser; a non-JPEG is never turned", async () => {
    expect(await previewRotation(new File([jpeg(6)], 'phone.jpg', { type: 'image/jpeg' }))).toBe(90);
    expect(await previewRotation(new File([jpeg(8)], 'phone.jpg', { type: 'image/jpeg' }))).toBe(270);
    expect(await previewRotation(new File([jpeg(3)], 'phone.jpg', { type: 'image/jpeg' }))).toBe(180);
    expect(await previewRotation(new File([jpeg(6)], 'a.png', { type: 'image/png' }))).toBe(0);
  });
});
