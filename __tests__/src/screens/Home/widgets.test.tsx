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

  /** The banner the strip shows: the one slide that is not inert. */
  const shownBanner = () => screen.getAllByRole('button', { hidden: true }).find((b) => !b.closest('[inert]'))!;

  it('several banners autoplay every 3 s without swiper, and loop from the last back to the first from the same side', async () => {
    jest.useFakeTimers();
    try {
      await renderCarousel(3);
      expect(shownBanner().querySelector('img')).toHaveAttribute('src', '/b0.png');
      expect(shownBanner().querySelector('img')).toHaveAttribute('fetchpriority', 'high');
      await act(async () => {
        jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS - 1);
      });
      expect(shownBanner()).toHaveAccessibleName(en.home.bannerN.replace('{{n}}', '1').replace('{{count}}', '3'));
      await act(async () => {
        jest.advanceTimersByTime(1);
      });
      expect(shownBanner().querySelector('img')).toHaveAttribute('src', '/b1.png');
      // Each move arms the next one's timer: one delay at a time.
      for (let move = 0; move < 2; move++) {
        await act(async () => {
          jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS);
        });
      }
      // The copy of the first banner slides in after the last; at the move's end the real first takes its place.
      const track = shownBanner().parentElement!.parentElement!;
      expect(shownBanner().querySelector('img')).toHaveAttribute('src', '/b0.png');
      expect(shownBanner().closest('[aria-hidden="true"]')).not.toBeNull();
      fireEvent.transitionEnd(track);
      expect(shownBanner().closest('[aria-hidden="true"]')).toBeNull();
      expect(track.style.getPropertyValue('--slide')).toBe('0');
      expect(mockSwiper).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('the next banner loads ahead of its move; the others wait', async () => {
    jest.useFakeTimers();
    try {
      const { container } = await renderCarousel(3);
      const loading = () => [...container.querySelectorAll('img')].map((img) => img.getAttribute('loading'));
      expect(loading()).toEqual(['eager', 'lazy', 'lazy', 'eager']);
      await act(async () => {
        jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS / 2);
      });
      expect(loading()).toEqual(['eager', 'eager', 'lazy', 'eager']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('stands still when the player asked for reduced motion', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList) as typeof window.matchMedia;
    jest.useFakeTimers();
    try {
      await renderCarousel(3);
      await act(async () => {
        jest.advanceTimersByTime(2 * CAROUSEL_AUTOPLAY_MS);
      });
      expect(shownBanner().querySelector('img')).toHaveAttribute('src', '/b0.png');
    } finally {
      jest.useRealTimers();
      window.matchMedia = matchMedia;
    }
  });

  it('stands still while a banner has the keyboard focus, and moves on once it leaves', async () => {
    jest.useFakeTimers();
    try {
      await renderCarousel(3);
      act(() => shownBanner().focus());
      await act(async () => {
        jest.advanceTimersByTime(2 * CAROUSEL_AUTOPLAY_MS);
      });
      expect(shownBanner().querySelector('img')).toHaveAttribute('src', '/b0.png');
      act(() => shownBanner().blur());
      await act(async () => {
        jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS);
      });
      expect(shownBanner().querySelector('img')).toHaveAttribute('src', '/b1.png');
    } finally {
      jest.useRealTimers();
    }
  });

  it('a swipe on the banners loads swiper, which starts at the banner shown; a tap does not', async () => {
    jest.useFakeTimers();
    try {
      await renderCarousel(3);
      await act(async () => {
        jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS);
      });
      const banners = screen.getByRole('region');
      // jsdom has no PointerEvent: a MouseEvent of the pointer type carries clientX the same way.
      const pointer = (type: string, clientX: number) => fireEvent(banners, new MouseEvent(type, { bubbles: true, clientX }));
      pointer('pointerdown', 200);
      pointer('pointerup', 200);
      pointer('pointerdown', 200);
      pointer('pointermove', 200 - CAROUSEL_SWIPE_THRESHOLD_PX + 1);
      expect(mockSwiper).not.toHaveBeenCalled();
      pointer('pointermove', 200 - CAROUSEL_SWIPE_THRESHOLD_PX);
      jest.useRealTimers();
      expect(await screen.findByTestId('swiper')).toBeInTheDocument();
      expect(mockSwiper.mock.calls[0][0]).toMatchObject({ initialSlide: 1 });
      expect(mockSwiper.mock.calls[0][0].banners).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
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
