/**
 * An announcement being written (docs/console.md "Content"): the form's strings, and the request
 * made of them, or the reason it cannot be sent yet. Pure, so the rules are tested without a form.
 */
import type { AnnouncementFields, AnnouncementPlatform, ConsoleAnnouncement, ContentType, LocalizedText } from '@common/contract/announcements';
import { localInput, parseLocalInput } from '../../format';

/** The types the console writes (agent notices, A, belong to the agent screens). */
export const EDITABLE_TYPES = ['B', 'PL', 'PU', 'PR'] as const satisfies readonly ContentType[];

/** Banners and popups show an image; notices and promotions are text. */
export const hasImage = (type: ContentType) => type === 'B' || type === 'PU';
/** Banners carry only a title (their image is the message); the others a text as well. */
export const hasContent = (type: ContentType) => type !== 'B';

export interface Draft {
  contentType: ContentType;
  groupName: string;
  platform: AnnouncementPlatform;
  /** Per upper-case language code. */
  title: LocalizedText;
  content: LocalizedText;
  imageUrl: string;
  linkUrl: string;
  ordinal: string;
  active: boolean;
  startsAt: string;
  endsAt: string;
}

/** The form for a new announcement (mobile home group, active, starting when saved) or an existing one. */
export function draftOf(a: ConsoleAnnouncement | null): Draft {
  if (!a) return { contentType: 'B', groupName: 'm_home', platform: 'M', title: {}, content: {}, imageUrl: '', linkUrl: '', ordinal: '0', active: true, startsAt: '', endsAt: '' };
  return {
    contentType: a.contentType,
    groupName: a.groupName,
    platform: a.platform,
    title: { ...a.title },
    content: { ...a.content },
    imageUrl: a.imageUrl ?? '',
    linkUrl: a.linkUrl ?? '',
    ordinal: String(a.ordinal),
    active: a.active,
    startsAt: localInput(a.startsAt),
    endsAt: localInput(a.endsAt),
  };
}

/** The languages' texts that were written, trimmed; an empty one is left out rather than sent. */
function written(text: LocalizedText): LocalizedText {
  return Object.fromEntries(Object.entries(text).map(([lang, s]) => [lang, s.trim()] as const).filter(([, s]) => s !== ''));
}

const URL = /^(https?:\/\/\S+|\/(?!\/)\S*)$/;

export const DRAFT_PROBLEMS = ['titleMissing', 'contentMissing', 'imageMissing', 'badUrl', 'badOrdinal', 'endBeforeStart', 'badGroup'] as const;
export type DraftProblem = (typeof DRAFT_PROBLEMS)[number];

/** The request of a draft, or the first problem the operator must fix (the server checks the same again). */
export function requestOf(draft: Draft): { fields: AnnouncementFields } | { problem: DraftProblem } {
  const title = written(draft.title);
  const content = written(draft.content);
  const imageUrl = draft.imageUrl.trim();
  const linkUrl = draft.linkUrl.trim();
  const ordinal = Number(draft.ordinal);
  const startsAt = parseLocalInput(draft.startsAt);
  const endsAt = parseLocalInput(draft.endsAt);
  if (!/^[A-Za-z0-9_]{1,32}$/.test(draft.groupName.trim())) return { problem: 'badGroup' };
  if (Object.keys(title).length === 0) return { problem: 'titleMissing' };
  if (hasContent(draft.contentType) && Object.keys(content).length === 0) return { problem: 'contentMissing' };
  if (draft.contentType === 'B' && !imageUrl) return { problem: 'imageMissing' };
  if ((imageUrl && !URL.test(imageUrl)) || (linkUrl && !URL.test(linkUrl))) return { problem: 'badUrl' };
  if (!Number.isInteger(ordinal) || Math.abs(ordinal) > 1_000_000) return { problem: 'badOrdinal' };
  if (startsAt !== null && endsAt !== null && endsAt <= startsAt) return { problem: 'endBeforeStart' };
  return {
    fields: {
      contentType: draft.contentType,
      groupName: draft.groupName.trim(),
      platform: draft.platform,
      title,
      // A banner has no text (the wire refuses an empty one): none is sent.
      ...(hasContent(draft.contentType) ? { content } : {}),
      imageUrl: hasImage(draft.contentType) && imageUrl ? imageUrl : null,
      linkUrl: linkUrl || null,
      ordinal,
      active: draft.active,
      ...(startsAt !== null ? { startsAt } : {}),
      endsAt,
    },
  };
}
