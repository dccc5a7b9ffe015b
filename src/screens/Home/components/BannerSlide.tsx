import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Banner } from '@common/contract/announcements';

/** Banners are drawn at 750 × 300 (5:2); width and height reserve the space before the image loads. */
export const BANNER_WIDTH = 750;
export const BANNER_HEIGHT = 300;

export type BannerClick = (banner: Banner, index: number) => void;

const Slide = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: ${BANNER_WIDTH} / ${BANNER_HEIGHT};
    object-fit: cover;
    border-radius: ${(p) => p.theme.base.radius.medium};
  }
`;

/**
 * One banner as a button; the first one is the page's largest paint, so it loads first. Others
 * load lazily unless `eager` (the next one to slide in).
 */
export function BannerSlide({
  banner,
  index,
  count,
  onClick,
  eager = false,
}: {
  banner: Banner;
  index: number;
  count: number;
  onClick: BannerClick;
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const first = index === 0;
  return (
    <Slide type="button" onClick={() => onClick(banner, index)} aria-label={t('home.bannerN', { n: index + 1, count })}>
      <img
        src={banner.url}
        alt=""
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        fetchPriority={first ? 'high' : 'low'}
        loading={first || eager ? 'eager' : 'lazy'}
        decoding={first ? 'sync' : 'async'}
      />
    </Slide>
  );
}
