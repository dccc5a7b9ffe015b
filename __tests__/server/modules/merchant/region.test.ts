import { clientLocation, isRegionBlocked, type RequestOrigin } from '../../../../server/modules/merchant/region';

const origin = (ip: string, peer: string, headers: RequestOrigin['headers'] = {}): RequestOrigin => ({
  ip,
  socket: { remoteAddress: peer },
  headers,
});
const settings = (trustProxy: boolean | string) => ({ trustProxy, countryHeader: 'cf-ipcountry' });

describe('clientLocation', () => {
  it('ignores the country header when TRUST_PROXY is off', () => {
    expect(clientLocation(origin('203.0.113.9', '203.0.113.9', { 'cf-ipcountry': 'BD' }), settings(false))).toEqual({
      ip: '203.0.113.9',
      country: null,
    });
  });

  it('reads the country header, upper-cased, when every peer is a trusted proxy', () => {
    expect(clientLocation(origin('203.0.113.9', '10.0.0.2', { 'cf-ipcountry': 'bd' }), settings(true)).country).toBe('BD');
  });

  it('reads the country header only from a peer in the trusted proxy list', () => {
    const headers = { 'cf-ipcountry': 'BD' };
    expect(clientLocation(origin('203.0.113.9', '10.0.0.2', headers), settings('10.0.0.0/8')).country).toBe('BD');
    expect(clientLocation(origin('203.0.113.9', '198.51.100.1', headers), settings('10.0.0.0/8')).country).toBeNull();
  });

  it.each(['XX', 'BGD', '', '1A'])('treats country header %p as unknown', (value) => {
    expect(clientLocation(origin('203.0.113.9', '10.0.0.2', { 'cf-ipcountry': value }), settings(true)).country).toBeNull();
  });

  it('reports IPv4-mapped addresses as IPv4', () => {
    expect(clientLocation(origin('::ffff:203.0.113.9', '::ffff:203.0.113.9'), settings(false)).ip).toBe('203.0.113.9');
  });
});

describe('isRegionBlocked', () => {
  const restriction = { blockedCountries: ['US'], blockedCidrs: ['10.0.0.0/8', '2001:db8::/32'] };

  it('blocks a blocked country', () => {
    expect(isRegionBlocked(restriction, { ip: '8.8.8.8', country: 'US' })).toBe(true);
  });

  it('blocks an IPv4 or IPv6 address in a blocked range', () => {
    expect(isRegionBlocked(restriction, { ip: '10.1.1.1', country: null })).toBe(true);
    expect(isRegionBlocked(restriction, { ip: '2001:db8::1', country: 'BD' })).toBe(true);
  });

  it('lets everyone else through', () => {
    expect(isRegionBlocked(restriction, { ip: '8.8.8.8', country: 'BD' })).toBe(false);
    expect(isRegionBlocked(restriction, { ip: '8.8.8.8', country: null })).toBe(false);
  });
});
