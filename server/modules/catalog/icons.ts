/**
 * Icons we draw ourselves (no third-party artwork): small SVGs, the same for the same input.
 * A gradient from the name's hash, a simple motif per game type, and the name's initials.
 */
import type { GameType } from '@common/contract/games';
import { hashOf } from './names';

/** One motif per category, drawn in white over the gradient in a 100×100 box. */
const MOTIFS: Record<GameType, string> = {
  LOTT: '<circle cx="38" cy="40" r="13"/><circle cx="62" cy="40" r="13"/><circle cx="50" cy="60" r="13"/>',
  ELOTT: '<rect x="28" y="26" width="44" height="44" rx="8"/><circle cx="40" cy="38" r="4" fill="#000" fill-opacity=".35"/><circle cx="60" cy="58" r="4" fill="#000" fill-opacity=".35"/>',
  LIVE: '<path d="M50 22 74 46 50 70 26 46Z"/>',
  RNG: '<rect x="22" y="28" width="16" height="36" rx="4"/><rect x="42" y="28" width="16" height="36" rx="4"/><rect x="62" y="28" width="16" height="36" rx="4"/>',
  FISH: '<path d="M24 46C36 30 58 30 70 46 58 62 36 62 24 46Z"/><path d="M70 46 82 34V58Z"/>',
  SPORTS: '<circle cx="50" cy="46" r="22"/><path d="M50 36 59 43 56 54H44L41 43Z" fill="#000" fill-opacity=".35"/>',
  PVP: '<rect x="28" y="26" width="28" height="40" rx="4" transform="rotate(-12 42 46)"/><rect x="46" y="26" width="28" height="40" rx="4" transform="rotate(12 60 46)"/>',
  AC: '<rect x="26" y="30" width="48" height="32" rx="16"/><circle cx="40" cy="46" r="5" fill="#000" fill-opacity=".35"/><circle cx="62" cy="42" r="3" fill="#000" fill-opacity=".35"/><circle cx="62" cy="51" r="3" fill="#000" fill-opacity=".35"/>',
  EVENT: '<path d="M50 22 57 38 74 40 61 51 65 68 50 59 35 68 39 51 26 40 43 38Z"/>',
};

/** Up to two initials of a name's words ("Lucky Lanterns" → "LL"). */
export function initialsOf(name: string): string {
  const letters = name
    .split(/[\s_]+/)
    .map((word) => word.replace(/[^A-Za-z0-9]/g, '').charAt(0))
    .filter(Boolean);
  return letters.slice(0, 2).join('').toUpperCase() || '?';
}

/** Escapes text for an SVG text node. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** An icon: rounded square, diagonal gradient (two hues from the seed), motif, initials. */
export function iconSvg(seed: string, gameType: GameType, initials: string): string {
  const hash = hashOf(seed);
  const hue = hash % 360;
  const second = (hue + 40 + ((hash >>> 9) % 80)) % 360;
  const id = `g${hash.toString(36)}`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 100 100">',
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${second},65%,32%)"/>`,
    '</linearGradient></defs>',
    `<rect width="100" height="100" rx="18" fill="url(#${id})"/>`,
    `<g fill="#fff" fill-opacity=".9">${MOTIFS[gameType]}</g>`,
    `<text x="50" y="90" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="16" font-weight="700" fill="#fff">${escapeXml(initials)}</text>`,
    '</svg>',
  ].join('');
}
