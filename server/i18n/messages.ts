/**
 * Human text for the error codes the server sends, in the request's Language header (§7).
 * The texts live with the site's strings, in locales/<code>.json under `errors` (one namespace,
 * so the locale tests hold every language to English's keys and {{placeholders}}); the site's
 * build leaves that namespace out of what a phone downloads. A code's key is the code with its
 * dots as underscores (errorKey), because i18next reads dots as nesting. English is the fallback.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ErrorCode, type ErrorCodeValue } from '@common/contract/envelope';
import { languageHeaderOf } from '@common/rules/languages';

const LOCALES_DIR = path.resolve(__dirname, '../../locales');
const FALLBACK = 'EN';

type MessageTable = Partial<Record<string, string>>;
/** A locale's error texts and the words its placeholders may take (errorWords: `<param>_<value>`, e.g. period_day). */
interface Tables {
  errors: MessageTable;
  words: MessageTable;
}

/** The key of a code under `errors`: 'user.or.token.invalid' → 'user_or_token_invalid'. */
export function errorKey(code: ErrorCodeValue): string {
  return code.replace(/\./g, '_');
}

/** Every locale's `errors` and `errorWords` tables by Language header; the first locale of a header wins (zh-CN for CN). */
function loadTables(): Map<string, Tables> {
  const tables = new Map<string, Tables>();
  for (const file of readdirSync(LOCALES_DIR).filter((name) => name.endsWith('.json')).sort()) {
    const header = languageHeaderOf(file.replace(/\.json$/, ''));
    if (tables.has(header)) continue;
    const strings = JSON.parse(readFileSync(path.join(LOCALES_DIR, file), 'utf8')) as { errors?: MessageTable; errorWords?: MessageTable };
    tables.set(header, { errors: strings.errors ?? {}, words: strings.errorWords ?? {} });
  }
  return tables;
}

const TABLES = loadTables();

/** A template with its {{name}} placeholders filled from params (spaces inside allowed, as i18next reads them); unknown names stay. */
export function interpolate(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * Message for a code in a Language header value, with {{name}} placeholders filled from params. A
 * param whose value names a word (errorWords `<name>_<value>`, such as a limit's period) is put in
 * that language's word, so a refusal says "your 24-hour loss limit", never "your day loss limit".
 */
export function messageFor(code: ErrorCodeValue, language: string | undefined, params: Record<string, string | number> = {}): string {
  const english = TABLES.get(FALLBACK) ?? { errors: {}, words: {} };
  const table = TABLES.get((language ?? '').trim().toUpperCase()) ?? english;
  const key = errorKey(code);
  const template = table.errors[key] ?? english.errors[key] ?? english.errors[errorKey(ErrorCode.unknown)] ?? code;
  const words = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, table.words[`${name}_${value}`] ?? english.words[`${name}_${value}`] ?? value]),
  );
  return interpolate(template, words);
}
