/** GET PromotionPath.bonuses: the caller's bonuses with their wagering as of now, and what stands before a withdrawal (real accounts; a trial gets free.reject). */
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@common/contract/envelope';
import { PromotionPath, type BonusesValue } from '@common/contract/promotions';
import { ok } from '../../http/envelope';
import { gatewayPath } from '../../http/paths';
import { replies } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/typebox';
import { authOf } from '../../plugins/auth';
import { languageOf } from '../payments';
import { memberBonusesValue } from './bonus-reads';
import { BonusesSchema } from './bonus-schemas';

/** Registers the member's bonuses call (inside the /wps gateway). */
export async function bonusRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  app.get(gatewayPath(PromotionPath.bonuses), { config: { auth: 'real' }, schema: { response: replies(BonusesSchema), tags: ['promotions'] } }, async (request): Promise<Envelope<BonusesValue>> => {
    const { member } = authOf(request);
    return ok(await memberBonusesValue(app.db, member.merchantCode, member.id, languageOf(request)));
  });
}
