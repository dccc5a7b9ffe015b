/**
 * Loyalty (issue 17): one merchant's earning rates and points lifetime, its level ladder, its mall
 * items and their orders' fulfilment, its races with their standings, and the points report. A
 * platform-wide operator picks the merchant first; a merchant's operator has its own.
 */
import { makeAutoObservable } from 'mobx';
import type { UploadedImage } from '@common/contract/announcements';
import {
  ConsoleLoyaltyPath as Path,
  type ConsoleMallItem,
  type ConsoleMallOrder,
  type ConsoleRace,
  type ConsoleRaceStandings,
  type FulfilRequest,
  type LevelDraft,
  type LoyaltyReport,
  type LoyaltySettings,
  type LoyaltyStateRequest,
  type MallItemDraft,
  type RaceDraft,
} from '@common/contract/consoleLoyalty';
import type { Page } from '@common/contract/consolePlayers';
import type { LoyaltyState, MallOrderStatus } from '@common/rules/loyalty';
import type { ConsoleApi } from '../api/client';
import { Loadable } from './base/Loadable';
import { uploadMerchantImage } from './base/imageUpload';
import { MerchantLanguages } from './base/MerchantLanguages';
import type { Clearable, RootStore } from './RootStore';

/** A list read a page at a time under a filter (a state, a status; null: all). */
export class FilteredPages<T, F extends string> {
  filter: F | null = null;
  page = 1;
  readonly list = new Loadable<Page<T>>();

  constructor(
    private readonly api: () => ConsoleApi,
    private readonly path: string,
    private readonly filterName: string,
    private readonly merchant: () => string | null,
  ) {
    makeAutoObservable<FilteredPages<T, F>, 'api' | 'path' | 'filterName' | 'merchant'>(this, { api: false, path: false, filterName: false, merchant: false, list: false });
  }

  load(page: number = this.page, filter: F | null = this.filter): Promise<Page<T> | null> {
    this.page = page;
    this.filter = filter;
    return this.list.run(() => this.api().get<Page<T>>(this.path, { merchantCode: this.merchant(), [this.filterName]: filter, page }));
  }

  clear(): void {
    this.filter = null;
    this.page = 1;
    this.list.clear();
  }
}

export class LoyaltyStore implements Clearable {
  /** The merchant a platform-wide operator picked; a merchant's operator has its own. */
  merchantCode: string | null = null;
  readonly settings = new Loadable<LoyaltySettings>();
  readonly savingSettings = new Loadable<LoyaltySettings>();
  readonly levels = new Loadable<LevelDraft[]>();
  readonly savingLevels = new Loadable<LevelDraft[]>();
  readonly items: FilteredPages<ConsoleMallItem, LoyaltyState>;
  readonly savingItem = new Loadable<ConsoleMallItem>();
  readonly orders: FilteredPages<ConsoleMallOrder, MallOrderStatus>;
  readonly fulfilling = new Loadable<ConsoleMallOrder>();
  readonly races: FilteredPages<ConsoleRace, LoyaltyState>;
  readonly savingRace = new Loadable<ConsoleRace>();
  /** The last publish, pause, resume or end (its refusal shows in the confirmation). */
  readonly changing = new Loadable<unknown>();
  readonly standings = new Loadable<ConsoleRaceStandings>();
  readonly report = new Loadable<LoyaltyReport>();
  readonly upload = new Loadable<UploadedImage>();
  readonly offered: MerchantLanguages;

  constructor(private readonly root: RootStore) {
    const api = () => root.api;
    this.offered = new MerchantLanguages(api);
    this.items = new FilteredPages(api, Path.mallItems, 'state', () => this.merchantCode);
    this.orders = new FilteredPages(api, Path.mallOrders, 'status', () => this.merchantCode);
    this.races = new FilteredPages(api, Path.races, 'state', () => this.merchantCode);
    const loadables = ['settings', 'savingSettings', 'levels', 'savingLevels', 'items', 'savingItem', 'orders', 'fulfilling', 'races', 'savingRace', 'changing', 'standings', 'report', 'upload', 'offered'] as const;
    makeAutoObservable<LoyaltyStore, 'root'>(this, { root: false, ...Object.fromEntries(loadables.map((key) => [key, false])) });
  }

  /** The merchant shown: the picked one, or the operator's own (null: a platform-wide operator must pick). */
  get code(): string | null {
    return this.merchantCode ?? this.root.session.me?.merchantCode ?? null;
  }

  /** The languages to write in: the merchant's offered ones (when the operator may read them) and those already written; English when none. */
  languages(used: readonly string[] = []): string[] {
    return this.offered.withUsed(used);
  }

  /** Shows another merchant (a platform-wide operator's pick): what was loaded for the last one goes. */
  pick(merchantCode: string | null): void {
    const keep = this.merchantCode === merchantCode;
    if (!keep) this.clear();
    this.merchantCode = merchantCode;
  }

  /** The merchant's languages, once, when the operator may read them (content.manage). */
  loadLanguages(): Promise<unknown> {
    const code = this.code;
    return code && this.root.session.may('content.manage') ? this.offered.load(code) : Promise.resolve(null);
  }

  private get query() {
    return { merchantCode: this.merchantCode };
  }

  /** A body with the picked merchant (a merchant's operator's is its own, from the session). */
  private scoped<T extends object>(body: T): T & { merchantCode?: string } {
    return this.merchantCode ? { ...body, merchantCode: this.merchantCode } : body;
  }

  loadSettings(): Promise<LoyaltySettings | null> {
    return this.settings.run(() => this.root.api.get(Path.settings, this.query));
  }

  async saveSettings(settings: LoyaltySettings): Promise<LoyaltySettings | null> {
    const saved = await this.savingSettings.run(() => this.root.api.put<LoyaltySettings>(Path.settings, settings));
    if (saved) this.settings.set(saved);
    return saved;
  }

  loadLevels(): Promise<LevelDraft[] | null> {
    return this.levels.run(() => this.root.api.get(Path.levels, this.query));
  }

  /** Saves the whole ladder; the server's ladder (with members reached) after, or null when refused. */
  async saveLevels(levels: LevelDraft[]): Promise<LevelDraft[] | null> {
    const saved = await this.savingLevels.run(() => this.root.api.put<LevelDraft[]>(Path.levels, this.scoped({ levels })));
    if (saved) await this.loadLevels();
    return saved;
  }

  /** Creates (id null) or changes a mall item; the list reloaded after. */
  async saveItem(id: number | null, draft: MallItemDraft): Promise<ConsoleMallItem | null> {
    const saved = await this.savingItem.run(() =>
      id === null ? this.root.api.post<ConsoleMallItem>(Path.mallItems, this.scoped(draft)) : this.root.api.put<ConsoleMallItem>(Path.mallItem(id), this.scoped(draft)),
    );
    if (saved) await this.items.load();
    return saved;
  }

  /** Publishes, pauses, resumes or ends a mall item or a race; its list reloaded after. */
  async act(what: 'item' | 'race', id: number, action: LoyaltyStateRequest['action']): Promise<boolean> {
    const body: LoyaltyStateRequest = { action };
    const done = await this.changing.run(async () => (await this.root.api.post(what === 'item' ? Path.mallItemState(id) : Path.raceState(id), body)) ?? true);
    if (done === null) return false;
    await (what === 'item' ? this.items : this.races).load();
    return true;
  }

  /** Takes an order one fulfilment step (ship with a tracking note, deliver, cancel with a reason); the list reloaded after. */
  async fulfil(id: number, request: FulfilRequest): Promise<ConsoleMallOrder | null> {
    const order = await this.fulfilling.run(() => this.root.api.post<ConsoleMallOrder>(Path.fulfil(id), request));
    if (order) await this.orders.load();
    return order;
  }

  async saveRace(id: number | null, draft: RaceDraft): Promise<ConsoleRace | null> {
    const saved = await this.savingRace.run(() =>
      id === null ? this.root.api.post<ConsoleRace>(Path.races, this.scoped(draft)) : this.root.api.put<ConsoleRace>(Path.race(id), this.scoped(draft)),
    );
    if (saved) await this.races.load();
    return saved;
  }

  /** A race's full ranking for a period (null: the running one). */
  loadStandings(id: number, periodStart: number | null): Promise<ConsoleRaceStandings | null> {
    return this.standings.run(() => this.root.api.get(Path.raceStandings(id), { periodStart }));
  }

  loadReport(range: { from?: number; to?: number }): Promise<LoyaltyReport | null> {
    return this.report.run(() => this.root.api.get(Path.report, { ...this.query, ...range }));
  }

  /** Uploads an item's picture (the merchant's image store, the one upload call); its same-origin URL, or null when refused. */
  uploadImage(file: Blob): Promise<string | null> {
    return uploadMerchantImage(this.root.api, this.upload, file, this.merchantCode);
  }

  clear(): void {
    this.merchantCode = null;
    for (const loadable of [this.settings, this.savingSettings, this.levels, this.savingLevels, this.savingItem, this.fulfilling, this.savingRace, this.changing, this.standings, this.report, this.upload]) loadable.clear();
    for (const list of [this.items, this.orders, this.races]) list.clear();
    this.offered.clear();
  }
}
