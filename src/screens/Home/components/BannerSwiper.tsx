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
 * The looping, autoplaying carousel: its own chunk (swiper is ~21 KB), loaded when its first
 * autoplay is due or the player swipes. The parent keys it by its banners so swiper's moved slides
 * never meet a React update.
 */
export default function BannerSwiper({ banners, advance, onBannerClick }: { banners: Banner[]; advance: boolean; onBannerClick: BannerClick }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!root.current) return;
    const swiper = new Swiper(root.current, { modules: [Autoplay], ...carouselOptions(prefersReducedMotion()) });
    // Loaded because the first autoplay fell due: that slide moves now, not one delay later.
    if (advance) swiper.slideNext();
    return () => {
      swiper.destroy(true, true);
    };
  }, [advance]);
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
