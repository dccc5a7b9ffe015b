/**
 * The member's claim of a periodic award (PromotionPath.claim): real accounts only (a trial gets
 * free.reject). Answers the promotion's card as it stands after the claim and the bonus credited.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { PromotionPath, type ClaimValue } from '@common/contract/promotions';
import { and, eq, ne } from 'drizzle-orm';
import { AppError, ok } from '../../http/envelope';
import { gatewayPath } from '../../http/paths';
import { replies } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/typebox';
import { authOf } from '../../plugins/auth';
import { clientOf } from '../../plugins/gateway';
import { claimAward } from './awards-claim';
import { ClaimSchema } from './bonus-schemas';
import { bonusValue } from './bonus-reads';
import { memberCard } from './cards';
import { viewerOfRequest } from './routes';
import { promotionParticipants, promotions } from './tables';

const Params = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });

/** Registers the claim route (inside the /wps gateway). */
export async function awardRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  app.post(
    gatewayPath(PromotionPath.claim(':id')),
    { config: { auth: 'real' }, schema: { params: Params, response: replies(ClaimSchema), tags: ['promotions'] } },
    async (request): Promise<Envelope<ClaimValue>> => {
      const { member } = authOf(request);
      const client = clientOf(request);
      const now = app.now();
      const [promotion] = await app.db
        .select()
        .from(promotions)
        .where(and(eq(promotions.id, request.params.id), eq(promotions.merchantCode, member.merchantCode), ne(promotions.state, 'draft')));
      if (!promotion) throw new AppError(ErrorCode.promotionNotFound);
      const [joined] = await app.db
        .select({ memberId: promotionParticipants.memberId })
        .from(promotionParticipants)
        .where(and(eq(promotionParticipants.promotionId, promotion.id), eq(promotionParticipants.memberId, member.id)));
      if (!joined) throw new AppError(ErrorCode.promotionNotJoined);
      const { bonus } = await app.db.transaction((tx) => claimAward(tx, { promotion, memberId: member.id, now, actor: `member:${member.id}`, ip: client.ip }));
      const viewer = await viewerOfRequest(app, request, member);
      const card = await memberCard(app.db, member.merchantCode, promotion.id, viewer, now, app.promotionHooks.periodEstimate);
      return ok({ card: card!, bonus: bonusValue(bonus, promotion.title, viewer.language) });
    },
  );
}
