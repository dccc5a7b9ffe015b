import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_SPEED_MS, CAROUSEL_SWIPE_THRESHOLD_PX } from '../../../config/constants';

/** Swiper settings of the home carousel (§2, §9); it only runs with more than one banner, so it loops. */
export function carouselOptions(reducedMotion: boolean) {
  return {
    loop: true,
    speed: CAROUSEL_SPEED_MS,
    threshold: CAROUSEL_SWIPE_THRESHOLD_PX,
    // Autoplay is motion the player did not ask for; with reduced motion they swipe themselves.
    autoplay: reducedMotion ? false : { delay: CAROUSEL_AUTOPLAY_MS, disableOnInteraction: false },
  } as const;
}
