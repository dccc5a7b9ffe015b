import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import en from '../../locales/en.json';

/** Namespaces the site build drops from its locale chunks (the server's messages). */
const { SERVER_ONLY } = require('../../scripts/webpack/locale-loader.js') as { SERVER_ONLY: string[] };

const SRC = path.resolve(__dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Literal i18n keys in the code: t('a.b'), { key: 'a.b' }, titleKey: 'a.b', labelKey: 'a.b', ... */
const KEY_PATTERNS = [/\bt\(\s*'([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)+)'/g, /\b\w*[kK]ey:\s*'([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)+)'/g];

function lookup(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), en);
}

describe('i18n keys used by the site', () => {
  const used = new Map<string, string>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of KEY_PATTERNS) {
      for (const match of text.matchAll(pattern)) used.set(match[1], path.relative(SRC, file));
    }
  }

  test('finds the keys the shell uses', () => {
    expect(used.has('nav.home')).toBe(true);
  });

  test('every literal key in src exists as a string in locales/en.json', () => {
    const missing = [...used].filter(([key]) => typeof lookup(key) !== 'string').map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  test('no key in src is of a namespace the build leaves out (the server sends its messages as text)', () => {
    const stripped = [...used].filter(([key]) => SERVER_ONLY.includes(key.split('.')[0])).map(([key, file]) => `${key} (${file})`);
    expect(stripped).toEqual([]);
  });
});
