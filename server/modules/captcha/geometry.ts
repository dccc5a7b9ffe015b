/**
 * Point geometry for the captcha image. Every distortion moves the path's own coordinates: an SVG
 * `transform` attribute would leave the clean glyph in the markup for a parser to read.
 */
import { randomInt } from 'node:crypto';

export type Point = readonly [number, number];
export type Polyline = readonly Point[];

/** A uniformly random number in [min, max). */
export const uniform = (min: number, max: number): number => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);

/** A random element of a non-empty list. */
export const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)]!;

/** The list in a random order (Fisher–Yates). */
export function shuffle<T>(list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Points at most `step` apart along the line, so a non-linear warp bends straight segments too. */
export function subdivide(line: Polyline, step: number): Point[] {
  const out: Point[] = [line[0]!];
  for (let i = 1; i < line.length; i++) {
    const [[ax, ay], [bx, by]] = [line[i - 1]!, line[i]!];
    const n = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / step));
    for (let s = 1; s <= n; s++) out.push([ax + ((bx - ax) * s) / n, ay + ((by - ay) * s) / n]);
  }
  return out;
}

/** One round of Chaikin corner cutting: corners become curves, the ends stay where they were. */
export function roundCorners(line: Polyline): Point[] {
  if (line.length < 3) return [...line];
  const cuts = line.slice(1).flatMap(([bx, by], i): Point[] => {
    const [ax, ay] = line[i]!;
    return [
      [0.75 * ax + 0.25 * bx, 0.75 * ay + 0.25 * by],
      [0.25 * ax + 0.75 * bx, 0.25 * ay + 0.75 * by],
    ];
  });
  return [line[0]!, ...cuts.slice(1, -1), line.at(-1)!];
}

/** A quadratic Bézier curve as `steps` + 1 points. */
export function quadratic(from: Point, control: Point, to: Point, steps: number): Point[] {
  return Array.from({ length: steps + 1 }, (_, s): Point => {
    const t = s / steps;
    const [u, v, w] = [(1 - t) ** 2, 2 * t * (1 - t), t ** 2];
    return [u * from[0] + v * control[0] + w * to[0], u * from[1] + v * control[1] + w * to[1]];
  });
}

/** Per-glyph distortion: scaled, sheared and rotated about `centre`, then moved to `to`. */
export interface Affine {
  centre: Point;
  to: Point;
  scaleX: number;
  scaleY: number;
  shear: number;
  degrees: number;
}

/** The point under the affine distortion. */
export function affine({ centre, to, scaleX, scaleY, shear, degrees }: Affine): (p: Point) => Point {
  const [cos, sin] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
  return ([x, y]) => {
    const dy = (y - centre[1]) * scaleY;
    const dx = (x - centre[0]) * scaleX + shear * dy;
    return [to[0] + dx * cos - dy * sin, to[1] + dx * sin + dy * cos];
  };
}

/** A sine-wave displacement across the whole image: neighbouring glyphs bend differently. */
export interface Wave {
  amplitudeY: number;
  periodX: number;
  phaseX: number;
  amplitudeX: number;
  periodY: number;
  phaseY: number;
}

/** The point displaced by the wave: vertically by its x, horizontally by its y. */
export function warp(w: Wave): (p: Point) => Point {
  return ([x, y]) => [
    x + w.amplitudeX * Math.sin((2 * Math.PI * y) / w.periodY + w.phaseY),
    y + w.amplitudeY * Math.sin((2 * Math.PI * x) / w.periodX + w.phaseX),
  ];
}

/** The smallest box around the points. */
export function bounds(points: readonly Point[]): { minX: number; maxX: number; minY: number; maxY: number } {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}
