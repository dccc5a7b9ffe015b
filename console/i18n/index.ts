/**
 * The console's strings (docs/console.md "Console app"): English, Bengali and Chinese, in
 * console/locales, one chunk per language, so none of them reaches the member site's bundles and
 * the site's 35 locales carry none of the console's. Messages of the server's refusals are not
 * here: the console shows the envelope's message, which the server writes in the Language sent.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const CONSOLE_LANGUAGES = ['en', 'bn', 'zh'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];
export const DEFAULT_CONSOLE_LANGUAGE: ConsoleLanguage = 'en';

/** Each language's name in itself, for the switch. */
export const LANGUAGE_NAMES: Readonly<Record<ConsoleLanguage, string>> = { en: 'English', bn: 'বাংলা', zh: '中文' };

export type Strings = Record<string, unknown>;
export type LoadStrings = (lang: ConsoleLanguage) => Promise<Strings>;

/** Loads one language's strings as its own chunk. */
export const loadConsoleStrings: LoadStrings = (lang) =>
  import(
    /* webpackChunkName: "strings-[request]" */
    `../locales/${lang}.json`
  ).then((m: { default: Strings }) => m.default);

export function isConsoleLanguage(code: string | null | undefined): code is ConsoleLanguage {
  return !!code && (CONSOLE_LANGUAGES as readonly string[]).includes(code);
}

/** The saved choice, else the browser's first language the console has (zh-CN, zh-TW → zh), else English. */
export function initialLanguage(saved: string | null, browser: readonly string[]): ConsoleLanguage {
  if (isConsoleLanguage(saved)) return saved;
  for (const tag of browser) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isConsoleLanguage(primary)) return primary;
  }
  return DEFAULT_CONSOLE_LANGUAGE;
}

/** An i18next instance with the language's strings loaded. */
export async function createConsoleI18n(lang: ConsoleLanguage, load: LoadStrings = loadConsoleStrings): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: await load(lang) } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** Switches language, fetching its strings first when they are not loaded yet. */
export async function switchConsoleLanguage(instance: I18n, lang: ConsoleLanguage, load: LoadStrings = loadConsoleStrings): Promise<void> {
  if (!instance.hasResourceBundle(lang, 'translation')) instance.addResourceBundle(lang, 'translation', await load(lang));
  await instance.changeLanguage(lang);
}
