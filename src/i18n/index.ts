import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, languageInfo } from './languages';

/**
 * A language's strings come in two parts (scripts/webpack/locale-loader.js, SHELL_STRINGS): the
 * shell's (header, navigation, dialogs, the home screen), loaded at start-up, and the other
 * screens', loaded only when a screen that needs them opens.
 */
export type StringsPart = 'shell' | 'screens';

export type Strings = Record<string, unknown>;

/** Fetches one part of a language's strings. */
export type LoadStrings = (code: string, part: StringsPart) => Promise<Strings>;

/** Loads one part of a locale file as its own chunk, so the first load carries only the current language's shell strings. */
export function loadLocale(code: string, part: StringsPart = 'shell'): Promise<Strings> {
  const strings =
    part === 'shell'
      ? import(
          /* webpackChunkName: "locale-[request]" */
          /* webpackMode: "lazy" */
          `../../locales/${code}.json?part=shell`
        )
      : import(
          /* webpackChunkName: "locale-[request]-screens" */
          /* webpackMode: "lazy" */
          `../../locales/${code}.json?part=screens`
        );
  return strings.then((m: { default: Strings }) => m.default);
}

/**
 * The site's strings: what is fetched or on the way (per language and part), which language is
 * current and whether the screens' part is wanted. One per start-up (createI18n replaces it).
 */
class SiteStrings {
  private readonly fetches = new Map<string, Promise<Strings>>();
  private readonly added = new Set<string>();
  /** Set once a screen needed the screens' part: from then on every language gets it too. */
  screensWanted = false;
  instance: I18n | undefined;
  private readonly ready: Promise<I18n>;
  private resolveReady!: (instance: I18n) => void;

  constructor(
    readonly load: LoadStrings,
    public lang: string,
  ) {
    this.ready = new Promise((resolve) => (this.resolveReady = resolve));
  }

  /** The part's strings, fetched once; a failed fetch is tried again next time. */
  fetch(lang: string, part: StringsPart): Promise<Strings> {
    const key = `${lang}:${part}`;
    let pending = this.fetches.get(key);
    if (!pending) {
      pending = this.load(lang, part);
      pending.catch(() => this.fetches.delete(key));
      this.fetches.set(key, pending);
    }
    return pending;
  }

  setInstance(instance: I18n): void {
    this.instance = instance;
    this.added.add(`${this.lang}:shell`);
    this.resolveReady(instance);
  }

  has(lang: string, part: StringsPart): boolean {
    return this.added.has(`${lang}:${part}`);
  }

  /** Fetches the part (if need be) and merges it into the `translation` namespace, beside the other part. */
  async add(lang: string, part: StringsPart): Promise<void> {
    const [strings, instance] = await Promise.all([this.fetch(lang, part), this.ready]);
    if (this.has(lang, part)) return;
    instance.addResourceBundle(lang, 'translation', strings, true, false);
    this.added.add(`${lang}:${part}`);
  }
}

let site = new SiteStrings(loadLocale, DEFAULT_LANGUAGE);

/**
 * Starts fetching a language's shell strings before the i18next instance exists (bootstrap), so a
 * first screen's loader started right after fetches the screens' part of the same language.
 */
export function prepareStrings(code: string, load: LoadStrings = loadLocale): void {
  site = new SiteStrings(load, languageInfo(code).code);
  void site.fetch(site.lang, 'shell').catch(() => undefined);
}

/** Creates the i18next instance with the given language's shell strings already loaded. */
export async function createI18n(code: string, load: LoadStrings = loadLocale): Promise<I18n> {
  const lang = languageInfo(code).code;
  if (site.instance || site.load !== load || site.lang !== lang) prepareStrings(lang, load);
  const strings = site;
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: await strings.fetch(lang, 'shell') } },
    interpolation: { escapeValue: false },
    returnNull: false,
    // The screens' part arrives after the first render: what shows a key of it re-renders then.
    react: { bindI18nStore: 'added' },
  });
  strings.setInstance(instance);
  applyDocumentLanguage(lang);
  return instance;
}

/**
 * Loads the current language's screens' strings (a screen's loader calls it beside its chunk) and
 * remembers that they are wanted, so a language switch loads them for the new language too.
 */
export function loadScreenStrings(): Promise<void> {
  const strings = site;
  strings.screensWanted = true;
  return strings.add(strings.lang, 'screens');
}

/** True once the current language's screens' strings are in (or before there are strings at all). */
export function screenStringsLoaded(): boolean {
  return !site.instance || site.has(site.lang, 'screens');
}

/**
 * Switches language, loading its strings first if they are not in memory yet: the shell's part,
 * and the screens' part too when a screen needed it in the old language (the page shown may need
 * it, and it must never show a raw key).
 */
export async function switchLanguage(instance: I18n, code: string, load: LoadStrings = loadLocale): Promise<void> {
  const lang = languageInfo(code).code;
  if (site.instance !== instance || site.load !== load) {
    // An instance started with another loader (a test's): follow it from here with this one.
    const screensWanted = site.instance === instance && site.screensWanted;
    site = new SiteStrings(load, languageInfo(instance.language).code);
    site.screensWanted = screensWanted;
    site.setInstance(instance);
  }
  const strings = site;
  const old = strings.lang;
  strings.lang = lang;
  try {
    const parts: StringsPart[] = strings.screensWanted ? ['shell', 'screens'] : ['shell'];
    await Promise.all(parts.filter((part) => !strings.has(lang, part)).map((part) => strings.add(lang, part)));
  } catch (error) {
    strings.lang = old;
    throw error;
  }
  await instance.changeLanguage(lang);
  applyDocumentLanguage(lang);
}

/** Sets <html lang dir>: Arabic, Persian and Urdu mirror the layout. */
export function applyDocumentLanguage(code: string): void {
  const info = languageInfo(code);
  document.documentElement.lang = info.code;
  document.documentElement.dir = info.rtl ? 'rtl' : 'ltr';
}

export { DEFAULT_LANGUAGE };
