/** The catalogue (docs/console.md "Catalogue and lottery"): a merchant's vendor layout, a vendor's games, and the vendors' signing secrets. */
import { makeAutoObservable } from 'mobx';
import { CatalogAdminPath, type ConsoleGame, type ConsoleVendor, type GameSwitchRequest, type VendorCredentialSummary, type VendorLayoutEntry, type VendorSecretValue } from '@common/contract/consoleCatalog';
import type { Page } from '@common/contract/consolePlayers';
import { Loadable } from './base/Loadable';
import type { Clearable, RootStore } from './RootStore';

export class CatalogStore implements Clearable {
  /** The merchant whose layout a platform-wide operator edits (it must pick one). */
  merchantCode: string | null = null;
  /** The vendor whose games are listed, and the search typed. */
  vendorCode: string | null = null;
  search = '';
  readonly vendors = new Loadable<ConsoleVendor[]>();
  readonly games = new Loadable<Page<ConsoleGame>>();
  readonly credentials = new Loadable<VendorCredentialSummary[]>();
  /** Each kind of change's last outcome: its refusal shows beside what made it. */
  readonly layoutSave = new Loadable<ConsoleVendor[]>();
  readonly gameSwitch = new Loadable<ConsoleGame>();
  readonly rotation = new Loadable<VendorSecretValue>();
  /** A secret just issued: shown once, forgotten on dismiss or logout. */
  secret: VendorSecretValue | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<CatalogStore, 'root'>(this, { root: false, vendors: false, games: false, credentials: false, layoutSave: false, gameSwitch: false, rotation: false });
  }

  get platformWide(): boolean {
    return this.root.session.me?.merchantCode === null;
  }

  /** Whether there is a merchant's layout to show: a platform-wide operator picks one first. */
  get scoped(): boolean {
    return !this.platformWide || this.merchantCode !== null;
  }

  loadVendors(merchantCode = this.merchantCode): Promise<unknown> {
    this.merchantCode = merchantCode;
    if (!this.scoped) return Promise.resolve(null);
    return this.vendors.run(() => this.root.api.get(CatalogAdminPath.vendors, { merchantCode }));
  }

  /** Saves the order and display of the merchant's vendors; the server answers the layout as it now is. */
  async saveLayout(entries: VendorLayoutEntry[]): Promise<boolean> {
    const body = { entries, ...(this.merchantCode ? { merchantCode: this.merchantCode } : {}) };
    const layout = await this.layoutSave.run(() => this.root.api.put<ConsoleVendor[]>(CatalogAdminPath.vendors, body));
    if (layout) this.vendors.set(layout);
    return layout !== null;
  }

  loadGames(vendorCode = this.vendorCode, page = 1, search = this.search): Promise<unknown> {
    this.vendorCode = vendorCode;
    this.search = search;
    if (!vendorCode) return Promise.resolve(null);
    return this.games.run(() => this.root.api.get(CatalogAdminPath.games(vendorCode), { page, search: search.trim() || undefined }));
  }

  /** Switches a game on/off or hot (platform-wide operators); the row shows what the server answers. */
  async switchGame(id: number, patch: GameSwitchRequest): Promise<void> {
    const game = await this.gameSwitch.run(() => this.root.api.put<ConsoleGame>(CatalogAdminPath.game(id), patch));
    const page = this.games.value;
    if (game && page) this.games.set({ ...page, items: page.items.map((g) => (g.id === game.id ? game : g)) });
  }

  loadCredentials(): Promise<unknown> {
    return this.credentials.run(() => this.root.api.get(CatalogAdminPath.credentials));
  }

  /** Issues or rotates a vendor's signing secret: the old one stops working at once; the new one is shown once. */
  async rotate(vendorCode: string): Promise<void> {
    const secret = await this.rotation.run(() => this.root.api.post<VendorSecretValue>(CatalogAdminPath.credential(vendorCode)));
    if (secret) {
      this.setSecret(secret);
      await this.loadCredentials();
    }
  }

  setSecret(secret: VendorSecretValue | null): void {
    this.secret = secret;
  }

  clear(): void {
    this.merchantCode = null;
    this.vendorCode = null;
    this.search = '';
    this.secret = null;
    for (const loadable of [this.vendors, this.games, this.credentials, this.layoutSave, this.gameSwitch, this.rotation]) loadable.clear();
  }
}
