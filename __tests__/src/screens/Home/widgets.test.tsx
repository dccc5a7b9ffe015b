import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_SWIPE_THRESHOLD_PX, TICKER_FRAMES_PER_SECOND, TICKER_PLACEHOLDER_ID, TICKER_RESET_EXTRA_PX, TICKER_SPEED_DIVISOR } from '../../../../src/config/constants';
import { BannerCarousel } from '../../../../src/screens/Home/components/BannerCarousel';
import { carouselOptions } from '../../../../src/screens/Home/components/carouselOptions';
import { tickerItems, tickerRound } from '../../../../src/screens/Home/components/NoticeTicker';
import { quickAction } from '../../../../src/screens/Home/components/quickTiles';
import { buildDarkTheme } from '../../../../src/theme/tokens';
import { createTestI18n, en, statusValue } from '../../helpers/renderApp';

const mockSwiper = jest.fn((_props: { banners: unknown[] }) => <div data-testid="swiper" />);
jest.mock('../../../../src/screens/Home/components/BannerSwiper', () => ({ __esModule: true, default: (props: { banners: unknown[] }) => mockSwiper(props) }));

describe('NoticeTicker', () => {
  it('shows one placeholder item (id -1) when there is no announcement', () => {
    expect(tickerItems([], 'No announcement')).toEqual([{ id: TICKER_PLACEHOLDER_ID, title: 'No announcement' }]);
    expect(tickerItems([{ id: 3, title: 'Hi' }], 'x')).toEqual([{ id: 3, title: 'Hi' }]);
  });

  it('travels past its width plus 50 px per round, at window width / 1400 px per frame', () => {
    const round = tickerRound(700, 1_400);
    expect(round.distancePx).toBe(700 + TICKER_RESET_EXTRA_PX);
    // 1 px a frame in a 1400 px window: the round takes its distance in frames.
    expect(round.durationS * TICKER_FRAMES_PER_SECOND).toBeCloseTo(700 + TICKER_RESET_EXTRA_PX);
    expect(tickerRound(700, TICKER_SPEED_DIVISOR / 2).durationS).toBeCloseTo(2 * round.durationS);
  });
});

describe('BannerCarousel', () => {
  const renderCarousel = async (count: number) => {
    const i18n = await createTestI18n();
    return render(
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={buildDarkTheme()}>
          <BannerCarousel banners={Array.from({ length: count }, (_, i) => ({ url: `/b${i}.png` }))} onBannerClick={jest.fn()} />
        </ThemeProvider>
      </I18nextProvider>,
    );
  };

  beforeEach(() => mockSwiper.mockClear());

  it('a single banner stays static: no swiper is loaded', async () => {
    await renderCarousel(1);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(mockSwiper).not.toHaveBeenCalled();
    expect(screen.getByRole('button').querySelector('img')).toHaveAttribute('src', '/b0.png');
  });

  it('several banners paint the first one at once and load swiper only when its first autoplay is due, then advance', async () => {
    jest.useFakeTimers();
    try {
      await renderCarousel(3);
      expect(screen.getByRole('button').querySelector('img')).toHaveAttribute('fetchpriority', 'high');
      await act(async () => {
        jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS - 1);
      });
      expect(mockSwiper).not.toHaveBeenCalled();
      await act(async () => {
        jest.advanceTimersByTime(1);
      });
      expect(await screen.findByTestId('swiper')).toBeInTheDocument();
      expect(mockSwiper.mock.calls[0][0]).toMatchObject({ advance: true });
      expect(mockSwiper.mock.calls[0][0].banners).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('waits while the first banner has the keyboard focus, since swiper replaces its button', async () => {
    jest.useFakeTimers();
    try {
      await renderCarousel(3);
      act(() => screen.getByRole('button').focus());
      await act(async () => {
        jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS);
      });
      expect(mockSwiper).not.toHaveBeenCalled();
      act(() => screen.getByRole('button').blur());
      await act(async () => {
        jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS);
      });
      expect(await screen.findByTestId('swiper')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('a swipe on the first banner loads swiper at once; a tap does not', async () => {
    await renderCarousel(3);
    const banners = screen.getByRole('region');
    // jsdom has no PointerEvent: a MouseEvent of the pointer type carries clientX the same way.
    const pointer = (type: string, clientX: number) => fireEvent(banners, new MouseEvent(type, { bubbles: true, clientX }));
    pointer('pointerdown', 200);
    pointer('pointerup', 200);
    pointer('pointerdown', 200);
    pointer('pointermove', 200 - CAROUSEL_SWIPE_THRESHOLD_PX + 1);
    expect(mockSwiper).not.toHaveBeenCalled();
    pointer('pointermove', 200 - CAROUSEL_SWIPE_THRESHOLD_PX);
    expect(await screen.findByTestId('swiper')).toBeInTheDocument();
    expect(mockSwiper.mock.calls[0][0]).toMatchObject({ advance: false });
  });

  it('keeps the slogan\'s 750 × 120 place while the announcements load, so the banner does not move when it arrives', async () => {
    const i18n = await createTestI18n();
    const view = (slogan: string | null, pending: boolean) => (
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={buildDarkTheme()}>
          <BannerCarousel banners={[]} slogan={slogan} sloganPending={pending} onBannerClick={jest.fn()} />
        </ThemeProvider>
      </I18nextProvider>
    );
    const { rerender } = render(view(null, true));
    expect(screen.getByTestId('slogan-slot')).toBeInTheDocument();
    rerender(view('/slogan.svg', false));
    const slogan = screen.getByRole('img', { name: en.home.slogan });
    expect(slogan).toHaveAttribute('width', '750');
    expect(slogan).toHaveAttribute('height', '120');
    rerender(view(null, false));
    expect(screen.queryByTestId('slogan-slot')).toBeNull();
  });

  it('the swiper loops and autoplays at the spec timings, and stands still for reduced motion', () => {
    expect(carouselOptions(false)).toEqual({ loop: true, speed: 500, threshold: 44, autoplay: { delay: 3000, disableOnInteraction: false } });
    expect(carouselOptions(true).autoplay).toBe(false);
  });
});

describe('quick tiles (§2)', () => {
  const on = { ...statusValue().info.whitelabel, MISSIONLB3: true, PTSYS3: true };
  const off = statusValue().info.whitelabel;

  it('jackpot opens the jackpot game list for anyone', () => {
    expect(quickAction('jackpot', false, off)).toEqual({ kind: 'link', to: '/m/gameList?gameClassify=JP' });
  });

  it('tournament: logged out → login; MISSIONLB3 on → leaderboard; off → coming soon', () => {
    expect(quickAction('tournament', false, on)).toEqual({ kind: 'link', to: '/m/login' });
    expect(quickAction('tournament', true, on)).toEqual({ kind: 'link', to: '/m/leaderBoard' });
    expect(quickAction('tournament', true, off)).toEqual({ kind: 'comingSoon' });
  });

  it('loyalty: logged out → login; PTSYS3 on → points mall; off → coming soon', () => {
    expect(quickAction('loyalty', false, on)).toEqual({ kind: 'link', to: '/m/login' });
    expect(quickAction('loyalty', true, on)).toEqual({ kind: 'link', to: '/m/mall/mallHome' });
    expect(quickAction('loyalty', true, off)).toEqual({ kind: 'comingSoon' });
  });

  it('contact us opens the customer-service list', () => {
    expect(quickAction('contact', false, null)).toEqual({ kind: 'service' });
  });
});
