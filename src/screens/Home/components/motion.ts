/** The player asked for less motion (OS setting): tickers stand still, scrolls jump. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls the page so the element's top is at the top, easing over durationMs (§2 category bar).
 * The target is read again each frame: blocks passed on the way fill in (WhenNear) and move it.
 */
export function scrollToElement(element: HTMLElement, durationMs: number): void {
  const start = window.scrollY;
  const target = () => window.scrollY + element.getBoundingClientRect().top;
  if (prefersReducedMotion() || durationMs <= 0) {
    window.scrollTo(0, target());
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / durationMs);
    const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
    window.scrollTo(0, start + (target() - start) * eased);
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
