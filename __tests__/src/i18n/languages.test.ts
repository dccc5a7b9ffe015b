import { languageLabel } from '../../../src/i18n/languageLabels';
import { DEFAULT_LANGUAGE, LANGUAGES, SECOND_LANGUAGE, languageHeader, languageInfo } from '../../../src/i18n/languages';

describe('languages', () => {
  it('lists 35 languages with unique codes', () => {
    expect(LANGUAGES).toHaveLength(35);
    const codes = LANGUAGES.map((l) => l.code.toLowerCase());
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('puts BN (the default) first and EN second', () => {
    expect(DEFAULT_LANGUAGE).toBe('bn');
    expect(SECOND_LANGUAGE).toBe('en');
    expect(LANGUAGES[0].code).toBe('bn');
    expect(LANGUAGES[1].code).toBe('en');
  });

  it('includes the languages §1 names', () => {
    const codes = LANGUAGES.map((l) => l.code);
    for (const code of ['zh-CN', 'en', 'ja', 'th', 'vi', 'my', 'es', 'hi', 'id', 'km', 'ko', 'ms', 'pt', 'ta', 'tl', 'ur', 'tr', 'bn', 'ar', 'fa', 'ru', 'kk', 'uz', 'lo', 'ne', 'fr', 'te', 'sw']) {
      expect(codes).toContain(code);
    }
  });

  it('marks exactly Arabic, Persian and Urdu as right-to-left', () => {
    expect(LANGUAGES.filter((l) => l.rtl).map((l) => l.code).sort()).toEqual(['ar', 'fa', 'ur']);
  });

  it('gives every language a native name other than its code, and a flag', () => {
    for (const l of LANGUAGES) {
      const label = languageLabel(l.code);
      expect(label.nativeName.trim()).not.toBe('');
      expect(label.nativeName).not.toBe(l.code);
      expect(label.flag).toMatch(/^[a-z]{2}$/);
      expect(label.flag).not.toBe('un');
    }
  });
});

describe('languageHeader', () => {
  it.each([
    ['bn', 'BN'],
    ['en', 'EN'],
    ['th', 'TH'],
    ['zh-CN', 'CN'],
    ['zh-TW', 'CN'],
    ['zh-cn', 'CN'],
  ])('sends %s as %s (upper case, CN for every Chinese variant)', (code, header) => {
    expect(languageHeader(code)).toBe(header);
  });
});

describe('languageInfo', () => {
  it('finds a language case-insensitively', () => {
    expect(languageInfo('ZH-tw').code).toBe('zh-TW');
  });

  it.each(['xx', '', null, undefined])('falls back to bn for %p', (code) => {
    expect(languageInfo(code).code).toBe('bn');
  });
});
