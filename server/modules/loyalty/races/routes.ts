/**
 * The member's race calls (LoyaltyPath.races, rankList; MISSIONLB3): the races running now with
 * the caller's rank, and §7 rank list of one period. Logged-in members only (a trial account gets
 * free.reject); every call answers loyalty.feature.off while the merchant's MISSIONLB3 is off.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Envelope } from '@common/contract/envelope';
import { LoyaltyPath, type RaceValue, type RankListValue } from '@common/contract/loyalty';
import { ok } from '../../../http/envelope';
import { gatewayPath } from '../../../http/paths';
import { replies } from '../../../http/responses';
import type { TypeBoxProvider } from '../../../http/typebox';
import { authOf } from '../../../plugins/auth';
import { clientOf } from '../../../plugins/gateway';
import { rankList, runningRaces, type Caller } from './board';
import { requireFeature } from '../feature';
import { RaceValueSchema, RankListQuery, RankListSchema } from './schemas';

const tags = ['loyalty'];
const config = { auth: 'member' } as const;

/** The caller, in the Language header's language (else the merchant's default). */
export function callerOf(request: FastifyRequest): Caller {
  const { member } = authOf(request);
  const client = clientOf(request);
  return { id: member.id, merchantCode: member.merchantCode, language: (client.language ?? client.merchant.config.defaultLanguage).toUpperCase() };
}

/** Registers the member's race calls (inside the /wps gateway). */
export async function raceRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();

  app.get(gatewayPath(LoyaltyPath.races), { config, schema: { response: replies(Type.Array(RaceValueSchema)), tags } }, async (request): Promise<Envelope<RaceValue[]>> => {
    requireFeature(request, 'MISSIONLB3');
    return ok(await runningRaces(app.db, callerOf(request), app.now()));
  });

  app.get(gatewayPath(LoyaltyPath.rankList), { config, schema: { querystring: RankListQuery, response: replies(RankListSchema), tags } }, async (request): Promise<Envelope<RankListValue>> => {
    requireFeature(request, 'MISSIONLB3');
    return ok(await rankList(app.db, callerOf(request), request.query.raceId, request.query.periodStart, app.now()));
  });
}
