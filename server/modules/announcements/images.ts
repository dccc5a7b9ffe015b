/**
 * Banner images we draw ourselves (no third-party artwork, no brand colours): a small SVG with
 * a gradient, two soft circles and the banner's title in large type. System fonts only, so the
 * first banner paints without waiting for a font download.
 */
import { escapeXml } from '../catalog';
import { hashOf } from '../catalog';
import type { AnnouncementRow } from './tables';

/** Where the images are served (image-routes.ts), outside the API gateways. */
export const IMAGE_PREFIX = '/announcement-images';

/** m_home banners are 5:2; the 06_home slogan is a strip under them. maxChars keeps a bold line inside the width. */
const SHAPES = {
  banner: { width: 750, height: 300, fontSize: 52, maxChars: 21 },
  slogan: { width: 750, height: 120, fontSize: 36, maxChars: 40 },
} as const;
export type ImageShape = keyof typeof SHAPES;

const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans Bengali',Arial,sans-serif";

/**
 * URL of a banner's generated image in a language. `v` changes with every edit, so a cached
 * image (a week) never outlives the text it shows.
 */
export function bannerImageUrl(row: Pick<AnnouncementRow, 'id' | 'updatedAt'>, language: string): string {
  return `${IMAGE_PREFIX}/${row.id}.svg?lang=${encodeURIComponent(language)}&v=${row.updatedAt.getTime().toString(36)}`;
}

/** Greedy word wrap into at most `lines` lines of about `maxChars`; what does not fit ends in "…". */
export function wrapTitle(text: string, maxChars: number, lines = 2): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of text.trim().split(/\s+/)) {
    if (current && current.length + 1 + word.length > maxChars) {
      out.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) out.push(current);
  if (out.length <= lines) return out;
  return [...out.slice(0, lines - 1), `${out[lines - 1]}…`];
}

/** The image of a banner (title, and on m_home a one-line subtitle); the gradient's hues come from `seed`. */
export function bannerSvg(seed: string, title: string, subtitle: string, shape: ImageShape): string {
  const { width, height, fontSize, maxChars } = SHAPES[shape];
  const hash = hashOf(seed);
  const hue = hash % 360;
  const second = (hue + 50 + ((hash >>> 9) % 70)) % 360;
  const id = `b${hash.toString(36)}`;
  const lines = wrapTitle(title, maxChars, shape === 'slogan' ? 1 : 2);
  const sub = shape === 'banner' ? wrapTitle(subtitle, maxChars * 2, 1) : [];
  const subSize = Math.round(fontSize * 0.45);
  const lineHeight = Math.round(fontSize * 1.2);
  const blockHeight = lines.length * lineHeight + (sub.length ? subSize * 1.6 : 0);
  const firstY = Math.round((height - blockHeight) / 2 + fontSize);
  const centre = width / 2;
  const tspans = lines.map((line, i) => `<tspan x="${centre}" y="${firstY + i * lineHeight}">${escapeXml(line)}</tspan>`).join('');
  const subY = firstY + (lines.length - 1) * lineHeight + Math.round(subSize * 1.9);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue},65%,48%)"/><stop offset="1" stop-color="hsl(${second},60%,26%)"/>`,
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#${id})"/>`,
    `<circle cx="${width * 0.88}" cy="${height * 0.15}" r="${height * 0.55}" fill="#fff" fill-opacity=".08"/>`,
    `<circle cx="${width * 0.08}" cy="${height * 0.95}" r="${height * 0.4}" fill="#fff" fill-opacity=".06"/>`,
    `<g text-anchor="middle" font-family="${FONT}" fill="#fff">`,
    `<text font-size="${fontSize}" font-weight="700">${tspans}</text>`,
    sub.length ? `<text x="${centre}" y="${subY}" font-size="${subSize}" fill-opacity=".85">${escapeXml(sub[0]!)}</text>` : '',
    '</g></svg>',
  ].join('');
}
