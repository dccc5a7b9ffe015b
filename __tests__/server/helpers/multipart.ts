/** Test helper: multipart/form-data bodies for inject, and pictures made by sharp. */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export type FormPart = { name: string; value: string } | { name: string; file: Buffer; filename: string; type?: string };

/** A multipart/form-data body of `parts`, with its content-type header. */
export function multipart(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----mlobby${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(Buffer.from(`content-disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(Buffer.from(`content-disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\ncontent-type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`));
      chunks.push(part.file, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A small picture of `width`×`height` in `format`. */
export function picture(format: 'jpeg' | 'png' | 'gif' | 'webp', width = 40, height = 20): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })[format]().toBuffer();
}

/** A JPEG of 40×20 stored pixels whose EXIF says "rotate 90° clockwise" (upright: 20×40), with a GPS position and a camera. */
export function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '90/1 24/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Random bytes of `size` behind a JPEG signature: what a file over the size limit looks like. */
export function bigJpegLike(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
}
