/**
 * The slider puzzle's images (PNG, pngjs): a textured background with a puzzle-shaped gap at a
 * secret x, and the piece cut from the same spot. Only the server knows x; the client gets the
 * two images and the piece's y. The texture (blended blobs, grain) and a fainter decoy gap keep
 * the gap from being found by a flat-colour scan; a determined image matcher can still find it,
 * which is why SMS sending has its own limits (sms/limits.ts).
 */
import { randomBytes, randomInt } from 'node:crypto';
import { PNG } from 'pngjs';

/** Background size, in image pixels; answers are in the same pixels. */
export const PUZZLE_WIDTH = 280;
export const PUZZLE_HEIGHT = 160;
/** The piece's square bounding box, in image pixels. */
export const PIECE_SIZE = 52;

const BODY = { left: 4, right: 40, top: 12, bottom: 48 };
const TABS = [
  { x: 22, y: 12, r: 8 },
  { x: 40, y: 30, r: 8 },
];
/** The gap never starts near x = 0, where the piece starts. */
const MIN_X = PIECE_SIZE + 12;
const MAX_X = PUZZLE_WIDTH - PIECE_SIZE - 4;
const MARGIN_Y = 4;
/** Grain cell size: coarse enough to keep the PNG small, fine enough to break up flat colour. */
const GRAIN = 4;
/** Both gaps get a shade from this range, so the darker one is not always the real one. */
const SHADE = { min: 40, max: 60 };

/** True when (x, y) of the piece's box is inside the puzzle shape (a square with two round tabs). */
function inShape(x: number, y: number): boolean {
  if (x >= BODY.left && x < BODY.right && y >= BODY.top && y < BODY.bottom) return true;
  return TABS.some((t) => (x - t.x) ** 2 + (y - t.y) ** 2 < t.r ** 2);
}

/** Inside the shape with a neighbour outside it: where the gap's and the piece's outline go. */
function onEdge(x: number, y: number): boolean {
  return inShape(x, y) && !(inShape(x - 1, y) && inShape(x + 1, y) && inShape(x, y - 1) && inShape(x, y + 1));
}

type Rgb = [number, number, number];

const randomColour = (): Rgb => [randomInt(40, 216), randomInt(40, 216), randomInt(40, 216)];
const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

/** A texture: a diagonal gradient, soft blobs of random colours, and grain in 4×4 cells. */
function texture(): Buffer {
  const data = Buffer.alloc(PUZZLE_WIDTH * PUZZLE_HEIGHT * 4);
  const [from, to] = [randomColour(), randomColour()];
  for (let y = 0; y < PUZZLE_HEIGHT; y++) {
    for (let x = 0; x < PUZZLE_WIDTH; x++) {
      const t = (x / PUZZLE_WIDTH + y / PUZZLE_HEIGHT) / 2;
      const at = (y * PUZZLE_WIDTH + x) * 4;
      for (let i = 0; i < 3; i++) data[at + i] = clamp(from[i]! + (to[i]! - from[i]!) * t);
      data[at + 3] = 255;
    }
  }
  for (let n = randomInt(12, 20); n > 0; n--) blob(data, randomInt(PUZZLE_WIDTH), randomInt(PUZZLE_HEIGHT), randomInt(12, 44), randomColour());
  const columns = Math.ceil(PUZZLE_WIDTH / GRAIN);
  const grain = randomBytes(columns * Math.ceil(PUZZLE_HEIGHT / GRAIN));
  for (let y = 0; y < PUZZLE_HEIGHT; y++) {
    for (let x = 0; x < PUZZLE_WIDTH; x++) {
      const noise = (grain[Math.floor(y / GRAIN) * columns + Math.floor(x / GRAIN)]! - 128) / 10;
      const at = (y * PUZZLE_WIDTH + x) * 4;
      for (let i = 0; i < 3; i++) data[at + i] = clamp(data[at + i]! + noise);
    }
  }
  return data;
}

/** Blends a disc of `colour` into the texture, opaque at its centre and fading to its rim. */
function blob(data: Buffer, cx: number, cy: number, r: number, colour: Rgb): void {
  for (let y = Math.max(0, cy - r); y < Math.min(PUZZLE_HEIGHT, cy + r); y++) {
    for (let x = Math.max(0, cx - r); x < Math.min(PUZZLE_WIDTH, cx + r); x++) {
      const weight = Math.min(1, 1.5 * (1 - Math.sqrt((x - cx) ** 2 + (y - cy) ** 2) / r));
      if (weight <= 0) continue;
      const at = (y * PUZZLE_WIDTH + x) * 4;
      for (let i = 0; i < 3; i++) data[at + i] = clamp(data[at + i]! + (colour[i]! - data[at + i]!) * weight);
    }
  }
}

/** Darkens the shape at (left, top) by a random shade, with a light outline; `mirrored` flips it for the decoy. */
function cutGap(data: Buffer, left: number, top: number, mirrored: boolean): void {
  const shade = randomInt(SHADE.min, SHADE.max + 1) / 100;
  for (let y = 0; y < PIECE_SIZE; y++) {
    for (let x = 0; x < PIECE_SIZE; x++) {
      const sx = mirrored ? PIECE_SIZE - 1 - x : x;
      if (!inShape(sx, y)) continue;
      const at = ((top + y) * PUZZLE_WIDTH + left + x) * 4;
      const edge = onEdge(sx, y);
      for (let i = 0; i < 3; i++) data[at + i] = edge ? clamp(data[at + i]! * 0.5 + 120) : clamp(data[at + i]! * shade);
    }
  }
}

/** The piece: the background's pixels under the shape at (left, top), transparent elsewhere. */
function cutPiece(data: Buffer, left: number, top: number): PNG {
  const piece = newPng(PIECE_SIZE, PIECE_SIZE);
  for (let y = 0; y < PIECE_SIZE; y++) {
    for (let x = 0; x < PIECE_SIZE; x++) {
      if (!inShape(x, y)) continue;
      const from = ((top + y) * PUZZLE_WIDTH + left + x) * 4;
      const to = (y * PIECE_SIZE + x) * 4;
      const edge = onEdge(x, y);
      for (let i = 0; i < 3; i++) piece.data[to + i] = edge ? clamp(data[from + i]! * 0.4 + 150) : data[from + i]!;
      piece.data[to + 3] = 255;
    }
  }
  return piece;
}

/** A decoy x clear of the real gap (the track is wide enough that one end always has room). */
function decoyX(gapX: number): number {
  const free = [];
  for (let x = MIN_X; x <= MAX_X; x++) if (Math.abs(x - gapX) >= PIECE_SIZE + 4) free.push(x);
  return free[randomInt(free.length)]!;
}

/**
 * The "up" filter only (trying every filter per row is far slower for a few KB less) and plain
 * deflate at level 6 (pngjs's default RLE strategy doubles the size): about 50 KB as base64.
 */
const ENCODING = { filterType: 2, deflateStrategy: 0, deflateLevel: 6 } as const;

const newPng = (width: number, height: number) => new PNG({ width, height, ...ENCODING });

/** The image as a data: URL. pack() deflates on libuv's thread pool, off the event loop. */
function dataUrl(png: PNG): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    png
      .pack()
      .on('data', (chunk: Buffer) => chunks.push(chunk))
      .on('end', () => resolve(`data:image/png;base64,${Buffer.concat(chunks).toString('base64')}`))
      .on('error', reject);
  });
}

export interface Puzzle {
  /** The secret: the piece's left edge when it fills the gap. */
  x: number;
  y: number;
  background: string;
  piece: string;
}

/** A new puzzle with the gap at a random x; the images are PNG data: URLs. */
export async function drawPuzzle(): Promise<Puzzle> {
  const x = randomInt(MIN_X, MAX_X + 1);
  const y = randomInt(MARGIN_Y, PUZZLE_HEIGHT - PIECE_SIZE - MARGIN_Y + 1);
  const data = texture();
  const piece = cutPiece(data, x, y);
  cutGap(data, x, y, false);
  // On the piece's own row, so the y the client is told does not single the real gap out.
  cutGap(data, decoyX(x), y, true);
  const background = newPng(PUZZLE_WIDTH, PUZZLE_HEIGHT);
  data.copy(background.data);
  const [backgroundUrl, pieceUrl] = await Promise.all([dataUrl(background), dataUrl(piece)]);
  return { x, y, background: backgroundUrl, piece: pieceUrl };
}
