import { GAME_TYPES, type GameType, type LaunchQuery, type TestPlayRequest } from '@common/contract/games';
import { fastTab, vendorHref, vendorRegistry, type LaunchCalls, type LaunchContext } from '../../../src/vendors';
import { vendorIconUrl } from '../../../src/vendors/base';
import { gameItem, vendorTile, category } from '../helpers/games';

/** Every §2 rule per game type: tile label/icon, vendor lobby, fast tab, section kind, display-all. */
const TYPE_RULES: Record<GameType, { label: 'title' | 'Lottery'; icon: string | null; lobby: string; fastTab: string; section: 'games' | 'vendors'; displayAll: boolean }> = {
  LOTT: { label: 'Lottery', icon: null, lobby: '/m/game?vassKey=LOTT-V1', fastTab: '/m/game?vassKey=LOTT-V1', section: 'vendors', displayAll: false },
  ELOTT: { label: 'title', icon: 'ELOTT_V1', lobby: '/m/game?vassKey=ELOTT-V1', fastTab: '/m/game?vassKey=ELOTT-V1', section: 'vendors', displayAll: false },
  LIVE: { label: 'title', icon: 'LIVE_V1', lobby: '/m/gameList?gameType=LIVE&vassalage=V1', fastTab: '/m/gameList?gameType=LIVE', section: 'vendors', displayAll: true },
  RNG: { label: 'title', icon: 'V1', lobby: '/m/gameList?gameType=RNG&vassalage=V1', fastTab: '/m/gameList?gameType=RNG', section: 'games', displayAll: true },
  FISH: { label: 'title', icon: 'V1', lobby: '/m/game?vassKey=FISH-V1', fastTab: '/m/gameList?gameType=FISH', section: 'games', displayAll: true },
  SPORTS: { label: 'title', icon: 'SPORTS_V1', lobby: '/m/gameList?gameType=SPORTS&vassalage=V1', fastTab: '/m/gameList?gameType=SPORTS', section: 'vendors', displayAll: true },
  PVP: { label: 'title', icon: 'V1', lobby: '/m/game?vassKey=PVP-V1', fastTab: '/m/gameList?gameType=PVP', section: 'games', displayAll: true },
  AC: { label: 'title', icon: 'V1', lobby: '/m/game?vassKey=AC-V1', fastTab: '/m/gameList?gameClassify=AC', section: 'games', displayAll: true },
  EVENT: { label: 'title', icon: 'V1', lobby: '/m/game?vassKey=EVENT-V1', fastTab: '/m/game?vassKey=EVENT-V1', section: 'vendors', displayAll: false },
};

function fakeCalls(): jest.Mocked<LaunchCalls> {
  return {
    launch: jest.fn(async (_query: LaunchQuery) => ({ gameUrl: 'https://games.test/launch' })),
    testPlay: jest.fn(async (_request: TestPlayRequest) => ({ gameUrl: 'https://games.test/demo' })),
    recordPlay: jest.fn(async (_gameId: number) => undefined),
  };
}

const context = (calls: LaunchCalls): LaunchContext => ({ calls, language: 'BN', backUrl: 'https://site.test/m/home', device: 'MOBILE' });

describe('vendor rules (§2) per game type', () => {
  describe.each(GAME_TYPES.map((type) => [type, TYPE_RULES[type]] as const))('%s', (gameType, rule) => {
    const vendor = vendorTile(gameType, 'V1', 'Vendor One');
    const plugin = vendorRegistry.forVendor(gameType, 'V1');

    it(`a vendor tile shows ${rule.label === 'Lottery' ? 'the Lottery label and the default icon' : `its title and icon ${rule.icon}`}`, () => {
      const look = plugin.tile(vendor);
      if (rule.label === 'Lottery') expect(look).toEqual({ labelKey: 'vendor.lottery', icon: null });
      else expect(look).toEqual({ label: 'Vendor One', icon: rule.icon });
    });

    it(`a vendor tap goes to ${rule.lobby}`, () => {
      expect(vendorHref(vendor)).toBe(rule.lobby);
    });

    it(`the fast tab of a logged-in member goes to ${rule.fastTab}; logged out goes to /m/login`, () => {
      const cat = category(gameType, 1, ['V1', 'V2']);
      expect(fastTab(cat, true)).toBe(rule.fastTab);
      expect(fastTab(cat, false)).toBe('/m/login');
    });

    it(`the home shows ${rule.section === 'games' ? 'game' : 'vendor'} tiles${rule.displayAll ? ' with a display-all link' : ''}`, () => {
      const { section, displayAll } = vendorRegistry.forCategory(gameType).category;
      expect({ section, displayAll }).toEqual({ section: rule.section, displayAll: rule.displayAll });
    });

    it('a vendor launch goes through the shared launcher with its vassKey, real play', async () => {
      const calls = fakeCalls();
      await expect(plugin.launch({ kind: 'vendor', gameType, vassalage: 'V1' }, context(calls))).resolves.toBe('https://games.test/launch');
      expect(calls.launch).toHaveBeenCalledWith({ vassKey: `${gameType}-V1`, device: 'MOBILE', launchMode: 'real', language: 'BN', backUrl: 'https://site.test/m/home' });
    });
  });
});

describe('vendor rules (§2) of the lottery vendors', () => {
  it.each(['TCG_SEA', 'TCG_LOTTO_VN'])('%s shows the Lottery label with the default icon in any category', (vassalage) => {
    for (const gameType of GAME_TYPES) {
      expect(vendorRegistry.forVendor(gameType, vassalage).tile(vendorTile(gameType, vassalage))).toEqual({ labelKey: 'vendor.lottery', icon: null });
    }
  });

  it('TCG_SEA launches through the shared launcher', async () => {
    const calls = fakeCalls();
    await vendorRegistry.forVendor('LOTT', 'TCG_SEA').launch({ kind: 'vendor', gameType: 'LOTT', vassalage: 'TCG_SEA' }, context(calls));
    expect(calls.launch).toHaveBeenCalledWith(expect.objectContaining({ vassKey: 'LOTT-TCG_SEA', launchMode: 'real', language: 'BN' }));
  });

  it('TCG_LOTTO_VN launches directly as a mobile lottery: lobby view, Vietnamese, area VN, with the back URL', async () => {
    const calls = fakeCalls();
    const url = await vendorRegistry.forVendor('LOTT', 'TCG_LOTTO_VN').launch({ kind: 'vendor', gameType: 'LOTT', vassalage: 'TCG_LOTTO_VN' }, context(calls));
    expect(url).toBe('https://games.test/launch');
    expect(calls.launch).toHaveBeenCalledWith({
      vassKey: 'LOTT-TCG_LOTTO_VN',
      device: 'MOBILE',
      launchMode: 'real',
      backUrl: 'https://site.test/m/home',
      language: 'VI',
      lottoArea: 'VN',
      lottoView: 'lobby',
    });
  });
});

describe('game launch rules (§4, §7)', () => {
  it('real play records the play, then launches the game by gameId with launchMode real', async () => {
    const calls = fakeCalls();
    const game = gameItem({ gameId: 7 });
    await vendorRegistry.forVendor(game.gameType, game.vassalage).launch({ kind: 'game', game, mode: 'real' }, context(calls));
    expect(calls.recordPlay).toHaveBeenCalledWith(7);
    expect(calls.launch).toHaveBeenCalledWith({ gameId: 7, device: 'MOBILE', launchMode: 'real', language: 'BN', backUrl: 'https://site.test/m/home' });
    expect(calls.testPlay).not.toHaveBeenCalled();
  });

  it('the free-trial choice records the play and starts test play with demo credit', async () => {
    const calls = fakeCalls();
    const game = gameItem({ gameId: 8, supportPlay: 0 });
    const url = await vendorRegistry.forVendor(game.gameType, game.vassalage).launch({ kind: 'game', game, mode: 'trial' }, context(calls));
    expect(url).toBe('https://games.test/demo');
    expect(calls.recordPlay).toHaveBeenCalledWith(8);
    expect(calls.testPlay).toHaveBeenCalledWith({ gameId: 8, language: 'BN', backUrl: 'https://site.test/m/home' });
    expect(calls.launch).not.toHaveBeenCalled();
  });

  it('vendor icons are served from /game-icons/vendors/{name}.svg', () => {
    expect(vendorIconUrl('LIVE_EVO')).toBe('/game-icons/vendors/LIVE_EVO.svg');
  });
});
