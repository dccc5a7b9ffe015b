/**
 * The payout intent for many wins at once (lottery settlement): the postings `payout` makes, one
 * per idempotency key with the same kind and reference, written set-based whatever the batch's
 * size by one SQL function (wallet_payout_batch): one insert of the transactions feeding their
 * entries (resolving the members' accounts), then each account's balance moved by its aggregated
 * delta, the accounts locked in ascending id order for that last step only.
 */
import { sql } from 'drizzle-orm';
import type { ErrorCodeValue } from '@common/contract/envelope';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { LEDGER_CURRENCY } from './accounts';
import type { GameReference } from './game-intents';
import { INTENT_KIND, type Details, type IntentBase, type MemberSide } from './intents';
import { MAX_MEMBER_BALANCE } from './limits';

/**
 * One payout of a batch: a `payout` intent whose member is named by id and kind, because the
 * batch resolves the members' accounts in the statement that posts to them.
 */
export interface BatchPayout extends IntentBase {
  member: Omit<MemberSide, 'accountId'>;
  vendorAccountId: number;
  reference: GameReference & Details;
}

const MAX_KEY_LENGTH = 200;

/** SQLSTATEs the function raises: a business refusal (wallet_refuse, migration 0012), a programming error (RAISE EXCEPTION). */
const REFUSAL = 'MW001';
const RAISED = 'P0001';

/** Programming errors (malformed batches) throw before anything is written. */
function checkBatch(payouts: readonly BatchPayout[]): void {
  const keys = new Set<string>();
  for (const p of payouts) {
    if (typeof p.amount !== 'bigint' || p.amount <= 0n) throw new Error(`wallet: payoutBatch moves positive amounts (got ${p.amount})`);
    if (!p.idempotencyKey || p.idempotencyKey.length > MAX_KEY_LENGTH) throw new Error('ledger: idempotency key must be 1-200 characters');
    const key = `${p.merchant}\n${p.idempotencyKey}`;
    if (keys.has(key)) throw new Error(`wallet: payoutBatch names key ${p.idempotencyKey} twice`);
    keys.add(key);
  }
}

/**
 * Posts each payout (vendor → member, kind `win`) once per (merchant, idempotency key): a key
 * already posted applies nothing. Returns how many postings were new. Throws
 * wallet.balance.limit when a member would pass MAX_MEMBER_BALANCE, and nothing is applied.
 * One statement (wallet_payout_batch, migration 0015), atomic on its own or inside the caller's
 * transaction; the accounts are locked only for its last step, the balance moves.
 */
export async function payoutBatch(db: Database, payouts: readonly BatchPayout[]): Promise<number> {
  checkBatch(payouts);
  if (payouts.length === 0) return 0;
  const input = payouts.map((p) => ({
    merchant: p.merchant,
    key: p.idempotencyKey,
    owner: p.member.memberId,
    kind: p.member.kind,
    vendor: p.vendorAccountId,
    amount: p.amount.toString(),
    reference: { memberId: p.member.memberId, ...p.reference },
  }));
  try {
    const result = (await db.execute(
      sql`select wallet_payout_batch(${JSON.stringify(input)}::jsonb, ${INTENT_KIND.payout}, ${LEDGER_CURRENCY}, ${MAX_MEMBER_BALANCE.toString()}::bigint) as posted`,
    )) as unknown as { rows: { posted: number }[] };
    return result.rows[0].posted;
  } catch (err) {
    // The query layer wraps the database's error (PGlite's directly, node-postgres' as its cause).
    const raised = (err as { cause?: { code?: string; message: string } }).cause ?? (err as { code?: string; message: string });
    if (raised.code === REFUSAL) throw new AppError(raised.message as ErrorCodeValue);
    if (raised.code === RAISED) throw new Error(raised.message, { cause: err });
    throw err;
  }
}
