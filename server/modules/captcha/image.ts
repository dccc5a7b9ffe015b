/** Captcha text and its SVG image: stroked glyphs, each jittered and rotated, under noise lines. */
import { randomInt } from 'node:crypto';
import { CAPTCHA_ALPHABET, GLYPHS } from './font';

const WIDTH = 120;
const HEIGHT = 40;
const CELL = 22;
const UNIT_X = 3.2;
const UNIT_Y = 4.2;
const INK = ['#1f3a93', '#8e1f2f', '#205e3b', '#5b2c83', '#7a4a00', '#0f5e73'];
const NOISE = ['#9aa5b1', '#c49a6c', '#8fb3a0', '#b08fc4'];

/** 4 or 5 random characters of the unambiguous alphabet. */
export function captchaText(): string {
  const length = randomInt(4, 6);
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

const jitter = (spread: number) => (randomInt(-1000, 1001) / 1000) * spread;
const fixed = (n: number) => n.toFixed(1);
const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)]!;

function glyph(char: string, index: number, count: number): string {
  const left = (WIDTH - count * CELL) / 2 + index * CELL + 4;
  const top = 7 + jitter(3);
  const centre = [left + 2 * UNIT_X, top + 3 * UNIT_Y];
  const d = GLYPHS[char]!.map((stroke) =>
    stroke
      .map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${fixed(left + (x + jitter(0.25)) * UNIT_X)} ${fixed(top + (y + jitter(0.2)) * UNIT_Y)}`)
      .join(''),
  ).join('');
  const angle = randomInt(-25, 26);
  const rotate = `rotate(${angle} ${fixed(centre[0]!)} ${fixed(centre[1]!)})`;
  return `<path d="${d}" transform="${rotate}" stroke="${pick(INK)}" stroke-width="2.2" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function noiseLine(): string {
  const [x1, y1, x2, y2] = [randomInt(0, 20), randomInt(0, HEIGHT), randomInt(WIDTH - 20, WIDTH), randomInt(0, HEIGHT)];
  const [cx, cy] = [randomInt(20, WIDTH - 20), randomInt(-10, HEIGHT + 10)];
  return `<path d="M${x1} ${y1}Q${cx} ${cy} ${x2} ${y2}" stroke="${pick(NOISE)}" stroke-width="${randomInt(1, 3)}" fill="none"/>`;
}

/** The SVG markup of a captcha image for `text`. */
export function captchaSvg(text: string): string {
  const chars = [...text].map((c, i) => glyph(c, i, text.length)).join('');
  const noise = Array.from({ length: randomInt(4, 7) }, noiseLine).join('');
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`;
  return `${open}<rect width="100%" height="100%" fill="#f4f1ea"/>${noise}${chars}</svg>`;
}
