/**
 * The postings other modules make: money between one member's account and one counterparty
 * (the house, a vendor, the house lottery). Callers say who, how much and why; the wallet builds
 * the balanced entries and posts them once per idempotency key (ledger.ts). The money-core issue
 * grows these into named intents with guards.
 */
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { postTransaction, type Posted } from './ledger';
import { ledgerAccounts, type TransactionKind } from './tables';

/** A member ↔ counterparty posting. `amount` > 0 moves money to the member, < 0 from the member. */
export interface MemberTransfer {
  merchant: string;
  memberAccountId: number;
  counterpartyAccountId: number;
  amount: bigint;
  /** Vendor transaction, order, sub-order or operator reference: a second posting with it applies nothing. */
  idempotencyKey: string;
  kind: TransactionKind;
  /** What the posting is about (vendor, round, order); stored, not compared on replay. */
  reference?: Record<string, unknown>;
}

/**
 * Posts the transfer atomically and at most once per key. Throws AppError
 * wallet.insufficient.funds when a debit would take the member below zero (nothing applied).
 */
export function postMemberTransfer(db: Database, transfer: MemberTransfer): Promise<Posted> {
  return postTransaction(db, {
    merchant: transfer.merchant,
    idempotencyKey: transfer.idempotencyKey,
    kind: transfer.kind,
    reference: transfer.reference,
    entries: [
      { accountId: transfer.memberAccountId, amount: transfer.amount },
      { accountId: transfer.counterpartyAccountId, amount: -transfer.amount },
    ],
  });
}

/**
 * Locks the accounts for the rest of the transaction in ascending id order, the order every
 * posting takes its locks: a batch that posts to many accounts (lottery settlement) takes them all
 * up front this way, because taking them as it goes would deadlock with a concurrent posting.
 */
export async function lockAccounts(tx: Database, ids: Iterable<number>): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(inArray(ledgerAccounts.id, unique)).orderBy(asc(ledgerAccounts.id)).for('update');
}
