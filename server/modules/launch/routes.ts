/** Game launch calls (§7): launch a game or vendor lobby, and the demo-credit test play. */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GamePath, type LaunchResult } from '@common/contract/games';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../http/envelope';
import { gatewayPath } from '../../http/paths';
import { replies } from '../../http/responses';
import { wireSchema, type TypeBoxProvider } from '../../http/typebox';
import { authOf } from '../../plugins/auth';
import { merchantOf } from '../../plugins/gateway';
import { LaunchQuerySchema, TestPlaySchema } from './schemas';
import { launchGame, type LaunchSite } from './service';

const launched = { response: replies(wireSchema<LaunchResult>()(Type.Object({ gameUrl: Type.String() }))), tags: ['games'] };

function siteOf(request: FastifyRequest): LaunchSite {
  return { merchantCode: merchantOf(request).code, origin: `${request.protocol}://${request.host}`, now: request.server.now() };
}

/** Registers the launch calls; visitors are refused (customer.not.login), trial accounts play on demo credit. */
export async function launchRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const config = { auth: 'trialAllowed' as const };

  app.get(gatewayPath(GamePath.launch), { config, schema: { querystring: LaunchQuerySchema, ...launched } }, async (request): Promise<Envelope<LaunchResult>> =>
    ok({ gameUrl: await launchGame(app, siteOf(request), authOf(request).member, request.query) }),
  );

  app.post(gatewayPath(GamePath.testPlay), { config, schema: { body: TestPlaySchema, ...launched } }, async (request): Promise<Envelope<LaunchResult>> => {
    const query = { ...request.body, device: 'MOBILE' as const, launchMode: 'trial' as const };
    return ok({ gameUrl: await launchGame(app, siteOf(request), authOf(request).member, query) });
  });
}
