/**
 * The languages the platform offers (§1) and the Language header (§7) of a locale: upper case,
 * and CN for every Chinese variant. The site sends it; the server answers in the locale it names
 * (zh-CN for CN). A merchant offers a subset of these (its configuration; the console checks it).
 */

/** Every language with a locales/<code>.json, in the selector's order; rtl: right-to-left script. */
export const OFFERED_LANGUAGES: readonly { code: string; rtl: boolean }[] = [
  'bn', 'en', 'zh-CN', 'zh-TW', 'ja', 'th', 'vi', 'my', 'es', 'hi', 'id', 'km', 'ko', 'ms', 'pt', 'ta', 'tl', 'ur',
  'tr', 'ar', 'fa', 'ru', 'kk', 'uz', 'lo', 'ne', 'fr', 'te', 'sw', 'de', 'it', 'si', 'mn', 'ml', 'pa',
].map((code) => ({ code, rtl: ['ur', 'ar', 'fa'].includes(code) }));

/** Whether `code` is one of OFFERED_LANGUAGES (exact spelling, as merchant configurations store it). */
export function isOfferedLanguage(code: string): boolean {
  return OFFERED_LANGUAGES.some((l) => l.code === code);
}

export function languageHeaderOf(code: string): string {
  return code.startsWith('zh') ? 'CN' : code.toUpperCase();
}
