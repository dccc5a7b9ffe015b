import { GAME_GRID_OVERSCAN_ROWS, GAME_GRID_ROW_HEIGHT_PX } from '../../../../src/config/constants';
import { visibleRows } from '../../../../src/screens/GameList/components/VirtualGrid';
import { activeTab, listParams, parseRoute, typeHref } from '../../../../src/screens/GameList/query';

const route = (query: string) => parseRoute(new URLSearchParams(query));

describe('GameList query', () => {
  it('gameType defaults to RNG and unknown values are ignored', () => {
    expect(route('')).toMatchObject({ gameType: 'RNG', gameClassify: undefined, more: undefined, tab: undefined, search: '' });
    expect(route('gameType=NOPE&gameClassify=XX&more=3&tab=x')).toMatchObject({ gameType: 'RNG', gameClassify: undefined, more: undefined, tab: undefined });
    expect(route('gameType=fish&gameClassify=jp')).toMatchObject({ gameType: 'FISH', gameClassify: 'JP' });
  });

  it('a search (more=1) stays within the type and drops the vendor; a list keeps the vendor', () => {
    expect(listParams(route('more=1&search=%20lucky%20&vassalage=PG'))).toEqual({ gameType: 'RNG', gameClassify: undefined, search: 'lucky' });
    expect(listParams(route('gameType=LIVE&vassalage=EVO'))).toEqual({ gameType: 'LIVE', gameClassify: undefined, vassalage: 'EVO' });
  });

  it('arcade links and tabs use gameClassify=AC', () => {
    expect(typeHref('AC')).toBe('/gameList?gameClassify=AC');
    expect(typeHref('FISH', { vassalage: 'PG' })).toBe('/gameList?gameType=FISH&vassalage=PG');
    expect(activeTab(route('gameClassify=AC'))).toBe('AC');
    expect(activeTab(route('gameClassify=JP'))).toBeUndefined();
    expect(activeTab(route('tab=recent'))).toBe('recent');
  });
});

describe('visibleRows', () => {
  it('keeps the rows in the viewport plus overscan, clamped to the list', () => {
    const rows = Math.ceil(700 / GAME_GRID_ROW_HEIGHT_PX);
    expect(visibleRows(0, 700, 333)).toEqual({ first: 0, last: rows + GAME_GRID_OVERSCAN_ROWS });
    const scrolled = visibleRows(-100 * GAME_GRID_ROW_HEIGHT_PX, 700, 333);
    expect(scrolled.first).toBe(100 - GAME_GRID_OVERSCAN_ROWS);
    expect(visibleRows(-400 * GAME_GRID_ROW_HEIGHT_PX, 700, 333)).toEqual({ first: 333, last: 333 });
    expect(visibleRows(5000, 700, 333)).toEqual({ first: 0, last: 0 });
  });
});
