/**
 * Wire contract of the games issue (§3 game entities, §7 Games): paths, queries and shapes.
 * Written once here; the server imports it. Amounts are integer minor units.
 */

/** Game categories (§1); the order is the default home order when a merchant sets none. */
export const GAME_TYPES = ['LOTT', 'ELOTT', 'LIVE', 'RNG', 'FISH', 'SPORTS', 'PVP', 'AC', 'EVENT'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** gameClassify values of the game list (§2): jackpot games and arcade games. */
export type GameClassify = 'JP' | 'AC';

/** supportPlay 0: the tile offers a free trial (demo credit) besides real play (§3, §4). */
export const SUPPORT_PLAY_TRIAL = 0;

/** A game tile / list item (§3). */
export interface GameItem {
  gameId: number;
  /** Vendor's node name, e.g. "RNG_Lucky Lanterns"; the tile shows the part after the first underscore. */
  nodeName: string;
  nodeId: number;
  roomId: number | null;
  gameName: string;
  gameType: GameType;
  /** Vendor code (what §3 calls vassalage on vendor tiles). */
  vassalage: string;
  vendorCode: string;
  /** The vendor's display name. */
  displayName: string;
  /** 0: free trial offered (dialog), 1: real play only. */
  supportPlay: number;
  showIcon: boolean;
  iconUrl: string;
  /** Lottery vendors' phone icon (§3); null for other games. */
  telIconUrl: string | null;
  /** Jackpot game (gameClassify JP). */
  jackpot: boolean;
}

/** Paged game list (§3): games, pageNum (1-based), totalPages. */
export interface GamePage {
  games: GameItem[];
  pageNum: number;
  totalPages: number;
}

/** Paged favourites (§3): content, pageNum, totalPages. */
export interface FavouritePage {
  content: GameItem[];
  pageNum: number;
  totalPages: number;
}

/** A vendor tile (§3): gameType, vassalage, title; vassKey opens /m/game?vassKey=. */
export interface VendorTile {
  gameType: GameType;
  vassalage: string;
  title: string;
  vassKey: string;
}

/** One category of the home page and its vendors, in the merchant's sorting (§3 vendor configuration). */
export interface MenuCategory {
  gameType: GameType;
  /** Position on the home page and the category bar. */
  ordinal: number;
  vendors: VendorTile[];
}

/** GET /lgw/games/mobile_game_menus: the merchant's categories with their vendors (display on only). */
export interface MobileGameMenus {
  categories: MenuCategory[];
}

/** Vendor game types (typeId 1): which game types a vendor serves for this merchant. */
export interface VendorGameType {
  vendorCode: string;
  displayName: string;
  gameTypes: GameType[];
}

/** A vendor of the merchant (vendor list per merchant). */
export interface VendorInfo {
  vendorCode: string;
  displayName: string;
  gameTypes: GameType[];
  /** Seamless-wallet vendors play from the member's wallet directly. */
  seamless: boolean;
}

/** Winner board entry (§7, limitNum 10): real wins, the player's name masked. */
export interface WinnerEntry {
  userName: string;
  /** The catalogue's name of the game (one per game, not per language); a lottery's English label. */
  gameName: string;
  /** A lottery win's game code, so the site names the lottery in the player's language; null for a vendor game. */
  lotteryCode: string | null;
  vendorCode: string;
  gameType: GameType;
  /** Win amount in minor units. */
  amount: number;
  /** Epoch ms of the win. */
  time: number;
}

/** How a launch plays: real money, or demo credit (free trial, supportPlay 0, trial accounts). */
export type LaunchMode = 'real' | 'trial';

/** GET /wps/game/launchGame query (§7). */
export interface LaunchQuery {
  gameId?: number;
  /** Vendor lobby launch without a game (vendor tiles, /m/game?vassKey=). */
  vassKey?: string;
  device: 'MOBILE' | 'OTHERS';
  launchMode: LaunchMode;
  language: string;
  /** Lottery vendors: lottery area ("VN" for the Vietnam lottery), prize mode and view ("lobby"). */
  lottoArea?: string;
  lottoPrizeMode?: string;
  lottoView?: string;
  /** Where the game's back/exit button returns (a /m URL of this site). */
  backUrl: string;
  /** A transfer-wallet vendor, merchant launch mode `choose`: minor units to move into the vendor (≥ TRANSFER_MIN_AMOUNT, ≤ the balance); absent, nothing moves. */
  transferAmount?: number;
}

/** Launch response (§7): value.gameUrl. */
export interface LaunchResult {
  gameUrl: string;
}

/** POST test play body: a demo-credit launch of one game. */
export interface TestPlayRequest {
  gameId: number;
  language: string;
  backUrl: string;
}

/** Game list query (§7). pageNo is 1-based. */
export interface GameListQuery {
  merchant: string;
  clientType: number;
  language: string;
  gameType?: GameType;
  vassalage?: string;
  gameClassify?: GameClassify;
  /** Name search (more=1). */
  search?: string;
  pageNo: number;
  pageSize: number;
}

/** Every path of the games calls. Public catalogue reads sit under /wps/relay/catalog (token-exempt, §7). */
export const GamePath = {
  /** GET ?typeId=1&merchant_code= → VendorGameType[]. */
  vendorGameTypes: '/wps/game/types',
  /** GET GameListQuery → GamePage. */
  list: '/wps/relay/catalog/games',
  /** GET ?isPlatform=2&merchantCode=&platform=html5&language= → GameItem[]. */
  hot: '/wps/relay/catalog/hot',
  /** GET ?gameCategory=ALL&language=&limitNum=10 → WinnerEntry[]. */
  winners: '/wps/relay/catalog/winners',
  /** GET → VendorInfo[] of this merchant. */
  vendors: '/wps/relay/catalog/vendors',
  /** GET ?language= → GameItem[]: the most played games of the last days. */
  popular: '/wps/game/popular',
  /** GET → MobileGameMenus (passes through unchecked like every /lgw response). */
  menus: '/lgw/games/mobile_game_menus',
  /** POST { gameId } adds; DELETE ?gameId= removes (ModuleId GAMELOFAV3). */
  favourite: '/wps/game/favourites',
  /** GET → GameItem[]: every favourite (the star state). */
  favouriteList: '/wps/game/favourites/all',
  /** GET ?pageNo=&pageSize= → FavouritePage. */
  favouritePage: '/wps/game/favourites/page',
  /** POST { gameId } records a play; GET → GameItem[] newest first (ModuleId GAMELOREC3). */
  recent: '/wps/game/recent',
  /** GET LaunchQuery → LaunchResult. */
  launch: '/wps/game/launchGame',
  /** POST TestPlayRequest → LaunchResult (demo credit). */
  testPlay: '/wps/game/testPlay',
  /** GET → true: the two show-logo calls (§4: the logo shows only if both succeed). */
  showLogo: '/wps/game/logo/show',
  isShowLogo: '/wps/game/logo/isShow',
} as const;

/** Module ids of the games calls (§7). */
export const GameModuleId = {
  lobby: 'GAMELO3',
  favourite: 'GAMELOFAV3',
  recent: 'GAMELOREC3',
} as const;

/** Favourite add body. */
export interface FavouriteRequest {
  gameId: number;
}

/** vassKey of a vendor tile: `${gameType}-${vassalage}` (§2 /m/game?vassKey=). */
export function vassKeyOf(gameType: GameType, vassalage: string): string {
  return `${gameType}-${vassalage}`;
}

/** The game type and vendor of a vassKey, or null when it is malformed. */
export function parseVassKey(vassKey: string): { gameType: GameType; vassalage: string } | null {
  const cut = vassKey.indexOf('-');
  if (cut <= 0) return null;
  const gameType = vassKey.slice(0, cut) as GameType;
  const vassalage = vassKey.slice(cut + 1);
  if (!GAME_TYPES.includes(gameType) || !vassalage) return null;
  return { gameType, vassalage };
}
