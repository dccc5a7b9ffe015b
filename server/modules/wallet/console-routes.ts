/** The console's wallet calls: a player's postings and game rounds, and the dashboard (docs/console.md). */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { PlayerPath, type GameRound, type Page, type PlayerPosting } from '@common/contract/consolePlayers';
import { ReportPath, type DashboardValue } from '@common/contract/consoleReports';
import type { Envelope } from '@common/contract/envelope';
import { merchantScope, Nullable, PageQuery, PageSchema, PlayerParams, RangeQuery } from '../../http/console';
import { ok } from '../../http/envelope';
import { consoleRoute } from '../../http/paths';
import { replies } from '../../http/responses';
import { wireSchema, type TypeBoxProvider } from '../../http/typebox';
import { operatorOf } from '../../plugins/operator-auth';
import { playerInScope } from '../member';
import { INTENT_NAMES, memberPostings, memberRounds } from './console';
import { dashboard } from './dashboard';

const PostingSchema = wireSchema<PlayerPosting>()(
  Type.Object({
    transactionId: Type.Integer(),
    kind: Type.String(),
    amount: Type.Integer(),
    account: Type.String(),
    reference: Type.String(),
    detail: Type.Record(Type.String(), Type.Unknown()),
    createdAt: Type.Integer(),
  }),
);
const RoundSchema = wireSchema<GameRound>()(
  Type.Object({
    roundId: Type.String(),
    vendorCode: Type.String(),
    gameType: Type.String(),
    gameCode: Type.String(),
    account: Type.String(),
    stake: Type.Integer(),
    win: Type.Integer(),
    at: Type.Integer(),
  }),
);
const minor = Type.Integer();
const figureFields = { deposits: minor, withdrawals: minor, stakes: minor, wins: minor, bonuses: minor, adjustments: minor, ggr: minor, ngr: minor, activePlayers: Type.Integer() };
const Breakdown = Type.Object({ ...figureFields, key: Type.String() });
const DashboardSchema = wireSchema<DashboardValue>()(
  Type.Object({
    merchantCode: Nullable(Type.String()),
    today: Type.Object(figureFields),
    days: Type.Array(Type.Object({ ...figureFields, day: Type.String() })),
    byVendor: Type.Array(Breakdown),
    byGameType: Type.Array(Breakdown),
  }),
);
const PostingsQuery = Type.Object({ kind: Type.Optional(Type.Union(INTENT_NAMES.map((k) => Type.Literal(k)))), ...RangeQuery, ...PageQuery });
const DashboardQuery = Type.Object({ merchantCode: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })) });

/** Registers the wallet's console calls (inside operatorScope). */
export async function walletConsoleRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const tags = ['console', 'players'];

  app.get(
    consoleRoute(PlayerPath.postings(':id')),
    { config: { permission: 'players.view' }, schema: { params: PlayerParams, querystring: PostingsQuery, response: replies(PageSchema(PostingSchema)), tags } },
    async (request): Promise<Envelope<Page<PlayerPosting>>> => ok(await memberPostings(app.db, await playerInScope(app, request, request.params.id), request.query)),
  );

  app.get(
    consoleRoute(PlayerPath.rounds(':id')),
    { config: { permission: 'players.view' }, schema: { params: PlayerParams, querystring: Type.Object(PageQuery), response: replies(PageSchema(RoundSchema)), tags } },
    async (request): Promise<Envelope<Page<GameRound>>> => ok(await memberRounds(app.db, await playerInScope(app, request, request.params.id), request.query.page)),
  );

  app.get(
    consoleRoute(ReportPath.dashboard),
    { config: { permission: 'dashboard.view' }, schema: { querystring: DashboardQuery, response: replies(DashboardSchema), tags: ['console', 'reports'] } },
    async (request): Promise<Envelope<DashboardValue>> => ok(await dashboard(app.db, merchantScope(operatorOf(request), request.query.merchantCode), app.now())),
  );
}
