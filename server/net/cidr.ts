/** IP addresses and CIDR ranges (IPv4 and IPv6) on top of node:net. */
import { BlockList, isIP } from 'node:net';

export interface Cidr {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/** Dual-stack sockets report IPv4 clients as ::ffff:a.b.c.d; compare those as plain IPv4. */
export function normalizeIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip.toLowerCase();
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

/** Names for private ranges, as fastify's trustProxy (proxy-addr) understands them. */
export const NAMED_RANGES: Readonly<Record<string, readonly string[]>> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * True when ip lies in one of the ranges (CIDRs, addresses or NAMED_RANGES); invalid entries never
 * match. Ranges only match their own family: node's BlockList would let ::/0 swallow all IPv4.
 */
export function ipInRanges(ip: string, ranges: readonly string[]): boolean {
  const address = normalizeIp(ip);
  const version = isIP(address);
  if (version === 0 || ranges.length === 0) return false;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  const list = new BlockList();
  for (const range of ranges.flatMap((r) => NAMED_RANGES[r] ?? [r])) {
    const cidr = parseCidr(range);
    if (cidr?.family === family) list.addSubnet(cidr.address, cidr.prefix, family);
  }
  return list.check(address, family);
}
