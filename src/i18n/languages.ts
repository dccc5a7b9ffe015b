/**
 * The languages the selector can offer (§1): code, script direction and the value sent in the
 * Language header (upper case; CN for every Chinese variant). BN is the default, EN second.
 * Which of these a merchant offers comes from its configuration. Their native names and flags
 * are in languageLabels.ts: only the picker and the drawer show them, and they load with those.
 */
import { languageHeaderOf, OFFERED_LANGUAGES } from '@common/rules/languages';
import { DEFAULT_LANGUAGE } from './defaultLanguage';

export interface LanguageInfo {
  /** BCP 47 code; also the locales/<code>.json file name. */
  code: string;
  /** Language header value. */
  header: string;
  /** Right-to-left script. */
  rtl: boolean;
}

const lang = (code: string, rtl = false): LanguageInfo => ({ code, header: languageHeaderOf(code), rtl });

export { DEFAULT_LANGUAGE };
export const SECOND_LANGUAGE = 'en';

export const LANGUAGES: readonly LanguageInfo[] = OFFERED_LANGUAGES.map(({ code, rtl }) => lang(code, rtl));

const byCode = new Map(LANGUAGES.map((l) => [l.code.toLowerCase(), l]));

/** Looks a language up by code (case-insensitive); unknown codes fall back to the default. */
export function languageInfo(code: string | undefined | null): LanguageInfo {
  return (code && byCode.get(code.toLowerCase())) || byCode.get(DEFAULT_LANGUAGE)!;
}

/** Language header value for a code (§7): upper case, CN for Chinese variants. */
export function languageHeader(code: string): string {
  return languageInfo(code).header;
}
