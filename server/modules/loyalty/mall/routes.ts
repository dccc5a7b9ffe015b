/**
 * The member's mall calls (LoyaltyPath.mallItems, redeem, mallOrders; PTSYS3): real accounts only
 * (auth 'real': a trial account gets free.reject, a demo one no.permission), and while the
 * merchant's PTSYS3 switch is off every call answers loyalty.feature.off (params.feature). The
 * language is the Language header's, else the member's last login's, else the merchant's default.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Envelope } from '@common/contract/envelope';
import { LoyaltyPath, type MallItemValue, type MallOrderValue } from '@common/contract/loyalty';
import { ok } from '../../../http/envelope';
import { requireFeature } from '../feature';
import { gatewayPath } from '../../../http/paths';
import { replies } from '../../../http/responses';
import type { TypeBoxProvider } from '../../../http/typebox';
import { authOf } from '../../../plugins/auth';
import { clientOf } from '../../../plugins/gateway';
import { lastLanguageOf } from '../../session';
import { memberItems } from './items';
import { memberOrders, orderValue } from './orders';
import { redeem } from './redeem';
import { MallItemSchema, MallOrderSchema, RedeemBody } from './schemas';

const tags = ['loyalty'];
const config = { auth: 'real' } as const;

/** Registers the member's mall calls (inside the /wps gateway). */
export async function mallRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const languageOf = async (request: FastifyRequest, memberId: number): Promise<string> => {
    const client = clientOf(request);
    return (client.language ?? (await lastLanguageOf(app.db, memberId)) ?? client.merchant.config.defaultLanguage).toUpperCase();
  };

  app.get(gatewayPath(LoyaltyPath.mallItems), { config, schema: { response: replies(Type.Array(MallItemSchema)), tags } }, async (request): Promise<Envelope<MallItemValue[]>> => {
    requireFeature(request, 'PTSYS3');
    const { member } = authOf(request);
    return ok(await memberItems(app.db, member.merchantCode, member.id, await languageOf(request, member.id), app.now()));
  });

  app.post(gatewayPath(LoyaltyPath.redeem), { config, schema: { body: RedeemBody, response: replies(MallOrderSchema), tags } }, async (request): Promise<Envelope<MallOrderValue>> => {
    requireFeature(request, 'PTSYS3');
    const { member } = authOf(request);
    const order = await redeem(app.db, app.walletGuards, member, request.body, { actor: `member:${member.id}`, ip: clientOf(request).ip }, app.now());
    return ok(orderValue(order, await languageOf(request, member.id)));
  });

  app.get(gatewayPath(LoyaltyPath.mallOrders), { config, schema: { response: replies(Type.Array(MallOrderSchema)), tags } }, async (request): Promise<Envelope<MallOrderValue[]>> => {
    requireFeature(request, 'PTSYS3');
    const { member } = authOf(request);
    return ok(await memberOrders(app.db, member.id, await languageOf(request, member.id)));
  });
}
