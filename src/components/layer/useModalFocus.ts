import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open layers, newest last: Escape and Tab belong to the top one (a popup opened from the drawer). */
const open: HTMLElement[] = [];

/** The focusable elements inside a layer, in tab order. */
function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * Focus handling of a modal layer: focus moves into it when it opens (the `initial` element, or
 * the layer itself), Tab stays inside it, Escape calls onEscape, and on close focus returns to
 * the element that had it before (the button that opened the layer), so keyboard and
 * screen-reader users are never left on a removed node at the top of the page.
 */
export function useModalFocus(layer: RefObject<HTMLElement | null>, onEscape: () => void, initial?: RefObject<HTMLElement | null>): void {
  // The latest callback, so the effect below runs once per opening, not per render.
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });

  useEffect(() => {
    const root = layer.current;
    if (!root) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Layers are fixed on the screen: nothing to scroll to, and scrolling would force a layout on open.
    (initial?.current ?? root).focus({ preventScroll: true });

    open.push(root);

    // On the document, not the layer: Escape must work when a tap on the backdrop left focus on body.
    const onKeyDown = (event: KeyboardEvent) => {
      if (open[open.length - 1] !== root) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(root);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const inside = root.contains(document.activeElement);
      if (event.shiftKey && (!inside || document.activeElement === first || document.activeElement === root)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      open.splice(open.indexOf(root), 1);
      if (opener?.isConnected) opener.focus();
    };
  }, [layer, initial]);
}
