import { useEffect, useRef, useState, type ReactNode } from 'react';
import { HOME_REVEAL_MARGIN } from '../../../config/constants';

/**
 * Renders its children once its place comes near the screen, and keeps them. Until then an
 * empty box of `reserve` height (a CSS length) holds the place, so a block filling in below the
 * screen moves nothing the player sees. Without IntersectionObserver it renders at once.
 */
export function WhenNear({ reserve, children }: { reserve: string; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');

  useEffect(() => {
    const node = place.current;
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${HOME_REVEAL_MARGIN} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);

  return near ? <>{children}</> : <div ref={place} style={{ minHeight: reserve }} data-testid="when-near" />;
}
