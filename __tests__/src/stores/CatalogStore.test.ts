import { CatalogStore } from '../../../src/stores/CatalogStore';

describe('CatalogStore', () => {
  it('a language change clears the cached hot games and marks hot, RNG, RNG/AC, FISH and PVP for reload', () => {
    const catalog = new CatalogStore();
    catalog.setHotGames([{ id: 1 }]);
    catalog.setList('LIVE', [{ id: 2 }]);
    catalog.onLanguageChanged();
    expect(catalog.hotGames).toBeNull();
    expect([...catalog.staleKeys].sort()).toEqual(['FISH', 'PVP', 'RNG', 'RNG/AC', 'hot']);
    expect(catalog.lists.get('LIVE')).toEqual([{ id: 2 }]);
  });

  it('setting a list marks it fresh again', () => {
    const catalog = new CatalogStore();
    catalog.onLanguageChanged();
    catalog.setList('RNG', []);
    expect(catalog.staleKeys.has('RNG')).toBe(false);
    expect(catalog.staleKeys.has('FISH')).toBe(true);
  });

  it('clear() empties hot games, lists and stale marks', () => {
    const catalog = new CatalogStore();
    catalog.setHotGames([1]);
    catalog.setList('RNG', [1]);
    catalog.onLanguageChanged();
    catalog.clear();
    expect(catalog.hotGames).toBeNull();
    expect(catalog.lists.size).toBe(0);
    expect(catalog.staleKeys.size).toBe(0);
  });
});
