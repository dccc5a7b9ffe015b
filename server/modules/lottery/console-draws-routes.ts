/**
 * The console's lottery calls (permission lottery.manage): games on/off (platform-wide operators:
 * the house draws once for every merchant), the issues to come with their seed hashes, and the
 * draws with their revealed seeds and settlement status.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { LotteryAdminPath, type ConsoleIssue, type ConsoleIssuePage, type ConsoleLotteryGame } from '@common/contract/consoleCatalog';
import { CONSOLE_PAGE_SIZE } from '@common/contract/consolePlayers';
import type { Envelope } from '@common/contract/envelope';
import { PageQuery } from '../../http/console';
import { ok } from '../../http/envelope';
import { consoleRoute } from '../../http/paths';
import { replies } from '../../http/responses';
import { wireSchema, type TypeBoxProvider } from '../../http/typebox';
import { operatorOf } from '../../plugins/operator-auth';
import { clientLocation, requirePlatformWide } from '../merchant';
import { operatorActor } from '../operator';
import { resultsForConsole, upcomingForConsole } from './console-issues';
import { gameSwitches, switchGame } from './switches';

const SETTLEMENTS = ['settled', 'pending', 'failed'] as const;
const STATUSES = ['open', 'closed', 'drawn', 'settled'] as const;
const GameCode = Type.String({ minLength: 1, maxLength: 64 });

const GameSchema = wireSchema<ConsoleLotteryGame>()(Type.Object({ gameCode: Type.String(), labelName: Type.String(), kind: Type.String(), enabled: Type.Boolean() }));
const IssueSchema = wireSchema<ConsoleIssue>()(
  Type.Object({
    gameCode: Type.String(),
    issueNumber: Type.String(),
    status: Type.Union(STATUSES.map((s) => Type.Literal(s))),
    opensAt: Type.Integer(),
    closesAt: Type.Integer(),
    drawAt: Type.Integer(),
    seedHash: Type.String(),
    seed: Type.Union([Type.String(), Type.Null()]),
    numbers: Type.Array(Type.String()),
    settlement: Type.Union(SETTLEMENTS.map((s) => Type.Literal(s))),
    drawnAt: Type.Union([Type.Integer(), Type.Null()]),
    settledAt: Type.Union([Type.Integer(), Type.Null()]),
  }),
);
const IssuePageSchema = wireSchema<ConsoleIssuePage>()(Type.Object({ items: Type.Array(IssueSchema), page: Type.Integer(), pageSize: Type.Integer(), total: Type.Integer() }));
const tags = ['console', 'lottery'];
const config = { permission: 'lottery.manage' } as const;

/** Registers the lottery games and draws calls (inside operatorScope). */
export async function lotteryDrawConsoleRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const games = async (): Promise<Envelope<ConsoleLotteryGame[]>> =>
    ok((await gameSwitches(app.db)).map(({ game, enabled }) => ({ gameCode: game.code, labelName: game.labelName, kind: game.kind, enabled })));

  app.get(consoleRoute(LotteryAdminPath.games), { config, schema: { response: replies(Type.Array(GameSchema)), tags } }, games);

  app.put(
    consoleRoute(LotteryAdminPath.game(':code')),
    { config, schema: { params: Type.Object({ code: GameCode }), body: Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false }), response: replies(Type.Array(GameSchema)), tags } },
    async (request) => {
      const operator = operatorOf(request);
      requirePlatformWide(operator.merchantCode);
      await switchGame(app.db, request.params.code, request.body.enabled, app.now(), operatorActor(operator.id, clientLocation(request, app.config).ip));
      return games();
    },
  );

  app.get(
    consoleRoute(LotteryAdminPath.upcoming),
    { config, schema: { querystring: Type.Object({ gameCode: Type.Optional(GameCode) }), response: replies(Type.Array(IssueSchema)), tags } },
    async (request): Promise<Envelope<ConsoleIssue[]>> => ok(await upcomingForConsole(app.db, app.now(), request.query.gameCode)),
  );

  app.get(
    consoleRoute(LotteryAdminPath.results),
    {
      config,
      schema: {
        querystring: Type.Object({
          gameCode: Type.Optional(GameCode),
          settlement: Type.Optional(Type.Union(SETTLEMENTS.map((s) => Type.Literal(s)))),
          ...PageQuery,
        }),
        response: replies(IssuePageSchema),
        tags,
      },
    },
    async (request): Promise<Envelope<ConsoleIssuePage>> => {
      const { gameCode, settlement, page } = request.query;
      return ok(await resultsForConsole(app.db, app.now(), { gameCode, settlement }, page ?? 1, CONSOLE_PAGE_SIZE));
    },
  );
}
