/**
 * A vendor's server adapter (ARCHITECTURE.md "Vendor registry", server side): how the platform
 * starts a game of that vendor. Seamless-wallet vendors then move money only through the signed
 * wallet API (seamless/contract.ts). House vendors implement the same contract as a third party.
 */
import type { GameItem, GameType, LaunchMode } from '@common/contract/games';
import type { RegistryItem } from '@common/registry';
import type { TransferWalletVendor } from './transfer-wallet';

/** Everything a vendor needs to build its launch URL. */
export interface LaunchContext {
  /** The game session the launch created; the vendor names it in every wallet call. */
  sessionId: string;
  /**
   * A one-time ticket for the session (launch/tickets.ts), for a game URL on this server: the
   * page exchanges it for a credential kept out of URLs, so the URL is worthless once used.
   */
  ticket: string;
  merchantCode: string;
  /** The member's username as the vendor may show it. */
  playerName: string;
  /** Null for a vendor-lobby launch (vendor tile, /m/game?vassKey=). */
  game: GameItem | null;
  gameType: GameType;
  vendorCode: string;
  mode: LaunchMode;
  /** Upper-case language code of the request (§7 Language header). */
  language: string;
  device: string;
  /** Where the game's exit returns to: a /m URL of this site. */
  backUrl: string;
  lottoArea?: string;
  lottoPrizeMode?: string;
  lottoView?: string;
}

/** One vendor's launch. `launch` returns value.gameUrl: absolute, or a path on this server. */
export interface VendorAdapter extends RegistryItem {
  /** Vendor code as in the catalogue (vassalage). */
  readonly id: string;
  /** What logs and the operator views call the vendor. */
  readonly name: string;
  launch(context: LaunchContext): Promise<string> | string;
  /**
   * Present for a transfer-wallet vendor (docs/transfer-wallet.md): the vendor keeps the balance,
   * so a launch first moves money in and the return brings it back. Absent: seamless.
   */
  readonly transferWallet?: TransferWalletVendor;
}
