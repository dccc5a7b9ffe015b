/**
 * The catalogue answers every client of a merchant shares: game list pages (without a search
 * term) and hot games depend only on the merchant and the filter, never on who asks, so each is
 * serialized and compressed once per process (server/http/shared-answer.ts) and kept until a
 * catalogue row changes (the catalogue scope's invalidation, as the layout).
 */
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/connection';
import { ProcessCache } from '../../db/process-cache';
import { sharedAnswer, type SharedAnswer } from '../../http/shared-answer';
import { CATALOG_SCOPE } from './layout';
import { hotGames, listGames, type ListFilter } from './service';

/**
 * Distinct answers a process keeps, least recently used out: the filters are the client's
 * choice, the memory is ours (a 999-game page is ~300 KB with its compressed copies).
 */
export const ANSWER_CACHE_ENTRIES = 256;

const answers = new ProcessCache<SharedAnswer>(CATALOG_SCOPE, ANSWER_CACHE_ENTRIES);

/** The answer of one game list page (no search term), as `reply`'s route serializes it. */
export function listAnswer(db: Database, reply: FastifyReply, merchantCode: string, filter: Omit<ListFilter, 'search'>): Promise<SharedAnswer> {
  const { gameType, vassalage, gameClassify, pageNo, pageSize } = filter;
  const key = ['list', merchantCode, gameType, vassalage, gameClassify, pageNo, pageSize].join('\n');
  return answers.get(db, key, async () => sharedAnswer(reply, await listGames(db, merchantCode, filter)));
}

/** The answer of the merchant's hot games. */
export function hotAnswer(db: Database, reply: FastifyReply, merchantCode: string): Promise<SharedAnswer> {
  return answers.get(db, `hot\n${merchantCode}`, async () => sharedAnswer(reply, await hotGames(db, merchantCode)));
}
