import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Banner } from '@common/contract/announcements';
import defaultBanner from '../../../assets/banner-default.svg';
import { BannerSlide, type BannerClick } from './BannerSlide';

type SwiperView = ComponentType<{ banners: Banner[]; onBannerClick: BannerClick }>;

/** Our own banner, shown while the merchant has none. */
export const DEFAULT_BANNERS: readonly Banner[] = [{ url: defaultBanner }];

const Section = styled.section`
  margin-bottom: ${(p) => p.theme.base.space.m};
`;

const Slogan = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
  margin: 0 auto ${(p) => p.theme.base.space.s};
`;

/**
 * Banner carousel (§2): loops and autoplays with more than one banner, a single banner stands
 * still. The first banner is painted at once as a plain image; swiper arrives after that paint.
 */
export function BannerCarousel({ banners, slogan, onBannerClick }: { banners: Banner[]; slogan?: string | null; onBannerClick: BannerClick }) {
  const { t } = useTranslation();
  const shown = banners.length > 0 ? banners : DEFAULT_BANNERS;
  const loops = shown.length > 1;
  const [Slides, setSlides] = useState<SwiperView | null>(null);

  useEffect(() => {
    if (!loops || Slides) return;
    let live = true;
    // A frame later: the first banner's paint must not wait for swiper's chunk.
    const frame = requestAnimationFrame(() => {
      void import(/* webpackChunkName: "home-swiper" */ './BannerSwiper').then((m) => {
        if (live) setSlides(() => m.default);
      });
    });
    return () => {
      live = false;
      cancelAnimationFrame(frame);
    };
  }, [loops, Slides]);

  return (
    <Section aria-label={t('home.banners')}>
      {slogan && <Slogan src={slogan} alt={t('home.slogan')}/>}
      {loops && Slides ? (
        <Slides key={shown.map((b) => b.url).join('\n')} banners={[...shown]} onBannerClick={onBannerClick} />
      ) : (
        <BannerSlide banner={shown[0]} index={0} count={shown.length} onClick={onBannerClick} />
      )}
    </Section>
  );
}
