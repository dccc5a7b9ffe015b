/**
 * What an uploaded picture is and what we keep of it (§5; docs/payments.md "Identity verification
 * and uploads"): the type comes from the bytes — a JPEG or PNG signature that the decoder agrees
 * with — never from the name or the declared type; the picture is then decoded and encoded again
 * by sharp (libvips) with its EXIF orientation applied, so what is stored is pixels only: no EXIF
 * (GPS, camera, times), no ICC or XMP, no bytes smuggled after the image.
 */
import sharp from 'sharp';
import { ErrorCode } from '@common/contract/envelope';
import { AppError } from './envelope';

export type CleanImageType = 'image/jpeg' | 'image/png';

export interface CleanImage {
  contentType: CleanImageType;
  extension: 'jpg' | 'png';
  bytes: Buffer;
}

/** Largest picture decoded, in pixels (a 48-megapixel phone photo fits); a tiny file that claims more is a decompression bomb. */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** JPEG quality of the stored copy: documents stay legible, files stay small. */
const JPEG_QUALITY = 88;

const SIGNATURES: readonly { type: CleanImageType; format: 'jpeg' | 'png'; magic: Buffer }[] = [
  { type: 'image/jpeg', format: 'jpeg', magic: Buffer.from([0xff, 0xd8, 0xff]) },
  { type: 'image/png', format: 'png', magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
];

/** upload.type.invalid (400): not a JPEG or PNG by its bytes; nothing was stored. */
export function uploadTypeInvalid(): AppError {
  return new AppError(ErrorCode.uploadTypeInvalid, { status: 400 });
}

/** The picture re-encoded in its own type, upright and without metadata; upload.type.invalid for anything that is not a whole JPEG or PNG. */
export async function cleanImage(bytes: Buffer): Promise<CleanImage> {
  const kind = SIGNATURES.find((s) => bytes.length > s.magic.length && bytes.subarray(0, s.magic.length).equals(s.magic));
  if (!kind) throw uploadTypeInvalid();
  const input = () => sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, autoOrient: true });
  try {
    // The decoder must read the same format the signature names (a GIF behind a JPEG signature is refused).
    const { format } = await input().metadata();
    if (format !== kind.format) throw uploadTypeInvalid();
    const encoder = kind.format === 'jpeg' ? input().jpeg({ quality: JPEG_QUALITY }) : input().png({ compressionLevel: 9 });
    // sharp keeps no metadata unless asked (withMetadata / keepExif): the output has none.
    const out = await encoder.toBuffer();
    return { contentType: kind.type, extension: kind.format === 'jpeg' ? 'jpg' : 'png', bytes: out };
  } catch (err) {
    if (err instanceof AppError) throw err;
    // Cut off, corrupt, or over IMAGE_MAX_PIXELS: not a picture we take.
    throw uploadTypeInvalid();
  }
}
