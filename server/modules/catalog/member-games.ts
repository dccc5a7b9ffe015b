/**
 * A member's own game lists: favourites and recent plays. Lists show only games the merchant
 * still shows; a game hidden later stays stored and reappears when shown again.
 */
import { ErrorCode } from '@common/contract/envelope';
import type { FavouritePage, GameItem } from '@common/contract/games';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { deleteFavourite, favouriteIds, insertFavourite, recentIds, upsertRecent } from './repository';
import { shownGame, shownGames } from './service';

/** Recent plays kept per member; older ones are dropped as new ones come. */
export const RECENT_LIMIT = 50;

/** Who owns a list: the catalogue merchant (main code, also for trial members) and the member. */
export interface ListOwner {
  merchantCode: string;
  memberId: number;
}

async function requireShownGame(db: Database, merchantCode: string, gameId: number): Promise<void> {
  if (!(await shownGame(db, merchantCode, gameId))) throw new AppError(ErrorCode.gameNotFound, { params: { gameId } });
}

/** Adds a favourite; adding one twice keeps one. True when it was added now. */
export async function addFavourite(db: Database, owner: ListOwner, gameId: number, now: Date): Promise<boolean> {
  await requireShownGame(db, owner.merchantCode, gameId);
  return insertFavourite(db, owner.merchantCode, owner.memberId, gameId, now);
}

/** Removes a favourite; removing one that is not is no error. True when it was removed now. */
export async function removeFavourite(db: Database, owner: ListOwner, gameId: number): Promise<boolean> {
  return deleteFavourite(db, owner.merchantCode, owner.memberId, gameId);
}

/** Every favourite, newest first. */
export async function favouriteGames(db: Database, owner: ListOwner): Promise<GameItem[]> {
  return shownGames(db, owner.merchantCode, await favouriteIds(db, owner.merchantCode, owner.memberId));
}

/** One page of favourites (pageNo 1-based), newest first. */
export async function favouritePage(db: Database, owner: ListOwner, pageNo: number, pageSize: number): Promise<FavouritePage> {
  const all = await favouriteGames(db, owner);
  const start = (pageNo - 1) * pageSize;
  return { content: all.slice(start, start + pageSize), pageNum: pageNo, totalPages: Math.ceil(all.length / pageSize) };
}

/** Records a play of a shown game: it moves to the front of the member's recent list. */
export async function recordPlay(db: Database, owner: ListOwner, gameId: number, now: Date): Promise<void> {
  await requireShownGame(db, owner.merchantCode, gameId);
  await upsertRecent(db, owner.merchantCode, owner.memberId, gameId, now, RECENT_LIMIT);
}

/** The member's recent games, newest first. */
export async function recentGames(db: Database, owner: ListOwner): Promise<GameItem[]> {
  return shownGames(db, owner.merchantCode, await recentIds(db, owner.merchantCode, owner.memberId));
}
