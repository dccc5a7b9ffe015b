/**
 * The console's player views (issue 13): search, a player's page and what support, risk and
 * finance do there. A merchant's operator sees only its merchant's players; a platform-wide one
 * names the merchant (merchantCode query) or searches them all.
 */
import { CONSOLE_API } from './operator';

export const PlayerPath = {
  /** GET PlayerSearchQuery → PlayerSummary[] (at most PLAYER_SEARCH_LIMIT). */
  search: `${CONSOLE_API}/players`,
  /** GET → PlayerDetail. Players are addressed by their numeric id, unique across merchants. */
  player: (id: number | string) => `${CONSOLE_API}/players/${id}`,
  /** GET ?kind&from&to&page → Page<PlayerPosting>. */
  postings: (id: number | string) => `${CONSOLE_API}/players/${id}/postings`,
  /** GET → PlayerSession[]; DELETE: force logout (ends every session). */
  sessions: (id: number | string) => `${CONSOLE_API}/players/${id}/sessions`,
  /** GET → LoginAttempt[] (newest first). */
  logins: (id: number | string) => `${CONSOLE_API}/players/${id}/logins`,
  /** GET ?page → Page<GameRound>. */
  rounds: (id: number | string) => `${CONSOLE_API}/players/${id}/rounds`,
  /** GET ?page → Page<PlayerLotteryOrder>. */
  lotteryOrders: (id: number | string) => `${CONSOLE_API}/players/${id}/lottery-orders`,
  /** GET → PlayerNote[]; POST { text }. */
  notes: (id: number | string) => `${CONSOLE_API}/players/${id}/notes`,
  /** PUT { blocked, reason }: block (ends its sessions, refuses login) or unblock. */
  block: (id: number | string) => `${CONSOLE_API}/players/${id}/block`,
} as const;

export const PLAYER_SEARCH_LIMIT = 50;
export const CONSOLE_PAGE_SIZE = 50;

export interface PlayerSearchQuery {
  /** Username, mobile, email or id; a prefix of a username matches. */
  q: string;
  merchantCode?: string;
}

/** One page of a list, newest first. */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

export interface PlayerSummary {
  id: number;
  merchantCode: string;
  username: string;
  /** 'member' | 'agent' | 'trial'. */
  memberType: string;
  mobile: string | null;
  email: string | null;
  blocked: boolean;
  createdAt: number;
  lastLoginAt: number | null;
}

/** Balances in minor units. */
export interface PlayerBalances {
  real: number;
  bonus: number;
  withdrawal: number;
  points: number;
  demo: number;
}

export interface PlayerDetail extends PlayerSummary {
  realName: string | null;
  language: string | null;
  balances: PlayerBalances;
  blockReason: string | null;
}

export interface PlayerPosting {
  transactionId: number;
  /** The wallet intent: stake, payout, refund, adjust, deposit, … */
  kind: string;
  /** Signed minor units on the player's account. */
  amount: number;
  /** The account the leg was on: real, bonus, withdrawal, points, demo. */
  account: string;
  /** The posting's idempotency key: the vendor transaction, order, withdrawal or operator reference. */
  reference: string;
  /** What the posting is about (vendorCode, gameType, roundId, orderId, reason…), as the intent stored it. */
  detail: Record<string, unknown>;
  createdAt: number;
}

export interface PlayerSession {
  id: number;
  createdAt: number;
  lastSeenAt: number | null;
  ip: string | null;
  device: string | null;
}

export interface LoginAttempt {
  at: number;
  ok: boolean;
  ip: string | null;
  reason: string | null;
}

/**
 * A round: the ledger's game postings sharing a vendor and round id (every vendor's, the house
 * lottery's included, whose round is its order). `stake` is net of refunds.
 */
export interface GameRound {
  roundId: string;
  vendorCode: string;
  /** slot, lottery, live… (the vendor's game type); '' when the vendor did not say. */
  gameType: string;
  /** The game's id as text; '' when the vendor did not say. */
  gameCode: string;
  /** real or demo (a trial's play money). */
  account: string;
  stake: number;
  win: number;
  at: number;
}

/** One issue of a lottery order (a chase has one per issue). */
export interface PlayerLotteryOrder {
  orderNo: string;
  suborderId: number;
  lotteryCode: string;
  issue: string;
  stake: number;
  /** null until the issue is settled (and for a cancelled one). */
  win: number | null;
  /** pending, won, lost, cancelled. */
  status: string;
  at: number;
}

export interface PlayerNote {
  id: number;
  text: string;
  operator: string;
  at: number;
}

export interface PlayerNoteRequest {
  text: string;
}

/** DELETE body of PlayerPath.sessions: why the operator ends every session (audited). */
export interface PlayerLogoutRequest {
  reason: string;
}

export interface PlayerBlockRequest {
  blocked: boolean;
  reason: string;
}
