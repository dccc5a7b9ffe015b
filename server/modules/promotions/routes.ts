/**
 * The member's promotion calls (PromotionPath): the events centre list and one card (token
 * optional: a visitor or trial account sees the open promotions as join and the later ones as
 * comingSoon), and joining (§7 sign-up promotion join; a trial account gets free.reject).
 * The language is the Language header's, else the member's last login's, else the merchant's default.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { PromotionPath, type PromotionCard, type PromotionListValue } from '@common/contract/promotions';
import { isTrial } from '@common/rules/memberTypes';
import { AppError, ok } from '../../http/envelope';
import { gatewayPath } from '../../http/paths';
import { replies } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/typebox';
import { authOf, callerOf } from '../../plugins/auth';
import { clientOf } from '../../plugins/gateway';
import type { Member } from '../member';
import { lastLanguageOf } from '../session';
import { memberCard, memberCards, type Viewer } from './cards';
import { promotionOf } from './definitions';
import { joinPromotion } from './join';
import { CardListSchema, CardSchema, JoinBody, PromotionParams } from './schemas';

const tags = ['promotions'];

/** Who looks, in which language: a trial account looks as a visitor does. */
export async function viewerOfRequest(app: FastifyInstance, request: FastifyRequest, member: Member | null): Promise<Viewer> {
  const client = clientOf(request);
  const language = client.language ?? (member ? await lastLanguageOf(app.db, member.id) : null) ?? client.merchant.config.defaultLanguage;
  const real = member && !isTrial(member.type) ? { id: member.id, type: member.type, createdAt: member.createdAt, language: language.toUpperCase() } : null;
  return { member: real, language: language.toUpperCase() };
}

/** Registers the member's promotion calls (inside the /wps gateway). */
export async function promotionRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const estimate = () => app.promotionHooks.periodEstimate;

  const viewerOf = (request: FastifyRequest, member: Member | null) => viewerOfRequest(app, request, member);
  const missing = () => new AppError(ErrorCode.promotionNotFound);

  app.get(gatewayPath(PromotionPath.list), { schema: { response: replies(CardListSchema), tags } }, async (request): Promise<Envelope<PromotionListValue>> => {
    const viewer = await viewerOf(request, (await callerOf(app, request))?.member ?? null);
    return ok({ promotions: await memberCards(app.db, clientOf(request).merchant.code, viewer, app.now(), estimate()) });
  });

  app.get(gatewayPath(PromotionPath.one(':id')), { schema: { params: PromotionParams, response: replies(CardSchema), tags } }, async (request): Promise<Envelope<PromotionCard>> => {
    const viewer = await viewerOf(request, (await callerOf(app, request))?.member ?? null);
    const card = await memberCard(app.db, clientOf(request).merchant.code, request.params.id, viewer, app.now(), estimate());
    if (!card) throw missing();
    return ok(card);
  });

  app.post(gatewayPath(PromotionPath.join), { config: { auth: 'member' }, schema: { body: JoinBody, response: replies(CardSchema), tags } }, async (request): Promise<Envelope<PromotionCard>> => {
    const { member } = authOf(request);
    const merchantCode = clientOf(request).merchant.code;
    const row = await promotionOf(app.db, merchantCode, request.body.promotionId);
    if (!row || row.state === 'draft') throw missing();
    const viewer = await viewerOf(request, member);
    await joinPromotion(app.db, row, viewer.member!, { actor: `member:${member.id}`, ip: clientOf(request).ip }, app.now());
    return ok((await memberCard(app.db, merchantCode, row.id, viewer, app.now(), estimate()))!);
  });
}
