/** The member's claim of a periodic award (PromotionPath.claim): real accounts only (a trial gets free.reject). */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
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
import { bonusValueOf, claimCard, languageOf, type CardBuilder } from './award-card';
import { claimAward } from './awards-claim';
import { ClaimSchema } from './award-schemas';
import { promotionParticipants, promotions } from './tables';

const Params = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** The claim route answering with `cardOf`'s card (the engine's builder at integration; claimCard until then). */
export function claimRoutes(cardOf: CardBuilder): FastifyPluginAsync {
  return async function awardRoutes(instance: FastifyInstance): Promise<void> {
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
        return ok({ card: await cardOf(app, request, promotion, member, now), bonus: bonusValueOf(bonus, promotion, languageOf(request)) });
      },
    );
  };
}

/** The claim route with the claim's own card (award-card.ts). */
export const awardRoutes = claimRoutes(claimCard);
