/** Session calls: login (encrypted), logout, trial name and free-play login. */
import type { FastifyInstance } from 'fastify';
import { AccountPath, type LoginResult, type TrialAccountValue } from '@common/contract/account';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../http/envelope';
import { gatewayPath } from '../../http/paths';
import type { TypeBoxProvider } from '../../http/typebox';
import { authOf } from '../../plugins/auth';
import { clientOf } from '../../plugins/gateway';
import { endMemberGameSessions } from '../launch';
import { firebaseVerifier } from './firebase';
import { login } from './login';
import { FreeplayBody, LoginBody } from './schemas';
import { logout } from './tokens';
import { freeplayLogin, reserveTrialName } from './trial';

/** Registers the session calls. */
export async function sessionRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const firebase = await firebaseVerifier(app.config, app.log);

  app.post(
    gatewayPath(AccountPath.login),
    { config: { encrypted: true }, schema: { body: LoginBody } },
    async (request): Promise<Envelope<LoginResult>> => ok(await login(app, clientOf(request), request.body, firebase)),
  );

  app.delete(gatewayPath(AccountPath.logout), { config: { auth: 'trialAllowed' } }, async (request): Promise<Envelope<null>> => {
    const { sessionId, member } = authOf(request);
    await logout(app.db, sessionId, member.id, app.now(), clientOf(request).ip);
    // Vendors may still settle wins of open rounds; new bets are refused from here on.
    await endMemberGameSessions(app.db, member.id, app.now());
    return ok(null);
  });

  app.get(gatewayPath(AccountPath.trialAccount), async (request): Promise<Envelope<TrialAccountValue>> =>
    ok(await reserveTrialName(app, clientOf(request))),
  );

  app.post(
    gatewayPath(AccountPath.freeplayLogin),
    { schema: { body: FreeplayBody } },
    async (request): Promise<Envelope<LoginResult>> => ok(await freeplayLogin(app, clientOf(request), request.body.trialName)),
  );
}
