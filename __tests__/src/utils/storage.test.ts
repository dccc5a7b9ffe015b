import { browserStorage, localKey, readJson, writeJson } from '../../../src/utils/storage';

/** A Storage whose every method throws, like Safari private mode or a full quota. */
function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException('QuotaExceededError', 'QuotaExceededError');
  };
  return { getItem: fail, setItem: fail, removeItem: fail, clear: fail, key: fail, length: 0 } as unknown as Storage;
}

describe('storage helpers', () => {
  it('writeJson then readJson round-trips a value', () => {
    writeJson(window.localStorage, 'k', { a: 1, b: ['x'] });
    expect(readJson(window.localStorage, 'k')).toEqual({ a: 1, b: ['x'] });
  });

  it('writeJson(null) removes the key', () => {
    window.localStorage.setItem('k', '"v"');
    writeJson(window.localStorage, 'k', null);
    expect(window.localStorage.getItem('k')).toBeNull();
  });

  it('readJson returns null for a missing key or invalid JSON', () => {
    expect(readJson(window.localStorage, 'missing')).toBeNull();
    window.localStorage.setItem('bad', '{not json');
    expect(readJson(window.localStorage, 'bad')).toBeNull();
  });

  it('survives a storage that throws on read and write', () => {
    const storage = throwingStorage();
    expect(readJson(storage, 'k')).toBeNull();
    expect(() => writeJson(storage, 'k', { a: 1 })).not.toThrow();
    expect(() => writeJson(storage, 'k', null)).not.toThrow();
  });

  it('works without any storage', () => {
    expect(readJson(undefined, 'k')).toBeNull();
    expect(() => writeJson(undefined, 'k', 1)).not.toThrow();
  });

  it('prefixes our local keys so clearing never touches other data', () => {
    expect(localKey('language')).toBe('mlobby.language');
  });

  it('gives the browser storages under a window', () => {
    expect(browserStorage.local()).toBe(window.localStorage);
    expect(browserStorage.session()).toBe(window.sessionStorage);
  });
});
