/**
 * The console's points and levels calls (ConsoleLoyaltyPath.settings, .levels, .report; permission
 * loyalty.manage): a merchant's operator reaches its own merchant only (naming another is
 * forbidden); a platform-wide one names the merchant. Changes are audited with the operator.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ConsoleLoyaltyPath, type LevelDraft, type LoyaltyReport, type LoyaltySettings } from '@common/contract/consoleLoyalty';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../../http/envelope';
import { consoleRoute } from '../../../http/paths';
import { replies } from '../../../http/responses';
import type { TypeBoxProvider } from '../../../http/typebox';
import { actingMerchant, operatorOf } from '../../../plugins/operator-auth';
import { existingMerchant } from '../../merchant';
import { operatorActorOf } from '../../member';
import { consoleLadder, saveLadder } from '../levels';
import { loyaltyReport } from './report';
import { LevelDraftListSchema, LevelsBody, MerchantQuery, ReportQuery, ReportSchema, SettingsBody, SettingsSchema } from './schemas';
import { loyaltySettingsOf, saveSettings } from './settings';

const tags = ['console', 'loyalty'];
const config = { permission: 'loyalty.manage' } as const;
const DAY_MS = 86_400_000;
/** The report's range when none is given: the last 30 days. */
const REPORT_DAYS_DEFAULT = 30;

/** Registers the console's points and levels calls (inside operatorScope). */
export async function pointsConsoleRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const merchantFor = (request: FastifyRequest, named: string | undefined): Promise<string> => existingMerchant(app.db, actingMerchant(operatorOf(request), named));

  app.get(consoleRoute(ConsoleLoyaltyPath.settings), { config, schema: { querystring: MerchantQuery, response: replies(SettingsSchema), tags } }, async (request): Promise<Envelope<LoyaltySettings>> =>
    ok(await loyaltySettingsOf(app.db, await merchantFor(request, request.query.merchantCode))),
  );

  app.put(consoleRoute(ConsoleLoyaltyPath.settings), { config, schema: { body: SettingsBody, response: replies(SettingsSchema), tags } }, async (request): Promise<Envelope<LoyaltySettings>> => {
    const merchantCode = await merchantFor(request, request.body.merchantCode);
    const who = { username: operatorOf(request).username, audit: operatorActorOf(app, request) };
    return ok(await saveSettings(app.db, { ...request.body, merchantCode }, who, new Date(app.now())));
  });

  app.get(consoleRoute(ConsoleLoyaltyPath.levels), { config, schema: { querystring: MerchantQuery, response: replies(LevelDraftListSchema), tags } }, async (request): Promise<Envelope<LevelDraft[]>> =>
    ok(await consoleLadder(app.db, await merchantFor(request, request.query.merchantCode))),
  );

  app.put(consoleRoute(ConsoleLoyaltyPath.levels), { config, schema: { body: LevelsBody, response: replies(LevelDraftListSchema), tags } }, async (request): Promise<Envelope<LevelDraft[]>> => {
    const merchantCode = await merchantFor(request, request.body.merchantCode);
    return ok(await saveLadder(app.db, merchantCode, request.body.levels, operatorActorOf(app, request), new Date(app.now())));
  });

  app.get(consoleRoute(ConsoleLoyaltyPath.report), { config, schema: { querystring: ReportQuery, response: replies(ReportSchema), tags } }, async (request): Promise<Envelope<LoyaltyReport>> => {
    const merchantCode = await merchantFor(request, request.query.merchantCode);
    const to = request.query.to ?? app.now();
    const from = request.query.from ?? to - REPORT_DAYS_DEFAULT * DAY_MS;
    return ok(await loyaltyReport(app.db, merchantCode, from, to));
  });
}
