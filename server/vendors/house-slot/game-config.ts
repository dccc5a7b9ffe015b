/**
 * The house slot's published rules: symbols, paytable, the 20 fixed paylines, reel strips and
 * stakes. Tuned so the exact return (rtp.ts, full enumeration) is 96.05 %; docs/house-slot.md
 * publishes the same figures, and the tests hold both to these tables.
 */

export const REEL_COUNT = 5;
export const ROW_COUNT = 3;

/** Symbol ids index every table below; `code` is the letter used in strips and on the wire. */
export const SYMBOLS = [
  { code: 'W', name: 'wild' },
  { code: '7', name: 'seven' },
  { code: 'B', name: 'bell' },
  { code: 'M', name: 'melon' },
  { code: 'G', name: 'grapes' },
  { code: 'O', name: 'orange' },
  { code: 'L', name: 'lemon' },
  { code: 'C', name: 'cherry' },
  { code: 'S', name: 'scatter' },
] as const;

export const SYMBOL_COUNT = SYMBOLS.length;
export const WILD = 0;
export const SCATTER = 8;

/**
 * Line pays: PAYTABLE[symbol][count] is the multiplier of the line stake for `count` matching
 * symbols on a line from the leftmost reel (counts below 3 pay nothing). The wild stands in for
 * every symbol but the scatter, and a line of wilds pays as wilds.
 */
export const PAYTABLE: readonly (readonly number[])[] = [
  [0, 0, 0, 50, 250, 1000],
  [0, 0, 0, 25, 100, 500],
  [0, 0, 0, 20, 60, 250],
  [0, 0, 0, 15, 40, 150],
  [0, 0, 0, 10, 25, 100],
  [0, 0, 0, 5, 15, 60],
  [0, 0, 0, 5, 10, 40],
  [0, 0, 0, 5, 10, 25],
];

/** Scatter pays: SCATTER_PAYS[count] multiplies the TOTAL stake, for scatters anywhere in the window. */
export const SCATTER_PAYS: readonly number[] = [0, 0, 0, 2, 10, 50];

/** The 20 fixed paylines: the row (0 top, 1 middle, 2 bottom) the line crosses on each reel. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

export const LINE_COUNT = PAYLINES.length;

/**
 * Reel strips (symbol codes, read cyclically). A stop shows strip[stop], strip[stop+1] and
 * strip[stop+2] top to bottom. Scatters sit at least 3 apart, so a reel shows at most one.
 */
export const STRIPS: readonly string[] = [
  'COBLCMSGWOCLBM7COGLCMOSCBGLWOCM7LG',
  '7GCOBLMCWGOCLMBO7GCWLSMCOLGBCWOML',
  'LGC7OBLMCWGOLCSMBOGC7LWMOCLGBCSOWM',
  'WSMLCGO7LBCMWOGCLMOBCGLW7COMLGBCO',
  'BOMSLWCGOLCMB7OGCLMSOWCBGLCOM7LGC',
];

/**
 * Total stakes offered, in minor units. Each is a multiple of LINE_COUNT, so the line stake is a
 * whole minor unit and the floor in winAmount never cuts anything at these stakes.
 */
export const STAKES: readonly number[] = [20, 40, 100, 200, 500, 1000, 2000];

/** The exact return at every offered stake, as rtp.ts computes it (a test holds the two equal). */
export const PUBLISHED_RTP = 0.9605082154;
