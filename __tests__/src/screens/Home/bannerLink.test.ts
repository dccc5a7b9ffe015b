import { BANNER_DEFAULT_ROUTE, openBanner } from '../../../../src/screens/Home/components/bannerLink';

describe('openBanner', () => {
  const tap = (linkUrl: string | null | undefined) => {
    const navigate = jest.fn();
    const leave = jest.fn();
    openBanner({ url: '/b.svg', linkUrl }, navigate, leave);
    return { navigate, leave };
  };

  it('opens a /m path of the site inside the app', () => {
    expect(tap('/m/gameList?gameType=FISH').navigate).toHaveBeenCalledWith('/gameList?gameType=FISH');
  });

  it('leaves for an http(s) link', () => {
    const { navigate, leave } = tap('https://example.org/promo');
    expect(leave).toHaveBeenCalledWith('https://example.org/promo');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opens the promotions list when the banner has no link or an unusable one', () => {
    for (const link of [null, undefined, '', 'javascript:alert(1)', '/admin/x']) {
      const { navigate, leave } = tap(link);
      expect(navigate).toHaveBeenCalledWith(BANNER_DEFAULT_ROUTE);
      expect(leave).not.toHaveBeenCalled();
    }
  });
});
