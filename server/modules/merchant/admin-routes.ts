/** Operator routes (under /admin, behind the admin token) for a merchant's availability. */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, type Envelope, type MerchantAvailability } from '../../../src/api/types';
import { AppError, ok } from '../../http/envelope';
import type { TypeBoxProvider } from '../../http/typebox';
import type { Actor } from '../audit/service';
import { RegionRestrictionSchema } from './config-schema';
import { getAvailability, setMaintenance, setRegionRestriction } from './service';

const Params = Type.Object({ code: Type.String({ pattern: '^[A-Za-z0-9_]{2,32}$' }) });
const MaintenanceBody = Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false });

function adminActor(request: FastifyRequest): Actor {
  return { actor: 'admin-api', ip: request.ip };
}

function found(availability: MerchantAvailability | null, code: string): Envelope<MerchantAvailability> {
  if (!availability) throw new AppError(ErrorCode.merchantInvalid, { status: 404, params: { merchant: code } });
  return ok(availability);
}

/** GET /merchants/:code, PUT /merchants/:code/maintenance and /merchants/:code/region-restriction. */
export async function merchantAdminRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();

  app.get('/merchants/:code', { schema: { params: Params } }, async (request) =>
    found(await getAvailability(app.db, request.params.code), request.params.code),
  );

  app.put('/merchants/:code/maintenance', { schema: { params: Params, body: MaintenanceBody } }, async (request) =>
    found(await setMaintenance(app.db, request.params.code, request.body.enabled, adminActor(request)), request.params.code),
  );

  app.put('/merchants/:code/region-restriction', { schema: { params: Params, body: RegionRestrictionSchema } }, async (request) =>
    found(await setRegionRestriction(app.db, request.params.code, request.body, adminActor(request)), request.params.code),
  );
}
