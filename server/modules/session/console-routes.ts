/** The console's player calls owned by the session module: sessions, force logout, login attempts. */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { PlayerPath, type LoginAttempt, type PlayerLogoutRequest, type PlayerSession } from '@common/contract/consolePlayers';
import type { Envelope } from '@common/contract/envelope';
import { Nullable, PlayerParams, Reason } from '../../http/console';
import { ok } from '../../http/envelope';
import { consoleRoute } from '../../http/paths';
import { replies } from '../../http/responses';
import { wireSchema, type TypeBoxProvider } from '../../http/typebox';
import { recordAudit } from '../audit';
import { loginAccountsOf, memberSubject, operatorActorOf, playerInScope } from '../member';
import { endMemberSessions, liveSessionsOf, loginAttemptsOf } from './console';

const SessionSchema = wireSchema<PlayerSession>()(
  Type.Object({ id: Type.Integer(), createdAt: Type.Integer(), lastSeenAt: Nullable(Type.Integer()), ip: Nullable(Type.String()), device: Nullable(Type.String()) }),
);
const AttemptSchema = wireSchema<LoginAttempt>()(Type.Object({ at: Type.Integer(), ok: Type.Boolean(), ip: Nullable(Type.String()), reason: Nullable(Type.String()) }));
const LogoutBody = wireSchema<PlayerLogoutRequest>()(Type.Object({ reason: Reason }, { additionalProperties: false }));
const tags = ['console', 'players'];

/** Registers the session module's player calls (inside operatorScope). */
export async function sessionConsoleRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();

  app.get(
    consoleRoute(PlayerPath.sessions(':id')),
    { config: { permission: 'players.view' }, schema: { params: PlayerParams, response: replies(Type.Array(SessionSchema)), tags } },
    async (request): Promise<Envelope<PlayerSession[]>> => ok(await liveSessionsOf(app.db, (await playerInScope(app, request, request.params.id)).id, app.now())),
  );

  app.delete(
    consoleRoute(PlayerPath.sessions(':id')),
    { config: { permission: 'players.logout' }, schema: { params: PlayerParams, body: LogoutBody, response: replies(Type.Array(SessionSchema)), tags } },
    async (request): Promise<Envelope<PlayerSession[]>> => {
      const member = await playerInScope(app, request, request.params.id);
      const now = app.now();
      await app.db.transaction(async (tx) => {
        await endMemberSessions(tx, member.id, now);
        const entry = { action: 'session.force-logout', subject: memberSubject(member.id), merchantCode: member.merchantCode, detail: { reason: request.body.reason.trim() } };
        await recordAudit(tx, operatorActorOf(app, request), entry);
      });
      return ok(await liveSessionsOf(app.db, member.id, now));
    },
  );

  app.get(
    consoleRoute(PlayerPath.logins(':id')),
    { config: { permission: 'players.view' }, schema: { params: PlayerParams, response: replies(Type.Array(AttemptSchema)), tags } },
    async (request): Promise<Envelope<LoginAttempt[]>> => {
      const member = await playerInScope(app, request, request.params.id);
      return ok(await loginAttemptsOf(app.db, member.merchantCode, loginAccountsOf(member)));
    },
  );
}
