import * as paths from '../../src/paths';
import { findRoute } from '../../src/routes';

const { gameListPath, lotteryGamePath, noticePath, routerPath, samePath, vendorGamePath, downloadPath } = paths;

describe('site paths (src/paths.ts)', () => {
  test('every page builder gives a /m site URL that the route table serves', () => {
    const built = [
      paths.homePath(),
      paths.loginPath(),
      paths.registerPath(),
      paths.forgetPath(),
      paths.changePasswordPath(),
      paths.memberHomePath(),
      paths.depositPath(),
      paths.activityPath(),
      paths.applyRewardPath({ promotionId: 3 }),
      paths.servicePath(),
      paths.userAgreementPath(),
      paths.leaderBoardPath(),
      paths.mallPath(),
      paths.rewardCenterPath(),
      paths.moreLotteryPath(),
      paths.withdrawPath(),
      paths.withdrawalPasswordPath(),
      paths.payoutAccountsPath(),
      paths.identityPath(),
      paths.depositDetailPath('dep-1'),
      paths.recordsPath(),
      paths.recordsPath('transactions'),
      noticePath(),
      noticePath(7),
      downloadPath('ios'),
      downloadPath('android'),
      gameListPath({ gameType: 'RNG' }),
      vendorGamePath('LIVE', 'EVO'),
      lotteryGamePath('SSC1'),
      paths.agentHomePath(),
      paths.agentContractPath('dailySalary'),
      paths.agentContractPath('dividend'),
      paths.agentContractPath('hourlySalary'),
    ];
    for (const url of built) {
      expect(url.startsWith('/m/')).toBe(true);
      const pathname = routerPath(url).split('?')[0];
      expect({ url, route: findRoute(pathname)?.paths }).toEqual({ url, route: expect.any(Array) });
    }
  });

  test('queries are encoded, and the list keeps its "?" even without a query', () => {
    expect(gameListPath({ search: 'a b&c', gameType: 'RNG' })).toBe('/m/gameList?search=a+b%26c&gameType=RNG');
    expect(gameListPath({})).toBe('/m/gameList?');
    expect(vendorGamePath('RNG', 'MLS')).toBe('/m/game?vassKey=RNG-MLS');
    expect(lotteryGamePath('VN_NORTH', { view: 'lobby', backUrl: '/m/home' })).toBe('/m/startLottery?gameCode=VN_NORTH&view=lobby&backUrl=%2Fm%2Fhome');
    expect(noticePath(12)).toBe('/m/notice?id=12');
    expect(paths.depositDetailPath('a b')).toBe('/m/voucherCenter?deposit=a+b');
    expect(paths.recordsPath()).toBe('/m/records?tab=deposits');
    expect(paths.withdrawalPasswordPath()).toBe('/m/member/home?edit=withdrawalPassword');
    expect(paths.applyRewardPath({ promotionId: 42 })).toBe('/m/applyReward?promotionId=42');
  });

  test('routerPath strips only the /m basename', () => {
    expect(routerPath('/m/gameList?x=1')).toBe('/gameList?x=1');
    expect(routerPath('/m')).toBe('/');
    expect(routerPath('/m?x=1')).toBe('?x=1');
    expect(routerPath('/mall/mallHome')).toBe('/mall/mallHome');
  });

  test('samePath ignores case and a trailing slash', () => {
    expect(samePath('/Member/Home/', '/member/home')).toBe(true);
    expect(samePath('/', '/')).toBe(true);
    expect(samePath('/home', '/homes')).toBe(false);
  });
});
