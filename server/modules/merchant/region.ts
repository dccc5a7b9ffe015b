/**
 * Region restriction: is this client's IP inside a blocked CIDR range, or its country blocked?
 * Why the country comes only from a trusted edge header: docs/region-restriction.md.
 */
import { BlockList, isIP } from 'node:net';
import type { RegionRestriction } from '../../../src/api/types';

/** Where a request comes from, as far as the server can tell. */
export interface ClientLocation {
  ip: string;
  /** ISO 3166-1 alpha-2, upper case; null when unknown. */
  country: string | null;
}

export interface LocationSettings {
  trustProxy: boolean | number | string;
  countryHeader: string;
}

/** Dual-stack sockets report IPv4 clients as ::ffff:a.b.c.d; compare those as plain IPv4. */
export function normalizeIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip.toLowerCase();
}

export interface Cidr {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/** Parses "10.0.0.0/8" or "2001:db8::/32"; a bare address is a single host. Null when invalid. */
export function parseCidr(text: string): Cidr | null {
  const [rawAddress, rawPrefix, extra] = text.trim().split('/');
  if (extra !== undefined || !rawAddress) return null;
  const address = normalizeIp(rawAddress);
  const version = isIP(address);
  if (version === 0) return null;
  const max = version === 4 ? 32 : 128;
  if (rawPrefix !== undefined && !/^\d{1,3}$/.test(rawPrefix)) return null;
  const prefix = rawPrefix === undefined ? max : Number(rawPrefix);
  if (prefix > max) return null;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** Canonical text of a CIDR, as stored: normalized address and an explicit prefix. */
export function formatCidr(cidr: Cidr): string {
  return `${cidr.address}/${cidr.prefix}`;
}

/** True when ip lies in one of the ranges; unparseable ranges never match. */
export function ipInRanges(ip: string, ranges: readonly string[]): boolean {
  const address = normalizeIp(ip);
  const version = isIP(address);
  if (version === 0 || ranges.length === 0) return false;
  const list = new BlockList();
  for (const range of ranges) {
    const cidr = parseCidr(range);
    if (cidr) list.addSubnet(cidr.address, cidr.prefix, cidr.family);
  }
  return list.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

/** True when the client's country or IP is blocked. */
export function isRegionBlocked(restriction: RegionRestriction, location: ClientLocation): boolean {
  if (location.country && restriction.blockedCountries.includes(location.country)) return true;
  return ipInRanges(location.ip, restriction.blockedCidrs);
}

/** Cloudflare sends XX when it does not know the country. */
const UNKNOWN_COUNTRIES = new Set(['XX']);

/**
 * The client's IP (request.ip already honours TRUST_PROXY) and country. The country header is
 * only believed behind a trusted proxy; otherwise any client could claim any country.
 */
export function clientLocation(
  request: { ip: string; headers: Record<string, string | string[] | undefined> },
  settings: LocationSettings,
): ClientLocation {
  const ip = normalizeIp(request.ip);
  if (settings.trustProxy === false) return { ip, country: null };
  const header = request.headers[settings.countryHeader];
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase() ?? '';
  return { ip, country: /^[A-Z]{2}$/.test(value) && !UNKNOWN_COUNTRIES.has(value) ? value : null };
}
