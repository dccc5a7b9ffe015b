/**
 * The console's catalogue and lottery calls (issue 13). Vendor order and display are each
 * merchant's own; games (on/off, hot), vendor credentials and lottery games are the platform's,
 * changed by platform-wide operators only (docs/console.md "Catalogue and lottery").
 */
import type { Page } from './consolePlayers';
import type { GameType } from './games';
import type { IssueStatus } from './lottery';
import { CONSOLE_API } from './operator';

export const CatalogAdminPath = {
  /** GET ?merchantCode (platform-wide operators name one) → ConsoleVendor[]; PUT VendorLayoutRequest: order and display of the merchant's vendors. */
  vendors: `${CONSOLE_API}/catalog/vendors`,
  /** GET ?page&search → Page<ConsoleGame>, in the vendor's order. */
  games: (vendorCode: string) => `${CONSOLE_API}/catalog/vendors/${vendorCode}/games`,
  /** PUT GameSwitchRequest (platform-wide operators). */
  game: (id: number | string) => `${CONSOLE_API}/catalog/games/${id}`,
  /** GET → VendorCredentialSummary[]: which vendors have a signing secret, since when (never the secret). */
  credentials: `${CONSOLE_API}/catalog/credentials`,
  /** POST: issue or rotate the vendor's signing secret (platform-wide operators) → VendorSecretValue, shown once. */
  credential: (vendorCode: string) => `${CONSOLE_API}/catalog/credentials/${vendorCode}`,
} as const;

/** A vendor in one category of a merchant's layout. */
export interface ConsoleVendor {
  vendorCode: string;
  displayName: string;
  gameType: GameType;
  /** Position among the category's vendors (the merchant's, or the catalogue default). */
  ordinal: number;
  display: boolean;
  seamless: boolean;
}

export interface VendorCredentialSummary {
  vendorCode: string;
  /** When its signing secret was issued or last rotated. */
  issuedAt: number;
}

export interface VendorLayoutEntry {
  vendorCode: string;
  gameType: GameType;
  ordinal: number;
  display: boolean;
}

/** Entries to set; pairs not named keep their setting. */
export interface VendorLayoutRequest {
  /** A platform-wide operator names the merchant; a merchant's operator changes its own. */
  merchantCode?: string;
  entries: VendorLayoutEntry[];
}

export interface ConsoleGame {
  id: number;
  vendorCode: string;
  gameType: GameType;
  gameName: string;
  active: boolean;
  hot: boolean;
  sortOrder: number;
}

export interface GameSwitchRequest {
  active?: boolean;
  hot?: boolean;
}

/** The new signing secret: shown once; the previous one stops working at once. */
export interface VendorSecretValue {
  vendorCode: string;
  secret: string;
  issuedAt: number;
}

export const LotteryAdminPath = {
  /** GET → ConsoleLotteryGame[]. */
  games: `${CONSOLE_API}/lottery/games`,
  /** PUT LotteryGameSwitchRequest (platform-wide operators). */
  game: (code: string) => `${CONSOLE_API}/lottery/games/${code}`,
  /** GET ?gameCode → ConsoleIssue[]: the issues not drawn yet, soonest first, with their seed hashes. */
  upcoming: `${CONSOLE_API}/lottery/issues/upcoming`,
  /** GET ?gameCode&page&settlement → Page<ConsoleIssue>: draws whose time has come, newest first. */
  results: `${CONSOLE_API}/lottery/issues/results`,
} as const;

export interface ConsoleLotteryGame {
  gameCode: string;
  labelName: string;
  kind: string;
  enabled: boolean;
}

export interface LotteryGameSwitchRequest {
  enabled: boolean;
}

/**
 * settled: every bet paid out; pending: its draw or settlement is still within the grace time;
 * failed: not settled LOTTERY_SETTLE_GRACE_MS after its draw time (the scheduler retries; look at it).
 */
export type SettlementStatus = 'settled' | 'pending' | 'failed';
export const LOTTERY_SETTLE_GRACE_MS = 5 * 60_000;

export interface ConsoleIssue {
  gameCode: string;
  issueNumber: string;
  status: IssueStatus;
  opensAt: number;
  closesAt: number;
  drawAt: number;
  seedHash: string;
  /** Revealed once drawn; null before. */
  seed: string | null;
  numbers: string[];
  settlement: SettlementStatus;
  drawnAt: number | null;
  settledAt: number | null;
}

export type ConsoleIssuePage = Page<ConsoleIssue>;
