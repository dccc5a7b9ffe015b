import { makeAutoObservable, runInAction } from 'mobx';
import { AnnouncementPath, type AnnounceValue, type AnnouncementQuery, type ContentType, type HomeGroup, type NoticeItem, type PopupItem } from '@common/contract/announcements';
import { quietGet } from '../api/request';
import type { Banner } from '@common/contract/announcements';
import { POPUP_HIDDEN_MS, SEEN_POPUPS_KEY } from '../config/constants';
import { browserStorage, readJson, writeJson } from '../utils/storage';
import { SharedCall } from './base/SharedCall';
import type { RootStore } from './RootStore';

/** What this device stored of closed popups; anything else there (an older format) counts as none. */
function readClosed(): Record<number, number> {
  const stored = readJson<unknown>(browserStorage.local(), SEEN_POPUPS_KEY);
  return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<number, number>) : {};
}

/** The home asks m_home for banners, player notices and popups, and 06_home for its slogan banner (§2, §7). */
const HOME_TYPES: ContentType[] = ['B', 'PL', 'PU'];
const SLOGAN_TYPES: ContentType[] = ['B'];

/**
 * The home's announcements (§2, §3, §7): carousel banners, the slogan, player notices (ticker and
 * /m/notice) and popups. The texts are per language. They are the merchant's public content, not
 * a member's, so logout keeps them; the client's session cache spares repeated home visits a call.
 * Which popups were closed belongs to the device, not the member: a closed popup stays closed for
 * a day (docs/decisions.md "Home popups"), through logout, which wipes session storage.
 */
export class AnnouncementStore {
  banners: Banner[] = [];
  /** Image url of the first 06_home banner, or null. */
  slogan: string | null = null;
  popups: PopupItem[] = [];
  /** True once a load has answered, well or not: only then does "no notice" mean none (notice screen). */
  settled = false;
  private player: NoticeItem[] = [];
  /** Language of the texts held; null until a load succeeded. */
  private language: string | null = null;
  /** When each popup was closed on this device (ms since epoch), by popup id. */
  private closedAt: Record<number, number> = readClosed();
  private readonly pending = new SharedCall(() => this.fetchAll());

  constructor(private readonly root: RootStore) {
    makeAutoObservable<AnnouncementStore, 'root' | 'pending'>(this, { root: false, pending: false });
  }

  /** Player notices, newest first. */
  get notices(): NoticeItem[] {
    return [...this.player].sort((a, b) => b.publishedAt - a.publishedAt);
  }

  /** The popup to show now: the first one not closed in the last day (they show in order). */
  get nextPopup(): PopupItem | null {
    const now = Date.now();
    return this.popups.find((p) => !(now - (this.closedAt[p.id] ?? -Infinity) < POPUP_HIDDEN_MS)) ?? null;
  }

  /** Loads what the home shows, unless it is already held in the current language. */
  load(): Promise<void> {
    return this.language === this.root.language.code ? Promise.resolve() : this.pending.run();
  }

  /** Language change (§4): the texts are per language, so what was loaded (or is loading) reloads. */
  async onLanguageChanged(): Promise<void> {
    if (this.language === null && !this.pending.inFlight) return;
    await this.pending.settled(); // a load in the old language drops its answer on arrival
    await this.load();
  }

  /** Closing a popup hides it on this device for a day; the next one, if any, follows. */
  closePopup(id: number): void {
    const now = Date.now();
    // Entries older than the hiding period are dropped, so the stored list stays small.
    const kept = Object.entries(this.closedAt).filter(([, at]) => now - at < POPUP_HIDDEN_MS);
    this.closedAt = { ...Object.fromEntries(kept), [id]: now };
    writeJson(browserStorage.local(), SEEN_POPUPS_KEY, this.closedAt);
  }

  private async fetchAll(): Promise<void> {
    const language = this.root.language.code;
    const [home, slogan] = await Promise.all([this.read(HOME_TYPES, 'm_home'), this.read(SLOGAN_TYPES, '06_home')]);
    runInAction(() => {
      this.settled = true;
      // An answer in a language the player has left since is dropped; the next load asks again.
      if (language !== this.root.language.code || !home) return;
      this.banners = home.banners ?? [];
      this.player = home.player ?? [];
      this.popups = home.popup ?? [];
      this.slogan = slogan?.banners?.[0]?.url ?? null;
      this.language = language;
    });
  }

  private async read(types: ContentType[], groupName: HomeGroup): Promise<AnnounceValue | undefined> {
    const params = { types: types.join(','), groupName, platform: 'M', merchantCode: this.root.merchantCode } satisfies AnnouncementQuery;
    // No announcements: the ticker shows its placeholder, the carousel our banner.
    return quietGet<AnnounceValue>(this.root.api, AnnouncementPath.list, { params, cache: true });
  }
}
