/**
 * Operator adjustment of a member's real balance (under /admin, behind the admin token): the one
 * way money enters a real account until deposits exist. A double-entry posting against the
 * merchant's house account, idempotent by the operator's reference, audited.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { AppError, ok } from '../../http/envelope';
import type { TypeBoxProvider } from '../../http/typebox';
import { recordAudit } from '../audit/service';
import { findMemberByUsername, memberSubject } from '../member/service';
import { balanceOf, ensureMemberAccount, houseAccount } from './accounts';
import { postTransaction } from './ledger';
import { wireAmount } from './wire';

const Params = Type.Object({
  code: Type.String({ pattern: '^[A-Za-z0-9_]{2,32}$' }),
  username: Type.String({ minLength: 1, maxLength: 64 }),
});
/** amount: signed minor units (negative takes money back; never below zero). reference: the operator's id of this adjustment. */
const AdjustmentBody = Type.Object(
  {
    amount: Type.Integer({ minimum: -100_000_000_000, maximum: 100_000_000_000 }),
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

/** POST /merchants/:code/members/:username/adjustments. */
export async function walletAdminRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();

  app.post(
    '/merchants/:code/members/:username/adjustments',
    { schema: { params: Params, body: AdjustmentBody } },
    async (request): Promise<Envelope<AdjustmentResult>> => {
      const { code, username } = request.params;
      const member = await findMemberByUsername(app.db, code, username);
      // Trial accounts play on demo credit only; an adjustment never gives them real money.
      if (!member || member.demo) throw new AppError(ErrorCode.userNonexistentOrDisabled, { status: 404 });
      const { amount, reason, reference } = request.body;
      if (amount === 0) throw new AppError(ErrorCode.requestInvalid, { params: { field: 'amount', detail: 'must not be 0' } });
      const posted = await app.db.transaction(async (tx) => {
        const account = (await ensureMemberAccount(tx, code, member.id, 'real')).account;
        const house = await houseAccount(tx, code, 'real');
        const result = await postTransaction(tx, {
          merchant: code,
          idempotencyKey: `adjustment:${reference}`,
          kind: 'adjustment',
          reference: { memberId: member.id, reason },
          entries: [
            { accountId: house.id, amount: -BigInt(amount) },
            { accountId: account.id, amount: BigInt(amount) },
          ],
        });
        if (!result.replayed) {
          const detail = { transactionId: result.transaction.id, amount: String(amount), reason, reference };
          await recordAudit(tx, { actor: 'admin-api', ip: request.ip }, { action: 'wallet.adjusted', subject: memberSubject(member.id), detail });
        }
        return { result, balance: await balanceOf(tx, account.id) };
      });
      return ok({ balance: wireAmount(posted.balance), transactionId: posted.result.transaction.id, replayed: posted.result.replayed });
    },
  );
}
