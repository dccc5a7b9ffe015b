/**
 * The languages the selector can offer (§1): code, native name and the value sent in the
 * Language header (upper case; CN for every Chinese variant). BN is the default, EN second.
 * Which of these a merchant offers comes from its configuration.
 */
import { languageHeaderOf } from '@common/rules/languages';
import { DEFAULT_LANGUAGE } from './defaultLanguage';

export interface LanguageInfo {
  /** BCP 47 code; also the locales/<code>.json file name. */
  code: string;
  /** Name in the language itself. */
  nativeName: string;
  /** Language header value. */
  header: string;
  /** Right-to-left script. */
  rtl: boolean;
  /** ISO 3166 country whose flag the selector shows. */
  flag: string;
}

const lang = (code: string, nativeName: string, flag: string, rtl = false): LanguageInfo => ({
  code,
  nativeName,
  header: languageHeaderOf(code),
  rtl,
  flag,
});

export { DEFAULT_LANGUAGE };
export const SECOND_LANGUAGE = 'en';

export const LANGUAGES: readonly LanguageInfo[] = [
  lang('bn', 'বাংলা', 'bd'),
  lang('en', 'English', 'gb'),
  lang('zh-CN', '简体中文', 'cn'),
  lang('zh-TW', '繁體中文', 'tw'),
  lang('ja', '日本語', 'jp'),
  lang('th', 'ไทย', 'th'),
  lang('vi', 'Tiếng Việt', 'vn'),
  lang('my', 'မြန်မာ', 'mm'),
  lang('es', 'Español', 'es'),
  lang('hi', 'हिन्दी', 'in'),
  lang('id', 'Bahasa Indonesia', 'id'),
  lang('km', 'ខ្មែរ', 'kh'),
  lang('ko', '한국어', 'kr'),
  lang('ms', 'Bahasa Melayu', 'my'),
  lang('pt', 'Português', 'br'),
  lang('ta', 'தமிழ்', 'lk'),
  lang('tl', 'Tagalog', 'ph'),
  lang('ur', 'اردو', 'pk', true),
  lang('tr', 'Türkçe', 'tr'),
  lang('ar', 'العربية', 'sa', true),
  lang('fa', 'فارسی', 'ir', true),
  lang('ru', 'Русский', 'ru'),
  lang('kk', 'Қазақ тілі', 'kz'),
  lang('uz', 'Oʻzbekcha', 'uz'),
  lang('lo', 'ລາວ', 'la'),
  lang('ne', 'नेपाली', 'np'),
  lang('fr', 'Français', 'fr'),
  lang('te', 'తెలుగు', 'in'),
  lang('sw', 'Kiswahili', 'ke'),
  lang('de', 'Deutsch', 'de'),
  lang('it', 'Italiano', 'it'),
  lang('si', 'සිංහල', 'lk'),
  lang('mn', 'Монгол', 'mn'),
  lang('ml', 'മലയാളം', 'in'),
  lang('pa', 'ਪੰਜਾਬੀ', 'in'),
];

const byCode = new Map(LANGUAGES.map((l) => [l.code.toLowerCase(), l]));

/** Looks a language up by code (case-insensitive); unknown codes fall back to the default. */
export function languageInfo(code: string | undefined | null): LanguageInfo {
  return (code && byCode.get(code.toLowerCase())) || byCode.get(DEFAULT_LANGUAGE)!;
}

/** Language header value for a code (§7): upper case, CN for Chinese variants. */
export function languageHeader(code: string): string {
  return languageInfo(code).header;
}
