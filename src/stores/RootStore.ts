import type { i18n as I18n } from 'i18next';
import { createApiClient, type ApiClient } from '../api/client';
import { createEncryptor, fetchPublicKey } from '../api/encryption';
import { MERCHANT_CODE } from '../config/merchant';
import { isStandalone } from '../utils/device';
import { AnnouncementStore } from './AnnouncementStore';
import { AuthStore } from './AuthStore';
import { CatalogStore } from './CatalogStore';
import { CommonStore } from './CommonStore';
import { FavouriteStore } from './FavouriteStore';
import { GameListStore } from './GameListStore';
import { LanguageStore } from './LanguageStore';
import { LaunchStore } from './LaunchStore';
import { LotteryStore } from './LotteryStore';
import { MemberStore } from './MemberStore';
import { OrderStore } from './OrderStore';
import { RecentStore } from './RecentStore';
import { SessionStore } from './SessionStore';
import { UiStore } from './UiStore';
import { WalletStore } from './WalletStore';

export interface RootStoreOptions {
  i18n: I18n;
  fetch?: typeof fetch;
  baseUrl?: string;
}

/** The route every not-logged-in notice leads to (§8). */
export const LOGIN_ROUTE = '/m/login';

/**
 * One RootStore (Outline's pattern): creates every store and passes itself in, so stores reach
 * each other through it; owns the one api client, wired to the stores through its environment.
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
  readonly auth: AuthStore;
  readonly member: MemberStore;
  readonly gameList: GameListStore;
  readonly favourites: FavouriteStore;
  readonly recent: RecentStore;
  readonly announcements: AnnouncementStore;
  readonly lottery: LotteryStore;
  readonly orders: OrderStore;
  readonly api: ApiClient;

  constructor(options: RootStoreOptions) {
    this.ui = new UiStore(this);
    this.session = new SessionStore(this);
    this.common = new CommonStore(this);
    this.wallet = new WalletStore(this);
    this.catalog = new CatalogStore(this);
    this.launch = new LaunchStore(this);
    this.language = new LanguageStore(this, options.i18n);
    this.auth = new AuthStore(this);
    this.member = new MemberStore(this);
    this.gameList = new GameListStore(this);
    this.favourites = new FavouriteStore(this);
    this.recent = new RecentStore(this);
    this.announcements = new AnnouncementStore(this);
    this.lottery = new LotteryStore(this);
    this.orders = new OrderStore(this);
    this.api = createApiClient(
      {
        merchantCode: () => this.merchantCode,
        language: () => this.language.code,
        token: () => this.session.token,
        device: () => (isStandalone() ? 'OTHERS' : 'MOBILE'),
        onNotLoggedIn: (_reason, info) => {
          this.clear();
          if (info?.alert !== false) this.ui.showNotice({ key: 'error.notLoggedIn' }, LOGIN_ROUTE);
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
        encryptor: createEncryptor(() => fetchPublicKey(this.api)),
      },
    );
  }

  /** Logout / invalid session: resets everything but UI (and the merchant's status). */
  clear(): void {
    // One user's cached answers must never reach the next user of this tab.
    this.api.flushCache();
    this.session.clear();
    this.common.clear();
    this.wallet.clear();
    this.catalog.clear();
    this.gameList.clear();
    this.favourites.clear();
    this.recent.clear();
    this.lottery.clear();
    this.orders.clear();
  }
}
