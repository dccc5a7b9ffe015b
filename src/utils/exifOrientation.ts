/**
 * §4 image picker: a phone photo's EXIF orientation, read from the JPEG's own bytes, and the turn
 * its preview needs (0, 90, 180 or 270 degrees clockwise). Only the APP1 "Exif" segment's first
 * directory is read: the orientation tag (0x0112) lives there. Anything unreadable is "as stored"
 * (1). Mirrored orientations (2, 4, 5, 7) get the turn of their unmirrored twin: the spec asks for
 * rotation only, and a mirrored phone photo is rare.
 */

/** The JPEG bytes the orientation can be in: APP1 comes first and is at most 64 KB. */
export const EXIF_SCAN_BYTES = 64 * 1024;

const SOI = 0xffd8;
const APP1 = 0xffe1;
const SOS = 0xffda;
const ORIENTATION_TAG = 0x0112;
const EXIF_HEADER = 0x45786966; // "Exif"
const TIFF_MAGIC = 42;

/** EXIF orientation 1..8 of a JPEG's bytes; 1 when there is none or the bytes are not a readable JPEG. */
export function readExifOrientation(buffer: ArrayBuffer): number {
  const view = new DataView(buffer);
  if (view.byteLength < 4 || view.getUint16(0) !== SOI) return 1;
  let offset = 2;
  while (offset + 4 <= view.byteLength) {
    const marker = view.getUint16(offset);
    if ((marker & 0xff00) !== 0xff00 || marker === SOS) return 1;
    const length = view.getUint16(offset + 2);
    if (marker === APP1) return orientationInApp1(view, offset + 4, length - 2);
    offset += 2 + length;
  }
  return 1;
}

/** The orientation tag of an APP1 segment's body (start, size in bytes), or 1. */
function orientationInApp1(view: DataView, start: number, size: number): number {
  const end = Math.min(start + size, view.byteLength);
  if (start + 14 > end || view.getUint32(start) !== EXIF_HEADER || view.getUint16(start + 4) !== 0) return 1;
  const tiff = start + 6;
  const order = view.getUint16(tiff);
  if (order !== 0x4949 && order !== 0x4d4d) return 1;
  const little = order === 0x4949;
  if (view.getUint16(tiff + 2, little) !== TIFF_MAGIC) return 1;
  const ifd = tiff + view.getUint32(tiff + 4, little);
  if (ifd + 2 > end) return 1;
  const entries = view.getUint16(ifd, little);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) return 1;
    if (view.getUint16(entry, little) === ORIENTATION_TAG) {
      const value = view.getUint16(entry + 8, little);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** Clockwise degrees that show a photo of this orientation upright: 0, 90, 180 or 270. */
export function rotationOf(orientation: number): 0 | 90 | 180 | 270 {
  switch (orientation) {
    case 3:
    case 4:
      return 180;
    case 5:
    case 6:
      return 90;
    case 7:
    case 8:
      return 270;
    default:
      return 0;
  }
}

/** Reads a file's first bytes (FileReader: every browser the site serves, and jsdom, have it). */
function readHead(file: Blob, bytes: number): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (reader.result instanceof ArrayBuffer ? resolve(reader.result) : reject(new Error('not read')));
    reader.onerror = () => reject(reader.error ?? new Error('not read'));
    reader.readAsArrayBuffer(file.slice(0, bytes));
  });
}

/** The turn a chosen picture's preview needs; 0 for anything but a readable JPEG. */
export async function previewRotation(file: Blob): Promise<0 | 90 | 180 | 270> {
  if (file.type !== 'image/jpeg') return 0;
  try {
    return rotationOf(readExifOrientation(await readHead(file, EXIF_SCAN_BYTES)));
  } catch {
    return 0;
  }
}
