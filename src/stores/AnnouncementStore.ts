import { makeAutoObservable, runInAction } from 'mobx';
import { AnnouncementPath, type AnnounceValue, type AnnouncementQuery, type ContentType, type HomeGroup, type NoticeItem, type PopupItem } from '@common/contract/announcements';
import { quietGet } from '../api/request';
import type { Banner } from '@common/contract/announcements';
import { SEEN_POPUPS_KEY } from '../config/constants';
import { browserStorage, readJson, writeJson } from '../utils/storage';
import type { RootStore } from './RootStore';

/** The home asks m_home for banners, player notices and popups, and 06_home for its slogan banner (§2, §7). */
const HOME_TYPES: ContentType[] = ['B', 'PL', 'PU'];
const SLOGAN_TYPES: ContentType[] = ['B'];

/**
 * The home's announcements (§2, §3, §7): carousel banners, the slogan, player notices (ticker and
 * /m/notice) and popups. The texts are per language. They are the merchant's public content, not
 * a member's, so logout keeps them; the client's session cache spares repeated home visits a call.
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
  /** Popups closed in this browser session. */
  private seen: number[] = readJson<number[]>(browserStorage.session(), SEEN_POPUPS_KEY) ?? [];
  private pending: Promise<void> | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<AnnouncementStore, 'root' | 'pending'>(this, { root: false, pending: false });
  }

  /** Player notices, newest first. */
  get notices(): NoticeItem[] {
    return [...this.player].sort((a, b) => b.publishedAt - a.publishedAt);
  }

  /** The popup to show now: the first one not closed yet in this session (they show in order). */
  get nextPopup(): PopupItem | null {
    return this.popups.find((p) => !this.seen.includes(p.id)) ?? null;
  }

  /** Loads what the home shows, unless it is already held in the current language. */
  load(): Promise<void> {
    if (this.language === this.root.language.code) return Promise.resolve();
    this.pending ??= this.fetchAll().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** Language change (§4): the texts are per language, so what was loaded (or is loading) reloads. */
  async onLanguageChanged(): Promise<void> {
    if (this.language === null && !this.pending) return;
    await this.pending; // a load in the old language drops its answer on arrival
    await this.load();
  }

  /** Logout: which popups were closed is the user's; session storage went with the session, so this does too. */
  clear(): void {
    this.seen = [];
  }

  /** Closing a popup hides it for the rest of the browser session; the next one, if any, follows. */
  closePopup(id: number): void {
    if (!this.seen.includes(id)) this.seen.push(id);
    writeJson(browserStorage.session(), SEEN_POPUPS_KEY, this.seen);
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
