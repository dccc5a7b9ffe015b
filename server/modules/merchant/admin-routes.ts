/** Operator routes (under /admin, behind the admin token) for a merchant's availability. */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { type MerchantAvailability, type RegisterFieldName, type RegisterSettings } from '@common/contract/system';
import { AppError, ok } from '../../http/envelope';
import { replies } from '../../http/responses';
import { wireSchema, type TypeBoxProvider } from '../../http/typebox';
import type { Actor } from '../audit';
import { RegionRestrictionSchema, RegisterFieldNameSchema, RegisterSettingsSchema } from './config-schema';
import { getAvailability, setMaintenance, setRegionRestriction, updateMerchantConfig } from './service';

const Params = Type.Object({ code: Type.String({ pattern: '^[A-Za-z0-9_]{2,32}$' }) });
const MaintenanceBody = Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false });
/** Register field switches to change, e.g. { "captcha": { "show": false, "required": false } }. */
const RegisterSettingsBody = Type.Object(
  {
    fields: Type.Array(
      Type.Object({ name: RegisterFieldNameSchema, show: Type.Boolean(), required: Type.Boolean() }, { additionalProperties: false }),
      { minItems: 1 },
    ),
  },
  { additionalProperties: false },
);

const AvailabilitySchema = wireSchema<MerchantAvailability>()(
  Type.Object({
    merchantCode: Type.String(),
    maintenance: Type.Boolean(),
    regionRestriction: Type.Object({ blockedCountries: Type.Array(Type.String()), blockedCidrs: Type.Array(Type.String()) }),
  }),
);
const tags = ['admin'];
const availability = { response: replies(AvailabilitySchema), tags };

function adminActor(request: FastifyRequest): Actor {
  return { actor: 'admin-api', ip: request.ip };
}

function found(availability: MerchantAvailability | null, code: string): Envelope<MerchantAvailability> {
  if (!availability) throw new AppError(ErrorCode.merchantInvalid, { status: 404, params: { merchant: code } });
  return ok(availability);
}

/** Applies field switches to the register settings; a hidden field is never required. */
function withFields(settings: RegisterSettings, changes: { name: RegisterFieldName; show: boolean; required: boolean }[]): RegisterSettings {
  const fields = settings.fields.map((field) => {
    const change = changes.find((c) => c.name === field.name);
    return change ? { name: field.name, show: change.show, required: change.show && change.required } : field;
  });
  return { ...settings, fields };
}

/** GET /merchants/:code, PUT /merchants/:code/maintenance, /region-restriction and /register-settings. */
export async function merchantAdminRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();

  app.get('/merchants/:code', { schema: { params: Params, ...availability } }, async (request) =>
    found(await getAvailability(app.db, request.params.code), request.params.code),
  );

  app.put('/merchants/:code/maintenance', { schema: { params: Params, body: MaintenanceBody, ...availability } }, async (request) =>
    found(await setMaintenance(app.db, request.params.code, request.body.enabled, adminActor(request)), request.params.code),
  );

  app.put('/merchants/:code/region-restriction', { schema: { params: Params, body: RegionRestrictionSchema, ...availability } }, async (request) =>
    found(await setRegionRestriction(app.db, request.params.code, request.body, adminActor(request)), request.params.code),
  );

  app.put('/merchants/:code/register-settings', { schema: { params: Params, body: RegisterSettingsBody, response: replies(wireSchema<RegisterSettings>()(RegisterSettingsSchema)), tags } }, async (request) => {
    const { code } = request.params;
    const merchant = await updateMerchantConfig(
      app.db,
      code,
      (config) => ({ ...config, register: withFields(config.register, request.body.fields) }),
      adminActor(request),
    );
    if (!merchant) throw new AppError(ErrorCode.merchantInvalid, { status: 404, params: { merchant: code } });
    return ok(merchant.config.register);
  });
}
