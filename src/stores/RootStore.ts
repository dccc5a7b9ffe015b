import type { i18n as I18n } from 'i18next';
import { createApiClient, type ApiClient } from '../api/client';
import { lazyEncryptor } from '../api/lazyEncryptor';
import { MERCHANT_CODE } from '../config/merchant';
import { isStandalone } from '../utils/device';
import { AnnouncementStore } from './AnnouncementStore';
import { CatalogStore } from './CatalogStore';
import { CommonStore } from './CommonStore';
import { GameListStore } from './GameListStore';
import { LanguageStore } from './LanguageStore';
import { LaunchStore } from './LaunchStore';
import { LotteryStore } from './LotteryStore';
import { RecentStore } from './RecentStore';
import { SessionStore } from './SessionStore';
import { UiStore } from './UiStore';
import { WalletStore } from './WalletStore';
import { loginPath } from '../paths';
import { FeatureStores, type Clearable, type FeatureStoreOf } from './base/FeatureStores';

export type { Clearable } from './base/FeatureStores';

/** The stores RootStore creates, by property name. */
type StoreName = Exclude<keyof RootStore, 'merchantCode' | 'api' | 'clear' | 'feature'>;

/**
 * A store only lazily loaded screens use (login, registration, password screens, the bet slip,
 * favourites): RootStore creates it on first use, so its code ships in those screens' chunks and
 * not in the first download (docs/decisions.md "Feature stores"). It holds per-user state, so it
 * must be Clearable: logout clears every feature store created so far.
 */
export type FeatureStore<T extends Clearable> = FeatureStoreOf<RootStore, T>;

/**
 * What logout (and a dead session) does to each store, in the order it is done. A store added to
 * RootStore without a decision here does not compile, and a 'clear' store must be Clearable.
 */
export const ON_LOGOUT = {
  // The session first: everything after sees a logged-out site.
  session: 'clear',
  common: 'clear',
  wallet: 'clear',
  catalog: 'clear',
  gameList: 'clear',
  recent: 'clear',
  lottery: 'clear',
  launch: 'clear',
  // Banners, notices and popups are the merchant's, the same for every visitor; which popups were
  // closed belongs to the device, so logout must not bring a closed welcome popup back.
  announcements: 'keep',
  // The open dialogs and toasts (the logout notice among them), theme and connectivity belong to the tab.
  ui: 'keep',
  // The language is the phone's choice, not the member's.
  language: 'keep',
} as const satisfies Record<StoreName, 'clear' | 'keep'>;

type ClearedName = { [K in StoreName]: (typeof ON_LOGOUT)[K] extends 'clear' ? K : never }[StoreName];
const CLEARED = (Object.keys(ON_LOGOUT) as StoreName[]).filter((name): name is ClearedName => ON_LOGOUT[name] === 'clear');

export interface RootStoreOptions {
  i18n: I18n;
  fetch?: typeof fetch;
  baseUrl?: string;
}

/**
 * One RootStore (Outline's pattern): creates every store the shell and the first screen use and
 * passes itself in, so stores reach each other through it; creates feature stores on first use
 * (`feature`); owns the one api client, wired to the stores through its environment.
 */
export class RootStore {
  readonly merchantCode = MERCHANT_CODE;
  readonly ui: UiStore;
  readonly session: SessionStore;
  readonly common: CommonStore;
  readonly wallet: WalletStore;
  readonly catalog: CatalogStore;
  readonly launch: LaunchStore;
  readonly language: LanguageStore;
  readonly gameList: GameListStore;
  readonly recent: RecentStore;
  readonly announcements: AnnouncementStore;
  readonly lottery: LotteryStore;
  readonly api: ApiClient;
  /** The feature stores created so far, one per class. */
  private readonly features = new FeatureStores<RootStore>(this);

  constructor(options: RootStoreOptions) {
    this.ui = new UiStore(this);
    this.session = new SessionStore(this);
    this.common = new CommonStore(this);
    this.wallet = new WalletStore(this);
    this.catalog = new CatalogStore(this);
    this.launch = new LaunchStore(this);
    this.language = new LanguageStore(this, options.i18n);
    this.gameList = new GameListStore(this);
    this.recent = new RecentStore(this);
    this.announcements = new AnnouncementStore(this);
    this.lottery = new LotteryStore(this);
    this.api = createApiClient(
      {
        merchantCode: () => this.merchantCode,
        language: () => this.language.code,
        token: () => this.session.token,
        device: () => (isStandalone() ? 'OTHERS' : 'MOBILE'),
        onNotLoggedIn: (_reason, info) => {
          this.clear();
          if (info?.alert !== false) this.ui.showNotice({ key: 'error.notLoggedIn' }, loginPath());
        },
        onTokenIpDifferent: () => this.session.disableAutoLogin(),
        onInvalidAffiliateCode: () => this.ui.setInvalidAffiliateCode(true),
        showNotice: (message) => this.ui.showNotice({ text: message }),
        showOffline: (durationMs) => this.ui.showToast({ key: 'error.noInternet' }, 'error', durationMs),
        hideLoading: () => this.ui.hideLoading(),
        text: (key) => options.i18n.t(key),
      },
      {
        fetch: options.fetch,
        baseUrl: options.baseUrl,
        // The key is fetched through this same client on the first encrypted call.
        encryptor: lazyEncryptor(() => this.api),
      },
    );
  }

  /** The one instance of a feature store, created on first use with this RootStore. */
  feature<T extends Clearable>(Store: FeatureStore<T>): T {
    return this.features.get(Store);
  }

  /** Logout / invalid session: every store holding per-user state is reset (ON_LOGOUT, then every feature store). */
  clear(): void {
    // One user's cached answers must never reach the next user of this tab.
    this.api.flushCache();
    const stores: Clearable[] = [...CLEARED.map((name) => this[name]), ...this.features.created()];
    for (const store of stores) store.clear();
  }
}
