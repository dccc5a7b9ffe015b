import type { DrawKind } from '../../contract/lottery';
import { betType, type BetTypeSpec } from './modes';
import type { LotteryGameDefinition } from './types';

/** What tells the house's fast interval games apart: their code, group, draw kind and odds table. */
export interface HouseGameFamily {
  /** Game code of an n-minute game. */
  code: (minutes: number) => string;
  gameGroupCode: string;
  kind: DrawKind;
  betTypes: readonly BetTypeSpec[];
}

/** A house game drawn every `minutes` in Dhaka time, sold in every prize mode. */
export function houseIntervalGame(family: HouseGameFamily, minutes: number, closeSeconds: number): LotteryGameDefinition {
  return {
    code: family.code(minutes),
    gameGroupCode: family.gameGroupCode,
    labelName: `${family.gameGroupCode} ${minutes} Minute${minutes === 1 ? '' : 's'}`,
    kind: family.kind,
    intervalSeconds: minutes * 60,
    dailyDrawTimes: null,
    timeZone: 'Asia/Dhaka',
    closeSeconds,
    prizeModes: ['Lott', 'ZY', 'Elott'],
    vendorCode: null,
    betTypes: family.betTypes.map((spec) => betType(spec, true)),
  };
}
