import { useEffect, useLayoutEffect, useRef, useState, type RefObject, type TransitionEvent } from 'react';
import styled from 'styled-components';
import type { Banner } from '@common/contract/announcements';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_SPEED_MS } from '../../../config/constants';
import { BannerSlide, type BannerClick } from './BannerSlide';
import { prefersReducedMotion } from './motion';

const Frame = styled.div`
  overflow: hidden;
`;

/** The slides side by side, moved by the custom property `--slide` (set through the DOM, not an inline style). */
const Track = styled.div<{ $animate: boolean }>`
  display: flex;
  transform: translateX(calc(var(--slide, 0) * -100%));
  transition: ${(p) => (p.$animate ? `transform ${CAROUSEL_SPEED_MS}ms ease` : 'none')};
  [dir='rtl'] & { transform: translateX(calc(var(--slide, 0) * 100%)); }
  > * { flex: none; width: 100%; }
`;

/**
 * The autoplaying banners until the player touches them (§2): every CAROUSEL_AUTOPLAY_MS the next
 * banner slides in, and after the last the first comes back from the same side (a copy of it
 * closes the loop). This is swiper's autoplay without swiper, so that a phone downloads swiper
 * (~19 KB) only when the player swipes the banners; swiper then takes over at the banner shown
 * (`onIndex`). It stands still with reduced motion and while a banner has the keyboard focus; only
 * the banner shown can be reached (the others and the copy are inert).
 */
export function BannerStrip({
  banners,
  onBannerClick,
  onIndex,
  focusWithin,
}: {
  banners: Banner[];
  onBannerClick: BannerClick;
  /** Told the banner shown after each move (a stable function). */
  onIndex: (index: number) => void;
  /** The carousel's section: autoplay waits while the keyboard focus is inside it. */
  focusWithin: RefObject<HTMLElement | null>;
}) {
  const count = banners.length;
  // Slide `count` is the copy of the first banner.
  const [slide, setSlide] = useState(0);
  const [animate, setAnimate] = useState(true);
  // Bumped when autoplay waited a round for the focus to leave, so the timer is armed again.
  const [round, setRound] = useState(0);
  // From half the delay on, the next banner loads ahead of its move (a lazy image in a clipped strip would wait until shown).
  const [warm, setWarm] = useState(false);
  const track = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setWarm(true), CAROUSEL_AUTOPLAY_MS / 2);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (prefersReducedMotion()) return;
    const timer = window.setTimeout(() => {
      if (focusWithin.current?.contains(document.activeElement)) {
        setRound((r) => r + 1);
        return;
      }
      setAnimate(true);
      setSlide((s) => s + 1);
    }, CAROUSEL_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [slide, round, focusWithin]);

  useLayoutEffect(() => {
    track.current?.style.setProperty('--slide', String(slide));
  }, [slide]);

  useEffect(() => onIndex(slide % count), [slide, count, onIndex]);

  // Arrived at the copy: show the real first banner in its place, without a move.
  const onTransitionEnd = (event: TransitionEvent) => {
    if (event.target !== event.currentTarget || slide < count) return;
    setAnimate(false);
    setSlide(0);
  };

  return (
    <Frame>
      <Track ref={track} $animate={animate} onTransitionEnd={onTransitionEnd}>
        {[...banners, banners[0]].map((banner, index) => (
          <div key={index} inert={index !== slide} aria-hidden={index === count || undefined}>
            <BannerSlide banner={banner} index={index % count} count={count} onClick={onBannerClick} eager={warm && index === slide + 1} />
          </div>
        ))}
      </Track>
    </Frame>
  );
}
