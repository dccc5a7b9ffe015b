/**
 * The payout intent for many wins at once (lottery settlement): the postings `payout` makes, one
 * per idempotency key with the same kind and reference, written set-based in three statements
 * whatever the batch's size: one locks the accounts (resolving the members' ids), one inserts the
 * transactions and feeds their entries, one moves each account's balance by its aggregated delta.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { LEDGER_CURRENCY } from './accounts';
import type { GameReference } from './game-intents';
import { INTENT_KIND, type Details, type IntentBase, type MemberSide } from './intents';
import { MAX_MEMBER_BALANCE } from './limits';
import type { AccountKind, OwnerKind } from './tables';

/**
 * One payout of a batch: a `payout` intent whose member is named by id and kind, because the
 * batch resolves the members' accounts in the statement that locks them.
 */
export interface BatchPayout extends IntentBase {
  member: Omit<MemberSide, 'accountId'>;
  vendorAccountId: number;
  reference: GameReference & Details;
}

interface LockedAccount {
  id: string;
  merchant_code: string;
  owner_kind: OwnerKind;
  owner_id: string;
  kind: AccountKind;
}

const MAX_KEY_LENGTH = 200;

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  // node-postgres and PGlite both answer execute() with { rows }.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Rows handed to a statement as one JSON parameter: the same on PGlite and node-postgres, for any batch size. */
const recordset = (values: readonly unknown[]) => sql`${JSON.stringify(values)}::jsonb`;

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
 * Locks every account of the batch in ascending id order (the order every posting locks in, so no
 * deadlock with a concurrent bet), and maps each payout to its member's and vendor's account ids.
 * The vendor account must be the payout merchant's vendor account of the member's kind: one pool.
 */
async function lockBatch(tx: Database, payouts: readonly BatchPayout[]): Promise<{ member: number; vendor: number }[]> {
  const members = [...new Map(payouts.map((p) => [`${p.merchant}:${p.member.memberId}:${p.member.kind}`, p])).values()].map((p) => ({
    merchant: p.merchant,
    owner: p.member.memberId,
    kind: p.member.kind,
  }));
  const vendors = [...new Set(payouts.map((p) => p.vendorAccountId))];
  const locked = await rows<LockedAccount>(
    tx,
    sql`select id::text, merchant_code, owner_kind, owner_id::text, kind from ledger_accounts where id in (
          select a.id from ledger_accounts a
            join jsonb_to_recordset(${recordset(members)}) as m(merchant text, owner bigint, kind text)
              on a.merchant_code = m.merchant and a.owner_kind = 'member' and a.owner_id = m.owner and a.currency = ${LEDGER_CURRENCY} and a.kind = m.kind
          union all
          select v.id::bigint from jsonb_array_elements_text(${recordset(vendors)}) as v(id))
        order by id for update`,
  );
  const memberIds = new Map<string, number>();
  const vendorRows = new Map<number, LockedAccount>();
  for (const row of locked) {
    if (row.owner_kind === 'member') memberIds.set(`${row.merchant_code}:${row.owner_id}:${row.kind}`, Number(row.id));
    if (vendors.includes(Number(row.id))) vendorRows.set(Number(row.id), row);
  }
  return payouts.map((p) => {
    const member = memberIds.get(`${p.merchant}:${p.member.memberId}:${p.member.kind}`);
    if (member === undefined) throw new Error(`wallet: member ${p.member.memberId} has no ${p.member.kind} account under ${p.merchant}`);
    const vendor = vendorRows.get(p.vendorAccountId);
    if (vendor?.merchant_code !== p.merchant || vendor.owner_kind !== 'vendor' || vendor.kind !== p.member.kind) {
      throw new Error(`ledger: account ${p.vendorAccountId} is not ${p.merchant}'s vendor ${p.member.kind} account`);
    }
    return { member, vendor: p.vendorAccountId };
  });
}

/**
 * Posts each payout (vendor → member, kind `win`) once per (merchant, idempotency key): a key
 * already posted applies nothing. Returns how many postings were new. Throws
 * wallet.balance.limit when a member would pass MAX_MEMBER_BALANCE, and nothing is applied.
 */
export async function payoutBatch(db: Database, payouts: readonly BatchPayout[]): Promise<number> {
  checkBatch(payouts);
  if (payouts.length === 0) return 0;
  return db.transaction(async (tx) => {
    const accounts = await lockBatch(tx, payouts);
    const input = payouts.map((p, i) => ({
      merchant: p.merchant,
      key: p.idempotencyKey,
      member: accounts[i].member,
      vendor: accounts[i].vendor,
      amount: p.amount.toString(),
      reference: { memberId: p.member.memberId, ...p.reference },
    }));
    // The entries insert reads the transactions insert's RETURNING: a replayed key inserts neither.
    const posted = await rows<{ merchant_code: string; idempotency_key: string }>(
      tx,
      sql`with input as (
            select * from jsonb_to_recordset(${recordset(input)}) as i(merchant text, key text, member bigint, vendor bigint, amount bigint, reference jsonb)),
          posted as (
            insert into ledger_transactions (merchant_code, idempotency_key, kind, reference)
            select merchant, key, ${INTENT_KIND.payout}, reference from input
            on conflict (merchant_code, idempotency_key) do nothing
            returning id, merchant_code, idempotency_key),
          legs as (
            insert into ledger_entries (transaction_id, account_id, amount)
            select p.id, leg.account, leg.amount from posted p
              join input i on i.merchant = p.merchant_code and i.key = p.idempotency_key
              cross join lateral (values (i.vendor, -i.amount), (i.member, i.amount)) as leg(account, amount))
          select merchant_code, idempotency_key from posted`,
    );
    const fresh = new Set(posted.map((r) => `${r.merchant_code}\n${r.idempotency_key}`));
    const deltas = new Map<number, bigint>();
    for (const i of input) {
      if (!fresh.has(`${i.merchant}\n${i.key}`)) continue;
      deltas.set(i.vendor, (deltas.get(i.vendor) ?? 0n) - BigInt(i.amount));
      deltas.set(i.member, (deltas.get(i.member) ?? 0n) + BigInt(i.amount));
    }
    if (deltas.size === 0) return 0;
    const moves = [...deltas].map(([id, delta]) => ({ id, delta: delta.toString() }));
    // A member account stays within 0 and MAX_MEMBER_BALANCE, as in every posting: a row out of bounds is not updated.
    const updated = await rows<{ id: string }>(
      tx,
      sql`update ledger_accounts a set balance = a.balance + d.delta
          from jsonb_to_recordset(${recordset(moves)}) as d(id bigint, delta bigint)
          where a.id = d.id and (a.owner_kind <> 'member' or a.balance + d.delta between 0 and ${MAX_MEMBER_BALANCE.toString()}::bigint)
          returning a.id::text`,
    );
    if (updated.length !== moves.length) throw new AppError(ErrorCode.balanceLimit);
    return fresh.size;
  });
}
