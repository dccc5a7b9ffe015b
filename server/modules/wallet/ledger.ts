/**
 * Posting to the double-entry ledger (ARCHITECTURE.md "Money"): one database transaction per
 * posting, idempotent by key, balances moved by conditional updates so that the database, not
 * JavaScript, decides whether a debit fits.
 */
import { and, eq, notInArray, or, sql } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { MAX_MEMBER_BALANCE } from './limits';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  type AccountKind,
  type LedgerEntryRow,
  type LedgerTransactionRow,
  type OwnerKind,
  type TransactionKind,
} from './tables';

/** One leg: a signed amount in minor units (negative = debit). */
export interface EntryInput {
  accountId: number;
  amount: bigint;
  /**
   * The owner and kinds the leg's account must have: an intent's roles (member, vendor, channel)
   * checked on the row the balance UPDATE returns, so a swapped account id fails at no extra read.
   */
  expect?: { owner: OwnerKind; kinds?: readonly AccountKind[] };
}

/**
 * The pool each account kind belongs to: a posting moves one pool, so play money and points never
 * become real money inside a posting (a withdrawal hold is real money in flight; 'bonus' is the
 * house's promotion budget, real money a bonus pays into the member's real balance).
 */
const POOL_OF: Record<AccountKind, string> = { real: 'real', withdrawal: 'real', demo: 'demo', bonus: 'real', points: 'points', commission: 'real' };

export interface PostingInput {
  merchant: string;
  /** Vendor round id, order id, request id...: a second posting with it applies nothing. */
  idempotencyKey: string;
  kind: TransactionKind;
  /** What the posting is about (round, game, vendor); stored, not compared on replay. */
  reference?: Record<string, unknown>;
  entries: EntryInput[];
}

/** The transaction and its entries; `replayed` when the key had been posted before. */
export interface Posted {
  transaction: LedgerTransactionRow;
  entries: LedgerEntryRow[];
  replayed: boolean;
}

const MAX_KEY_LENGTH = 200;

/** Programming errors (unbalanced or malformed postings) throw; they are never a user's outcome. */
function checkPosting(input: PostingInput): void {
  if (!input.idempotencyKey || input.idempotencyKey.length > MAX_KEY_LENGTH) throw new Error('ledger: idempotency key must be 1-200 characters');
  if (input.entries.length < 2) throw new Error('ledger: a transaction needs at least two entries');
  const accounts = new Set<number>();
  let sum = 0n;
  for (const { accountId, amount } of input.entries) {
    // typeof guards callers outside the type checker (JSON, any): a float must never reach the ledger.
    if (typeof amount !== 'bigint' || amount === 0n) throw new Error('ledger: every amount must be a non-zero bigint');
    if (!Number.isSafeInteger(accountId) || accounts.has(accountId)) throw new Error('ledger: one entry per account');
    accounts.add(accountId);
    sum += amount;
  }
  if (sum !== 0n) throw new Error(`ledger: entries must sum to zero (sum ${sum})`);
}

const canonical = (entries: readonly EntryInput[]) =>
  entries
    .map((e) => `${e.accountId}:${e.amount}`)
    .sort()
    .join(',');

/** The stored posting of a key already used; refused when the new request is not the same posting. */
async function replay(tx: Database, input: PostingInput): Promise<Posted> {
  const found = await tx
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.merchantCode, input.merchant), eq(ledgerTransactions.idempotencyKey, input.idempotencyKey)))
    .limit(1);
  const transaction = found[0];
  if (!transaction) throw new Error(`ledger: key ${input.idempotencyKey} conflicted but is not stored`);
  const entries = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, transaction.id)).orderBy(ledgerEntries.id);
  if (transaction.kind !== input.kind || canonical(entries) !== canonical(input.entries)) throw new AppError(ErrorCode.idempotencyConflict);
  return { transaction, entries, replayed: true };
}

/**
 * Moves one balance with a single conditional UPDATE; a member (or vendor-player) account stays within 0 and
 * MAX_MEMBER_BALANCE (so every balance fits a JSON number on the wire).
 */
/** Owners whose balances are a member's money: never below zero. */
const BOUNDED_OWNERS: OwnerKind[] = ['member', 'vendor_player'];

async function applyEntry(tx: Database, merchant: string, entry: EntryInput): Promise<AccountKind> {
  const newBalance = sql`${ledgerAccounts.balance} + ${entry.amount.toString()}::bigint`;
  const withinBounds = sql`${newBalance} between 0 and ${MAX_MEMBER_BALANCE.toString()}::bigint`;
  const updated = await tx
    .update(ledgerAccounts)
    .set({ balance: newBalance })
    .where(
      and(
        eq(ledgerAccounts.id, entry.accountId),
        eq(ledgerAccounts.merchantCode, merchant),
        or(withinBounds, notInArray(ledgerAccounts.ownerKind, BOUNDED_OWNERS)),
      ),
    )
    .returning({ kind: ledgerAccounts.kind, owner: ledgerAccounts.ownerKind });
  const row = updated[0];
  if (row) {
    const { expect } = entry;
    if (expect && (row.owner !== expect.owner || (expect.kinds && !expect.kinds.includes(row.kind)))) {
      throw new Error(`ledger: account ${entry.accountId} is ${row.owner} ${row.kind}, not ${expect.owner} ${expect.kinds?.join('/') ?? ''}`);
    }
    return row.kind;
  }
  // Nothing matched. This read only picks the error; the posting is rolled back either way.
  const exists = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.id, entry.accountId), eq(ledgerAccounts.merchantCode, merchant)))
    .limit(1);
  if (exists[0]) throw new AppError(entry.amount > 0n ? ErrorCode.balanceLimit : ErrorCode.insufficientFunds);
  throw new Error(`ledger: no account ${entry.accountId} under merchant ${merchant}`);
}

/**
 * Posts a balanced transaction atomically and at most once per (merchant, idempotency key).
 * `beforeEntries` runs in the posting's transaction once the key is claimed as new, before any
 * balance moves (the intents run their guards there); a replay skips it. Throws AppError
 * wallet.insufficient.funds or wallet.balance.limit (nothing applied), ledger.idempotency.conflict,
 * or whatever `beforeEntries` throws (nothing applied either).
 */
export async function postTransaction(db: Database, input: PostingInput, beforeEntries?: (tx: Database) => Promise<void>): Promise<Posted> {
  checkPosting(input);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(ledgerTransactions)
      .values({ merchantCode: input.merchant, idempotencyKey: input.idempotencyKey, kind: input.kind, reference: input.reference ?? {} })
      .onConflictDoNothing({ target: [ledgerTransactions.merchantCode, ledgerTransactions.idempotencyKey] })
      .returning();
    const transaction = inserted[0];
    if (!transaction) return replay(tx, input);
    await beforeEntries?.(tx);
    // Ascending account order: concurrent postings lock shared rows (the house) in one order, so they cannot deadlock.
    const ordered = [...input.entries].sort((a, b) => a.accountId - b.accountId);
    const pools = new Set<string>();
    for (const entry of ordered) pools.add(POOL_OF[await applyEntry(tx, input.merchant, entry)]);
    if (pools.size > 1) throw new Error(`ledger: a transaction cannot mix pools (${[...pools].join(', ')})`);
    const entries = await tx
      .insert(ledgerEntries)
      .values(input.entries.map((e) => ({ transactionId: transaction.id, accountId: e.accountId, amount: e.amount })))
      .returning();
    return { transaction, entries, replayed: false };
  });
}
