/**
 * The member's points and levels calls (LoyaltyPath.summary, .points, .levels; docs/loyalty.md
 * "What members see"): real members only (auth 'member': a trial account is refused), and only
 * while the merchant's points switch PTSYS3 is on (loyalty.feature.off otherwise). Names in the
 * Language header's language, English when a text has none.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Page } from '@common/contract/consolePlayers';
import type { Envelope } from '@common/contract/envelope';
import { LoyaltyPath, type LevelValue, type LoyaltySummaryValue, type PointsEntryValue } from '@common/contract/loyalty';
import { ok } from '../../../http/envelope';
import { requireFeature } from '../feature';
import { gatewayPath } from '../../../http/paths';
import { replies } from '../../../http/responses';
import type { TypeBoxProvider } from '../../../http/typebox';
import { authOf } from '../../../plugins/auth';
import { clientOf } from '../../../plugins/gateway';
import { memberLadder } from '../levels';
import { loyaltySummary, pointsHistory, type PointsReader } from './reads';
import { LevelListSchema, PointsPageSchema, PointsQuery, SummarySchema } from './schemas';

const tags = ['loyalty'];
const config = { auth: 'member' } as const;

/** The caller as a reader of their points, after the PTSYS3 check. */
export function pointsReaderOf(request: FastifyRequest): PointsReader {
  requireFeature(request, 'PTSYS3');
  const client = clientOf(request);
  const { member } = authOf(request);
  return { id: member.id, merchantCode: client.merchant.code, language: client.language ?? 'EN' };
}

/** Registers the member's points and levels calls (inside the /wps gateway). */
export async function pointsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();

  app.get(gatewayPath(LoyaltyPath.summary), { config, schema: { response: replies(SummarySchema), tags } }, async (request): Promise<Envelope<LoyaltySummaryValue>> =>
    ok(await loyaltySummary(app.db, pointsReaderOf(request), new Date(app.now()))),
  );

  app.get(gatewayPath(LoyaltyPath.points), { config, schema: { querystring: PointsQuery, response: replies(PointsPageSchema), tags } }, async (request): Promise<Envelope<Page<PointsEntryValue>>> =>
    ok(await pointsHistory(app.db, pointsReaderOf(request), request.query.page)),
  );

  app.get(gatewayPath(LoyaltyPath.levels), { config, schema: { response: replies(LevelListSchema), tags } }, async (request): Promise<Envelope<LevelValue[]>> => {
    const reader = pointsReaderOf(request);
    return ok(await memberLadder(app.db, { id: reader.id, merchantCode: reader.merchantCode }, reader.language));
  });
}
