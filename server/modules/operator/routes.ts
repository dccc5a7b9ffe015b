/** The console's session calls: password, code (or enrolment), who am I, logout (docs/console.md). */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Envelope } from '@common/contract/envelope';
import { OperatorPath, type OperatorEnrolValue, type OperatorMe, type OperatorPasswordValue } from '@common/contract/operator';
import { effectivePermissions } from '@common/rules/operatorRoles';
import { ok } from '../../http/envelope';
import { consoleRoute } from '../../http/paths';
import { replies } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/typebox';
import { clearConsoleCookie, sessionOf, setConsoleCookie } from '../../plugins/operator-auth';
import { clientLocation } from '../merchant';
import { recordAudit } from '../audit';
import { operatorActor, operatorSubject } from './accounts';
import { codeStep, enrolStep, passwordStep } from './login';
import { CodeBody, EnrolValueSchema, MeSchema, PasswordBody, PasswordValueSchema } from './schemas';
import { revokeOperatorSession, startOperatorSession } from './sessions';
import type { OperatorRow } from './tables';

const tags = ['console'];

/** The operator as the console sees it, from its row (at login) or its request context (after a reload). */
function me(operator: Pick<OperatorRow, 'id' | 'username' | 'merchantCode' | 'roles'>, csrfToken: string, idleMinutes: number): OperatorMe {
  return { id: operator.id, username: operator.username, merchantCode: operator.merchantCode, roles: operator.roles, permissions: [...effectivePermissions(operator.roles, operator.merchantCode)], csrfToken, idleMinutes };
}

/** Registers the console's session calls (inside operatorScope). */
export async function operatorSessionRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const ipOf = (request: FastifyRequest) => clientLocation(request, app.config).ip;

  async function signedIn(request: FastifyRequest, reply: FastifyReply, operator: OperatorRow): Promise<OperatorMe> {
    const session = await startOperatorSession(app, operator.id, { ip: ipOf(request), userAgent: request.headers['user-agent'] ?? null });
    setConsoleCookie(request, reply, session.token, session.expiresAt);
    return me(operator, session.csrfToken, app.config.operatorIdleMinutes);
  }

  app.post(
    consoleRoute(OperatorPath.password),
    { config: { permission: 'anonymous' }, schema: { body: PasswordBody, response: replies(PasswordValueSchema), tags } },
    async (request): Promise<Envelope<OperatorPasswordValue>> => ok(await passwordStep(app, request.body.username, request.body.password, ipOf(request))),
  );

  app.post(
    consoleRoute(OperatorPath.totp),
    { config: { permission: 'anonymous' }, schema: { body: CodeBody, response: replies(MeSchema), tags } },
    async (request, reply): Promise<Envelope<OperatorMe>> => {
      const { operator } = await codeStep(app, request.body.challenge, request.body.code, ipOf(request));
      return ok(await signedIn(request, reply, operator));
    },
  );

  app.post(
    consoleRoute(OperatorPath.enrol),
    { config: { permission: 'anonymous' }, schema: { body: CodeBody, response: replies(EnrolValueSchema), tags } },
    async (request, reply): Promise<Envelope<OperatorEnrolValue>> => {
      const { operator, recoveryCodes } = await enrolStep(app, request.body.challenge, request.body.code, ipOf(request));
      return ok({ ...(await signedIn(request, reply, operator)), recoveryCodes });
    },
  );

  app.get(consoleRoute(OperatorPath.session), { config: { permission: 'operator' }, schema: { response: replies(MeSchema), tags } }, async (request): Promise<Envelope<OperatorMe>> => {
    const operator = sessionOf(request);
    return ok(me(operator, operator.session.csrfToken, app.config.operatorIdleMinutes));
  });

  app.delete(consoleRoute(OperatorPath.session), { config: { permission: 'operator' }, schema: { response: replies(Type.Null()), tags } }, async (request, reply): Promise<Envelope<null>> => {
    const operator = sessionOf(request);
    await revokeOperatorSession(app, operator.session.id);
    await recordAudit(app.db, operatorActor(operator.id, ipOf(request)), { action: 'operator.logout', subject: operatorSubject(operator.id) });
    clearConsoleCookie(reply);
    return ok(null);
  });
}
