/**
 * The seamless-wallet API (server/vendors/seamless/contract.ts), outside the /wps gateway: vendors
 * send no site headers. Its own scope replaces the JSON parser so the signature is checked on the
 * raw bytes before parsing. Each operation is one database round trip (the wallet's
 * seamlessOneTrip), except a debit while wallet guards check stakes: that one takes the intent
 * path, so the guards run in the posting's transaction.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SeamlessPath, type SeamlessOperation, type SeamlessResponse } from '../../vendors/seamless/contract';
import { ErrorCode } from '@common/contract/envelope';
import { AppError } from '../../http/envelope';
import { replies } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/typebox';
import { SeamlessValueSchema } from '../../vendors/seamless/schemas';
import { seamlessOneTrip, type SeamlessCall } from '../wallet';
import { findVendorCredential, forgetVendorCredential, sealPlainSecrets } from './credentials';
import { debit } from './operations';
import { answerOnce } from './requests';
import { BalanceBody, CreditBody, DebitBody, RollbackBody, type DebitBodyType } from './schemas';
import { authenticateVendor, refuse, vendorOf } from './signature';
import type { VendorCredentialRow } from './tables';

/** The route schema of one wallet operation with its body. */
const operation = <B>(body: B) => ({ schema: { body, response: replies(SeamlessValueSchema), tags: ['vendor wallet'] } });

/** Registers the four wallet routes in an encapsulated scope. */
export async function seamlessRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<TypeBoxProvider>();
  // A database from before sealing holds plain secrets; the signature check opens sealed ones only.
  await sealPlainSecrets(app);
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

  /** A secret changed after the request was signed with it: 401, and the next request rereads it. */
  const stale = (vendor: VendorCredentialRow) => {
    forgetVendorCredential(app.db, vendor.vendorCode);
    return refuse(ErrorCode.seamlessSignatureInvalid);
  };

  /** One round trip: the body's fields are the call's (an operation's absent fields stay absent). */
  const serve = async (request: FastifyRequest, body: Omit<SeamlessCall, 'operation' | 'vendor' | 'now'>, operation: SeamlessOperation): Promise<SeamlessResponse> => {
    const vendor = vendorOf(request);
    const answer = await seamlessOneTrip(app.db, { ...body, operation, vendor, now: app.now() });
    if (!answer) throw stale(vendor);
    return answer;
  };

  const guardedDebit = async (vendor: VendorCredentialRow, body: DebitBodyType): Promise<SeamlessResponse> => {
    if ((await findVendorCredential(app.db, vendor.vendorCode))?.secret !== vendor.secret) throw stale(vendor);
    const caller = { vendor, now: app.now(), guards: app.walletGuards };
    return answerOnce(app.db, vendor.vendorCode, body.requestId, 'debit', (tx) => debit(tx, caller, body));
  };

  app.post(SeamlessPath.balance, operation(BalanceBody), (request) => serve(request, request.body, 'balance'));
  app.post(SeamlessPath.debit, operation(DebitBody), (request) =>
    app.walletGuards.covers('stake') ? guardedDebit(vendorOf(request), request.body) : serve(request, request.body, 'debit'),
  );
  app.post(SeamlessPath.credit, operation(CreditBody), (request) => serve(request, request.body, 'credit'));
  app.post(SeamlessPath.rollback, operation(RollbackBody), (request) => serve(request, request.body, 'rollback'));
}
