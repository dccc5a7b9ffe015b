/**
 * How each setting's text becomes its value (config.ts names the settings): every parser takes the
 * raw environment text and the variable's name, and throws ConfigError naming the variable.
 */
import { NAMED_RANGES, parseCidr } from './net/cidr';

/** The pino log levels fastify accepts. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Fastify's trustProxy forms used here: off, on (every peer is a proxy), or trusted proxy addresses/CIDRs. */
export type TrustProxy = boolean | string;

/** A setting value that cannot be used: the message names the variable. */
export class ConfigError extends Error {}

export const text = (raw: string | undefined): string => raw ?? '';

export const optional = (raw: string | undefined): string | undefined => (raw === undefined || raw === '' ? undefined : raw);

/** A power of two from min to max (a scrypt cost). */
export function powerOfTwo(min: number, max: number) {
  const whole = integer(min, max);
  return (raw: string | undefined, env: string): number => {
    const value = whole(raw, env);
    if ((value & (value - 1)) !== 0) throw new ConfigError(`${env} must be a power of two, got "${raw}"`);
    return value;
  };
}

export function integer(min: number, max: number) {
  return (raw: string | undefined, env: string): number => {
    const value = Number(raw);
    if (!/^\d+$/.test(raw ?? '') || value < min || value > max) {
      throw new ConfigError(`${env} must be a whole number from ${min} to ${max}, got "${raw}"`);
    }
    return value;
  };
}

export function logLevel(raw: string | undefined, env: string): LogLevel {
  const level = LOG_LEVELS.find((l) => l === raw);
  if (!level) throw new ConfigError(`${env} must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return level;
}

/**
 * Hop counts are not offered: fastify 5 treats a number as "trust nobody", because a hop count
 * cannot tell a proxy from a client that forges X-Forwarded-For.
 */
export function trustProxy(raw: string | undefined, env: string): TrustProxy {
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

export function redisUrl(raw: string | undefined, env: string): string | undefined {
  const url = optional(raw);
  if (url === undefined || /^rediss?:\/\//.test(url)) return url;
  throw new ConfigError(`${env} must be unset or a redis:// (rediss://) URL`);
}

export function databaseUrl(raw: string | undefined, env: string): string | undefined {
  const url = optional(raw);
  if (url === undefined || url === 'memory://' || /^postgres(ql)?:\/\//.test(url)) return url;
  throw new ConfigError(`${env} must be unset, memory:// or a postgres:// URL`);
}

/** auto: on unless NODE_ENV=production, so demo accounts with public passwords never reach a deployment. */
export function autoSwitch(raw: string | undefined, env: string): boolean | 'auto' {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === 'auto') return 'auto';
  if (['true', '1'].includes(value)) return true;
  if (['false', '0'].includes(value)) return false;
  throw new ConfigError(`${env} must be true, false or auto, got "${raw}"`);
}

export function trueFalse(raw: string | undefined, env: string): boolean {
  const value = (raw ?? '').trim().toLowerCase();
  if (['true', '1'].includes(value)) return true;
  if (['false', '0'].includes(value)) return false;
  throw new ConfigError(`${env} must be true or false, got "${raw}"`);
}

export function onOff(raw: string | undefined, env: string): boolean {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new ConfigError(`${env} must be on or off, got "${raw}"`);
}

export function optionalInteger(min: number, max: number) {
  const parse = integer(min, max);
  return (raw: string | undefined, env: string): number | undefined => (optional(raw) === undefined ? undefined : parse(raw, env));
}

export function httpUrl(raw: string | undefined, env: string): string {
  const value = text(raw);
  if (!/^https?:\/\//.test(value)) throw new ConfigError(`${env} must be an http(s) URL`);
  return value;
}

export function merchantCode(raw: string | undefined, env: string): string {
  if (!/^[A-Za-z0-9_]{2,32}$/.test(raw ?? '')) throw new ConfigError(`${env} must be 2-32 letters, digits or _`);
  return raw!;
}

export function optionalHttpUrl(raw: string | undefined, env: string): string | undefined {
  return optional(raw) === undefined ? undefined : httpUrl(raw, env).replace(/\/+$/, '');
}

/** Where uploaded files are kept (server/plugins/storage.ts). */
export type StorageKind = 'local' | 's3' | 'memory';

export function storageKind(raw: string | undefined, env: string): StorageKind {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === 'local' || value === 's3' || value === 'memory') return value;
  throw new ConfigError(`${env} must be local, s3 or memory, got "${raw}"`);
}

/** The customer-service chat providers the server has (server/modules/chat/providers.ts). */
export type ChatProviderKind = 'local';

export function chatProviderKind(raw: string | undefined, env: string): ChatProviderKind {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === 'local') return value;
  throw new ConfigError(`${env} must be local, got "${raw}"`);
}
