import { useEffect, useRef, useState, type ComponentType, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { Banner } from '@common/contract/announcements';
import defaultBanner from '../../../assets/banner-default.svg';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_SWIPE_THRESHOLD_PX } from '../../../config/constants';
import { BannerSlide, type BannerClick } from './BannerSlide';
import { prefersReducedMotion } from './motion';

type SwiperView = ComponentType<{ banners: Banner[]; advance: boolean; onBannerClick: BannerClick }>;
type SwiperStart = 'autoplay' | 'swipe';

/** Our own banner, shown while the merchant has none. */
export const DEFAULT_BANNERS: readonly Banner[] = [{ url: defaultBanner }];

const Section = styled.section`
  margin-bottom: ${(p) => p.theme.base.space.m};
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
 * still. The first banner is painted at once as a plain image; swiper arrives when the first
 * autoplay is due or the player swipes the banner, whichever comes first.
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
  // What asked for swiper: its first autoplay falling due, or the player swiping the banner.
  const [wanted, setWanted] = useState<SwiperStart | null>(null);

  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!loops || wanted || prefersReducedMotion()) return;
    // The first banner stands still until then anyway: swiper (~21 KB) stays off the first load.
    // Swiper replaces the first banner's button: while it has the focus, the swap waits a round.
    let timer = 0;
    const arm = () => {
      timer = window.setTimeout(() => (section.current?.contains(document.activeElement) ? arm() : setWanted('autoplay')), CAROUSEL_AUTOPLAY_MS);
    };
    arm();
    return () => window.clearTimeout(timer);
  }, [loops, wanted]);

  useEffect(() => {
    if (!loops || !wanted || Slides) return;
    let live = true;
    void import(/* webpackChunkName: "home-swiper" */ './BannerSwiper').then((m) => {
      if (live) setSlides(() => m.default);
    });
    return () => {
      live = false;
    };
  }, [loops, wanted, Slides]);

  // A swipe (not a tap, whose click must reach the banner it began on) asks for swiper at once.
  const swipeFrom = useRef<number | null>(null);
  const onPointerMove = (event: PointerEvent) => {
    if (swipeFrom.current !== null && Math.abs(event.clientX - swipeFrom.current) >= CAROUSEL_SWIPE_THRESHOLD_PX) {
      setWanted((current) => current ?? 'swipe');
    }
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
      {loops && Slides ? (
        <Slides key={shown.map((b) => b.url).join('\n')} banners={[...shown]} advance={wanted === 'autoplay'} onBannerClick={onBannerClick} />
      ) : (
        <BannerSlide banner={shown[0]} index={0} count={shown.length} onClick={onBannerClick} />
      )}
    </Section>
  );
}
