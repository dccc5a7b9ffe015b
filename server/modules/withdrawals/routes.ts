/** The member's withdrawal calls (§7): payout accounts, readiness and requests, and the records. */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@common/contract/envelope';
import {
  PaymentPath,
  TRANSACTION_KINDS,
  type PayoutAccountValue,
  type RecordPage,
  type TransactionKind,
  type TransactionValue,
  type WithdrawalReadiness,
  type WithdrawalValue,
} from '@common/contract/payments';
import { ok } from '../../http/envelope';
import { gatewayPath } from '../../http/paths';
import { replies } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/typebox';
import { authOf } from '../../plugins/auth';
import { clientOf } from '../../plugins/gateway';
import { languageOf, recordPageSchema } from '../payments';
import { addPayoutAccount, livePayoutAccounts, payoutAccountValue, removePayoutAccount } from './payout-accounts';
import { withdrawalReadiness } from './readiness';
import { transactionRecords, withdrawalRecords } from './records';
import { requestWithdrawal } from './request';
import {
  AddPayoutAccountBody,
  PayoutAccountSchema,
  ReadinessSchema,
  RemovePayoutAccountBody,
  TransactionSchema,
  TransactionsQuery,
  WithdrawalBody,
  WithdrawalSchema,
  WithdrawalsQuery,
} from './schemas';


/** Registers the member's withdrawal, payout-account and record calls. */
export async function withdrawalRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const tags = ['withdrawals'];
  // Real money of the types that may deposit and withdraw (§4); the records are any real account's.
  // A withdraw-only session (a login refused by a time-out or self-exclusion) may take its money out.
  const cashier = { auth: 'deposit' as const, withdrawScope: true };
  const records = { auth: 'member' as const };

  app.get(gatewayPath(PaymentPath.bankCards), { config: cashier, schema: { response: replies(Type.Array(PayoutAccountSchema)), tags } }, async (request): Promise<Envelope<PayoutAccountValue[]>> =>
    ok((await livePayoutAccounts(app.db, authOf(request).member.id)).map(payoutAccountValue)),
  );

  app.post(
    gatewayPath(PaymentPath.bankCards),
    { config: cashier, schema: { body: AddPayoutAccountBody, response: replies(PayoutAccountSchema), tags } },
    async (request): Promise<Envelope<PayoutAccountValue>> => ok(await addPayoutAccount(app, clientOf(request), authOf(request).member, request.body, languageOf(request))),
  );

  app.post(gatewayPath(PaymentPath.bankCardRemove), { config: cashier, schema: { body: RemovePayoutAccountBody, response: replies(Type.Null()), tags } }, async (request): Promise<Envelope<null>> => {
    await removePayoutAccount(app, clientOf(request), authOf(request).member, request.body);
    return ok(null);
  });

  app.get(gatewayPath(PaymentPath.withdraw), { config: cashier, schema: { response: replies(ReadinessSchema), tags } }, async (request): Promise<Envelope<WithdrawalReadiness>> =>
    ok(await withdrawalReadiness(app.db, app.bonusWagering, authOf(request).member, languageOf(request))),
  );

  app.post(
    gatewayPath(PaymentPath.withdraw),
    { config: cashier, schema: { body: WithdrawalBody, response: replies(WithdrawalSchema), tags } },
    async (request): Promise<Envelope<WithdrawalValue>> => ok(await requestWithdrawal(app, clientOf(request), authOf(request).member, request.body, languageOf(request))),
  );

  app.get(
    gatewayPath(PaymentPath.withdrawals),
    { config: { ...records, withdrawScope: true }, schema: { querystring: WithdrawalsQuery, response: replies(recordPageSchema(WithdrawalSchema)), tags } },
    async (request): Promise<Envelope<RecordPage<WithdrawalValue>>> => ok(await withdrawalRecords(app.db, authOf(request).member, request.query, languageOf(request))),
  );

  app.get(
    gatewayPath(PaymentPath.transactions),
    { config: records, schema: { querystring: TransactionsQuery, response: replies(recordPageSchema(TransactionSchema)), tags } },
    async (request): Promise<Envelope<RecordPage<TransactionValue>>> => ok(await transactionRecords(app.db, authOf(request).member, request.query)),
  );

  app.get(gatewayPath(PaymentPath.codeList), { config: records, schema: { response: replies(Type.Array(Type.String())), tags } }, async (): Promise<Envelope<TransactionKind[]>> =>
    ok([...TRANSACTION_KINDS]),
  );
}
