import type { BetType, PlayType, PrizeMode, SelectionRule } from '../../contract/lottery';

/**
 * Prize modes, one rule each, applied to a bet type's full odds so every table states only those:
 * - Lott: the full odds, no rebate.
 * - ZY: odds × (1 − 2%) and 2% of the stake paid back at settlement, win or lose. Its RTP is
 *   0.98 × RTP(Lott) + 0.02, still below 100% whenever Lott's is.
 * - Elott (e-lottery, the ELOTT category): Entertainment bet types of SSC and K3 only, at the
 *   odds × (1 − 1%) and no rebate; the e-lottery is sold through its own list and channel, and
 *   that point pays for it. Tradition bet types and the Vietnamese games have no Elott odds.
 * Reduced odds are floored to the thousandth, so rounding never raises the RTP.
 */
export const ZY_REBATE_BP = 200;
export const ELOTT_DISCOUNT_BP = 100;

const reduce = (odds: number, bp: number): number => Math.floor((odds * (10_000 - bp)) / 10_000);

function modeOdds(lott: number, elott: boolean): Partial<Record<PrizeMode, number>> {
  const odds: Partial<Record<PrizeMode, number>> = { Lott: lott, ZY: reduce(lott, ZY_REBATE_BP) };
  if (elott) odds.Elott = reduce(lott, ELOTT_DISCOUNT_BP);
  return odds;
}

/** Which modes a bet type is sold in: Elott only for Entertainment bets of games that offer it. */
const sellsElott = (playType: PlayType, elottGame: boolean) => elottGame && playType === 'Entertainment';

export interface BetTypeSpec {
  code: string;
  playType: PlayType;
  selection: SelectionRule;
  stakeMultiplier?: number;
  /** Full (Lott) odds in thousandths, for bet types with one price. */
  odds?: number;
  /** Full (Lott) odds in thousandths per option, for bet types priced per option (K3 sums). */
  optionOdds?: Record<string, number>;
}

/** Expands a table row (full odds) into the wire BetType with every prize mode the game sells it in. */
export function betType(spec: BetTypeSpec, elottGame: boolean): BetType {
  const elott = sellsElott(spec.playType, elottGame);
  const rebateBp: Partial<Record<PrizeMode, number>> = { Lott: 0, ZY: ZY_REBATE_BP };
  if (elott) rebateBp.Elott = 0;
  const type: BetType = {
    code: spec.code,
    playType: spec.playType,
    selection: spec.selection,
    stakeMultiplier: spec.stakeMultiplier ?? 1,
    // Bet types priced per option show their best odds as the headline.
    odds: modeOdds(spec.odds ?? Math.max(...Object.values(spec.optionOdds ?? {})), elott),
    rebateBp,
  };
  if (spec.optionOdds) {
    type.optionOdds = Object.fromEntries(
      Object.entries(spec.optionOdds).map(([option, odds]) => [option, modeOdds(odds, elott)]),
    );
  }
  return type;
}
