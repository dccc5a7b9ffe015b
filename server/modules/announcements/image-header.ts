/**
 * What an uploaded image really is, read from its bytes by `image-size` (no dependencies, no
 * native code; it reads only the headers): PNG, JPEG or WebP and its size in pixels. The declared
 * Content-Type is the sender's word only; a text file named .png has none of these signatures,
 * and the other formats the library knows (SVG, GIF, TIFF…) are not taken.
 */
import { imageSize } from 'image-size';
import type { AnnouncementImageType } from '@common/contract/announcements';

export interface ImageHeader {
  contentType: AnnouncementImageType;
  width: number;
  height: number;
}

const ACCEPTED: Readonly<Record<string, AnnouncementImageType>> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/** The image's type and size when its bytes are a PNG, JPEG or WebP; null for anything else. */
export function readImageHeader(bytes: Buffer): ImageHeader | null {
  try {
    const { type, width, height } = imageSize(bytes);
    const contentType = type ? ACCEPTED[type] : undefined;
    return contentType && Number.isInteger(width) && Number.isInteger(height) ? { contentType, width, height } : null;
  } catch {
    // Not an image the library knows, or cut off before its size.
    return null;
  }
}
