/**
 * Tables owned by the announcements module: banners, player notices, popups and promotion notices
 * of a merchant (§3 "Announcement item", "Banner"; content types A, PL, B, PU, PR), and the images
 * operators upload for them.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import {
  ANNOUNCEMENT_IMAGE_TYPES,
  ANNOUNCEMENT_PLATFORMS,
  CONTENT_TYPES,
  type AnnouncementImageType,
  type AnnouncementPlatform,
  type ContentType,
  type LocalizedText,
} from '@common/contract/announcements';

/** `'A', 'PL', …` for a check constraint; the values are our own constants, never input. */
function inList(values: readonly string[]) {
  return sql.raw(values.map((value) => `'${value}'`).join(', '));
}

export const announcements = pgTable(
  'announcements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    contentType: text('content_type').$type<ContentType>().notNull(),
    /** m_home and 06_home on the mobile home (§2); an operator may use others. */
    groupName: text('group_name').notNull(),
    platform: text('platform').$type<AnnouncementPlatform>().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    content: jsonb('content').$type<LocalizedText>().notNull(),
    /** Null on a banner: its image is generated (image-routes.ts). */
    imageUrl: text('image_url'),
    linkUrl: text('link_url'),
    ordinal: integer('ordinal').notNull().default(0),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Which seed item a row came from (null for an operator's): the seed adds a missing item, never touches an existing one. */
    seedKey: text('seed_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Part of a generated image's URL, so an edited banner is not served from a week-long cache. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('announcements_merchant_seed_key_unique').on(t.merchantCode, t.seedKey),
    index('announcements_list_idx').on(t.merchantCode, t.groupName, t.contentType, t.ordinal),
    check('announcements_content_type', sql`${t.contentType} in (${inList(CONTENT_TYPES)})`),
    check('announcements_platform', sql`${t.platform} in (${inList(ANNOUNCEMENT_PLATFORMS)})`),
    check('announcements_window', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

export type AnnouncementRow = typeof announcements.$inferSelect;
export type NewAnnouncementRow = typeof announcements.$inferInsert;

/** Raw bytes: node-postgres and PGlite both read and write a bytea as a Buffer/Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * An image an operator uploaded for a banner or popup. In the database, not on a node's disk, so
 * every node serves it; never changed after insert, so its URL may be cached for a year.
 */
export const announcementUploads = pgTable(
  'announcement_uploads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    /** The type its bytes are (checked on upload), sent back when it is served. */
    contentType: text('content_type').$type<AnnouncementImageType>().notNull(),
    bytes: bytea('bytes').notNull(),
    /** Hex SHA-256 of the bytes: the audit trail's, and the same image uploaded again is the same row. */
    sha256: text('sha256').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The audit actor of the operator who uploaded it. */
    createdBy: text('created_by').notNull(),
  },
  (t) => [index('announcement_uploads_merchant_sha256_idx').on(t.merchantCode, t.sha256), check('announcement_uploads_content_type', sql`${t.contentType} in (${inList(ANNOUNCEMENT_IMAGE_TYPES)})`)],
);

export type AnnouncementUploadRow = typeof announcementUploads.$inferSelect;
