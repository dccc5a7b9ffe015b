/**
 * The console's player calls owned by the member module (docs/console.md "Players"): search, a
 * player's page, notes, block and unblock. Every player is loaded through playerInScope.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { PlayerPath, type PlayerBlockRequest, type PlayerDetail, type PlayerNote, type PlayerNoteRequest, type PlayerSummary } from '@common/contract/consolePlayers';
import type { Envelope } from '@common/contract/envelope';
import { merchantScope, Nullable, PlayerParams, Reason } from '../../http/console';
import { ok } from '../../http/envelope';
import { consoleRoute } from '../../http/paths';
import { replies } from '../../http/responses';
import { wireSchema, type TypeBoxProvider } from '../../http/typebox';
import { operatorOf } from '../../plugins/operator-auth';
import { memberBalances } from '../wallet';
import { lastLanguageOf } from '../session';
import { addNote, notesOf, searchPlayers, setBlocked, summariesOf } from './console';
import { operatorActorOf, playerInScope } from './console-scope';

const summaryFields = {
  id: Type.Integer(),
  merchantCode: Type.String(),
  username: Type.String(),
  memberType: Type.String(),
  mobile: Nullable(Type.String()),
  email: Nullable(Type.String()),
  blocked: Type.Boolean(),
  createdAt: Type.Integer(),
  lastLoginAt: Nullable(Type.Integer()),
};
const SummarySchema = wireSchema<PlayerSummary>()(Type.Object(summaryFields));
const money = Type.Integer();
const DetailSchema = wireSchema<PlayerDetail>()(
  Type.Object({
    ...summaryFields,
    realName: Nullable(Type.String()),
    language: Nullable(Type.String()),
    balances: Type.Object({ real: money, bonus: money, withdrawal: money, points: money, demo: money }),
    blockReason: Nullable(Type.String()),
  }),
);
const NoteSchema = wireSchema<PlayerNote>()(Type.Object({ id: Type.Integer(), text: Type.String(), operator: Type.String(), at: Type.Integer() }));
const SearchQuery = Type.Object({ q: Type.String({ minLength: 1, maxLength: 100 }), merchantCode: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })) });
const NoteBody = wireSchema<PlayerNoteRequest>()(Type.Object({ text: Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' }) }, { additionalProperties: false }));
const BlockBody = wireSchema<PlayerBlockRequest>()(Type.Object({ blocked: Type.Boolean(), reason: Reason }, { additionalProperties: false }));
const tags = ['console', 'players'];

/** Registers the member module's player calls (inside operatorScope). */
export async function memberConsoleRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const detail = async (id: number, request: Parameters<typeof playerInScope>[1]): Promise<PlayerDetail> => {
    const member = await playerInScope(app, request, id);
    const [summary] = await summariesOf(app.db, [member]);
    // Members have no language setting of their own: the site sends one per request, and the last login's is what support needs.
    return { ...summary!, realName: member.realName, language: await lastLanguageOf(app.db, member.id), balances: await memberBalances(app.db, member), blockReason: member.blockReason };
  };

  app.get(
    consoleRoute(PlayerPath.search),
    { config: { permission: 'players.view' }, schema: { querystring: SearchQuery, response: replies(Type.Array(SummarySchema)), tags } },
    async (request): Promise<Envelope<PlayerSummary[]>> => {
      const merchantCode = merchantScope(operatorOf(request), request.query.merchantCode);
      return ok(await summariesOf(app.db, await searchPlayers(app.db, request.query.q, merchantCode)));
    },
  );

  app.get(
    consoleRoute(PlayerPath.player(':id')),
    { config: { permission: 'players.view' }, schema: { params: PlayerParams, response: replies(DetailSchema), tags } },
    async (request): Promise<Envelope<PlayerDetail>> => ok(await detail(request.params.id, request)),
  );

  app.get(
    consoleRoute(PlayerPath.notes(':id')),
    { config: { permission: 'players.view' }, schema: { params: PlayerParams, response: replies(Type.Array(NoteSchema)), tags } },
    async (request): Promise<Envelope<PlayerNote[]>> => ok(await notesOf(app.db, (await playerInScope(app, request, request.params.id)).id)),
  );

  app.post(
    consoleRoute(PlayerPath.notes(':id')),
    { config: { permission: 'players.notes' }, schema: { params: PlayerParams, body: NoteBody, response: replies(Type.Array(NoteSchema)), tags } },
    async (request): Promise<Envelope<PlayerNote[]>> => {
      const member = await playerInScope(app, request, request.params.id);
      await addNote(app.db, member, operatorOf(request).id, request.body.text.trim(), operatorActorOf(app, request), app.now());
      return ok(await notesOf(app.db, member.id));
    },
  );

  app.put(
    consoleRoute(PlayerPath.block(':id')),
    { config: { permission: 'players.block' }, schema: { params: PlayerParams, body: BlockBody, response: replies(DetailSchema), tags } },
    async (request): Promise<Envelope<PlayerDetail>> => {
      const member = await playerInScope(app, request, request.params.id);
      await setBlocked(app.db, member, request.body.blocked, request.body.reason.trim(), operatorActorOf(app, request), app.now());
      return ok(await detail(member.id, request));
    },
  );
}
