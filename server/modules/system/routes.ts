/**
 * System calls (§7): status, whitelabel, consolidated settings, domain route, countries and
 * register settings. They stay open in maintenance and for blocked regions, because the site
 * needs the status to show the right blocking page.
 */
import type { FastifyInstance } from 'fastify';
import type { ConsolidatedSettings, CountryEntry, DomainRoute, RegisterSettings, SystemStatusValue, Whitelabel } from '@common/contract/system';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../http/envelope';
import { merchantOf } from '../../plugins/gateway';
import { clientLocation, isRegionBlocked } from '../merchant';
import { COUNTRIES } from './countries';
import { consolidatedSettings, systemInfo } from './views';

const open = { config: { openWhenBlocked: true } };

/** Registers GET /system/* under the gateway prefix. */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  app.get('/system/status', open, async (request): Promise<Envelope<SystemStatusValue>> => {
    const merchant = merchantOf(request);
    const location = clientLocation(request, app.config);
    return ok({
      info: systemInfo(merchant),
      location,
      maintenance: merchant.maintenance,
      regionRestriction: isRegionBlocked(merchant.regionRestriction, location),
    });
  });

  app.get('/system/whitelabel', open, async (request): Promise<Envelope<Whitelabel>> => ok(merchantOf(request).config.whitelabel));

  app.get(
    '/system/settings/consolidated',
    open,
    async (request): Promise<Envelope<ConsolidatedSettings>> => ok(consolidatedSettings(merchantOf(request))),
  );

  app.get('/system/domainRoute', open, async (request): Promise<Envelope<DomainRoute>> => ok(merchantOf(request).config.domainRoute));

  app.get('/system/country', open, async (): Promise<Envelope<readonly CountryEntry[]>> => ok(COUNTRIES));

  app.get(
    '/system/setting/register',
    open,
    async (request): Promise<Envelope<RegisterSettings>> => ok(merchantOf(request).config.register),
  );
}
