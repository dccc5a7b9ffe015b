/**
 * Pictures members upload with a multipart form (§5: JPEG or PNG by their bytes, at most
 * IMAGES_MAX_COUNT files of at most IMAGE_MAX_BYTES each), read together with the form's text
 * fields. Every file is read, checked and cleaned (image-clean.ts) before anything is stored, so a
 * refused request stores nothing. A route that takes uploads calls acceptImageUploads on its own
 * scope first; nothing else in the server parses multipart.
 */
import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@common/contract/envelope';
import { IMAGE_MAX_BYTES, IMAGES_MAX_COUNT } from '@common/rules/limits';
import type { FileStorage } from '../plugins/storage-types';
import { AppError } from './envelope';
import { type CleanImage, cleanImage } from './image-clean';

/** Text fields a form may carry, and the bytes of each (a 200-character field in Bengali is 600). */
const MAX_TEXT_FIELDS = 20;
const MAX_TEXT_FIELD_BYTES = 4096;

/** A cleaned picture and the form field it came in. */
export interface UploadedImage extends CleanImage {
  field: string;
}

export interface ImageUpload {
  /** The form's text fields (each sent once). */
  fields: Record<string, string>;
  images: UploadedImage[];
}

export interface ImageUploadOptions {
  /** The file fields the form has; a file under another name is refused (request.invalid). */
  fileFields: readonly string[];
  /** At most this many files (default IMAGES_MAX_COUNT; never more). */
  maxFiles?: number;
}

/** Registers multipart parsing on `scope` (a route module's own plugin), with no size of its own: readImageUpload sets the limits per call. */
export async function acceptImageUploads(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, { throwFileSizeLimit: false });
}

const tooLarge = () => new AppError(ErrorCode.uploadTooLarge, { status: 413, params: { limit: IMAGE_MAX_BYTES } });
const tooMany = (limit: number) => new AppError(ErrorCode.uploadTooMany, { status: 413, params: { limit } });
const invalid = (field: string, detail: string) => new AppError(ErrorCode.requestInvalid, { params: { field, detail } });

/** The multipart library's own refusals (too many fields, a broken body) as our codes. */
function libraryRefusal(err: unknown, maxFiles: number): unknown {
  const code = (err as { code?: string }).code ?? '';
  if (code === 'FST_FILES_LIMIT') return tooMany(maxFiles);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError(ErrorCode.unsupportedMediaType, { status: 415, params: { type: 'multipart/form-data expected' } });
  if (code.startsWith('FST_') || (err instanceof Error && /multipart|Unexpected end/i.test(err.message))) return new AppError(ErrorCode.requestMalformed, { status: 400 });
  return err;
}

/**
 * Reads the request's form: text fields, and files of `fileFields` checked by the §5 rules and
 * cleaned. Refusals: upload.too.many (413), upload.too.large (413, params.limit),
 * upload.type.invalid (400), request.invalid for an unknown file field, a repeated or too long text field.
 */
export async function readImageUpload(request: FastifyRequest, options: ImageUploadOptions): Promise<ImageUpload> {
  const maxFiles = Math.min(options.maxFiles ?? IMAGES_MAX_COUNT, IMAGES_MAX_COUNT);
  const fields: Record<string, string> = {};
  const raw: { field: string; bytes: Buffer }[] = [];
  // The library stops one file past the limit (FST_FILES_LIMIT), so the count below is the one that answers.
  const limits = { fileSize: IMAGE_MAX_BYTES, files: maxFiles + 1, fields: MAX_TEXT_FIELDS, fieldSize: MAX_TEXT_FIELD_BYTES, parts: maxFiles + 1 + MAX_TEXT_FIELDS };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        if (part.fieldnameTruncated || part.valueTruncated) throw invalid(part.fieldname, 'too long');
        if (part.fieldname in fields || typeof part.value !== 'string') throw invalid(part.fieldname, 'sent more than once, or not text');
        fields[part.fieldname] = part.value;
        continue;
      }
      if (!options.fileFields.includes(part.fieldname)) throw invalid(part.fieldname, `not a file field of this form (${options.fileFields.join(', ')})`);
      const bytes = await part.toBuffer();
      // busboy stops at fileSize and marks the stream: the file was larger than the limit.
      if (part.file.truncated) throw tooLarge();
      // A file input left empty still sends an empty part: it is not a file.
      if (bytes.length === 0) continue;
      if (raw.length === maxFiles) throw tooMany(maxFiles);
      raw.push({ field: part.fieldname, bytes });
    }
  } catch (err) {
    throw libraryRefusal(err, maxFiles);
  }
  const images: UploadedImage[] = [];
  for (const { field, bytes } of raw) images.push({ field, ...(await cleanImage(bytes)) });
  return { fields, images };
}

/**
 * Stores cleaned pictures under `<keyPrefix>/<random>.<jpg|png>` and returns their keys, in order.
 * If one fails, those already stored are deleted before the error goes on.
 */
export async function storeImages(storage: FileStorage, keyPrefix: string, images: readonly CleanImage[]): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const image of images) {
      const key = `${keyPrefix}/${randomBytes(12).toString('hex')}.${image.extension}`;
      await storage.put(key, { bytes: image.bytes, contentType: image.contentType });
      keys.push(key);
    }
  } catch (err) {
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
    throw err;
  }
  return keys;
}

/**
 * A bank transfer's proof (PaymentPath.depositProof): the request's `field` files (1..IMAGES_MAX_COUNT),
 * checked, cleaned and stored under `keyPrefix`; the stored keys. None sent: request.invalid.
 */
export async function uploadProofPictures(request: FastifyRequest, keyPrefix: string, field = 'pictures'): Promise<string[]> {
  const { images } = await readImageUpload(request, { fileFields: [field] });
  if (images.length === 0) throw invalid(field, 'at least one picture');
  return storeImages(request.server.storage, keyPrefix, images);
}
