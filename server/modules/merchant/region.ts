/**
 * Region restriction: is this client's IP inside a blocked CIDR range, or its country blocked?
 * Why the country comes only from a trusted edge header: docs/region-restriction.md.
 */
import type { RegionRestriction } from '@common/contract/system';
import type { TrustProxy } from '../../config';
import { ipInRanges, normalizeIp } from '../../net/cidr';

/** Where a request comes from, as far as the server can tell. */
export interface ClientLocation {
  ip: string;
  /** ISO 3166-1 alpha-2, upper case; null when unknown. */
  country: string | null;
}

export interface LocationSettings {
  trustProxy: TrustProxy;
  countryHeader: string;
}

/** What clientLocation reads from a request (a FastifyRequest has all of it). */
export interface RequestOrigin {
  /** Client IP; fastify derives it from X-Forwarded-For when the peer is a trusted proxy. */
  ip: string;
  /** The TCP peer: the proxy when there is one. */
  socket: { remoteAddress?: string };
  headers: Record<string, string | string[] | undefined>;
}

/** True when the client's country or IP is blocked. */
export function isRegionBlocked(restriction: RegionRestriction, location: ClientLocation): boolean {
  if (location.country && restriction.blockedCountries.includes(location.country)) return true;
  return ipInRanges(location.ip, restriction.blockedCidrs);
}

/** Cloudflare sends XX when it does not know the country. */
const UNKNOWN_COUNTRY = 'XX';

function peerIsTrustedProxy(peer: string | undefined, trustProxy: TrustProxy): boolean {
  if (trustProxy === true) return true;
  if (trustProxy === false || !peer) return false;
  return ipInRanges(peer, trustProxy.split(','));
}

/**
 * The client's IP and country. The country header is believed only when the request came
 * through a trusted proxy; otherwise any client could claim any country.
 */
export function clientLocation(request: RequestOrigin, settings: LocationSettings): ClientLocation {
  const ip = normalizeIp(request.ip);
  if (!peerIsTrustedProxy(request.socket.remoteAddress, settings.trustProxy)) return { ip, country: null };
  const header = request.headers[settings.countryHeader];
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase() ?? '';
  return { ip, country: /^[A-Z]{2}$/.test(value) && value !== UNKNOWN_COUNTRY ? value : null };
}
