import type { BetType, DrawKind, PrizeMode } from '../../contract/lottery';

/** One game of the lottery: its schedule, its draw format and its one odds table. */
export interface LotteryGameDefinition {
  code: string;
  gameGroupCode: string;
  /** English display name; the site translates by code. */
  labelName: string;
  kind: DrawKind;
  /** Seconds between draws; null for daily games. */
  intervalSeconds: number | null;
  /** Local draw times ('HH:mm' in timeZone) of daily games; null for interval games. */
  dailyDrawTimes: readonly string[] | null;
  /** IANA zone the issue day (and daily draw times) are counted in. */
  timeZone: string;
  /** Betting closes this many seconds before the draw. */
  closeSeconds: number;
  prizeModes: readonly PrizeMode[];
  /** TCG_LOTTO_VN for the Vietnamese games, null for the house lottery. */
  vendorCode: string | null;
  betTypes: readonly BetType[];
}
