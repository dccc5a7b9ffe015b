/** Ledger accounts: created on first use (the unique constraint decides, not a prior read) and read. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { ledgerAccounts, type AccountKind, type LedgerAccountRow, type OwnerKind } from './tables';

/** The one currency until merchant configuration carries its own; amounts are its minor units. */
export const LEDGER_CURRENCY = 'BDT';
/** owner_id of a merchant's house accounts (the merchant code already tells houses apart). */
export const HOUSE_OWNER_ID = 0;

interface AccountKey {
  merchantCode: string;
  ownerKind: OwnerKind;
  ownerId: number;
  currency: string;
  kind: AccountKind;
}

/** An account and whether this call created it. */
export interface EnsuredAccount {
  account: LedgerAccountRow;
  created: boolean;
}

function findAccount(db: Database, key: AccountKey): Promise<LedgerAccountRow[]> {
  return db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.merchantCode, key.merchantCode),
        eq(ledgerAccounts.ownerKind, key.ownerKind),
        eq(ledgerAccounts.ownerId, key.ownerId),
        eq(ledgerAccounts.currency, key.currency),
        eq(ledgerAccounts.kind, key.kind),
        // Vendors' sub-accounts 1.. are the one-trip wallet's (one-trip.ts); every intent caller uses sub-account 0.
        eq(ledgerAccounts.shard, 0),
      ),
    )
    .limit(1);
}

async function ensureAccount(db: Database, key: AccountKey): Promise<EnsuredAccount> {
  // Accounts exist on every call but the first: one read instead of a refused insert plus a read
  // (hot on the wallet API). The insert below, not this read, still decides who creates it.
  const existing = await findAccount(db, key);
  if (existing[0]) return { account: existing[0], created: false };
  // On PostgreSQL a concurrent creator's uncommitted row makes this insert wait, then do nothing;
  // the select below (a new statement) then sees the committed row.
  const inserted = await db.insert(ledgerAccounts).values(key).onConflictDoNothing().returning();
  if (inserted[0]) return { account: inserted[0], created: true };
  const rows = await findAccount(db, key);
  if (!rows[0]) throw new Error(`ledger account ${JSON.stringify(key)} neither inserted nor found`);
  return { account: rows[0], created: false };
}

/** A member's account of the given kind, created (balance 0) when it does not exist yet. */
export function ensureMemberAccount(
  db: Database,
  merchantCode: string,
  memberId: number,
  kind: AccountKind,
  currency = LEDGER_CURRENCY,
): Promise<EnsuredAccount> {
  return ensureAccount(db, { merchantCode, ownerKind: 'member', ownerId: memberId, currency, kind });
}

/** The merchant's house account of the given kind (the counterparty of adjustments, demo credit, bonuses and points). */
export async function houseAccount(db: Database, merchantCode: string, kind: AccountKind, currency = LEDGER_CURRENCY): Promise<LedgerAccountRow> {
  return (await ensureAccount(db, { merchantCode, ownerKind: 'house', ownerId: HOUSE_OWNER_ID, currency, kind })).account;
}

/** A game vendor's account of the given kind under a merchant: the counterparty of that vendor's bets and wins. */
export async function vendorAccount(db: Database, merchantCode: string, vendorId: number, kind: AccountKind, currency = LEDGER_CURRENCY): Promise<LedgerAccountRow> {
  return (await ensureAccount(db, { merchantCode, ownerKind: 'vendor', ownerId: vendorId, currency, kind })).account;
}

/** A member's player account at a transfer-wallet vendor (owner vendor_players.id): what that vendor holds for them. */
export async function vendorPlayerAccount(db: Database, merchantCode: string, vendorPlayerId: number, currency = LEDGER_CURRENCY): Promise<LedgerAccountRow> {
  return (await ensureAccount(db, { merchantCode, ownerKind: 'vendor_player', ownerId: vendorPlayerId, currency, kind: 'real' })).account;
}

/** A payment channel's clearing account under a merchant (real money): the counterparty of deposits and paid withdrawals. */
export async function channelAccount(db: Database, merchantCode: string, channelId: number, currency = LEDGER_CURRENCY): Promise<LedgerAccountRow> {
  return (await ensureAccount(db, { merchantCode, ownerKind: 'channel', ownerId: channelId, currency, kind: 'real' })).account;
}

/**
 * Locks the accounts for the rest of the transaction in ascending id order, the order every
 * posting takes its locks: guards read balances under these locks before the posting moves them,
 * and taking them in another order would deadlock with a concurrent posting. FOR NO KEY UPDATE,
 * the lock a balance UPDATE takes: it excludes every other balance move but not the key-share
 * locks an entry's foreign key takes, so a batch that writes its entries before it locks
 * (wallet_payout_batch) never waits on a lock held here while holding one this waits for.
 */
export async function lockAccounts(tx: Database, ids: Iterable<number>): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(inArray(ledgerAccounts.id, unique)).orderBy(asc(ledgerAccounts.id)).for('no key update');
}

/** An account's current balance in minor units. */
export async function balanceOf(db: Database, accountId: number): Promise<bigint> {
  const rows = await db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId)).limit(1);
  if (!rows[0]) throw new Error(`no ledger account ${accountId}`);
  return rows[0].balance;
}
