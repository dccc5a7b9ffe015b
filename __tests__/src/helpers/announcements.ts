import { AnnouncementPath, type AnnounceValue, type NoticeItem, type PopupItem } from '@common/contract/announcements';
import type { FakeRequest, Reply } from './fixtures';

/** A player notice published on the given day of January 2024 (UTC). */
export function notice(id: number, day: number, title = `Notice ${id}`): NoticeItem {
  return { id, title, content: `Body of ${title}`, publishedAt: Date.UTC(2024, 0, day) };
}

export function popup(id: number, title = `Popup ${id}`): PopupItem {
  return { id, title, content: `Text of ${title}`, imageUrl: null };
}

export const announce = (value: Partial<AnnounceValue> = {}): AnnounceValue => ({ banners: [], player: [], popup: [], promotion: [], ...value });

/** The query of an announcements call. */
export const queryOf = (request: { url: string }): URLSearchParams => new URL(request.url, 'http://localhost').searchParams;

/** Fake announcements route answering m_home and 06_home (the slogan group) separately. */
export function announcementRoutes(home: Partial<AnnounceValue> = {}, slogan: Partial<AnnounceValue> = {}): Record<string, Reply> {
  return {
    [`GET ${AnnouncementPath.list}`]: (r: FakeRequest) => ({ success: true, value: announce(queryOf(r).get('groupName') === '06_home' ? slogan : home) }),
  };
}
