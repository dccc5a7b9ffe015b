import type { i18n as I18n } from 'i18next';
import { makeAutoObservable, runInAction } from 'mobx';
import { switchLanguage } from '../i18n';
import { DEFAULT_LANGUAGE, LANGUAGES, languageInfo, type LanguageInfo } from '../i18n/languages';
import { browserStorage, localKey, readJson, writeJson } from '../utils/storage';
import type { RootStore } from './RootStore';

const LANGUAGE_KEY = localKey('language');

/** Picks the start-up language: the saved choice if the merchant offers it, else its default. */
export function initialLanguage(offered: string[], merchantDefault: string | null): string {
  const saved = readJson<string>(browserStorage.local(), LANGUAGE_KEY);
  const isOffered = (c: string | null) =>
    !!c && (offered.length === 0 || offered.some((o) => o.toLowerCase() === c.toLowerCase()));
  if (saved && isOffered(saved)) return languageInfo(saved).code;
  return languageInfo(merchantDefault ?? DEFAULT_LANGUAGE).code;
}

/** Current language, the merchant's offered list and the switch action. */
export class LanguageStore {
  code: string;

  constructor(
    private readonly root: RootStore,
    private readonly i18n: I18n,
  ) {
    this.code = languageInfo(i18n.language).code;
    makeAutoObservable<LanguageStore, 'root' | 'i18n'>(this, { root: false, i18n: false });
  }

  get info(): LanguageInfo {
    return languageInfo(this.code);
  }

  /** Languages the merchant offers, in the selector's order; all of them if unconfigured. */
  get options(): LanguageInfo[] {
    const offered = this.root.common.languages.map((c) => c.toLowerCase());
    return offered.length === 0 ? [...LANGUAGES] : LANGUAGES.filter((l) => offered.includes(l.code.toLowerCase()));
  }

  /** The picker is hidden when at most one language is supported (§2). */
  get showSelector(): boolean {
    return this.options.length > 1;
  }

  /** Switches language, remembers it and applies the §4 language-change rule. */
  async setLanguage(code: string): Promise<void> {
    const next = languageInfo(code).code;
    if (next === this.code) return;
    await switchLanguage(this.i18n, next);
    writeJson(browserStorage.local(), LANGUAGE_KEY, next);
    runInAction(() => {
      this.code = next;
    });
    this.root.catalog.onLanguageChanged();
    this.root.gameList.onLanguageChanged();
    void this.root.announcements.onLanguageChanged();
  }
}
