/**
 * Shared set-up of the transfer-wallet tests: funded members with their player at the simulated
 * vendor, the ledger's invariants (every posting and the whole ledger sum to zero) and the
 * reconciliation of each vendor-player account with the simulator's books.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../../server/http/envelope';
import type { Member } from '../../../../server/modules/member';
import { ensureVendorPlayer, moveIn, moveOut, vendorPlayers, vendorTransfers, type MoveResult, type VendorPlayerRow, type VendorTransferRow } from '../../../../server/modules/transfer';
import { adjust, balanceOf, ensureMemberAccount, houseAccount, vendorPlayerAccount } from '../../../../server/modules/wallet';
import { ledgerEntries, ledgerTransactions } from '../../../../server/modules/wallet/tables';
import { simulatorFaults, TRANSFER_SIM_VENDOR } from '../../../../server/vendors/transfer-sim';
import { transferSimPlayers } from '../../../../server/vendors/transfer-sim/tables';
import { addMember } from '../../helpers/accounts';

export const MERCHANT = 'MLOBBY';
export const VENDOR = TRANSFER_SIM_VENDOR;
export const PASSWORD = 'Secret123';

let serial = 0;

export interface Funded {
  member: Member;
  player: VendorPlayerRow;
  realAccountId: number;
  heldAccountId: number;
}

/** A new member holding `amount` (an operator adjustment) with their player at the simulated vendor. */
export async function funded(app: FastifyInstance, amount = 10_000n): Promise<Funded> {
  const member = await addMember(app, { username: `tw${process.pid % 1000}x${serial++}`, password: PASSWORD });
  const real = (await ensureMemberAccount(app.db, MERCHANT, member.id, 'real')).account;
  if (amount > 0n) {
    const house = await houseAccount(app.db, MERCHANT, 'real');
    await adjust(app.db, {
      merchant: MERCHANT,
      amount,
      idempotencyKey: `tw-fund-${member.id}`,
      member: { memberId: member.id, accountId: real.id, kind: 'real' },
      houseAccountId: house.id,
      reference: { operatorReference: 'test', reason: 'fund' },
    });
  }
  const player = await ensureVendorPlayer(app, member, VENDOR);
  const held = await vendorPlayerAccount(app.db, MERCHANT, player.id);
  return { member, player, realAccountId: real.id, heldAccountId: held.id };
}

/** Member real, vendor-player account, and the simulator's balance for the player. */
export async function balances(app: FastifyInstance, f: Funded): Promise<{ real: bigint; held: bigint; vendor: bigint }> {
  const [sim] = await app.db.select({ balance: transferSimPlayers.balance }).from(transferSimPlayers).where(eq(transferSimPlayers.ref, f.player.vendorPlayerRef));
  return { real: await balanceOf(app.db, f.realAccountId), held: await balanceOf(app.db, f.heldAccountId), vendor: sim?.balance ?? 0n };
}

/** Play at the vendor: the simulator's balance moves by `delta` (a win > 0, a loss < 0), as its own rounds would. */
export async function playAtVendor(app: FastifyInstance, f: Funded, delta: bigint): Promise<void> {
  await app.db
    .update(transferSimPlayers)
    .set({ balance: sql`${transferSimPlayers.balance} + ${delta.toString()}::bigint` })
    .where(eq(transferSimPlayers.ref, f.player.vendorPlayerRef));
}

/** Every posting sums to zero, and so does the whole ledger. */
export async function expectLedgerBalanced(app: FastifyInstance): Promise<void> {
  const [all] = await app.db.select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` }).from(ledgerEntries);
  expect(all!.sum).toBe('0');
  const unbalanced = await app.db
    .select({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`);
  expect(unbalanced).toEqual([]);
}

/** Every vendor player with no open transfer: its account equals what the simulator holds (no unsynced play in these tests). */
export async function expectReconciled(app: FastifyInstance): Promise<void> {
  const players = await app.db.select().from(vendorPlayers).where(eq(vendorPlayers.vendorCode, VENDOR));
  for (const player of players) {
    const open = await app.db.select().from(vendorTransfers).where(sql`${vendorTransfers.vendorPlayerId} = ${player.id} and ${vendorTransfers.state} in ('pending', 'unknown')`);
    if (open.length > 0) continue;
    const held = await balanceOf(app.db, (await vendorPlayerAccount(app.db, player.merchantCode, player.id)).id);
    const [sim] = await app.db.select({ balance: transferSimPlayers.balance }).from(transferSimPlayers).where(eq(transferSimPlayers.ref, player.vendorPlayerRef));
    expect({ player: player.id, held }).toEqual({ player: player.id, held: sim?.balance ?? 0n });
  }
}

/** Both invariants. */
export async function expectInvariants(app: FastifyInstance): Promise<void> {
  await expectLedgerBalanced(app);
  await expectReconciled(app);
}

/** The transfer row of a result. */
export async function rowOf(app: FastifyInstance, id: string): Promise<VendorTransferRow> {
  const [row] = await app.db.select().from(vendorTransfers).where(eq(vendorTransfers.id, id));
  return row!;
}

/** How many postings of a kind the transfer has (its postings' keys name it). */
export async function postingsOf(app: FastifyInstance, transferId: string, kind: string): Promise<number> {
  const rows = await app.db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(sql`${ledgerTransactions.idempotencyKey} like ${`transfer:${transferId}:%`} and ${ledgerTransactions.kind} = ${kind}`);
  return rows.length;
}

/** A move's result, or the code of the AppError it threw. */
export async function outcome(move: Promise<MoveResult>): Promise<MoveResult | string> {
  try {
    return await move;
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
}

export { moveIn, moveOut, simulatorFaults };
