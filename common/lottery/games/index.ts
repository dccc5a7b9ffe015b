import type { BetType } from '../../contract/lottery';
import { K3_GAMES } from './k3';
import { SSC_GAMES } from './ssc';
import type { LotteryGameDefinition } from './types';
import { VN_GAMES } from './vn';

export type { LotteryGameDefinition } from './types';
export { VN_PRIZE_TIERS, type VnKind, type VnPrizeTier } from './vn';
export { ZY_REBATE_BP, ELOTT_DISCOUNT_BP } from './modes';

/** Every game, each with its one odds table (see ssc.ts, k3.ts and vn.ts for the odds and their RTP). */
export const LOTTERY_GAMES: readonly LotteryGameDefinition[] = [...SSC_GAMES, ...K3_GAMES, ...VN_GAMES];

const BY_CODE = new Map(LOTTERY_GAMES.map((game) => [game.code, game]));

export function findLotteryGame(code: string): LotteryGameDefinition | undefined {
  return BY_CODE.get(code);
}

export function findBetType(game: LotteryGameDefinition, code: string): BetType | undefined {
  return game.betTypes.find((type) => type.code === code);
}
