/** What a spin shows on the wire, shared by /spin and the verifier: the window by symbol code and each win. */
import { Type } from '@sinclair/typebox';
import { winAmount, type SpinOutcome } from './engine';
import { LINE_COUNT, SCATTER_PAYS, SYMBOLS } from './game-config';

export interface OutcomeReply {
  /** reels[reel][row], symbol codes top to bottom. */
  reels: string[][];
  lines: { line: number; symbol: string; count: number; win: number }[];
  scatter: { count: number; win: number };
  stake: number;
  win: number;
}

/** The TypeBox fields of OutcomeReply, spread into each reply's schema. */
export const OutcomeReplyFields = {
  reels: Type.Array(Type.Array(Type.String())),
  lines: Type.Array(Type.Object({ line: Type.Integer(), symbol: Type.String(), count: Type.Integer(), win: Type.Integer() })),
  scatter: Type.Object({ count: Type.Integer(), win: Type.Integer() }),
  stake: Type.Integer(),
  win: Type.Integer(),
};

export function outcomeReply(outcome: SpinOutcome): OutcomeReply {
  return {
    reels: outcome.grid.map((column) => column.map((id) => SYMBOLS[id].code)),
    lines: outcome.lines.map((l) => ({ line: l.line, symbol: SYMBOLS[l.symbol].code, count: l.count, win: winAmount(outcome.stake, l.multiplier) })),
    scatter: { count: outcome.scatterCount, win: winAmount(outcome.stake, SCATTER_PAYS[outcome.scatterCount] * LINE_COUNT) },
    stake: outcome.stake,
    win: outcome.win,
  };
}
