/**
 * The console's payment configuration (permission merchant.settings): a merchant's channels and
 * payment rules. A merchant's operator acts on its own merchant (naming another is 403, a channel
 * of another is 404); a platform-wide operator names the merchant. Every change is audited.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ConsolePaymentPath, type ConsoleChannel, type CreatedChannel, type PaymentSettingsValue } from '@common/contract/consolePayments';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../http/envelope';
import { notFoundError } from '../../plugins/errors';
import { consoleRoute } from '../../http/paths';
import { replies } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/typebox';
import { actingMerchant, operatorOf } from '../../plugins/operator-auth';
import { existingMerchant } from '../merchant';
import { operatorActorOf } from '../member';
import { consoleChannel, createChannel, merchantChannels, updateChannel } from './channel-admin';
import { ChannelInputSchema, ChannelParams, ConsoleChannelSchema, CreatedChannelSchema, MerchantQuery, SettingsSchema } from './console-schemas';
import { paymentSettingsOf, savePaymentSettings, settingsValue } from './settings';

const tags = ['console', 'payments'];
const config = { permission: 'merchant.settings' } as const;

/** Registers the payment configuration calls (inside operatorScope). */
export async function paymentConsoleRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  /** The merchant a call acts on, which must exist. */
  const merchantOf = (request: FastifyRequest, named: string | undefined): Promise<string> => existingMerchant(app.db, actingMerchant(operatorOf(request), named));

  app.get(
    consoleRoute(ConsolePaymentPath.channels),
    { config, schema: { querystring: MerchantQuery, response: replies(Type.Array(ConsoleChannelSchema)), tags } },
    async (request): Promise<Envelope<ConsoleChannel[]>> => ok((await merchantChannels(app.db, await merchantOf(request, request.query.merchantCode))).map(consoleChannel)),
  );

  app.post(consoleRoute(ConsolePaymentPath.channels), { config, schema: { body: ChannelInputSchema, response: replies(CreatedChannelSchema), tags } }, async (request): Promise<Envelope<CreatedChannel>> => {
    const merchantCode = await merchantOf(request, request.body.merchantCode);
    // A gateway channel's secret is in this answer only: never logged, never stored unsealed.
    return ok(await createChannel(app, merchantCode, request.body, operatorActorOf(app, request)));
  });

  app.put(
    consoleRoute(ConsolePaymentPath.channel(':id')),
    { config, schema: { params: ChannelParams, body: ChannelInputSchema, response: replies(ConsoleChannelSchema), tags } },
    async (request): Promise<Envelope<ConsoleChannel>> => {
      const updated = await updateChannel(app, operatorOf(request).merchantCode, request.params.id, request.body, operatorActorOf(app, request));
      if (!updated) throw notFoundError(request);
      return ok(updated);
    },
  );

  app.get(consoleRoute(ConsolePaymentPath.settings), { config, schema: { querystring: MerchantQuery, response: replies(SettingsSchema), tags } }, async (request): Promise<Envelope<PaymentSettingsValue>> => {
    const merchantCode = await merchantOf(request, request.query.merchantCode);
    return ok(settingsValue(merchantCode, await paymentSettingsOf(app.db, merchantCode)));
  });

  app.put(consoleRoute(ConsolePaymentPath.settings), { config, schema: { body: SettingsSchema, response: replies(SettingsSchema), tags } }, async (request): Promise<Envelope<PaymentSettingsValue>> => {
    const merchantCode = await merchantOf(request, request.body.merchantCode);
    const saved = await savePaymentSettings(app.db, merchantCode, request.body, operatorActorOf(app, request), new Date(app.now()));
    return ok(settingsValue(merchantCode, saved));
  });
}
