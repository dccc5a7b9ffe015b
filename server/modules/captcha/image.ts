/**
 * Captcha text and its SVG image, drawn to cost a template-matching bot real work (docs/security.md,
 * "Captcha"): each glyph is one of several forms, jittered, sometimes rounded, scaled, sheared and
 * rotated in its own coordinates, overlapping its neighbours at a random height; noise strokes cross
 * the glyphs; a sine warp bends everything; glyph and noise strokes go, shuffled, into one path
 * element with one style, so neither attributes nor element order nor count tell them apart.
 */
import { randomInt } from 'node:crypto';
import { CAPTCHA_ALPHABET, GLYPH_FORMS } from './font';
import { affine, bounds, pick, quadratic, roundCorners, shuffle, subdivide, uniform, warp, type Point } from './geometry';

// Shown CAPTCHA_IMAGE_PX (52) px high on the site: glyphs come out about 30 CSS px tall.
const WIDTH = 150;
const HEIGHT = 50;
const MARGIN = 6;
/** Pixels per font unit at most; a long text is scaled down to fit. */
const UNIT = 5;
const STROKE_WIDTH = 2.4;
/** Font units between the points of a stroke, fine enough for the warp to bend it smoothly. */
const STEP = 0.25;
const PAPER = '#f4f1ea';
// Dark inks on the light paper, each above 6:1 contrast; one per image, for glyphs and noise alike.
const INK = ['#1f3a93', '#8e1f2f', '#205e3b', '#5b2c83', '#7a4a00', '#0f5e73'];

/** 4 or 5 random characters of the unambiguous alphabet. */
export function captchaText(): string {
  const length = randomInt(4, 6);
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

/** The stroke's two ends moved along its end segments: a little longer or shorter each time. */
function varyEnds(stroke: readonly Point[]): Point[] {
  const moved = (end: Point, inner: Point): Point => {
    const [dx, dy] = [end[0] - inner[0], end[1] - inner[1]];
    const by = uniform(-0.15, 0.45) / (Math.hypot(dx, dy) || 1);
    return [end[0] + dx * by, end[1] + dy * by];
  };
  return [moved(stroke[0]!, stroke[1]!), ...stroke.slice(1, -1), moved(stroke.at(-1)!, stroke.at(-2)!)];
}

/** One glyph's strokes, distorted, with its left edge at `left`; `right` is its right edge. */
function glyph(char: string, left: number): { strokes: Point[][]; right: number } {
  const jittered = pick(GLYPH_FORMS[char]!).map((stroke) => varyEnds(stroke.map(([x, y]): Point => [x + uniform(-0.3, 0.3), y + uniform(-0.3, 0.3)])));
  // Half the glyphs get rounded corners: the same character is angular in one image, curved in the next.
  const shaped = randomInt(2) ? jittered.map((stroke) => roundCorners(roundCorners(stroke))) : jittered;
  const move = affine({
    centre: [2, 3],
    to: [0, 3 + uniform(-0.5, 0.5)],
    scaleX: uniform(1.05, 1.35),
    scaleY: uniform(0.85, 1.05),
    shear: uniform(-0.3, 0.3),
    degrees: uniform(-10, 10),
  });
  const moved = shaped.map((stroke) => subdivide(stroke, STEP).map(move));
  const box = bounds(moved.flat());
  return { strokes: moved.map((stroke) => stroke.map(([x, y]): Point => [x - box.minX + left, y])), right: left + box.maxX - box.minX };
}

/** The glyphs side by side, each overlapping the one before by up to 12% of its width (or just apart). */
function glyphs(text: string): Point[][] {
  let left = 0;
  return [...text].flatMap((char) => {
    const drawn = glyph(char, left);
    left += (drawn.right - left) * uniform(0.88, 1.04);
    return drawn.strokes;
  });
}

/**
 * A long arc slanting across most of the text: a person follows it as one smooth line over the
 * letters, a parser sees strokes of ink like the glyphs'.
 */
function noiseStroke(textWidth: number): Point[] {
  const length = uniform(0.6, 1) * textWidth;
  const [high, low] = [uniform(-0.5, 1.5), uniform(4.5, 6.5)];
  const [startY, endY] = randomInt(2) ? [high, low] : [low, high];
  const start: Point = [uniform(-1, textWidth - length + 1), startY];
  const end: Point = [start[0] + length, endY];
  const control: Point = [(start[0] + end[0]) / 2 + uniform(-3, 3), uniform(-3, 9)];
  return subdivide(quadratic(start, control, end, 16), STEP);
}

/**
 * A stroke cut into sub-paths of 2.5 to 6 font units: a long noise curve then looks, to a parser,
 * like glyph strokes, while drawn end to end it is still one line to a person.
 */
function pieces(stroke: Point[]): Point[][] {
  const out: Point[][] = [];
  let [start, run, limit] = [0, 0, uniform(2.5, 6)];
  for (let i = 1; i < stroke.length; i++) {
    run += Math.hypot(stroke[i]![0] - stroke[i - 1]![0], stroke[i]![1] - stroke[i - 1]![1]);
    if (run >= limit && i < stroke.length - 1) {
      out.push(stroke.slice(start, i + 1));
      [start, run, limit] = [i, 0, uniform(2.5, 6)];
    }
  }
  return [...out, stroke.slice(start)];
}

/** The sub-paths as path data in pixels, each drawn from a random end, repeats after rounding dropped. */
function pathData(strokes: readonly Point[][], toPixels: (p: Point) => Point): string {
  return strokes
    .map((stroke) => {
      const ordered = randomInt(2) ? [...stroke].reverse() : stroke;
      const coords = ordered.map((p) => toPixels(p).map((n) => n.toFixed(1)).join(' '));
      return coords.filter((c, i) => c !== coords[i - 1]).map((c, i) => `${i === 0 ? 'M' : 'L'}${c}`).join('');
    })
    .join('');
}

/** The SVG markup of a captcha image for `text`. */
export function captchaSvg(text: string): string {
  const letters = glyphs(text);
  const box = bounds(letters.flat());
  const noise = Array.from({ length: 2 }, () => noiseStroke(box.maxX));
  const bend = warp({
    amplitudeY: uniform(0.3, 0.55),
    periodX: uniform(9, 16),
    phaseX: uniform(0, 2 * Math.PI),
    amplitudeX: uniform(0.1, 0.25),
    periodY: uniform(5, 8),
    phaseY: uniform(0, 2 * Math.PI),
  });
  const strokes = shuffle([...letters, ...noise].flatMap(pieces)).map((stroke) => stroke.map(bend));
  const scale = Math.min(UNIT, (WIDTH - 2 * MARGIN) / (box.maxX - box.minX), (HEIGHT - 2 * MARGIN) / (box.maxY - box.minY));
  const [offsetX, offsetY] = [(WIDTH - (box.maxX + box.minX) * scale) / 2, (HEIGHT - (box.maxY + box.minY) * scale) / 2];
  const d = pathData(strokes, ([x, y]) => [offsetX + x * scale, offsetY + y * scale]);
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`;
  const ink = `stroke="${pick(INK)}" stroke-width="${STROKE_WIDTH}" fill="none" stroke-linecap="round" stroke-linejoin="round"`;
  return `${open}<rect width="100%" height="100%" fill="${PAPER}"/><path d="${d}" ${ink}/></svg>`;
}
