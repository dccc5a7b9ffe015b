/**
 * What an uploaded image really is, read from its first bytes: PNG, JPEG or WebP and its size in
 * pixels. The declared Content-Type is the sender's word only; a text file named .png has none of
 * these signatures. Written here (three formats, no dependency) rather than pulling in a general
 * image library for a job this small.
 */
import type { AnnouncementImageType } from '@common/contract/announcements';

export interface ImageHeader {
  contentType: AnnouncementImageType;
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG: the signature, then the IHDR chunk first (PNG spec §5.2, §11.2.2). */
function png(b: Buffer): ImageHeader | null {
  if (b.length < 24 || !b.subarray(0, 8).equals(PNG_SIGNATURE) || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { contentType: 'image/png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

/** JPEG start-of-frame markers (SOF0–SOF15 less DHT C4, JPG C8 and DAC CC) carry the size. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** JPEG: SOI, then segments until a start-of-frame (ITU T.81 §B.2). */
function jpeg(b: Buffer): ImageHeader | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  let at = 2;
  while (at + 9 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // a fill byte
    } else if (SOF.has(marker)) {
      return { contentType: 'image/jpeg', height: b.readUInt16BE(at + 5), width: b.readUInt16BE(at + 7) };
    } else if (marker === 0xd9 || marker === 0xda) {
      return null; // end of image or scan data before any frame header
    } else {
      at += 2 + b.readUInt16BE(at + 2);
    }
  }
  return null;
}

/** WebP: a RIFF "WEBP" file whose first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended). */
function webp(b: Buffer): ImageHeader | null {
  if (b.length < 30 || b.toString('latin1', 0, 4) !== 'RIFF' || b.toString('latin1', 8, 12) !== 'WEBP') return null;
  const chunk = b.toString('latin1', 12, 16);
  const of = (width: number, height: number): ImageHeader => ({ contentType: 'image/webp', width, height });
  // RFC 6386 §9.1: a key frame's start code, then 14-bit width and height.
  if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) return of(b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff);
  // RFC 9649 §3.3: signature 0x2f, then width-1 and height-1 in 14 bits each.
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = b.readUInt32LE(21);
    return of((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  // RFC 9649 §2.7: canvas width-1 and height-1 in 24 bits each.
  if (chunk === 'VP8X') return of(b.readUIntLE(24, 3) + 1, b.readUIntLE(27, 3) + 1);
  return null;
}

/** The image's type and size when its bytes are a PNG, JPEG or WebP; null for anything else. */
export function readImageHeader(bytes: Buffer): ImageHeader | null {
  return png(bytes) ?? jpeg(bytes) ?? webp(bytes);
}
