/** Merchant settings (docs/console.md "Merchant settings"): the merchants in scope, one merchant's settings and their changes. */
import { makeAutoObservable } from 'mobx';
import { MerchantAdminPath, type MerchantSettings, type MerchantSummary, type NewMerchantRequest } from '@common/contract/consoleMerchant';
import { Loadable } from './base/Loadable';
import type { Clearable, RootStore } from './RootStore';

/** The settings' sections, each saved by its own call (the paths of MerchantAdminPath). */
export type SettingsSection = 'maintenance' | 'whitelabel' | 'regionRestriction' | 'registerFields' | 'languages' | 'branding' | 'customerService' | 'downloads' | 'transferLaunchMode';

export class MerchantStore implements Clearable {
  readonly merchants = new Loadable<MerchantSummary[]>();
  readonly settings = new Loadable<MerchantSettings>();
  /** The last save's outcome and which section made it (its refusal or "saved" shows there). */
  readonly save = new Loadable<MerchantSettings>();
  savedSection: SettingsSection | 'create' | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<MerchantStore, 'root'>(this, { root: false, merchants: false, settings: false, save: false });
  }

  /** A merchant's operator opens its own merchant; a platform-wide one gets the list to pick from. */
  start(): Promise<unknown> {
    const own = this.root.session.me?.merchantCode;
    return own ? this.open(own) : this.merchants.run(() => this.root.api.get(MerchantAdminPath.merchants));
  }

  /** The merchants in scope, loaded once (the merchant pickers of other screens offer them). */
  loadList(): Promise<unknown> {
    return this.merchants.value || this.merchants.loading ? Promise.resolve(null) : this.merchants.run(() => this.root.api.get(MerchantAdminPath.merchants));
  }

  open(code: string): Promise<unknown> {
    this.savedSection = null;
    this.save.clear();
    return this.settings.run(() => this.root.api.get(MerchantAdminPath.merchant(code)));
  }

  /** Saves one section of the open merchant; the server answers the settings as they now are. */
  async update(section: SettingsSection, body: unknown): Promise<boolean> {
    const code = this.settings.value?.code;
    if (!code) return false;
    this.savedSection = section;
    const settings = await this.save.run(() => this.root.api.put<MerchantSettings>(MerchantAdminPath[section](code), body));
    if (settings) this.settings.set(settings);
    return settings !== null;
  }

  /** A new merchant (platform owners): it joins the list and opens. */
  async create(request: NewMerchantRequest): Promise<boolean> {
    this.savedSection = 'create';
    const settings = await this.save.run(() => this.root.api.post<MerchantSettings>(MerchantAdminPath.merchants, request));
    if (!settings) return false;
    this.settings.set(settings);
    await this.merchants.run(() => this.root.api.get(MerchantAdminPath.merchants));
    return true;
  }

  clear(): void {
    this.savedSection = null;
    this.merchants.clear();
    this.settings.clear();
    this.save.clear();
  }
}
