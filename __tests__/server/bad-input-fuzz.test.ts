/**
 * Every registered route (app.routeRecords, so a route added tomorrow is covered without editing
 * this file) gets the classes of bad input an outside attack sent: NUL characters, over-long text,
 * numbers past their columns and past 2^53, wrong types, malformed JSON and encodings, over-long
 * and badly encoded path parameters, prototype-polluting keys; once per declared field on purpose,
 * then as property-based cases from fast-check. The calls carry everything that gets them past
 * the door (site headers, a member token, a platform owner's console session and CSRF token, a
 * vendor signature, a house game cookie), so the input reaches validation and the handlers. Each answer must be below 500 and,
 * on the API, the envelope with a code; afterwards the ledger, balances, members and orders are
 * exactly as before, and the server still serves.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { RouteRecord } from '../../server/plugins/openapi';
import { CSRF_HEADER } from '@common/contract/operator';
import { CONSOLE_COOKIE } from '../../server/plugins/operator-auth';
import { addMember, publicKey, seal, tokenFor } from './helpers/accounts';
import { build, databases, siteHeaders, tempDir, type TestApp } from './helpers/build';
import { freshSession, operatorWith, type TestOperator } from './helpers/operators';
import { fundedPlayer, signedHeaders } from './modules/seamless/fixtures';

const PASSWORD = 'Fuzzer12345';
/** Random cases per route, on top of the deliberate ones. */
const RANDOM_CASES = 12;
/** Where answers are the JSON envelope (the site, docs and images answer in their own formats). */
const API = /^\/(wps|lgw|console\/api|vendor-api|vendors)(\/|$)/;
/**
 * The rows a bad request must never change, by table. Of a member, what holds money and access:
 * a random case can be a valid profile edit (a nickname, an icon), which the member may make.
 */
const GUARDED: Record<string, string> = {
  members: 'id, merchant_code, username, password_hash, type, agent, demo, dialing_code, mobile, referrer_code, withdrawal_password_hash, password_updated_at, status',
  ledger_accounts: '*',
  ledger_transactions: '*',
  ledger_entries: '*',
  lottery_orders: '*',
  lottery_suborders: '*',
};

const BAD_STRINGS = ['a\u0000b', '\u0000', 'x'.repeat(20_000), '\uD800', "' or '1'='1", '<svg onload=alert(1)>', '../../../etc/passwd', '%00', ' ', ''];
const BAD_NUMBERS = [2 ** 31, 2 ** 53 - 1, -(2 ** 53 - 1), -1, 0, 1.5, 1e308, -1e308];
const BAD_OTHERS: unknown[] = [null, true, [], {}, [1, 2, 3], { __proto__: { polluted: 1 } }, '1e309', 'NaN', '99999999999999999999999'];
/** The deliberate value per field: one of each class the attack used. */
const DELIBERATE: unknown[] = ['a\u0000b', 'x'.repeat(20_000), 2 ** 31, 2 ** 53 - 1, -1, 1.5, [], {}];
const RAW_BODIES = ['{', '{"a":', 'null', '[]', '"text"', '\u0000', '{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"polluted":true}}}', 'a=1&b=2'];
const BAD_SEGMENTS = ['%00', 'a%00b', 'A'.repeat(101), '%E0%A4%A', '%ZZ', '2147483648', '9007199254740993', '-1', '1e3', '..%2F..%2Fetc', '%F0%9F%98%80'];

type JsonSchema = { properties?: Record<string, JsonSchema>; anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; allOf?: JsonSchema[] };

/** The field names a schema declares, through unions and intersections. */
function fieldsOf(schema: unknown): string[] {
  const s = (schema ?? {}) as JsonSchema;
  const nested = [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].flatMap(fieldsOf);
  return [...new Set([...Object.keys(s.properties ?? {}), ...nested])];
}

const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...BAD_STRINGS, ...BAD_NUMBERS, ...BAD_OTHERS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
  fc.double(),
  fc.jsonValue({ maxDepth: 2 }),
);

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Percent-encodes like a browser, except that a lone surrogate goes out as the bytes of one (invalid UTF-8), as an attacker sends it. */
const encode = (text: string) => text.split(LONE_SURROGATE).map(encodeURIComponent).join('%ED%A0%80');

interface Attack {
  params: string[];
  query: Record<string, unknown>;
  /** A value to send as JSON, or raw text to send as is. */
  body: { json: unknown } | { raw: string } | null;
  contentType: string;
}

/** Random attacks on a route: bad values in its declared fields and in fields it never asked for. */
function attacks(record: RouteRecord): fc.Arbitrary<Attack> {
  const paramCount = (record.url.match(/[:*]/g) ?? []).length;
  const names = (schema: unknown) => fc.constantFrom(...fieldsOf(schema), 'unexpected', '__proto__', 'constructor');
  const fields = (schema: unknown) => fc.dictionary(names(schema), badValue, { maxKeys: 4 });
  const hasBody = !['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(record.method);
  return fc.record({
    params: fc.array(fc.oneof(fc.constantFrom(...BAD_SEGMENTS), badValue.map((v) => encode(asText(v)))), { minLength: paramCount, maxLength: paramCount }),
    query: fields(record.schema?.querystring),
    body: hasBody
      ? fc.oneof(
          fields(record.schema?.body).map((json) => ({ json })),
          fc.anything({ maxDepth: 2 }).map((json) => ({ json })),
          fc.constantFrom(...RAW_BODIES).map((raw) => ({ raw })),
        )
      : fc.constant(null),
    contentType: fc.constantFrom('application/json', 'application/json', 'application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x'),
  });
}

/** One bad value in one declared field per attack: every field gets every class at least once. */
function deliberateAttacks(record: RouteRecord): Attack[] {
  const paramCount = (record.url.match(/[:*]/g) ?? []).length;
  const base: Attack = { params: Array<string>(paramCount).fill('1'), query: {}, body: null, contentType: 'application/json' };
  const list: Attack[] = BAD_SEGMENTS.filter(() => paramCount > 0).map((segment) => ({ ...base, params: Array<string>(paramCount).fill(segment) }));
  for (const value of DELIBERATE) {
    for (const field of fieldsOf(record.schema?.querystring)) list.push({ ...base, query: { [field]: value } });
    if (record.method !== 'GET') for (const field of fieldsOf(record.schema?.body)) list.push({ ...base, body: { json: { [field]: value } } });
  }
  if (record.method !== 'GET') list.push(...RAW_BODIES.map((raw) => ({ ...base, body: { raw } })));
  return list;
}

function urlOf(record: RouteRecord, attack: Attack): string {
  let i = 0;
  const path = record.url.replace(/:[A-Za-z0-9_]+|\*/g, () => attack.params[i++] ?? '1');
  const query = Object.entries(attack.query)
    .map(([k, v]) => `${encode(k)}=${encode(asText(v))}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

interface Credentials {
  token: string;
  cookie: string;
  /** A platform-wide owner's console session: every console route's permission. */
  operator: { cookie: string; csrf: string };
}

/** The request an attacker with every credential sends: sealed where the route wants sealing, signed where it wants a vendor signature. */
interface AttackRequest {
  method: InjectOptions['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

async function requestOf(app: FastifyInstance, record: RouteRecord, attack: Attack, credentials: Credentials): Promise<AttackRequest> {
  const url = urlOf(record, attack);
  const cookie = `${credentials.cookie}; ${CONSOLE_COOKIE}=${credentials.operator.cookie}`;
  const headers: Record<string, string> = siteHeaders({ authorization: credentials.token, cookie, [CSRF_HEADER.toLowerCase()]: credentials.operator.csrf });
  let payload: string | undefined;
  if (attack.body) {
    headers['content-type'] = attack.contentType;
    if ('raw' in attack.body) payload = attack.body.raw;
    else if (record.encrypted && attack.body.json !== undefined) {
      const sealed = await seal(await publicKey(app), attack.body.json);
      headers.encryption = sealed.header;
      payload = JSON.stringify(sealed.payload);
    } else payload = JSON.stringify(attack.body.json) ?? '';
    if (url.startsWith('/vendor-api/')) Object.assign(headers, await signedHeaders(app, payload));
  }
  return { method: record.method as InjectOptions['method'], url, headers, payload };
}

/** A fingerprint of every guarded table: any insert, update or delete changes it. */
async function guardedState(app: FastifyInstance): Promise<Record<string, string>> {
  const state: Record<string, string> = {};
  for (const [table, columns] of Object.entries(GUARDED)) {
    const result = (await app.db.execute(
      sql.raw(`select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from (select ${columns} from ${table}) t`),
    )) as unknown as { rows: { digest: string }[] };
    state[table] = result.rows[0]!.digest;
  }
  return state;
}

/** A built app of one page, so /m and /console answer as in a deployment (a missing build answers 503). */
async function builtSite(): Promise<string> {
  const dir = await tempDir('mlobby-fuzz-site');
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>site</title>');
  return dir;
}

/**
 * On one database: PostgreSQL when the run has it (what production runs), else PGlite. Validation
 * and handlers are the same code on both, and PGlite is PostgreSQL itself, so a second pass would
 * double the longest suite of the run to learn nothing new.
 */
const FUZZ_DATABASE = databases().slice(-1);

describe.each(FUZZ_DATABASE)('bad input on every route on $name', (db) => {
  let t: TestApp;
  let credentials: Credentials;
  let owner: TestOperator;
  let before: Record<string, string>;

  beforeAll(async () => {
    t = await build(db, { RATE_LIMIT_MAX: '1000000', CAPTCHA_AFTER_FAILURES: '1000000', SITE_DIR: await builtSite(), CONSOLE_DIR: await builtSite() });
    const player = await fundedPlayer(t.app, 'fuzzplayer', 5_000_00n);
    await addMember(t.app, { username: 'fuzzmember', password: PASSWORD });
    owner = await operatorWith(t.app, ['owner'], null);
    credentials = { token: await tokenFor(t.app, 'fuzzmember', PASSWORD), cookie: player.cookie, operator: owner };
    // The first balance read opens the member's account; that is no change an attack made.
    await t.app.inject({ method: 'GET', url: '/wps/wallets/balance', headers: siteHeaders({ authorization: credentials.token }) });
    before = await guardedState(t.app);
  });
  afterAll(() => t?.close());

  /** Checks one answer; the message names the request, so a failure is reproducible from it. */
  async function send(record: RouteRecord, attack: Attack): Promise<void> {
    const request = await requestOf(t.app, record, attack, credentials);
    const res = await t.app.inject(request);
    const where = `${request.method} ${request.url.slice(0, 300)} ${String(request.payload ?? '').slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
    if (res.statusCode >= 500) throw new Error(`server error: ${where}`);
    // HEAD answers carry the headers of a GET and no body.
    if (request.method === 'HEAD' || !API.test(request.url) || !String(res.headers['content-type'] ?? '').includes('json')) return;
    let body: { success?: unknown; code?: unknown };
    try {
      body = res.json();
    } catch {
      throw new Error(`not JSON: ${where}`);
    }
    if (typeof body.success !== 'boolean') throw new Error(`not the envelope: ${where}`);
    if ((res.statusCode >= 400 || !body.success) && (typeof body.code !== 'string' || body.code === '')) throw new Error(`refusal without a code: ${where}`);
  }

  it('answers every route below 500, with the envelope and a code on the API, whatever the input', async () => {
    const routes = t.app.routeRecords;
    expect(routes.length).toBeGreaterThan(50);
    for (const record of routes) {
      // A fresh token per route: a logout among the attacks would leave the rest at the door.
      credentials.token = await tokenFor(t.app, 'fuzzmember', PASSWORD);
      credentials.operator = await freshSession(t.app, owner);
      for (const attack of deliberateAttacks(record)) await send(record, attack);
      await fc.assert(
        fc.asyncProperty(attacks(record), (attack) => send(record, attack)),
        { numRuns: RANDOM_CASES },
      );
    }
  }, 600_000);

  it('changed no ledger entry, balance, member or order', async () => {
    expect(await guardedState(t.app)).toEqual(before);
  });

  it('keeps serving', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: siteHeaders() });
    expect(res.json()).toMatchObject({ success: true });
  });
});
