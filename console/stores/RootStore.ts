import type { i18n as I18n } from 'i18next';
import { createConsoleApi, type ConsoleApi } from '../api/client';
import type { LoadStrings } from '../i18n';
import { LanguageStore } from './LanguageStore';
import { SessionStore } from './SessionStore';
import { FeatureStores, type Clearable, type FeatureStoreOf } from '../../src/stores/base/FeatureStores';

export type { Clearable } from '../../src/stores/base/FeatureStores';

/** A store only some screens use: created on first use, so its code ships with those screens. */
export type FeatureStore<T extends Clearable> = FeatureStoreOf<RootStore, T>;

export interface RootStoreOptions {
  i18n: I18n;
  fetch?: typeof fetch;
  loadStrings?: LoadStrings;
  storage?: Storage;
}

/**
 * The console's one RootStore (Outline's pattern, as the site's src/stores/RootStore.ts): the
 * session and language for the shell, the screens' stores created on first use (`feature`), the
 * one api client wired to them. The console's own: it shares nothing with the site's stores.
 */
export class RootStore {
  readonly api: ConsoleApi;
  readonly session: SessionStore;
  readonly language: LanguageStore;
  private readonly features = new FeatureStores<RootStore>(this);

  constructor(options: RootStoreOptions) {
    this.session = new SessionStore(this);
    this.language = new LanguageStore(options.i18n, options.loadStrings, options.storage);
    this.api = createConsoleApi(
      {
        language: () => this.language.code,
        csrfToken: () => this.session.csrfToken,
        onSessionEnded: (_code, message) => this.session.sessionEnded(message),
        onAnswer: () => this.session.answered(),
      },
      options.fetch,
    );
  }

  /** The one instance of a screen's store, created on first use. */
  feature<T extends Clearable>(Store: FeatureStore<T>): T {
    return this.features.get(Store);
  }

  /** Logout or an ended session: no operator's data stays for the next one. */
  clear(): void {
    for (const store of this.features.created()) store.clear();
  }
}
