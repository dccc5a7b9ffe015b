/**
 * An attacker's captcha reader, as cheap as the one that read our first captcha 105/105. It parses
 * the SVG's paths and keeps the ink (the widest stroke); it ignores any `transform`, since the
 * coordinates under it are the upright glyph. It segments the ink into glyphs: one per path element,
 * else (sub-paths wider than a glyph dropped as noise) by x-position clusters of the sub-paths or by
 * equal columns. Each glyph is rasterised into a small grid and read as the font template nearest
 * by chamfer distance. The tests measure how often it reads a captcha right.
 */
type Point = readonly [number, number];
type Polyline = readonly Point[];
type Grid = Uint8Array;

const COLS = 12;
const ROWS = 18;
const CURVE_STEPS = 8;

interface SvgPath {
  d: string;
  attributes: Record<string, string>;
}

/** Every <path> element with its attributes. */
export function svgPaths(svg: string): SvgPath[] {
  return [...svg.matchAll(/<path ([^>]*?)\/?>/g)].map(([, body]) => {
    const attributes = Object.fromEntries([...body!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k!, v!]));
    return { d: attributes.d ?? '', attributes };
  });
}

const lerp = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/** The sub-paths of absolute path data (M, L, Q, C, Z), curves flattened into points. */
export function polylines(d: string): Point[][] {
  const tokens = d.match(/[MLQCZ]|-?\d*\.?\d+(?:e-?\d+)?/gi) ?? [];
  const lines: Point[][] = [];
  let command = 'M';
  let i = 0;
  const next = (): Point => [Number(tokens[i++]), Number(tokens[i++])];
  while (i < tokens.length) {
    if (/[a-z]/i.test(tokens[i]!)) command = tokens[i++]!.toUpperCase();
    const current = lines.at(-1);
    const last = current?.at(-1);
    if (command === 'Z') {
      if (current?.[0]) current.push(current[0]);
    } else if (command === 'M') {
      lines.push([next()]);
      command = 'L';
    } else if (command === 'L') current!.push(next());
    else if (command === 'Q' || command === 'C') {
      const controls = command === 'Q' ? [last!, next(), next()] : [last!, next(), next(), next()];
      for (let s = 1; s <= CURVE_STEPS; s++) {
        let level: Point[] = controls;
        while (level.length > 1) level = level.slice(1).map((p, k) => lerp(level[k]!, p, s / CURVE_STEPS));
        current!.push(level[0]!);
      }
    }
  }
  return lines;
}

/** The lines stretched over the grid by their bounding box (so any glyph aspect matches) and drawn. */
export function rasterise(lines: readonly Polyline[]): Grid {
  const points = lines.flat();
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const [minX, minY] = [Math.min(...xs), Math.min(...ys)];
  const [w, h] = [Math.max(...xs) - minX || 1, Math.max(...ys) - minY || 1];
  const [scaleX, scaleY] = [(COLS - 1) / w, (ROWS - 1) / h];
  const grid = new Uint8Array(COLS * ROWS);
  for (const line of lines) {
    for (let k = 0; k < line.length; k++) {
      const [a, b] = [line[k]!, line[Math.min(k + 1, line.length - 1)]!];
      const steps = Math.ceil(Math.hypot((b[0] - a[0]) * scaleX, (b[1] - a[1]) * scaleY) * 3) + 1;
      for (let s = 0; s <= steps; s++) {
        const [x, y] = lerp(a, b, s / steps);
        grid[Math.round((y - minY) * scaleY) * COLS + Math.round((x - minX) * scaleX)] = 1;
      }
    }
  }
  return grid;
}

/** Each cell's distance to the nearest ink cell (two-pass chamfer). */
function distances(grid: Grid): Float32Array {
  const d = Float32Array.from(grid, (v) => (v ? 0 : 99));
  const relax = (i: number, j: number, cost: number) => {
    if (d[j]! + cost < d[i]!) d[i] = d[j]! + cost;
  };
  for (let y = 0; y < ROWS; y++)
    for (let x = 0; x < COLS; x++) {
      const i = y * COLS + x;
      if (x > 0) relax(i, i - 1, 1);
      if (y > 0) relax(i, i - COLS, 1);
      if (x > 0 && y > 0) relax(i, i - COLS - 1, 1.4);
      if (x < COLS - 1 && y > 0) relax(i, i - COLS + 1, 1.4);
    }
  for (let y = ROWS - 1; y >= 0; y--)
    for (let x = COLS - 1; x >= 0; x--) {
      const i = y * COLS + x;
      if (x < COLS - 1) relax(i, i + 1, 1);
      if (y < ROWS - 1) relax(i, i + COLS, 1);
      if (x < COLS - 1 && y < ROWS - 1) relax(i, i + COLS + 1, 1.4);
      if (x > 0 && y < ROWS - 1) relax(i, i + COLS - 1, 1.4);
    }
  return d;
}

interface Template {
  char: string;
  grid: Grid;
  distance: Float32Array;
}

/** Mean distance of each grid's ink to the other's: 0 for identical drawings. */
function chamfer(grid: Grid, distance: Float32Array, template: Template): number {
  let [sum, n] = [0, 0];
  for (let i = 0; i < grid.length; i++) {
    if (grid[i]) [sum, n] = [sum + template.distance[i]!, n + 1];
    if (template.grid[i]) [sum, n] = [sum + distance[i]!, n + 1];
  }
  return sum / n;
}

/** Templates from every form of every character the font draws. */
export function templates(forms: Readonly<Record<string, readonly (readonly Polyline[])[]>>): Template[] {
  return Object.entries(forms).flatMap(([char, list]) =>
    list.map((strokes) => {
      const grid = rasterise(strokes);
      return { char, grid, distance: distances(grid) };
    }),
  );
}

/** The best template for a group of lines, and its distance. */
function classify(lines: readonly Polyline[], known: readonly Template[]): { char: string; score: number } {
  if (lines.flat().length === 0) return { char: '?', score: 99 };
  const grid = rasterise(lines);
  const distance = distances(grid);
  return known.reduce((best, t) => {
    const score = chamfer(grid, distance, t);
    return score < best.score ? { char: t.char, score } : best;
  }, { char: '?', score: Infinity });
}

const centreX = (line: Polyline) => line.reduce((s, p) => s + p[0], 0) / line.length;

/** Sub-paths grouped into k clusters by their x centre (1-D k-means, seeded evenly over the ink). */
function clusters(lines: readonly Polyline[], k: number): Polyline[][] {
  const xs = lines.map(centreX);
  const [min, max] = [Math.min(...xs), Math.max(...xs)];
  let centres = Array.from({ length: k }, (_, c) => min + ((c + 0.5) * (max - min)) / k);
  let groups: Polyline[][] = [];
  for (let round = 0; round < 10; round++) {
    groups = centres.map(() => []);
    lines.forEach((line, i) => {
      const nearest = centres.reduce((best, c, j) => (Math.abs(xs[i]! - c) < Math.abs(xs[i]! - centres[best]!) ? j : best), 0);
      groups[nearest]!.push(line);
    });
    centres = groups.map((g, j) => (g.length ? g.reduce((s, l) => s + centreX(l), 0) / g.length : centres[j]!));
  }
  return groups;
}

/** The ink's points cut into k equal columns. */
function columns(lines: readonly Polyline[], k: number): Polyline[][] {
  const xs = lines.flat().map((p) => p[0]);
  const [min, max] = [Math.min(...xs), Math.max(...xs)];
  const width = (max - min) / k;
  return Array.from({ length: k }, (_, c) =>
    lines.map((line) => line.filter(([x]) => x >= min + c * width && x <= min + (c + 1) * width)).filter((l) => l.length > 1),
  );
}

/** The reader's guess at the captcha's text. */
export function solve(svg: string, known: readonly Template[]): string {
  const paths = svgPaths(svg).filter((p) => p.attributes.stroke && p.attributes.fill === 'none');
  const widest = Math.max(...paths.map((p) => Number(p.attributes['stroke-width'] ?? 1)));
  const ink = paths.filter((p) => Number(p.attributes['stroke-width'] ?? 1) === widest).map((p) => polylines(p.d));
  const read = (groups: Polyline[][]) => {
    const guesses = groups.map((g) => classify(g, known));
    return { text: guesses.map((g) => g.char).join(''), score: guesses.reduce((s, g) => s + g.score, 0) / guesses.length };
  };
  if (ink.length >= 4) return read([...ink].sort((a, b) => centreX(a.flat()) - centreX(b.flat()))).text;
  // A sub-path wider than a glyph can be is noise.
  const all = ink.flat();
  const ys = all.flat().map((p) => p[1]);
  const glyphWidth = 0.8 * (Math.max(...ys) - Math.min(...ys));
  const lines = all.filter((line) => Math.max(...line.map((p) => p[0])) - Math.min(...line.map((p) => p[0])) <= glyphWidth);
  const readings = [4, 5].flatMap((k) => [read(clusters(lines, k)), read(columns(lines, k))]);
  return readings.reduce((best, r) => (r.score < best.score ? r : best)).text;
}
