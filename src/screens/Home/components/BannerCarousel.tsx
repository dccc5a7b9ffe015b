import { useEffect, useRef, useState, type ComponentType, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { Banner } from '@common/contract/announcements';
import defaultBanner from '../../../assets/banner-default.svg';
import { CAROUSEL_SWIPE_THRESHOLD_PX } from '../../../config/constants';
import { BannerSlide, type BannerClick } from './BannerSlide';
import { BannerStrip } from './BannerStrip';

type SwiperView = ComponentType<{ banners: Banner[]; initialSlide: number; onBannerClick: BannerClick }>;

/** Our own banner, shown while the merchant has none. */
export const DEFAULT_BANNERS: readonly Banner[] = [{ url: defaultBanner }];

const Section = styled.section`
  margin-bottom: ${(p) => p.theme.base.space.m};
  /* Vertical drags scroll the page; horizontal ones stay with us as pointer events (a swipe),
     instead of the browser claiming them and cancelling the pointer (as swiper does too). */
  touch-action: pan-y;
`;

/** The slogan is drawn at 750 × 120 (25:4); its box is that shape whatever the image's own. */
export const SLOGAN_WIDTH = 750;
export const SLOGAN_HEIGHT = 120;

const sloganBox = css`
  display: block;
  width: 100%;
  max-width: ${SLOGAN_WIDTH}px;
  height: auto;
  aspect-ratio: ${SLOGAN_WIDTH} / ${SLOGAN_HEIGHT};
  margin: 0 auto ${(p) => p.theme.base.space.s};
`;

const Slogan = styled.img`
  ${sloganBox}
  object-fit: contain;
`;

/** Holds the slogan's place until the announcements say whether there is one. */
const SloganSlot = styled.div`
  ${sloganBox}
`;

/**
 * Banner carousel (§2): loops and autoplays with more than one banner, a single banner stands
 * still. The first banner is painted at once as a plain image; our strip autoplays the banners
 * (BannerStrip) and swiper arrives only when the player swipes them, taking over at the banner
 * shown.
 */
export function BannerCarousel({
  banners,
  slogan,
  sloganPending = false,
  onBannerClick,
}: {
  banners: Banner[];
  slogan?: string | null;
  /** The announcements have not answered yet: the slogan's place is kept, so the banner does not jump. */
  sloganPending?: boolean;
  onBannerClick: BannerClick;
}) {
  const { t } = useTranslation();
  const shown = banners.length > 0 ? banners : DEFAULT_BANNERS;
  const loops = shown.length > 1;
  const [Slides, setSlides] = useState<SwiperView | null>(null);
  const [swiped, setSwiped] = useState(false);
  const section = useRef<HTMLElement>(null);
  // The banner the strip shows, where swiper starts.
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    if (!loops || !swiped || Slides) return;
    let live = true;
    void import(/* webpackChunkName: "home-swiper" */ './BannerSwiper').then((m) => {
      if (live) setSlides(() => m.default);
    });
    return () => {
      live = false;
    };
  }, [loops, swiped, Slides]);

  // A swipe (not a tap, whose click must reach the banner it began on) asks for swiper.
  const swipeFrom = useRef<number | null>(null);
  const onPointerMove = (event: PointerEvent) => {
    if (swipeFrom.current !== null && Math.abs(event.clientX - swipeFrom.current) >= CAROUSEL_SWIPE_THRESHOLD_PX) setSwiped(true);
  };

  return (
    <Section
      ref={section}
      aria-label={t('home.banners')}
      onPointerDown={(event) => (swipeFrom.current = event.clientX)}
      onPointerMove={onPointerMove}
      onPointerUp={() => (swipeFrom.current = null)}
    >
      {slogan ? (
        <Slogan src={slogan} alt={t('home.slogan')} width={SLOGAN_WIDTH} height={SLOGAN_HEIGHT} />
      ) : (
        sloganPending && <SloganSlot data-testid="slogan-slot" />
      )}
      {loops && Slides && (
        <Slides key={shown.map((b) => b.url).join('\n')} banners={[...shown]} initialSlide={current} onBannerClick={onBannerClick} />
      )}
      {loops && !Slides && <BannerStrip key={shown.map((b) => b.url).join('\n')} banners={[...shown]} onBannerClick={onBannerClick} onIndex={setCurrent} focusWithin={section} />}
      {!loops && <BannerSlide banner={shown[0]} index={0} count={1} onClick={onBannerClick} />}
    </Section>
  );
}
