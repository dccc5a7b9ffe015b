/**
 * Lists, per locale, the keys en.json has and the locale lacks (and extra keys it should drop),
 * so translators work on exactly the difference: `npx tsx scripts/i18n-missing.ts [code...]`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const LOCALES = path.resolve(__dirname, '..', 'locales');

export type Tree = { [key: string]: string | Tree };

/** Dotted key path → value for every leaf; non-string leaves are kept as they are, to be reported. */
export function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flatten(value, full)) out.set(k, v);
    } else out.set(full, value);
  }
  return out;
}

/** Parses locales/<code>.json. */
export const loadLocale = (code: string): Tree => JSON.parse(readFileSync(path.join(LOCALES, `${code}.json`), 'utf8')) as Tree;

if (require.main === module) {
  const en = flatten(loadLocale('en'));
  const wanted = process.argv.slice(2);
  const codes = wanted.length ? wanted : readdirSync(LOCALES).map((f) => f.replace(/\.json$/, '')).filter((c) => c !== 'en');
  for (const code of codes) {
    const have = flatten(loadLocale(code));
    const missing = [...en.keys()].filter((k) => !have.has(k));
    const extra = [...have.keys()].filter((k) => !en.has(k));
    if (missing.length === 0 && extra.length === 0) continue;
    console.log(`# ${code}: ${missing.length} missing, ${extra.length} extra`);
    for (const k of missing) console.log(`+ ${k}\t${String(en.get(k))}`);
    for (const k of extra) console.log(`- ${k}`);
  }
}
