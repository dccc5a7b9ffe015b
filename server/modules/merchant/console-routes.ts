/**
 * The console's merchant settings (permission merchant.settings; creating a merchant:
 * merchant.create, platform-wide owners). A merchant's operator reaches only its own merchant:
 * another code answers 404 merchant.invalid, as an unknown one does. Every change is audited
 * with the operator, its IP and the changed fields (service.ts), and the member site sees it on
 * its next call (the merchant cache is invalidated with the change).
 */
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MERCHANT_CODE_PATTERN, MerchantAdminPath, type MerchantSettings, type MerchantSummary } from '@common/contract/consoleMerchant';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { AppError, ok } from '../../http/envelope';
import { consoleRoute } from '../../http/paths';
import { replies } from '../../http/responses';
import { type TypeBoxProvider } from '../../http/typebox';
import { operatorOf } from '../../plugins/operator-auth';
import type { Actor } from '../audit';
import { operatorActor } from '../operator';
import { clientLocation } from './region';
import type { MerchantConfig } from './config-schema';
import * as body from './console-schemas';
import { findByCode } from './repository';
import { setMaintenance, setRegionRestriction, updateMerchantConfig } from './service';
import { createMerchant, merchantInScope, merchantsInScope, settingsOf, withBranding, withDownloads, withLanguages, withRegisterFields, withWhitelabel } from './settings';

const Params = Type.Object({ code: Type.String({ pattern: MERCHANT_CODE_PATTERN }) });
const tags = ['console', 'merchant'];
const settingsReply = replies(body.MerchantSettingsSchema);
const notFound = (code: string) => new AppError(ErrorCode.merchantInvalid, { status: 404, params: { merchant: code } });

/** Registers the merchant settings calls (inside operatorScope). */
export async function merchantConsoleRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const actor = (request: FastifyRequest): Actor => operatorActor(operatorOf(request).id, clientLocation(request, app.config).ip);
  /** The code if the caller may see that merchant; else the same 404 as an unknown code. */
  const reachable = (request: FastifyRequest, code: string): string => merchantInScope(operatorOf(request).merchantCode, code);
  const settings = async (code: string): Promise<Envelope<MerchantSettings>> => {
    const merchant = await findByCode(app.db, code);
    if (!merchant) throw notFound(code);
    return ok(settingsOf(merchant));
  };

  app.get(consoleRoute(MerchantAdminPath.merchants), { config: { permission: 'merchant.settings' }, schema: { response: replies(Type.Array(body.MerchantSummarySchema)), tags } }, async (request): Promise<Envelope<MerchantSummary[]>> =>
    ok(await merchantsInScope(app.db, operatorOf(request).merchantCode)),
  );

  app.post(consoleRoute(MerchantAdminPath.merchants), { config: { permission: 'merchant.create' }, schema: { body: body.NewMerchantBody, response: settingsReply, tags } }, async (request) =>
    ok(settingsOf(await createMerchant(app.db, request.body, actor(request)))),
  );

  app.get(consoleRoute(MerchantAdminPath.merchant(':code')), { config: { permission: 'merchant.settings' }, schema: { params: Params, response: settingsReply, tags } }, async (request) =>
    settings(reachable(request, request.params.code)),
  );

  // Content operators write announcements in the merchant's languages without reading (or changing) its other settings.
  app.get(consoleRoute(MerchantAdminPath.languages(':code')), { config: { permission: 'content.manage' }, schema: { params: Params, response: replies(body.LanguagesBody), tags } }, async (request) => {
    const code = reachable(request, request.params.code);
    const merchant = await findByCode(app.db, code);
    if (!merchant) throw notFound(code);
    const { languages, defaultLanguage } = settingsOf(merchant);
    return ok({ languages, defaultLanguage });
  });

  app.put(consoleRoute(MerchantAdminPath.maintenance(':code')), { config: { permission: 'merchant.settings' }, schema: { params: Params, body: body.MaintenanceBody, response: settingsReply, tags } }, async (request) => {
    const code = reachable(request, request.params.code);
    if (!(await setMaintenance(app.db, code, request.body.enabled, actor(request)))) throw notFound(code);
    return settings(code);
  });

  app.put(consoleRoute(MerchantAdminPath.regionRestriction(':code')), { config: { permission: 'merchant.settings' }, schema: { params: Params, body: body.RegionRestrictionBody, response: settingsReply, tags } }, async (request) => {
    const code = reachable(request, request.params.code);
    if (!(await setRegionRestriction(app.db, code, request.body, actor(request)))) throw notFound(code);
    return settings(code);
  });

  /** A configuration section: its body schema and the change it makes (which may refuse the body first). */
  const section = <B extends TSchema>(path: string, schema: B, change: (b: B['static']) => (config: MerchantConfig) => MerchantConfig) => {
    app.put(consoleRoute(path), { config: { permission: 'merchant.settings' }, schema: { params: Params, body: schema, response: settingsReply, tags } }, async (request) => {
      const code = reachable(request, (request.params as { code: string }).code);
      const merchant = await updateMerchantConfig(app.db, code, change(request.body as B['static']), actor(request));
      if (!merchant) throw notFound(code);
      return ok(settingsOf(merchant));
    });
  };
  section(MerchantAdminPath.whitelabel(':code'), body.WhitelabelBody, (b) => withWhitelabel(b));
  section(MerchantAdminPath.registerFields(':code'), body.RegisterFieldsBody, (b) => withRegisterFields(b));
  section(MerchantAdminPath.languages(':code'), body.LanguagesBody, (b) => withLanguages(b.languages, b.defaultLanguage));
  section(MerchantAdminPath.branding(':code'), body.BrandingBody, (b) => withBranding(b));
  section(MerchantAdminPath.customerService(':code'), body.CustomerServiceBody, (b) => (config) => ({ ...config, customerService: b.channels }));
  section(MerchantAdminPath.downloads(':code'), body.DownloadsBody, (b) => withDownloads(b.links));
  section(MerchantAdminPath.transferLaunchMode(':code'), body.TransferLaunchModeBody, (b) => (config) => ({ ...config, transferLaunchMode: b.mode }));
}
