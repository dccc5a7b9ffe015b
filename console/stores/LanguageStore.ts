/** The console's language: the operator's choice, kept on this browser; the API's messages follow it. */
import type { i18n as I18n } from 'i18next';
import { makeAutoObservable, runInAction } from 'mobx';
import { switchConsoleLanguage, type ConsoleLanguage, type LoadStrings } from '../i18n';

export const LANGUAGE_KEY = 'console.language';

export class LanguageStore {
  code: ConsoleLanguage;

  constructor(
    private readonly i18n: I18n,
    private readonly load?: LoadStrings,
    private readonly storage: Storage | undefined = typeof localStorage === 'undefined' ? undefined : localStorage,
  ) {
    this.code = i18n.language as ConsoleLanguage;
    makeAutoObservable<LanguageStore, 'i18n' | 'load' | 'storage'>(this, { i18n: false, load: false, storage: false });
  }

  async switch(code: ConsoleLanguage): Promise<void> {
    await switchConsoleLanguage(this.i18n, code, this.load);
    runInAction(() => (this.code = code));
    this.storage?.setItem(LANGUAGE_KEY, code);
    if (typeof document !== 'undefined') document.documentElement.lang = code;
  }
}
