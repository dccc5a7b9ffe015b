import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { css, keyframes } from 'styled-components';
import { PAGE_TRANSITION_MS, SWIPE_BACK_PX } from '../config/constants';
import { useStores } from '../stores';

const fade = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Frame = styled.div<{ $animate: boolean }>`
  ${(p) =>
    p.$animate &&
    css`
      animation: ${fade} ${PAGE_TRANSITION_MS}ms ease-out;
    `}
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

/** A touch that moved more than 100 px sideways or left the screen is a swipe-back (§2). */
export function isSwipeBack(startX: number, x: number, screenWidth: number): boolean {
  return Math.abs(x - startX) > SWIPE_BACK_PX || x < 0 || x > screenWidth;
}

/**
 * Fades each new page in over 300 ms, except right after a backward swipe. The page a visit opens
 * on shows at once: there is nothing to move from, and a page that starts transparent delays
 * what the player sees (and browsers do not count it as a first contentful paint).
 */
export const PageTransition = observer(function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { ui } = useStores();
  const startX = useRef<number | null>(null);
  const [firstPath] = useState(pathname);
  const [navigated, setNavigated] = useState(false);
  useEffect(() => {
    if (pathname !== firstPath) setNavigated(true);
  }, [pathname, firstPath]);
  const moved = navigated || pathname !== firstPath;

  useEffect(() => {
    const onStart = (e: TouchEvent) => {
      startX.current = e.touches[0]?.clientX ?? null;
    };
    const onMove = (e: TouchEvent) => {
      const x = e.touches[0]?.clientX;
      if (startX.current !== null && x !== undefined && isSwipeBack(startX.current, x, window.innerWidth)) {
        ui.suppressTransition();
        startX.current = null;
      }
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
    };
  }, [ui]);

  return (
    <Frame key={pathname} $animate={moved && !ui.transitionSuppressed} data-testid="page">
      {children}
    </Frame>
  );
});
