/**
 * The catalogue's service: game lists and look-ups in the merchant's layout, hot and popular
 * games, vendors and menus. Other modules use findGame and findVendor (launch) and vendorExists
 * (vendor credentials, the vendor simulator).
 */
import {
  vassKeyOf,
  type GameListQuery,
  type GamePage,
  type GameItem,
  type GameType,
  type MobileGameMenus,
  type VendorGameType,
  type VendorInfo,
} from '@common/contract/games';
import type { Database } from '../../db/connection';
import { ProcessCache } from '../../db/process-cache';
import { findMerchant } from '../merchant';
import { gameIconUrl } from './icon-urls';
import { CATALOG_SCOPE, merchantLayout, vendorNames, type Layout } from './layout';
import { gamePage, gamesById, mostPlayedIds, vendorByCode, type GameFilter } from './repository';
import type { GameRow } from './tables';

/** Lottery categories: their games carry the phone icon (§3 telIconUrl). */
const LOTTERY_TYPES: readonly GameType[] = ['LOTT', 'ELOTT'];

/** Most hot games a call returns (the home strip scrolls; more would only cost bandwidth). */
export const HOT_LIMIT = 30;
/** Popular games: played in this many days, at most this many returned. */
export const POPULAR_DAYS = 7;
export const POPULAR_LIMIT = 20;

/** The wire item of a game row; `displayName` is its vendor's. */
export function toGameItem(row: GameRow, displayName: string): GameItem {
  const iconUrl = gameIconUrl(row.id);
  return {
    gameId: row.id,
    nodeName: row.nodeName,
    nodeId: row.nodeId,
    roomId: row.roomId,
    gameName: row.gameName,
    gameType: row.gameType,
    vassalage: row.vendorCode,
    vendorCode: row.vendorCode,
    displayName,
    supportPlay: row.supportPlay,
    showIcon: true,
    iconUrl,
    // Lottery tiles have no separate phone artwork of ours; the game icon serves both.
    telIconUrl: LOTTERY_TYPES.includes(row.gameType) ? iconUrl : null,
    jackpot: row.jackpot,
  };
}

function itemsOf(layout: Layout, rows: GameRow[]): GameItem[] {
  const names = vendorNames(layout);
  return rows.map((row) => toGameItem(row, names.get(row.vendorCode) ?? row.vendorCode));
}

/** Rows of these ids that the layout shows, in the ids' order. */
async function shownInIdOrder(db: Database, layout: Layout, ids: readonly number[]): Promise<GameRow[]> {
  const rows = await gamesById(db, { pairs: layout.pairs, ids });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The catalogue merchant of a code: a trial code plays its parent merchant's catalogue. Null when unknown. */
async function catalogueMerchant(db: Database, merchantCode: string): Promise<string | null> {
  return (await findMerchant(db, merchantCode))?.code ?? null;
}

/**
 * The game if it exists, is active and the merchant (main or trial code) shows its category
 * and vendor; else null. For the launch module.
 */
export async function findGame(db: Database, merchantCode: string, gameId: number): Promise<GameItem | null> {
  const code = await catalogueMerchant(db, merchantCode);
  if (code === null) return null;
  return shownGame(db, code, gameId);
}

/** A shown game of the catalogue merchant with this main code, or null. */
export async function shownGame(db: Database, merchantCode: string, gameId: number): Promise<GameItem | null> {
  const layout = await merchantLayout(db, merchantCode);
  const rows = await shownInIdOrder(db, layout, [gameId]);
  return itemsOf(layout, rows)[0] ?? null;
}

/** The vendor if the merchant (main or trial code) shows it under this game type; else null. For the launch module. */
export async function findVendor(db: Database, merchantCode: string, gameType: GameType, vendorCode: string): Promise<VendorInfo | null> {
  const code = await catalogueMerchant(db, merchantCode);
  if (code === null) return null;
  const infos = await merchantVendors(db, code);
  const info = infos.find((v) => v.vendorCode === vendorCode);
  return info?.gameTypes.includes(gameType) ? info : null;
}

/** Whether the catalogue has a vendor with this code, shown by any merchant or not. */
export async function vendorExists(db: Database, vendorCode: string): Promise<boolean> {
  return (await vendorByCode(db, vendorCode)) !== null;
}

/** Game list filters (§7 game list), after validation. */
export type ListFilter = Omit<GameListQuery, 'merchant' | 'clientType' | 'language'>;

/**
 * Decision: gameClassify selects across categories and overrides gameType (the site's
 * /m/gameList?gameClassify= carries no type, and the list defaults to RNG): JP is every
 * jackpot game; AC is the arcade category plus slots flagged arcade. Without it the list is
 * one category, RNG by default. vassalage narrows either to one vendor.
 */
function listFilter(layout: Layout, filter: ListFilter): GameFilter {
  const types: readonly GameType[] | null =
    filter.gameClassify === 'AC' ? ['AC', 'RNG'] : filter.gameClassify === 'JP' ? null : [filter.gameType ?? 'RNG'];
  const pairs = layout.pairs.filter(
    (pair) => (types === null || types.includes(pair.gameType)) && (filter.vassalage === undefined || pair.vendorCode === filter.vassalage),
  );
  return { pairs, jackpot: filter.gameClassify === 'JP', arcade: filter.gameClassify === 'AC', search: filter.search };
}

/** Hot games by merchant, kept until a catalogue row changes (popular games fall back on them). */
const hot = new ProcessCache<GameItem[]>(CATALOG_SCOPE);

/** One page of the merchant's games (pageNo 1-based); a page past the end is empty. Read each time: routes keep the answers (answers.ts). */
export async function listGames(db: Database, merchantCode: string, filter: ListFilter): Promise<GamePage> {
  const layout = await merchantLayout(db, merchantCode);
  const { rows, total } = await gamePage(db, listFilter(layout, filter), (filter.pageNo - 1) * filter.pageSize, filter.pageSize);
  return { games: itemsOf(layout, rows), pageNum: filter.pageNo, totalPages: Math.ceil(total / filter.pageSize) };
}

/** The merchant's hot games in its order. */
export async function hotGames(db: Database, merchantCode: string): Promise<GameItem[]> {
  return hot.get(db, merchantCode, () => readHotGames(db, merchantCode));
}

async function readHotGames(db: Database, merchantCode: string): Promise<GameItem[]> {
  const layout = await merchantLayout(db, merchantCode);
  const { rows } = await gamePage(db, { pairs: layout.pairs, hot: true }, 0, HOT_LIMIT);
  return itemsOf(layout, rows);
}

/** The games most members played in the last POPULAR_DAYS days; the hot games while nobody has played. */
export async function popularGames(db: Database, merchantCode: string, now: Date): Promise<GameItem[]> {
  const since = new Date(now.getTime() - POPULAR_DAYS * 86_400_000);
  const ids = await mostPlayedIds(db, merchantCode, since, POPULAR_LIMIT);
  const layout = await merchantLayout(db, merchantCode);
  const rows = await shownInIdOrder(db, layout, ids);
  return rows.length > 0 ? itemsOf(layout, rows) : hotGames(db, merchantCode);
}

/** The merchant's shown vendors, each with the categories it is shown in, in the merchant's order. */
export async function merchantVendors(db: Database, merchantCode: string): Promise<VendorInfo[]> {
  const layout = await merchantLayout(db, merchantCode);
  const infos = new Map<string, VendorInfo>();
  for (const category of layout.categories) {
    for (const vendor of category.vendors) {
      const info = infos.get(vendor.code) ?? { vendorCode: vendor.code, displayName: vendor.displayName, gameTypes: [], seamless: vendor.seamless };
      info.gameTypes.push(category.gameType);
      infos.set(vendor.code, info);
    }
  }
  return [...infos.values()];
}

/** Vendor game types (typeId 1): the merchant's vendors and their categories. */
export async function vendorGameTypes(db: Database, merchantCode: string): Promise<VendorGameType[]> {
  return (await merchantVendors(db, merchantCode)).map(({ vendorCode, displayName, gameTypes }) => ({ vendorCode, displayName, gameTypes }));
}

/** The home page's categories and vendor tiles (§2, §3 vendor configuration). */
export async function gameMenus(db: Database, merchantCode: string): Promise<MobileGameMenus> {
  const layout = await merchantLayout(db, merchantCode);
  return {
    categories: layout.categories.map((category) => ({
      gameType: category.gameType,
      ordinal: category.ordinal,
      vendors: category.vendors.map((vendor) => ({
        gameType: category.gameType,
        vassalage: vendor.code,
        title: vendor.displayName,
        vassKey: vassKeyOf(category.gameType, vendor.code),
      })),
    })),
  };
}

/** Items of these game ids that the merchant shows, in the ids' order (favourites, recent). */
export async function shownGames(db: Database, merchantCode: string, ids: readonly number[]): Promise<GameItem[]> {
  const layout = await merchantLayout(db, merchantCode);
  return itemsOf(layout, await shownInIdOrder(db, layout, ids));
}
