/**
 * The seamless wallet in one database round trip: `wallet_seamless` (PL/pgSQL, migration
 * 0014_wallet_one_trip_lean) checks the session, records the vendor transaction, posts the game
 * intent's ledger rows and stores the answer once per request id in one call, with the rules of
 * the intent path (docs/seamless-wallet.md "One round trip"). It posts the same rows
 * `stake`, `payout` and `refund` post (kind, reference with memberId and the game), so a posting is
 * a posting whoever wrote it. It runs no wallet guards: the seamless module takes it only when no
 * guard is registered for `stake`, or for credits, rollbacks and balances, which are never guarded.
 */
import { sql } from 'drizzle-orm';
import { ErrorCode, type ErrorCodeValue } from '@common/contract/envelope';
import type { Database } from '../../db/connection';
import { messageFor } from '../../i18n/messages';
import type { SeamlessOperation, SeamlessResponse } from '../../vendors/seamless/contract';
import { LEDGER_CURRENCY } from './accounts';
import { MAX_MEMBER_BALANCE } from './limits';

/** The refusals the function can answer with, and their English messages (vendors are machines: English always). */
const REFUSALS: [ErrorCodeValue, Record<string, string>?][] = [
  [ErrorCode.seamlessSessionInvalid],
  [ErrorCode.seamlessSessionEnded],
  [ErrorCode.seamlessTransactionCancelled],
  [ErrorCode.idempotencyConflict],
  [ErrorCode.insufficientFunds],
  [ErrorCode.balanceLimit],
  [ErrorCode.requestInvalid, { field: 'refTransactionId', detail: 'names a win, not a bet' }],
];
const MESSAGES = JSON.stringify(Object.fromEntries(REFUSALS.map(([code, params]) => [code, messageFor(code, 'EN', params)])));

/** One seamless request as the vendor signed it; fields an operation does not have are absent. */
export interface SeamlessCall {
  operation: SeamlessOperation;
  /** The credential the signature was checked with: a secret changed since answers null. */
  vendor: { id: number; vendorCode: string; secret: string };
  requestId: string;
  sessionId: string;
  transactionId?: string;
  refTransactionId?: string;
  roundId?: string;
  gameId?: number | null;
  /** Minor units. */
  amount?: number;
  now: number;
}

/**
 * Answers the request once per (vendor, requestId), in one round trip; null, with nothing
 * written, when the vendor's secret is no longer `call.vendor.secret` (rotated since it was cached).
 */
export async function seamlessOneTrip(db: Database, call: SeamlessCall): Promise<SeamlessResponse | null> {
  const { vendor } = call;
  // Both drivers (node-postgres, PGlite) answer raw SQL with { rows }; the Database type leaves it unknown.
  const result = (await db.execute(sql`select wallet_seamless(
    ${call.operation}::text, ${vendor.id}::bigint, ${vendor.vendorCode}::text, ${vendor.secret}::text, ${call.requestId}::text,
    ${call.sessionId}::text, ${call.transactionId ?? null}::text, ${call.refTransactionId ?? null}::text, ${call.roundId ?? null}::text,
    ${call.gameId ?? null}::integer, ${call.amount ?? 0}::bigint, ${new Date(call.now).toISOString()}::timestamptz, ${LEDGER_CURRENCY}::text,
    ${MAX_MEMBER_BALANCE.toString()}::bigint, ${MESSAGES}::jsonb) as answer`)) as { rows: { answer: SeamlessResponse | { stale: true } }[] };
  const answer = result.rows[0]?.answer;
  if (!answer) throw new Error('wallet_seamless returned no row');
  return 'stale' in answer ? null : answer;
}
