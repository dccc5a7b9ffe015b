/**
 * How the language picker and the drawer name each language (languages.ts lists them): its name
 * in itself and the flag beside it. Apart from the table of codes, because a start-up needs only
 * the codes and these names, in 35 scripts, compress poorly.
 */
export interface LanguageLabel {
  /** Name in the language itself. */
  nativeName: string;
  /** ISO 3166 country whose flag the picker shows. */
  flag: string;
}

const LABELS: Readonly<Record<string, LanguageLabel>> = {
  bn: { nativeName: 'বাংলা', flag: 'bd' },
  en: { nativeName: 'English', flag: 'gb' },
  'zh-CN': { nativeName: '简体中文', flag: 'cn' },
  'zh-TW': { nativeName: '繁體中文', flag: 'tw' },
  ja: { nativeName: '日本語', flag: 'jp' },
  th: { nativeName: 'ไทย', flag: 'th' },
  vi: { nativeName: 'Tiếng Việt', flag: 'vn' },
  my: { nativeName: 'မြန်မာ', flag: 'mm' },
  es: { nativeName: 'Español', flag: 'es' },
  hi: { nativeName: 'हिन्दी', flag: 'in' },
  id: { nativeName: 'Bahasa Indonesia', flag: 'id' },
  km: { nativeName: 'ខ្មែរ', flag: 'kh' },
  ko: { nativeName: '한국어', flag: 'kr' },
  ms: { nativeName: 'Bahasa Melayu', flag: 'my' },
  pt: { nativeName: 'Português', flag: 'br' },
  ta: { nativeName: 'தமிழ்', flag: 'lk' },
  tl: { nativeName: 'Tagalog', flag: 'ph' },
  ur: { nativeName: 'اردو', flag: 'pk' },
  tr: { nativeName: 'Türkçe', flag: 'tr' },
  ar: { nativeName: 'العربية', flag: 'sa' },
  fa: { nativeName: 'فارسی', flag: 'ir' },
  ru: { nativeName: 'Русский', flag: 'ru' },
  kk: { nativeName: 'Қазақ тілі', flag: 'kz' },
  uz: { nativeName: 'Oʻzbekcha', flag: 'uz' },
  lo: { nativeName: 'ລາວ', flag: 'la' },
  ne: { nativeName: 'नेपाली', flag: 'np' },
  fr: { nativeName: 'Français', flag: 'fr' },
  te: { nativeName: 'తెలుగు', flag: 'in' },
  sw: { nativeName: 'Kiswahili', flag: 'ke' },
  de: { nativeName: 'Deutsch', flag: 'de' },
  it: { nativeName: 'Italiano', flag: 'it' },
  si: { nativeName: 'සිංහල', flag: 'lk' },
  mn: { nativeName: 'Монгол', flag: 'mn' },
  ml: { nativeName: 'മലയാളം', flag: 'in' },
  pa: { nativeName: 'ਪੰਜਾਬੀ', flag: 'in' },
};

/** The label of a language code (as languages.ts spells it); an unknown code is named by itself. */
export function languageLabel(code: string): LanguageLabel {
  return LABELS[code] ?? { nativeName: code, flag: 'un' };
}
