import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Renders a dialog, popup, drawer or toast straight into document.body. Inside a scrolling or
 * transformed container (the virtualised game list) `position: fixed` would follow that
 * container and its backdrop would cover only it; at the document level it covers the screen.
 * React context (stores, theme, strings) still reaches the children through the portal.
 */
export function DocumentLayer({ children }: { children: ReactNode }) {
  return createPortal(children, document.body);
}
