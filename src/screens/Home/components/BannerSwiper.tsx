import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import type { Banner } from '@common/contract/announcements';
import { BannerSlide, type BannerClick } from './BannerSlide';
import { carouselOptions } from './carouselOptions';
import { prefersReducedMotion } from './motion';

/** The part of swiper's stylesheet the carousel needs (the site bundles no CSS files). */
const Frame = styled.div`
  position: relative;
  overflow: hidden;
  .swiper-wrapper { display: flex; box-sizing: content-box; transition-property: transform; }
  .swiper-slide { flex-shrink: 0; width: 100%; }
`;

/**
 * The looping, autoplaying carousel the player can swipe: its own chunk (swiper is ~19 KB),
 * loaded when the player first swipes the banners, starting at the banner our strip showed. The
 * parent keys it by its banners so swiper's moved slides never meet a React update.
 */
export default function BannerSwiper({ banners, initialSlide, onBannerClick }: { banners: Banner[]; initialSlide: number; onBannerClick: BannerClick }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!root.current) return;
    const swiper = new Swiper(root.current, { modules: [Autoplay], ...carouselOptions(prefersReducedMotion()), initialSlide });
    return () => {
      swiper.destroy(true, true);
    };
  }, [initialSlide]);
  return (
    <Frame ref={root} className="swiper">
      <div className="swiper-wrapper">
        {banners.map((banner, index) => (
          <div className="swiper-slide" key={`${index}-${banner.url}`}>
            <BannerSlide banner={banner} index={index} count={banners.length} onClick={onBannerClick} />
          </div>
        ))}
      </div>
    </Frame>
  );
}
