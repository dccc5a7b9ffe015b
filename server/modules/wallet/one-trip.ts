/**
 * The seamless wallet in one database round trip: `wallet_seamless` (PL/pgSQL, migrations
 * 0014_wallet_one_trip_lean, 0030_seamless_guarded_members) checks the session, records the vendor
 * transaction, posts the game intent's ledger rows and stores the answer once per request id in one
 * call, with the rules of the intent path (docs/seamless-wallet.md "One round trip"). It posts the
 * same rows `stake`, `payout` and `refund` post (kind, reference with memberId and the game), so a
 * posting is a posting whoever wrote it. It runs no wallet guards: a debit of a member some guard
 * must see (marked by guardMember, guarded-members.ts) answers GUARDED, having written nothing, and
 * the seamless module serves it on the guarded intent path; credits, rollbacks and balances are
 * never guarded. A mark committed after the function read it orders that debit before the guard's
 * state, as if the member had set the limit (or been blocked) a moment later; every later debit sees it.
 */
import { Pool } from 'pg';
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

/** The answer to a debit of a member some wallet guard must see: nothing written, the guarded path serves it. */
export const GUARDED = 'guarded';

/**
 * Answers the request once per (vendor, requestId), in one round trip; null, with nothing
 * written, when the vendor's secret is no longer `call.vendor.secret` (rotated since it was
 * cached); GUARDED, with nothing written, for a debit of a member marked by guardMember.
 */
export async function seamlessOneTrip(db: Database, call: SeamlessCall): Promise<SeamlessResponse | typeof GUARDED | null> {
  const { vendor } = call;
  const values = [
    call.operation, vendor.id, vendor.vendorCode, vendor.secret, call.requestId, call.sessionId, call.transactionId ?? null, call.refTransactionId ?? null,
    call.roundId ?? null, call.gameId ?? null, call.amount ?? 0, new Date(call.now).toISOString(), LEDGER_CURRENCY, MAX_MEMBER_BALANCE.toString(), MESSAGES,
  ];
  const answer = (await preparedCall(db, values)).rows[0]?.answer;
  if (!answer) throw new Error('wallet_seamless returned no row');
  if ('stale' in answer) return null;
  return 'guarded' in answer ? GUARDED : answer;
}

/** The call, parameters in SeamlessCall's order; the casts name the function's signature. */
const CALL_SQL = `select wallet_seamless($1::text, $2::bigint, $3::text, $4::text, $5::text, $6::text, $7::text, $8::text, $9::text,
  $10::integer, $11::bigint, $12::timestamptz, $13::text, $14::bigint, $15::jsonb) as answer`;
type Answer = { rows: { answer: SeamlessResponse | { stale: true } | { guarded: true } }[] };

/**
 * The driver's own client rather than drizzle's sql template: every bet and win of every player
 * comes through here, and a named statement is parsed and planned once per PostgreSQL connection
 * instead of once per call (node-postgres prepares it on first use); PGlite, one connection in
 * this process, takes the text with its parameters.
 */
function preparedCall(db: Database, values: unknown[]): Promise<Answer> {
  const client = (db as unknown as { $client: Pool | { query(text: string, values: unknown[]): Promise<Answer> } }).$client;
  return client instanceof Pool ? client.query({ name: 'wallet_seamless', text: CALL_SQL, values }) : client.query(CALL_SQL, values);
}
