/**
 * The seamless-wallet API (server/vendors/seamless/contract.ts), outside the /wps gateway: vendors
 * send no site headers. Its own scope replaces the JSON parser so the signature is checked on the
 * raw bytes before parsing. Each operation is one database round trip (the wallet's
 * seamlessOneTrip), except a debit of a member some wallet guard must see: the function answers
 * GUARDED without writing, and the bet takes the intent path, so the guards run in the posting's
 * transaction (docs/seamless-wallet.md "One round trip").
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SeamlessPath, type SeamlessOperation, type SeamlessResponse } from '../../vendors/seamless/contract';
import { ErrorCode } from '@common/contract/envelope';
import { AppError } from '../../http/envelope';
import { replies } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/typebox';
import { SeamlessValueSchema } from '../../vendors/seamless/schemas';
import { GUARDED, seamlessOneTrip, type SeamlessCall } from '../wallet';
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

  /** A bet on the intent path, the guards in its posting's transaction (answerOnce + stake). */
  const guardedDebit = async (vendor: VendorCredentialRow, body: DebitBodyType): Promise<SeamlessResponse> => {
    if ((await findVendorCredential(app.db, vendor.vendorCode))?.secret !== vendor.secret) throw stale(vendor);
    const caller = { vendor, now: app.now(), guards: app.walletGuards };
    return answerOnce(app.db, vendor.vendorCode, body.requestId, 'debit', (tx) => debit(tx, caller, body));
  };

  /** One round trip: the body's fields are the call's (an operation's absent fields stay absent). */
  const oneTrip = async (request: FastifyRequest, body: Omit<SeamlessCall, 'operation' | 'vendor' | 'now'>, operation: SeamlessOperation) => {
    const vendor = vendorOf(request);
    const answer = await seamlessOneTrip(app.db, { ...body, operation, vendor, now: app.now() });
    if (!answer) throw stale(vendor);
    return answer;
  };

  /** Balance, credit, rollback: never guarded, always the one round trip. */
  const serve = async (request: FastifyRequest, body: Omit<SeamlessCall, 'operation' | 'vendor' | 'now'>, operation: Exclude<SeamlessOperation, 'debit'>): Promise<SeamlessResponse> => {
    const answer = await oneTrip(request, body, operation);
    if (answer === GUARDED) throw new Error(`wallet_seamless answered ${GUARDED} to a ${operation}`);
    return answer;
  };

  /** A bet: the one round trip, unless its member is one a wallet guard must see (GUARDED, nothing written). */
  const bet = async (request: FastifyRequest, body: DebitBodyType): Promise<SeamlessResponse> => {
    const answer = await oneTrip(request, body, 'debit');
    return answer === GUARDED ? guardedDebit(vendorOf(request), body) : answer;
  };

  app.post(SeamlessPath.balance, operation(BalanceBody), (request) => serve(request, request.body, 'balance'));
  app.post(SeamlessPath.debit, operation(DebitBody), (request) => bet(request, request.body));
  app.post(SeamlessPath.credit, operation(CreditBody), (request) => serve(request, request.body, 'credit'));
  app.post(SeamlessPath.rollback, operation(RollbackBody), (request) => serve(request, request.body, 'rollback'));
}
