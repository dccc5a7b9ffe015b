/**
 * Wire contract of the lottery (issue 5; spec §2 /moreLottery, /startLottery, lottery tiles; §3
 * lottery tile, prize modes, play types; §7 lottery list and /lgw/orders). Amounts are integer
 * minor units; odds are integer thousandths (9.8× is 9800); times are epoch ms.
 */

/** Prize modes (§3): Lott and ZY for the lottery centre (ZY trades odds for a rebate), Elott for e-lottery. */
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** Play types (§3): digit bets are Tradition; big/small, sums and the like are Entertainment. */
export type PlayType = 'Tradition' | 'Entertainment';

/** Draw formats: 5-digit (SSC), three dice (K3), Vietnamese northern and southern results. */
export type DrawKind = 'ssc' | 'k3' | 'vn-north' | 'vn-south';

export type IssueStatus = 'open' | 'closed' | 'drawn' | 'settled';

/** One draw of a game. seedHash (SHA-256 of the server seed, hex) is published when the issue opens. */
export interface IssueSummary {
  gameCode: string;
  /** e.g. 20261121-0001: the draw's day (in the game's time zone) and its number that day. */
  issueNumber: string;
  opensAt: number;
  /** Bets are refused from this instant (drawAt minus the game's close seconds). */
  closesAt: number;
  drawAt: number;
  status: IssueStatus;
  seedHash: string;
}

/**
 * A posted result. numbers: SSC five digits 0-9, K3 three dice 1-6 (sorted as drawn), VN every
 * prize number in prize order as digit strings (prizes gives them grouped by tier, special first).
 */
export interface DrawResult extends IssueSummary {
  numbers: string[];
  prizes: string[][] | null;
  /** Revealed after the draw (hex); null before. */
  seed: string | null;
}

/** A lottery tile (§3 gameGroupCode, labelName) with what /m/moreLottery shows. */
export interface LotteryTile {
  gameCode: string;
  gameGroupCode: string;
  labelName: string;
  kind: DrawKind;
  prizeModes: PrizeMode[];
  /** Seconds between draws; null for daily draws. */
  intervalSeconds: number | null;
  closeSeconds: number;
  iconUrl: string;
  /** The vendor that serves it (TCG_LOTTO_VN for the Vietnamese games), or null for the house lottery. */
  vendorCode: string | null;
  next: IssueSummary | null;
  last: DrawResult | null;
}

/** How a bet type's selection is made: positions of digits, numbers from a set, or one named option. */
export interface SelectionRule {
  /** digits: one list of digits per position; numbers: picks from min..max; option: one of options. */
  kind: 'digits' | 'numbers' | 'option';
  /** digits: how many positions; numbers: how many picks. */
  count?: number;
  min?: number;
  max?: number;
  /** Zero-padded width of each number ("07"). */
  width?: number;
  options?: string[];
}

/** One bet type of a game's odds table. */
export interface BetType {
  code: string;
  playType: PlayType;
  selection: SelectionRule;
  /** Units one selection costs (VN bao lô 2 north: 27, one per prize). */
  stakeMultiplier: number;
  /** Odds in thousandths per prize mode (after that mode's rebate). */
  odds: Partial<Record<PrizeMode, number>>;
  /** Rebate in basis points of the stake per prize mode, paid at settlement win or lose. */
  rebateBp: Partial<Record<PrizeMode, number>>;
  /** Options with their own odds (K3 sums): option → odds in thousandths per prize mode. */
  optionOdds?: Record<string, Partial<Record<PrizeMode, number>>>;
}

/** GET LotteryPath.game: a game's tile, odds table and the server clock (for the countdown's skew). */
export interface LotteryGameInfo {
  tile: LotteryTile;
  betTypes: BetType[];
  /** Issues open for betting now and next (for chase), in draw order. */
  upcoming: IssueSummary[];
  serverTime: number;
}

export type SuborderStatus = 'pending' | 'won' | 'lost' | 'cancelled';
export type OrderStatus = 'pending' | 'partly.settled' | 'settled' | 'cancelled';

/** One issue's share of an order. */
export interface Suborder {
  id: number;
  issueNumber: string;
  amount: number;
  status: SuborderStatus;
  winAmount: number;
  rebateAmount: number;
  settledAt: number | null;
}

export interface Order {
  orderId: number;
  gameCode: string;
  betType: string;
  selection: string[][];
  prizeMode: PrizeMode;
  /** Stake of one unit, in minor units; the amount per issue is unitStake × units × multiple. */
  unitStake: number;
  multiple: number;
  /** Units one issue costs: selections covered × the bet type's stake multiplier. */
  units: number;
  amountPerIssue: number;
  total: number;
  stopOnWin: boolean;
  status: OrderStatus;
  createdAt: number;
  suborders: Suborder[];
}

/** POST LotteryPath.orders: one bet on one or more issues (a chase when several). */
export interface PlaceOrderRequest {
  gameCode: string;
  prizeMode: PrizeMode;
  betType: string;
  /** digits: one array of digits per position; numbers: the picks; option: [[option]]. */
  selection: string[][];
  unitStake: number;
  multiple: number;
  /** Issue numbers, each still open; the first is usually the current one. */
  issues: string[];
  stopOnWin: boolean;
  /** The client's id of this placement; a retry with it returns the first order. */
  requestId: string;
}

/** POST LotteryPath.cancel: pending sub-orders of issues still open; each is refunded. */
export interface CancelSubordersRequest {
  orderId: number;
  suborderIds: number[];
}

/** GET LotteryPath.orders query: paged, by status and date (epoch ms, inclusive from, exclusive to). */
export interface OrderListQuery {
  status?: OrderStatus;
  from?: number;
  to?: number;
  pageNo: number;
  pageSize: number;
}

export interface OrderPage {
  content: Order[];
  pageNum: number;
  totalPages: number;
}

/** GET LotteryPath.verify: the issue's seed and hash, and the result recomputed from the seed. */
export interface VerifyResult {
  issue: DrawResult;
  /** SHA-256(seed) equals the hash published at opening. */
  hashMatches: boolean;
  /** The result derived from the seed equals the posted one. */
  resultMatches: boolean;
  recomputed: string[];
}

/** Paged results history of one game, newest first. */
export interface LotteryResultPage {
  content: DrawResult[];
  pageNum: number;
  totalPages: number;
}

export const LotteryPath = {
  /** GET ?prizeMode=Lott|Elott → LotteryTile[] (§7 lottery list, token sent when logged in). */
  list: '/wps/lottery/list',
  /** GET → LotteryTile[]: the most bet games of the last day. */
  popular: '/wps/lottery/popular',
  /** GET → LotteryTile[]: the lottery centre's games (home lottery tiles). */
  centre: '/wps/lottery/centre',
  /** GET ?gameCode= → LotteryGameInfo. */
  game: '/wps/lottery/game',
  /** GET ?gameCode=&pageNo=&pageSize= → LotteryResultPage, newest first. */
  results: '/wps/lottery/results',
  /** GET ?gameCode=&issueNumber= → VerifyResult (public). */
  verify: '/wps/lottery/verify',
  /** POST PlaceOrderRequest → Order; GET OrderListQuery → OrderPage. */
  orders: '/lgw/orders',
  /** GET ?orderId= → Order. */
  detail: '/lgw/orders/detail',
  /** POST CancelSubordersRequest → Order. */
  cancel: '/lgw/orders/suborders/cancel',
} as const;
