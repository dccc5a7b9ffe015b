/**
 * Wire contract of the announcements the home page shows (§3 Announcement, Banner; §7
 * "Announcements and promotions"): banners, player notices (the ticker and /m/notice) and popups.
 */
import { CONSOLE_API } from './operator';

/** Announcement item (§3): the ticker shows its title. */
export interface AnnouncementItem {
  id: number;
  title: string;
}

/** Home banner (§3): its image url; group 06_home carries the slogan image. */
export interface Banner {
  url: string;
  groupName?: string;
  /** Where a tap goes: a /m path of this site or an http(s) URL; absent: the promotions page. */
  linkUrl?: string | null;
}

/** Content types (§3): Agent A, Player PL, Banner B, Pop_Up PU, Promotion PR. */
export const CONTENT_TYPES = ['A', 'PL', 'B', 'PU', 'PR'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Announcement groups of the mobile home: m_home, and 06_home whose first banner is the slogan. */
export const HOME_GROUPS = ['m_home', '06_home'] as const;
export type HomeGroup = (typeof HOME_GROUPS)[number];

/** GET AnnouncementPath.list query (§7): types "B,PL,PU", groupName, platform M, merchantCode. */
export interface AnnouncementQuery {
  types: string;
  groupName: HomeGroup;
  platform: 'M';
  merchantCode: string;
}

/** A player notice or promotion item with its text (the ticker shows titles, /m/notice the rest). */
export interface NoticeItem extends AnnouncementItem {
  content: string;
  /** Epoch ms the notice was published. */
  publishedAt: number;
}

/** A home popup (type PU): shown once per browser session until the member closes it. */
export interface PopupItem extends AnnouncementItem {
  content: string;
  /** Optional image above the text. */
  imageUrl: string | null;
}

/** Announce response value (§3): banners, player, popup, promotion. Types not asked for are empty. */
export interface AnnounceValue {
  banners: Banner[];
  player: NoticeItem[];
  popup: PopupItem[];
  promotion: NoticeItem[];
}

export const AnnouncementPath = {
  /** GET AnnouncementQuery → AnnounceValue (token-exempt; a token, when sent, is not needed). */
  list: '/wps/announcements',
} as const;

/** Where an announcement shows: the mobile site, the web site, or both. */
export const ANNOUNCEMENT_PLATFORMS = ['M', 'W', 'ALL'] as const;
export type AnnouncementPlatform = (typeof ANNOUNCEMENT_PLATFORMS)[number];

/** Text per upper-case language code ("EN", "BN"). */
export type LocalizedText = Record<string, string>;

/**
 * The console's announcement calls (permission content.manage). A merchant's operator reaches its
 * merchant's only (another merchant's answers 404); a platform-wide one names the merchant.
 */
export const AnnouncementAdminPath = {
  /** GET ConsoleAnnouncementQuery → ConsoleAnnouncement[]; POST NewAnnouncementRequest → ConsoleAnnouncement. */
  list: `${CONSOLE_API}/announcements`,
  /** GET → ConsoleAnnouncement; PUT AnnouncementUpdateRequest → ConsoleAnnouncement. */
  one: (id: number | string) => `${CONSOLE_API}/announcements/${id}`,
  /**
   * POST the image's bytes as the raw body, Content-Type one of ANNOUNCEMENT_IMAGE_TYPES
   * (?merchantCode= for a platform-wide operator) → UploadedImage.
   */
  images: `${CONSOLE_API}/announcements/images`,
} as const;

/** The image types an operator may upload for a banner or popup; the bytes must be one of them too. */
export const ANNOUNCEMENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type AnnouncementImageType = (typeof ANNOUNCEMENT_IMAGE_TYPES)[number];

/** An uploaded image is at most 1 MiB: a banner is 750×300, and every home page load fetches it. */
export const ANNOUNCEMENT_IMAGE_MAX_BYTES = 1024 * 1024;

/** Neither side of an uploaded image may exceed this many pixels (a header claiming more is refused). */
export const ANNOUNCEMENT_IMAGE_MAX_SIDE = 4096;

export interface AnnouncementImageQuery {
  /** A platform-wide operator names the merchant; a merchant's may leave it out. */
  merchantCode?: string;
}

/** A stored upload: its address (same origin, for an announcement's imageUrl) and what was read from it. */
export interface UploadedImage {
  id: number;
  merchantCode: string;
  url: string;
  contentType: AnnouncementImageType;
  bytes: number;
  width: number;
  height: number;
  sha256: string;
}

/** At most this many announcements are listed, newest first. */
export const CONSOLE_ANNOUNCEMENT_LIMIT = 500;

export interface ConsoleAnnouncementQuery {
  /** A platform-wide operator names the merchant; a merchant's may leave it out. */
  merchantCode?: string;
  contentType?: ContentType;
}

/** An announcement as the console shows and edits it (times in epoch ms). */
export interface ConsoleAnnouncement {
  id: number;
  merchantCode: string;
  contentType: ContentType;
  groupName: string;
  platform: AnnouncementPlatform;
  title: LocalizedText;
  content: LocalizedText;
  imageUrl: string | null;
  linkUrl: string | null;
  ordinal: number;
  active: boolean;
  startsAt: number;
  endsAt: number | null;
  createdAt: number;
  updatedAt: number;
}

/** The fields an operator sets; type, group, platform and title required, the rest default (now, no end, active, ordinal 0). */
export interface AnnouncementFields {
  contentType: ContentType;
  groupName: string;
  platform: AnnouncementPlatform;
  title: LocalizedText;
  content?: LocalizedText;
  imageUrl?: string | null;
  linkUrl?: string | null;
  ordinal?: number;
  active?: boolean;
  startsAt?: number;
  endsAt?: number | null;
}

export interface NewAnnouncementRequest extends AnnouncementFields {
  /** A platform-wide operator names the merchant; a merchant's may leave it out. */
  merchantCode?: string;
}

/** Any of the fields, at least one; each given one replaces the stored value. */
export type AnnouncementUpdateRequest = Partial<AnnouncementFields>;
