/** Session calls: login (encrypted), logout, trial name and free-play login. */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AccountPath, type LoginResult, type TrialAccountValue } from '@common/contract/account';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../http/envelope';
import { gatewayPath } from '../../http/paths';
import { replies } from '../../http/responses';
import { wireSchema, type TypeBoxProvider } from '../../http/typebox';
import { authOf } from '../../plugins/auth';
import { clientOf } from '../../plugins/gateway';
import { endMemberGameSessions } from '../launch';
import { LoginResultSchema } from '../member';
import { firebaseVerifier } from './firebase';
import { login } from './login';
import { FreeplayBody, LoginBody } from './schemas';
import { logout } from './tokens';
import { freeplayLogin, reserveTrialName } from './trial';

const TrialAccountSchema = wireSchema<TrialAccountValue>()(Type.Object({ trialName: Type.String() }));
const tags = ['session'];

/** Registers the session calls. */
export async function sessionRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const firebase = await firebaseVerifier(app.config, app.log);

  app.post(
    gatewayPath(AccountPath.login),
    { config: { encrypted: true }, schema: { body: LoginBody, response: replies(LoginResultSchema), tags } },
    async (request): Promise<Envelope<LoginResult>> => ok(await login(app, clientOf(request), request.body, firebase)),
  );

  app.delete(gatewayPath(AccountPath.logout), { config: { auth: 'trialAllowed', withdrawScope: true }, schema: { response: replies(Type.Null()), tags } }, async (request): Promise<Envelope<null>> => {
    const { sessionId, member } = authOf(request);
    await logout(app.db, sessionId, member, app.now(), clientOf(request).ip);
    // Vendors may still settle wins of open rounds; new bets are refused from here on.
    await endMemberGameSessions(app.db, member.id, app.now());
    return ok(null);
  });

  app.get(gatewayPath(AccountPath.trialAccount), { schema: { response: replies(TrialAccountSchema), tags } }, async (request): Promise<Envelope<TrialAccountValue>> =>
    ok(await reserveTrialName(app, clientOf(request))),
  );

  app.post(
    gatewayPath(AccountPath.freeplayLogin),
    { schema: { body: FreeplayBody, response: replies(LoginResultSchema), tags } },
    async (request): Promise<Envelope<LoginResult>> => ok(await freeplayLogin(app, clientOf(request), request.body.trialName)),
  );
}
