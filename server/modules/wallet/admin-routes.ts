/**
 * Operator adjustment of a member's real balance (under /admin, behind the admin token); the
 * posting and its audit row are the wallet's (adjust.ts).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../http/envelope';
import { MAX_WALLET_AMOUNT } from '../../http/fields';
import { replies } from '../../http/responses';
import { wireSchema, type TypeBoxProvider } from '../../http/typebox';
import { adjustBalance } from './adjust';
import { wireAmount } from './wire';
const Params = Type.Object({
  code: Type.String({ pattern: '^[A-Za-z0-9_]{2,32}$' }),
  username: Type.String({ minLength: 1, maxLength: 64 }),
});
/** amount: signed minor units (negative takes money back; never below zero). reference: the operator's id of this adjustment. */
const AdjustmentBody = Type.Object(
  {
    amount: Type.Integer({ minimum: -MAX_WALLET_AMOUNT, maximum: MAX_WALLET_AMOUNT }),
    reason: Type.String({ minLength: 1, maxLength: 200 }),
    reference: Type.String({ minLength: 1, maxLength: 100 }),
  },
  { additionalProperties: false },
);

/** The member's balance after the adjustment, and whether the reference had been applied before. */
export interface AdjustmentResult {
  balance: number;
  transactionId: number;
  replayed: boolean;
}

const AdjustmentSchema = wireSchema<AdjustmentResult>()(Type.Object({
  balance: Type.Integer({ description: "The member's real balance after the adjustment, minor units" }),
  transactionId: Type.Integer(),
  replayed: Type.Boolean({ description: 'True when this reference had been applied before (nothing applied now)' }),
}));

/** POST /merchants/:code/members/:username/adjustments. */
export async function walletAdminRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();

  app.post(
    '/merchants/:code/members/:username/adjustments',
    { schema: { params: Params, body: AdjustmentBody, response: replies(AdjustmentSchema), tags: ['admin'] } },
    async (request): Promise<Envelope<AdjustmentResult>> => {
      const { code, username } = request.params;
      const { amount, reason, reference } = request.body;
      const outcome = await adjustBalance(app.db, { merchant: code, username, amount: BigInt(amount), reason, reference }, { actor: 'admin-api', ip: request.ip });
      return ok({ balance: wireAmount(outcome.balance), transactionId: outcome.transactionId, replayed: outcome.replayed });
    },
  );
}
