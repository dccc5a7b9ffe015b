import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { flatten, loadLocale as load } from '../../scripts/i18n-missing';
import { LANGUAGES } from '../../src/i18n/languages';

/**
 * Every locale has exactly en.json's keys, keeps its {{placeholders}}, has no empty value, and
 * languages written in another script are really translated (ARCHITECTURE.md "Front-end rules").
 */
const DIR = join(__dirname, '..', '..', 'locales');

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

const en = flatten(load('en'));
const codes = LANGUAGES.map((l) => l.code);
const others = codes.filter((c) => c !== 'en');

/** Languages not written in Latin script: a value equal to English is an untranslated string. */
const NON_LATIN = ['bn', 'hi', 'ar', 'fa', 'ur', 'zh-CN', 'zh-TW', 'ja', 'ko', 'th', 'my', 'km', 'lo', 'ru', 'kk', 'ne', 'ta', 'te', 'si', 'mn', 'ml', 'pa'];
/** Brand names and symbols that stay the same in every language. */
const SAME_EVERYWHERE = new Set(['app.name', 'common.balancePlaceholder', 'service.TELEGRAM', 'service.TELEGRAM2', 'service.FACEBOOK']);
/** Share of the other keys that must differ from English: non-Latin scripts, and Latin ones (cognates). */
const MIN_TRANSLATED_SHARE = 0.9;
const MIN_TRANSLATED_SHARE_LATIN = 0.75;

const list = (keys: string[]) => keys.map((k) => `  - ${k}`).join('\n');

describe('locales', () => {
  it('en.json is the reference: non-empty strings only', () => {
    expect(en.size).toBeGreaterThan(50);
    const bad = [...en].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
    expect(bad).toEqual([]);
  });

  it('has no locale file for a language the selector does not list', () => {
    const files = readdirSync(DIR)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''));
    expect(files.filter((f) => !codes.includes(f))).toEqual([]);
  });

  it('every non-Latin-script language of the list is a language of LANGUAGES', () => {
    expect(NON_LATIN.filter((c) => !codes.includes(c))).toEqual([]);
  });

  it.each(codes)('locales/%s.json exists for this language of LANGUAGES', (code) => {
    expect(existsSync(join(DIR, `${code}.json`))).toBe(true);
  });

  describe.each(others.filter((c) => existsSync(join(DIR, `${c}.json`))))('%s.json', (code) => {
    const strings = flatten(load(code));

    it("has exactly en.json's keys", () => {
      const missing = [...en.keys()].filter((k) => !strings.has(k));
      const extra = [...strings.keys()].filter((k) => !en.has(k));
      const problems = [
        missing.length ? `missing in ${code}.json:\n${list(missing)}` : '',
        extra.length ? `not in en.json:\n${list(extra)}` : '',
      ].filter(Boolean);
      if (problems.length) throw new Error(problems.join('\n'));
    });

    it('has no empty or non-string value', () => {
      const empty = [...strings].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
      if (empty.length) throw new Error(`empty values in ${code}.json:\n${list(empty)}`);
    });

    // Exactly en.json's {{placeholders}}: none lost, none added (a text with none must stay so).
    it("has exactly the {{placeholders}} of en.json in every string", () => {
      const broken = [...en]
        .filter(([k, v]) => typeof strings.get(k) === 'string' && typeof v === 'string')
        .filter(([k, v]) => placeholders(strings.get(k) as string).join() !== placeholders(v as string).join())
        .map(([k, v]) => `${k}: expects ${placeholders(v as string).map((p) => `{{${p}}}`).join(' ') || 'none'}`);
      if (broken.length) throw new Error(`placeholders changed in ${code}.json:\n${list(broken)}`);
    });

    const minShare = NON_LATIN.includes(code) ? MIN_TRANSLATED_SHARE : MIN_TRANSLATED_SHARE_LATIN;
    it(`is translated, not left in English (at least ${minShare * 100}% of strings differ from en)`, () => {
      const keys = [...en.keys()].filter((k) => !SAME_EVERYWHERE.has(k) && strings.has(k));
      const english = keys.filter((k) => strings.get(k) === en.get(k));
      const share = keys.length ? 1 - english.length / keys.length : 0;
      if (share < minShare) {
        throw new Error(`${code}.json leaves ${english.length} of ${keys.length} strings in English:\n${list(english)}`);
      }
    });
  });
});
