import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, languageInfo } from './languages';

/** Loads one locale file as its own chunk, so the first load carries only the current language. */
export function loadLocale(code: string): Promise<Record<string, unknown>> {
  return import(
    /* webpackChunkName: "locale-[request]" */
    /* webpackMode: "lazy" */
    `../../locales/${code}.json`
  ).then((m: { default: Record<string, unknown> }) => m.default);
}

/** Creates the i18next instance with the given language's strings already loaded. */
export async function createI18n(
  code: string,
  load: (code: string) => Promise<Record<string, unknown>> = loadLocale,
): Promise<I18n> {
  const instance = i18next.createInstance();
  const lang = languageInfo(code).code;
  await instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: await load(lang) } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyDocumentLanguage(lang);
  return instance;
}

/** Switches language, loading its strings first if they are not in memory yet. */
export async function switchLanguage(
  instance: I18n,
  code: string,
  load: (code: string) => Promise<Record<string, unknown>> = loadLocale,
): Promise<void> {
  const lang = languageInfo(code).code;
  if (!instance.hasResourceBundle(lang, 'translation')) {
    instance.addResourceBundle(lang, 'translation', await load(lang));
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
