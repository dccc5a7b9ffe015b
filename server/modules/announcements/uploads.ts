/**
 * Images operators upload for banners and popups (docs/console.md "Content: announcements"): the
 * raw body read with a byte cap, checked by its own bytes, stored in the database and audited in
 * the same transaction.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, eq, lt, sql } from 'drizzle-orm';
import { ANNOUNCEMENT_IMAGE_MAX_BYTES, ANNOUNCEMENT_IMAGE_MAX_SIDE, type UploadedImage } from '@common/contract/announcements';
import { ErrorCode } from '@common/contract/envelope';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { recordAudit, type Actor } from '../audit';
import { readImageHeader } from './image-header';
import { IMAGE_PREFIX } from './images';
import { announcements, announcementUploads, type AnnouncementUploadRow } from './tables';

/** Where uploads are served (image-routes.ts), beside the generated banner images. */
export const UPLOAD_PREFIX = `${IMAGE_PREFIX}/uploads`;

const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

export function uploadSubject(id: number): string {
  return `announcement-image:${id}`;
}

function tooLarge(): AppError {
  return new AppError(ErrorCode.imageTooLarge, { status: 413, params: { limit: ANNOUNCEMENT_IMAGE_MAX_BYTES } });
}

/**
 * Content-type parser for the upload: the body as a Buffer, refused as soon as it passes
 * ANNOUNCEMENT_IMAGE_MAX_BYTES (by its Content-Length or while it streams) with image.too.large,
 * rather than the server-wide body limit's generic answer.
 */
export async function imageBody(request: FastifyRequest, payload: NodeJS.ReadableStream): Promise<Buffer> {
  if (Number(request.headers['content-length'] ?? 0) > ANNOUNCEMENT_IMAGE_MAX_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    size += bytes.length;
    if (size > ANNOUNCEMENT_IMAGE_MAX_BYTES) throw tooLarge();
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

function invalid(detail: string): AppError {
  return new AppError(ErrorCode.imageInvalid, { status: 400, params: { detail } });
}

export function uploadUrl(row: Pick<AnnouncementUploadRow, 'id' | 'contentType'>): string {
  return `${UPLOAD_PREFIX}/${row.id}.${EXTENSIONS[row.contentType]}`;
}

function uploadView(row: AnnouncementUploadRow): UploadedImage {
  const { id, merchantCode, contentType, sha256, width, height } = row;
  return { id, merchantCode, url: uploadUrl(row), contentType, bytes: row.bytes.length, width, height, sha256 };
}

/**
 * Stores an uploaded image for a merchant when its bytes are the PNG, JPEG or WebP it was sent as
 * and both sides are 1..ANNOUNCEMENT_IMAGE_MAX_SIDE pixels; otherwise image.invalid, nothing stored.
 */
export async function storeUpload(db: Database, merchantCode: string, declared: string, bytes: Buffer, who: Actor, at: Date): Promise<UploadedImage> {
  const header = readImageHeader(bytes);
  if (!header) throw invalid('not a PNG, JPEG or WebP');
  if (header.contentType !== declared) throw invalid(`sent as ${declared} but is ${header.contentType}`);
  const { width, height } = header;
  if (width < 1 || height < 1 || width > ANNOUNCEMENT_IMAGE_MAX_SIDE || height > ANNOUNCEMENT_IMAGE_MAX_SIDE) throw invalid(`${width}×${height} pixels`);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return db.transaction(async (tx) => {
    // The same bytes again (an operator picking the same file twice) are the stored upload. Two
    // identical uploads at the same instant may both be stored: harmless, housekeeping deletes the unused one.
    const [same] = await tx.select().from(announcementUploads).where(and(eq(announcementUploads.merchantCode, merchantCode), eq(announcementUploads.sha256, sha256))).limit(1);
    if (same) return uploadView(same);
    const [row] = await tx
      .insert(announcementUploads)
      .values({ merchantCode, contentType: header.contentType, bytes, sha256, width, height, createdAt: at, createdBy: who.actor })
      .returning();
    await recordAudit(tx, who, {
      action: 'announcement.image.uploaded',
      subject: uploadSubject(row!.id),
      merchantCode,
      detail: { merchant: merchantCode, contentType: header.contentType, bytes: bytes.length, sha256, width, height },
    });
    return uploadView(row!);
  });
}

/**
 * Deletes uploads made before `before` that no announcement shows (an image uploaded and then not
 * used, or replaced): they would otherwise stay in the database for ever. An announcement may
 * hold the path or a full URL of it, so the match is on the path anywhere in it. Returns how many.
 */
export async function purgeUnusedUploads(db: Database, before: Date): Promise<number> {
  const unused = await db
    .delete(announcementUploads)
    .where(
      and(
        lt(announcementUploads.createdAt, before),
        sql`not exists (select 1 from ${announcements} where ${announcements.imageUrl} like ${`%${UPLOAD_PREFIX}/`} || ${announcementUploads.id} || '.%')`,
      ),
    )
    .returning({ id: announcementUploads.id });
  return unused.length;
}

/** An upload by the file name in its URL (`12.png`); null when there is none or the extension is not its own. */
export async function uploadByFile(db: Database, file: string): Promise<AnnouncementUploadRow | null> {
  const match = /^([1-9]\d{0,14})\.(png|jpg|webp)$/.exec(file);
  if (!match) return null;
  const [row] = await db.select().from(announcementUploads).where(eq(announcementUploads.id, Number(match[1])));
  return row && EXTENSIONS[row.contentType] === match[2] ? row : null;
}
