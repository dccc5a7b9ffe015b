/**
 * The public lottery reads under /wps (LotteryPath): no token needed, one is fine when sent. A
 * trial merchant code reads the same games as its parent: the draws are global.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { LotteryPath, type LotteryGameInfo, type LotteryResultPage, type LotteryTile, type VerifyResult } from '@common/contract/lottery';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../http/envelope';
import { gatewayPath } from '../../http/paths';
import { replies } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/typebox';
import { gameInfo, lotteryCentre, lotteryList, lotteryResults, popularLotteries, verifyIssue, type TileOptions } from './games';
import { LotteryGameInfoSchema, LotteryResultPageSchema, LotteryTileSchema, VerifyResultSchema } from './responses';
import { GameQuery, LanguageQuery, ListQuery, ResultsQuery, VerifyQuery } from './schemas';

/** Registers the /wps lottery reads. */
export async function lotteryRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const answers = (value: TSchema) => ({ response: replies(value), tags: ['lottery'] });
  const tiles = answers(Type.Array(LotteryTileSchema));
  const options = (): TileOptions => ({ now: app.now(), fastIntervalSeconds: app.config.lotteryFastIntervalSeconds });

  app.get(gatewayPath(LotteryPath.list), { schema: { querystring: ListQuery, ...tiles } }, async (request): Promise<Envelope<LotteryTile[]>> =>
    ok(await lotteryList(app.db, request.query.prizeMode, options())),
  );

  app.get(gatewayPath(LotteryPath.popular), { schema: { querystring: LanguageQuery, ...tiles } }, async (): Promise<Envelope<LotteryTile[]>> =>
    ok(await popularLotteries(app.db, options())),
  );

  app.get(gatewayPath(LotteryPath.centre), { schema: { querystring: LanguageQuery, ...tiles } }, async (): Promise<Envelope<LotteryTile[]>> =>
    ok(await lotteryCentre(app.db, options())),
  );

  app.get(gatewayPath(LotteryPath.game), { schema: { querystring: GameQuery, ...answers(LotteryGameInfoSchema) } }, async (request): Promise<Envelope<LotteryGameInfo>> =>
    ok(await gameInfo(app.db, request.query.gameCode, options())),
  );

  app.get(gatewayPath(LotteryPath.results), { schema: { querystring: ResultsQuery, ...answers(LotteryResultPageSchema) } }, async (request): Promise<Envelope<LotteryResultPage>> => {
    const { gameCode, pageNo, pageSize } = request.query;
    return ok(await lotteryResults(app.db, gameCode, pageNo, pageSize));
  });

  app.get(gatewayPath(LotteryPath.verify), { schema: { querystring: VerifyQuery, ...answers(VerifyResultSchema) } }, async (request): Promise<Envelope<VerifyResult>> =>
    ok(await verifyIssue(app.db, request.query.gameCode, request.query.issueNumber)),
  );
}
