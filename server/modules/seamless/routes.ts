/**
 * The seamless-wallet API (server/vendors/seamless/contract.ts), outside the /wps gateway: vendors
 * send no site headers. Its own scope replaces the JSON parser so the signature is checked on the
 * raw bytes before parsing.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SeamlessPath, type SeamlessOperation, type SeamlessResponse, type SeamlessValue } from '../../vendors/seamless/contract';
import type { Database } from '../../db/connection';
import { ErrorCode } from '@common/contract/envelope';
import { AppError } from '../../http/envelope';
import { replies } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/typebox';
import { SeamlessValueSchema } from '../../vendors/seamless/schemas';
import { balance, credit, debit, rollback, type Caller } from './operations';
import { answerOnce } from './requests';
import { BalanceBody, CreditBody, DebitBody, RollbackBody } from './schemas';
import { authenticateVendor, vendorOf } from './signature';

/** The route schema of one wallet operation with its body. */
const operation = <B>(body: B) => ({ schema: { body, response: replies(SeamlessValueSchema), tags: ['vendor wallet'] } });

/** Registers the four wallet routes in an encapsulated scope. */
export async function seamlessRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<TypeBoxProvider>();
  app.decorateRequest('seamlessVendor', null);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, async (request: FastifyRequest, raw: string) => {
    request.seamlessVendor = await authenticateVendor(app, request, raw);
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      // A signed body that is not JSON is the vendor's bug: a 400 it can see, never a 500 it retries.
      throw new AppError(ErrorCode.requestMalformed, { status: 400 });
    }
  });

  const serve = <B extends { requestId: string }>(
    request: FastifyRequest,
    body: B,
    operation: SeamlessOperation,
    run: (tx: Database, caller: Caller, body: B) => Promise<SeamlessValue>,
  ): Promise<SeamlessResponse> => {
    const vendor = vendorOf(request);
    const caller = { vendor, now: app.now(), guards: app.walletGuards };
    return answerOnce(app.db, vendor.vendorCode, body.requestId, operation, (tx) => run(tx, caller, body));
  };

  app.post(SeamlessPath.balance, operation(BalanceBody), (request) => serve(request, request.body, 'balance', balance));
  app.post(SeamlessPath.debit, operation(DebitBody), (request) => serve(request, request.body, 'debit', debit));
  app.post(SeamlessPath.credit, operation(CreditBody), (request) => serve(request, request.body, 'credit', credit));
  app.post(SeamlessPath.rollback, operation(RollbackBody), (request) => serve(request, request.body, 'rollback', rollback));
}
