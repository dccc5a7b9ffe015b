import { formatCidr, ipInRanges, normalizeIp, parseCidr } from '../../../server/net/cidr';

describe('parseCidr', () => {
  it.each([
    ['10.0.0.0/8', '10.0.0.0/8'],
    ['203.0.113.7', '203.0.113.7/32'],
    ['2001:DB8::/32', '2001:db8::/32'],
    ['::1', '::1/128'],
    [' 192.168.1.0/24 ', '192.168.1.0/24'],
  ])('reads %s as %s', (text, canonical) => {
    expect(formatCidr(parseCidr(text)!)).toBe(canonical);
  });

  it.each(['', 'zz', '300.1.1.1', '10.0.0.0/33', '2001:db8::/129', '10.0.0.0/8/1', '10.0.0.0/x', '10.0.0.0/-1'])(
    'refuses %p',
    (text) => {
      expect(parseCidr(text)).toBeNull();
    },
  );
});

describe('normalizeIp', () => {
  it('turns an IPv4-mapped IPv6 address into plain IPv4', () => {
    expect(normalizeIp('::ffff:10.1.2.3')).toBe('10.1.2.3');
  });

  it('lower-cases IPv6', () => {
    expect(normalizeIp('2001:DB8::1')).toBe('2001:db8::1');
  });
});

describe('ipInRanges', () => {
  it('matches IPv4 addresses inside a range and not outside', () => {
    expect(ipInRanges('10.200.3.4', ['10.0.0.0/8'])).toBe(true);
    expect(ipInRanges('11.0.0.1', ['10.0.0.0/8'])).toBe(false);
  });

  it('matches IPv6 addresses inside a range and not outside', () => {
    expect(ipInRanges('2001:db8:abcd::5', ['2001:db8::/32'])).toBe(true);
    expect(ipInRanges('2001:db9::5', ['2001:db8::/32'])).toBe(false);
  });

  it('matches an IPv4-mapped client against IPv4 ranges', () => {
    expect(ipInRanges('::ffff:10.0.0.9', ['10.0.0.0/8'])).toBe(true);
  });

  it('never matches an IPv4 address against IPv6 ranges', () => {
    expect(ipInRanges('10.0.0.1', ['::/0'])).toBe(false);
  });

  it('understands the named ranges loopback, linklocal and uniquelocal', () => {
    expect(ipInRanges('127.0.0.1', ['loopback'])).toBe(true);
    expect(ipInRanges('fe80::1', ['linklocal'])).toBe(true);
    expect(ipInRanges('172.20.0.1', ['uniquelocal'])).toBe(true);
    expect(ipInRanges('8.8.8.8', ['loopback', 'linklocal', 'uniquelocal'])).toBe(false);
  });

  it('ignores invalid ranges and invalid addresses', () => {
    expect(ipInRanges('10.0.0.1', ['nonsense'])).toBe(false);
    expect(ipInRanges('not-an-ip', ['0.0.0.0/0'])).toBe(false);
  });
});
