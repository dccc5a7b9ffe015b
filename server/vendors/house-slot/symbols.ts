/**
 * The slot's symbols as inline SVG, drawn once in the page as <symbol>s and shown with <use>:
 * emoji render as empty boxes on phones without an emoji font, and an image per symbol would be
 * nine more requests. Shapes only; their colours are the page's CSS variables (vendor-page.ts),
 * given through classes because the page's CSP allows no style attributes.
 */
import { escapeHtml } from '../vendor-page';
import { SYMBOLS } from './game-config';

type SymbolCode = (typeof SYMBOLS)[number]['code'];

/** Each symbol's drawing in a 32×32 box; classes pick a colour (CSS below). */
const SHAPES: Record<SymbolCode, string> = {
  W: '<path class="y" d="M16 2l4.1 8.9 9.7 1.1-7.2 6.6 2 9.6L16 23.4l-8.6 4.8 2-9.6-7.2-6.6 9.7-1.1z"/>',
  '7': '<path class="r" d="M6 5h20v5L15.5 28h-6.5l10-17H6z"/>',
  B: '<path class="y" d="M16 3c-5.5 0-8.5 4.3-8.5 9.5v6L4 23h24l-3.5-4.5v-6C24.5 7.3 21.5 3 16 3z"/><circle class="o" cx="16" cy="26.5" r="3"/>',
  M: '<path class="g" d="M2 10h28a14 14 0 0 1-28 0z"/><path class="r" d="M5.5 10h21a10.5 10.5 0 0 1-21 0z"/><circle class="k" cx="11" cy="14" r="1.3"/><circle class="k" cx="16" cy="17" r="1.3"/><circle class="k" cx="21" cy="14" r="1.3"/>',
  G: '<path class="g" d="M16 2l5 3-5 2z"/><circle class="p" cx="10" cy="10" r="4.5"/><circle class="p" cx="22" cy="10" r="4.5"/><circle class="p" cx="16" cy="12" r="4.5"/><circle class="p" cx="12" cy="18" r="4.5"/><circle class="p" cx="20" cy="18" r="4.5"/><circle class="p" cx="16" cy="25" r="4.5"/>',
  O: '<circle class="o" cx="16" cy="18" r="12"/><path class="g" d="M16 6c2-4 6-5 9-4-1 3-4 5-9 4z"/>',
  L: '<ellipse class="y" cx="16" cy="17" rx="13" ry="9.5"/><path class="y" d="M2 17l3-2v4zM30 17l-3-2v4z"/>',
  C: '<path class="st" d="M10 21C12 12 16 7 23 4M22 21c-1-7-1-12 1-17"/><circle class="r" cx="9" cy="23" r="6"/><circle class="r" cx="22" cy="23" r="6"/>',
  S: '<path class="b" d="M9 4h14l7 9-14 16L2 13z"/><path class="w" d="M9 4l3 9h8l3-9M2 13h28M12 13l4 16 4-16"/>',
};

/** Colours of the shapes' classes, from the page's palette. */
export const SYMBOL_CSS = `
.sprite{position:absolute;width:0;height:0;overflow:hidden}
.sym{width:70%;height:70%;display:block}
td .sym{width:28px;height:28px;margin:0 auto}
.sym .y{fill:var(--sym-yellow)}.sym .r{fill:var(--sym-red)}.sym .o{fill:var(--sym-orange)}.sym .g{fill:var(--sym-green)}
.sym .p{fill:var(--sym-purple)}.sym .b{fill:var(--sym-blue)}.sym .k{fill:var(--sym-dark)}
.sym .st{fill:none;stroke:var(--sym-green);stroke-width:2;stroke-linecap:round}
.sym .w{fill:none;stroke:var(--sym-light);stroke-width:1.2;stroke-linejoin:round}
`;

/** The sprite: every symbol defined once, hidden, for the cells and the paytable to reference. */
export function symbolSprite(): string {
  const defs = SYMBOLS.map((s) => `<symbol id="sym-${s.code}" viewBox="0 0 32 32">${SHAPES[s.code]}</symbol>`).join('');
  return `<svg class="sprite" aria-hidden="true" focusable="false">${defs}</svg>`;
}

/** One symbol shown where it is used, named for screen readers by `label` (the symbol's name in the page's language). */
export function symbolUse(code: SymbolCode, label: string): string {
  return `<svg class="sym" role="img" aria-label="${escapeHtml(label)}" viewBox="0 0 32 32"><use href="#sym-${code}"/></svg>`;
}
