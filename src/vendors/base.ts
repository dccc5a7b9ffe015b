import { vassKeyOf, type GameType, type MenuCategory, type VendorTile } from '@common/contract/games';
import type { CategoryRules, LaunchContext, LaunchRequest, Lobby, TileLook, VendorPlugin, VendorRef } from './types';
import { gameListPath, vendorGamePath } from '../paths';

/** Vendor icons the server serves as SVG; a 404 falls back to the default icon. */
export function vendorIconUrl(name: string): string {
  return `/game-icons/vendors/${encodeURIComponent(name)}.svg`;
}

/** Lottery vendors all look alike (§2): the Lottery label with the default icon. */
export const LOTTERY_TILE: TileLook = { labelKey: 'vendor.lottery', icon: null };

/** The vendor's own title with an icon named by its vendor code. */
export function plainTile(vendor: VendorTile): TileLook {
  return { label: vendor.title, icon: vendor.vassalage };
}

/** ELOTT, SPORTS and LIVE icons are per game type, so the name carries the type (§2). */
export function typedTile(vendor: VendorTile): TileLook {
  return { label: vendor.title, icon: `${vendor.gameType}_${vendor.vassalage}` };
}

/** Vendor tap into the game list filtered to that vendor (RNG, LIVE, SPORTS). */
export function gameListLobby(vendor: VendorRef): Lobby {
  return { kind: 'route', to: gameListPath({ gameType: vendor.gameType, vassalage: vendor.vassalage }) };
}

export const LAUNCH_LOBBY: Lobby = { kind: 'launch' };

/**
 * The shared game launcher: a game records the play, then starts with real money or demo
 * credit; a vendor opens its own lobby by vassKey.
 */
export async function sharedLaunch(request: LaunchRequest, { calls, language, backUrl, device }: LaunchContext): Promise<string> {
  if (request.kind === 'vendor') {
    const vassKey = vassKeyOf(request.gameType, request.vassalage);
    return (await calls.launch({ vassKey, device, launchMode: 'real', language, backUrl })).gameUrl;
  }
  const { gameId } = request.game;
  await calls.recordPlay(gameId);
  if (request.mode === 'trial') return (await calls.testPlay({ gameId, language, backUrl })).gameUrl;
  return (await calls.launch({ gameId, device, launchMode: 'real', language, backUrl })).gameUrl;
}

/** Fast tabs of most categories: the game list of that type. */
export function gameTypeTab(category: MenuCategory): string {
  return gameListPath({ gameType: category.gameType });
}

/** Fast tab of a vendor-only category: its first vendor's game page. */
export function firstVendorTab(category: MenuCategory): string {
  const first = category.vendors[0];
  return first ? vendorGamePath(category.gameType, first.vassalage) : gameTypeTab(category);
}

export interface GameTypePluginOptions {
  gameType: GameType;
  category: CategoryRules;
  tile?: VendorPlugin['tile'];
  lobby?: VendorPlugin['lobby'];
}

/**
 * A plug-in owning every vendor of one game type; vendors with a plug-in of their own win over
 * it. Defaults: plain tile, launch through the shared launcher.
 */
export function gameTypePlugin({ gameType, category, tile = plainTile, lobby = () => LAUNCH_LOBBY }: GameTypePluginOptions): VendorPlugin {
  return {
    id: gameType,
    name: `category.${gameType}`,
    serves: [{ gameType, vassalage: '*' }],
    tile,
    lobby,
    launch: sharedLaunch,
    category,
  };
}
