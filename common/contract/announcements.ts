/**
 * Wire contract of the announcements the home page shows (§3 Announcement, Banner; §7
 * "Announcements and promotions"): banners, player notices (the ticker and /m/notice) and popups.
 */

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
