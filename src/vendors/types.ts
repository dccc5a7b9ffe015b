import type {
  GameItem,
  GameType,
  LaunchMode,
  LaunchQuery,
  LaunchResult,
  MenuCategory,
  TestPlayRequest,
  VendorTile,
} from '@common/contract/games';
import type { IconName } from '../components/icons';

/** One vendor within a game type. */
export interface VendorRef {
  gameType: GameType;
  vassalage: string;
}

/** A (gameType, vassalage) pair a plug-in serves; '*' matches any game type or any vendor. */
export interface ServedPair {
  gameType: GameType | '*';
  vassalage: string | '*';
}

/** How a vendor tile looks: an i18n label key or the vendor's own title, and an icon name (null: default icon). */
export interface TileLook {
  labelKey?: string;
  label?: string;
  icon: string | null;
}

/** Where a vendor tap goes: a site route (/m/...) or a launch through the plug-in. */
export type Lobby = { kind: 'route'; to: string } | { kind: 'launch' };

/** What to start: one game (real or demo credit) or a vendor's own lobby. */
export type LaunchRequest =
  | { kind: 'game'; game: GameItem; mode: LaunchMode }
  | ({ kind: 'vendor' } & VendorRef);

/** The calls a launch may make (the LaunchStore supplies them over the one api client). */
export interface LaunchCalls {
  launch(query: LaunchQuery): Promise<LaunchResult>;
  testPlay(request: TestPlayRequest): Promise<LaunchResult>;
  recordPlay(gameId: number): Promise<void>;
}

/** Everything a launch needs besides the request. */
export interface LaunchContext {
  calls: LaunchCalls;
  /** Language as the server takes it (upper case, e.g. 'BN'). */
  language: string;
  /** The /m URL the game's exit button returns to. */
  backUrl: string;
  device: LaunchQuery['device'];
}

/** How a game category behaves on the home page (§2). */
export interface CategoryRules {
  /** Category bar icon. */
  icon: IconName;
  /** Game tiles (first games of the type) or vendor tiles. */
  section: 'games' | 'vendors';
  /** The section leads with the house lottery centre's game tiles, then its vendor tiles (§2 Lottery). */
  lotteryCentre?: boolean;
  /** The section header carries a display-all link. */
  displayAll: boolean;
  /** Fast tab of a logged-in member (logged-out taps go to /m/login). */
  fastTab(category: MenuCategory): string;
}

/** One vendor registry item (Grafana's Registry pattern): stable id, display name, behaviour. */
export interface VendorPlugin {
  id: string;
  /** Display name, an i18n key. */
  name: string;
  serves: readonly ServedPair[];
  tile(vendor: VendorTile): TileLook;
  lobby(vendor: VendorRef): Lobby;
  /** Resolves with the game URL to redirect to. */
  launch(request: LaunchRequest, context: LaunchContext): Promise<string>;
  /** Set on plug-ins that own a whole game type. */
  category?: CategoryRules;
}
