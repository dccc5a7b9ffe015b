/**
 * The announcements service: what the home page shows (banners, player notices, popups,
 * promotion notices) in the caller's language, and the operator's create and update, each
 * audited in the same transaction as the change.
 */
import { CONSOLE_ANNOUNCEMENT_LIMIT, type AnnounceValue, type Banner, type AnnouncementQuery, type ConsoleAnnouncement, type ContentType, type LocalizedText, type NoticeItem } from '@common/contract/announcements';
import { ErrorCode } from '@common/contract/envelope';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { recordAudit, type Actor } from '../audit';
import { bannerImageUrl } from './images';
import { insertRow, lockRow, merchantRows, updateRow, visibleRows } from './repository';
import type { AnnouncementRow } from './tables';
import type { CreateInput, UpdateInput } from './schemas';

/**
 * The language a text is shown in: `language` if there, else English, else the first code in
 * alphabetical order (jsonb keeps no key order, so "first" must not depend on how it was written).
 */
function shownLanguage(text: LocalizedText, language: string): string {
  if (text[language] !== undefined) return language;
  return text.EN !== undefined ? 'EN' : (Object.keys(text).sort()[0] ?? 'EN');
}

/** The text in `language` or its fallback (shownLanguage); '' when there is none. */
export function textIn(text: LocalizedText, language: string): string {
  return text[shownLanguage(text, language)] ?? '';
}

function noticeOf(row: AnnouncementRow, language: string): NoticeItem {
  return { id: row.id, title: textIn(row.title, language), content: textIn(row.content, language), publishedAt: row.startsAt.getTime() };
}

/** Where a promotion banner leads when it names no link of its own: the site's promotion list (§2 /m/activity). */
export const PROMOTIONS_PAGE = '/m/activity';

/** A promotion notice (PR) with a picture is shown among the home's banners too (issue 16), leading to its promotion. */
function promotionBanner(row: AnnouncementRow & { imageUrl: string }): Banner {
  return { url: row.imageUrl, groupName: row.groupName, linkUrl: row.linkUrl ?? PROMOTIONS_PAGE };
}

const hasImage = (row: AnnouncementRow): row is AnnouncementRow & { imageUrl: string } => row.imageUrl !== null && row.imageUrl !== '';

/** What the site asks for (AnnouncementQuery less the merchant, which the route has checked). */
export type ListRequest = Pick<AnnouncementQuery, 'types' | 'groupName' | 'platform'>;

/**
 * The announcements of a merchant's group visible at `at`, texts in `language`; types not asked for
 * are empty. Asked for banners, the group's promotion notices that have a picture follow the
 * banners (the home's promotion banners, content type PR), whether or not PR was asked for.
 */
export async function listAnnouncements(db: Database, merchantCode: string, query: ListRequest, language: string, at: Date): Promise<AnnounceValue> {
  const asked = [...new Set(query.types.split(','))] as ContentType[];
  const types: ContentType[] = asked.includes('B') && !asked.includes('PR') ? [...asked, 'PR'] : asked;
  const rows = await visibleRows(db, { merchantCode, groupName: query.groupName, types, platform: query.platform, at });
  const of = (type: ContentType) => (asked.includes(type) ? rows.filter((row) => row.contentType === type) : []);
  const banners: Banner[] = of('B').map((row) => ({
    url: row.imageUrl ?? bannerImageUrl(row, shownLanguage(row.title, language)),
    groupName: row.groupName,
    linkUrl: row.linkUrl,
  }));
  if (asked.includes('B')) banners.push(...rows.filter((row) => row.contentType === 'PR').filter(hasImage).map(promotionBanner));
  return {
    banners,
    player: of('PL').map((row) => noticeOf(row, language)),
    popup: of('PU').map((row) => ({ id: row.id, title: textIn(row.title, language), content: textIn(row.content, language), imageUrl: row.imageUrl })),
    promotion: of('PR').map((row) => noticeOf(row, language)),
  };
}

function consoleView(row: AnnouncementRow): ConsoleAnnouncement {
  const { seedKey: _seedKey, startsAt, endsAt, createdAt, updatedAt, ...rest } = row;
  return { ...rest, startsAt: startsAt.getTime(), endsAt: endsAt?.getTime() ?? null, createdAt: createdAt.getTime(), updatedAt: updatedAt.getTime() };
}

/** Refuses an end at or before the start (the table's check would, with a less helpful error). */
function checkWindow(startsAt: Date, endsAt: Date | null): void {
  if (endsAt && endsAt <= startsAt) {
    throw new AppError(ErrorCode.requestInvalid, { status: 400, params: { field: 'endsAt', detail: 'must be after startsAt' } });
  }
}

/** Audit subject for an announcement. */
export function announcementSubject(id: number): string {
  return `announcement:${id}`;
}

/** Creates an announcement of a merchant (which the caller has checked exists). */
export async function createAnnouncement(db: Database, merchantCode: string, input: CreateInput, who: Actor, at: Date): Promise<ConsoleAnnouncement> {
  const startsAt = input.startsAt === undefined ? at : new Date(input.startsAt);
  const endsAt = input.endsAt == null ? null : new Date(input.endsAt);
  checkWindow(startsAt, endsAt);
  return db.transaction(async (tx) => {
    const row = await insertRow(tx, {
      ...input,
      merchantCode,
      content: input.content ?? {},
      startsAt,
      endsAt,
      createdAt: at,
      updatedAt: at,
    });
    await recordAudit(tx, who, { action: 'announcement.created', subject: announcementSubject(row.id), detail: { merchant: merchantCode, ...input } });
    return consoleView(row);
  });
}

/** A merchant's announcements (null: every merchant's), newest first, at most CONSOLE_ANNOUNCEMENT_LIMIT. */
export async function consoleAnnouncements(db: Database, merchantCode: string | null, filter: { id?: number; contentType?: ContentType }): Promise<ConsoleAnnouncement[]> {
  return (await merchantRows(db, merchantCode, filter, CONSOLE_ANNOUNCEMENT_LIMIT)).map(consoleView);
}

/** Changes the given fields of a merchant's announcement (null: any merchant's); null when there is no such one. */
export async function updateAnnouncement(
  db: Database,
  merchantCode: string | null,
  id: number,
  input: UpdateInput,
  who: Actor,
  at: Date,
): Promise<ConsoleAnnouncement | null> {
  return db.transaction(async (tx) => {
    const before = await lockRow(tx, merchantCode, id);
    if (!before) return null;
    const { startsAt, endsAt, ...rest } = input;
    const times = {
      ...(startsAt === undefined ? {} : { startsAt: new Date(startsAt) }),
      ...(endsAt === undefined ? {} : { endsAt: endsAt === null ? null : new Date(endsAt) }),
    };
    checkWindow(times.startsAt ?? before.startsAt, times.endsAt === undefined ? before.endsAt : times.endsAt);
    const after = await updateRow(tx, id, { ...rest, ...times, updatedAt: at });
    const old = consoleView(before);
    const from = Object.fromEntries(Object.keys(input).map((key) => [key, old[key as keyof ConsoleAnnouncement]]));
    await recordAudit(tx, who, { action: 'announcement.updated', subject: announcementSubject(id), detail: { merchant: before.merchantCode, from, to: input } });
    return consoleView(after);
  });
}
