import { fnv1a, ResponseCache } from '../../../src/api/cache';
import { API_CACHE_PREFIX } from '../../../src/config/constants';

describe('fnv1a', () => {
  it('is the standard 32-bit FNV-1a as 8 hex digits', () => {
    expect(fnv1a('')).toBe('811c9dc5');
    expect(fnv1a('a')).toBe('e40c292c');
    expect(fnv1a('foobar')).toBe('bf9cf968');
  });
});

describe('ResponseCache', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keys entries with the mlobby.api. prefix', () => {
    expect(ResponseCache.keyOf('/x')).toBe(`${API_CACHE_PREFIX}${fnv1a('/x')}`);
    expect(API_CACHE_PREFIX).toBe('mlobby.api.');
  });

  it('reads back what it wrote', () => {
    const cache = new ResponseCache(window.sessionStorage);
    cache.write('/x', { success: true, value: 1 });
    expect(cache.read('/x')).toEqual({ success: true, value: 1 });
  });

  it('treats a hash collision (same key, other source) as a miss', () => {
    const cache = new ResponseCache(window.sessionStorage);
    window.sessionStorage.setItem(ResponseCache.keyOf('/x'), JSON.stringify({ k: '/other', v: 1 }));
    expect(cache.read('/x')).toBeUndefined();
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    } as unknown as Storage;
    const cache = new ResponseCache(broken);
    expect(() => cache.write('/x', 1)).not.toThrow();
    expect(cache.read('/x')).toBeUndefined();
  });

  it('flush removes only its own keys', () => {
    const cache = new ResponseCache(window.sessionStorage);
    cache.write('/a', 1);
    cache.write('/b', 2);
    window.sessionStorage.setItem('MC_SESSION_INFO', 'keep');
    cache.flush();
    expect(window.sessionStorage.length).toBe(1);
    expect(window.sessionStorage.getItem('MC_SESSION_INFO')).toBe('keep');
  });
});
