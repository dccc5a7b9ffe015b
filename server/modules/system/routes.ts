/**
 * System calls (§7): status, whitelabel, consolidated settings, domain route, countries and
 * register settings. They stay open in maintenance and for blocked regions, because the site
 * needs the status to show the right blocking page.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ConsolidatedSettings, CountryEntry, DomainRoute, RegisterSettings, Whitelabel } from '@common/contract/system';
import type { Envelope } from '@common/contract/envelope';
import { JSON_TYPE, ok } from '../../http/envelope';
import { replies } from '../../http/responses';
import { merchantOf } from '../../plugins/gateway';
import { clientLocation, isRegionBlocked } from '../merchant';
import { COUNTRIES } from './countries';
import {
  ConsolidatedSettingsSchema,
  CountryEntrySchema,
  DomainRouteSchema,
  RegisterSettingsSchema,
  SystemStatusSchema,
  WhitelabelSchema,
} from './responses';
import { statusBody } from './status-body';
import { consolidatedSettings } from './views';

/** Open in maintenance and for blocked regions; answers `value`. */
const open = (value: TSchema) => ({ config: { openWhenBlocked: true }, schema: { response: replies(value), tags: ['system'] } });

/** Registers GET /system/* under the gateway prefix. */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  // Sent as text built around the merchant's info serialized once (status-body.ts); the schema still documents it.
  app.get('/system/status', open(SystemStatusSchema), async (request, reply) => {
    const merchant = merchantOf(request);
    const location = clientLocation(request, app.config);
    const body = statusBody(reply, merchant, {
      location,
      maintenance: merchant.maintenance,
      regionRestriction: isRegionBlocked(merchant.regionRestriction, location),
    });
    return reply.type(JSON_TYPE).send(body);
  });

  app.get('/system/whitelabel', open(WhitelabelSchema), async (request): Promise<Envelope<Whitelabel>> => ok(merchantOf(request).config.whitelabel));

  app.get(
    '/system/settings/consolidated',
    open(ConsolidatedSettingsSchema),
    async (request): Promise<Envelope<ConsolidatedSettings>> => ok(consolidatedSettings(merchantOf(request))),
  );

  app.get('/system/domainRoute', open(DomainRouteSchema), async (request): Promise<Envelope<DomainRoute>> => ok(merchantOf(request).config.domainRoute));

  app.get('/system/country', open(Type.Array(CountryEntrySchema)), async (): Promise<Envelope<readonly CountryEntry[]>> => ok(COUNTRIES));

  app.get(
    '/system/setting/register',
    open(RegisterSettingsSchema),
    async (request): Promise<Envelope<RegisterSettings>> => ok(merchantOf(request).config.register),
  );
}
