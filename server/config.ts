/**
 * Every server setting, read from environment variables with a default (README "Settings" is
 * written from SETTINGS). Settings:
 *
 *   PORT                 TCP port to listen on (8080)
 *   HOST                 interface to bind (0.0.0.0)
 *   DATA_DIR             directory for local data; the embedded database lives in DATA_DIR/pglite (./data)
 *   DATABASE_URL         unset: embedded PGlite under DATA_DIR/pglite; `memory://`: in-memory PGlite
 *                        (tests); `postgres://…`: a PostgreSQL server
 *   MERCHANT_CODE        merchant this deployment serves (code in server/seed/merchant.json)
 *   TRIAL_MERCHANT_CODE  merchant code free-trial accounts use (trialCode in the seed file)
 *   SITE_DIR             built member site served under /m (./dist)
 *   LOG_LEVEL            pino level: fatal, error, warn, info, debug, trace, silent (info)
 *   TRUST_PROXY          false; true; or comma-separated proxy addresses/CIDRs (or loopback, linklocal, uniquelocal)
 *   COUNTRY_HEADER       edge header carrying the client's country, read only behind a trusted proxy (cf-ipcountry)
 *   BODY_LIMIT           largest accepted request body in bytes (1048576)
 *   RATE_LIMIT_MAX       requests per client IP per window (600)
 *   RATE_LIMIT_WINDOW_MS rate-limit window in milliseconds (60000)
 *   ADMIN_TOKEN          token for /admin routes (X-Admin-Token); unset turns the admin routes off
 *   NODE_ENV             development | production | test (development)
 */
import { NAMED_RANGES, parseCidr } from './net/cidr';
import seed from './seed/merchant.json';

/** The pino log levels fastify accepts. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Fastify's trustProxy forms used here: off, on (every peer is a proxy), or trusted proxy addresses/CIDRs. */
export type TrustProxy = boolean | string;

/** A setting value that cannot be used: the message names the variable. */
export class ConfigError extends Error {}

interface SettingSpec<T> {
  env: string;
  default: string | undefined;
  description: string;
  parse: (raw: string | undefined, env: string) => T;
}

const text = (raw: string | undefined): string => raw ?? '';

const optional = (raw: string | undefined): string | undefined => (raw === undefined || raw === '' ? undefined : raw);

function integer(min: number, max: number) {
  return (raw: string | undefined, env: string): number => {
    const value = Number(raw);
    if (!/^\d+$/.test(raw ?? '') || value < min || value > max) {
      throw new ConfigError(`${env} must be a whole number from ${min} to ${max}, got "${raw}"`);
    }
    return value;
  };
}

function logLevel(raw: string | undefined, env: string): LogLevel {
  const level = LOG_LEVELS.find((l) => l === raw);
  if (!level) throw new ConfigError(`${env} must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return level;
}

/**
 * Hop counts are not offered: fastify 5 treats a number as "trust nobody", because a hop count
 * cannot tell a proxy from a client that forges X-Forwarded-For.
 */
function trustProxy(raw: string | undefined, env: string): TrustProxy {
  const value = (raw ?? '').trim();
  if (['', 'false', '0'].includes(value.toLowerCase())) return false;
  if (['true', '1'].includes(value.toLowerCase())) return true;
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (!(entry in NAMED_RANGES) && !parseCidr(entry)) {
      throw new ConfigError(`${env}: "${entry}" is not true/false, an IP address, a CIDR range or one of ${Object.keys(NAMED_RANGES).join(', ')}`);
    }
  }
  return entries.join(',');
}

function databaseUrl(raw: string | undefined, env: string): string | undefined {
  const url = optional(raw);
  if (url === undefined || url === 'memory://' || /^postgres(ql)?:\/\//.test(url)) return url;
  throw new ConfigError(`${env} must be unset, memory:// or a postgres:// URL`);
}

/** Short tokens are guessable; refuse them rather than expose the admin routes. */
function adminToken(raw: string | undefined, env: string): string | undefined {
  const token = optional(raw);
  if (token !== undefined && token.length < 16) throw new ConfigError(`${env} must be at least 16 characters`);
  return token;
}

function merchantCode(raw: string | undefined, env: string): string {
  if (!/^[A-Za-z0-9_]{2,32}$/.test(raw ?? '')) throw new ConfigError(`${env} must be 2-32 letters, digits or _`);
  return raw!;
}

const spec = <T>(env: string, def: string | undefined, description: string, parse: SettingSpec<T>['parse']): SettingSpec<T> => ({
  env,
  default: def,
  description,
  parse,
});

const SPECS = {
  port: spec('PORT', '8080', 'TCP port to listen on', integer(0, 65535)),
  host: spec('HOST', '0.0.0.0', 'Interface to bind', text),
  dataDir: spec('DATA_DIR', './data', 'Directory for local data; the embedded database lives in DATA_DIR/pglite', text),
  databaseUrl: spec(
    'DATABASE_URL',
    undefined,
    'Unset: embedded PGlite under DATA_DIR/pglite. `memory://`: in-memory PGlite (tests). `postgres://…`: a PostgreSQL server',
    databaseUrl,
  ),
  merchantCode: spec('MERCHANT_CODE', seed.code, 'Merchant this deployment serves (seeded from server/seed/merchant.json)', merchantCode),
  trialMerchantCode: spec('TRIAL_MERCHANT_CODE', seed.trialCode, 'Merchant code that free-trial accounts use', merchantCode),
  siteDir: spec('SITE_DIR', './dist', 'Built member site (webpack output) served under /m', text),
  logLevel: spec('LOG_LEVEL', 'info', `Log level: ${LOG_LEVELS.join(', ')}`, logLevel),
  trustProxy: spec(
    'TRUST_PROXY',
    'false',
    'Honour X-Forwarded-For and the country header: false, true (every peer is a proxy), or comma-separated proxy addresses/CIDRs (or loopback, linklocal, uniquelocal)',
    trustProxy,
  ),
  countryHeader: spec(
    'COUNTRY_HEADER',
    'cf-ipcountry',
    "Edge header with the client's ISO country code; read only when TRUST_PROXY is on",
    (raw) => text(raw).toLowerCase(),
  ),
  bodyLimit: spec('BODY_LIMIT', String(1024 * 1024), 'Largest accepted request body, in bytes', integer(1, 1024 * 1024 * 1024)),
  rateLimitMax: spec('RATE_LIMIT_MAX', '600', 'Requests allowed per client IP per window', integer(1, 1_000_000)),
  rateLimitWindowMs: spec('RATE_LIMIT_WINDOW_MS', '60000', 'Rate-limit window, in milliseconds', integer(1000, 86_400_000)),
  adminToken: spec('ADMIN_TOKEN', undefined, 'Token for the /admin routes (header X-Admin-Token, 16+ characters); unset turns them off', adminToken),
  nodeEnv: spec('NODE_ENV', 'development', 'development, production or test', text),
};

/** The server's settings, one field per entry of SETTINGS. */
export type AppConfig = { readonly [K in keyof typeof SPECS]: ReturnType<(typeof SPECS)[K]['parse']> };

/** One documented setting: environment variable, default (undefined: unset) and meaning. */
export interface SettingDoc {
  env: string;
  default: string | undefined;
  description: string;
}

/** Every setting with its default, in README order. */
export const SETTINGS: readonly SettingDoc[] = Object.values(SPECS).map(({ env, default: def, description }) => ({
  env,
  default: def,
  description,
}));

/** Reads every setting from env (empty strings count as unset); throws ConfigError naming a bad one. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const config: Record<string, unknown> = {};
  for (const [key, s] of Object.entries(SPECS) as [string, SettingSpec<unknown>][]) {
    const raw = env[s.env] === undefined || env[s.env] === '' ? s.default : env[s.env];
    config[key] = s.parse(raw, s.env);
  }
  return config as AppConfig;
}
