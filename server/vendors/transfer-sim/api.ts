/**
 * The simulator's side of the transfer-wallet contract (server/vendors/transfer-wallet.ts): a
 * vendor keeping its players' balances in transfer_sim_* tables. Every write is one conditional
 * statement or one transaction keyed by a primary key (never read-then-write): a transfer id is
 * applied at most once because its row is the primary key; a status query of an unknown id writes
 * an `expired` row, so the id is refused if it arrives later. Faults (faults.ts) make a money call
 * refuse, or throw TransferCallFailed before or after applying, and a status query fail.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { TransferCallFailed, type TransferAnswer, type TransferMoney, type TransferStatusAnswer, type TransferWalletApi, type TransferWalletDeps } from '../transfer-wallet';
import { simulatorFaults } from './faults';
import { transferSimPlayers, transferSimTransfers } from './tables';

type Direction = 'in' | 'out';

/** The vendor's reference of an applied transfer. */
const vendorRefOf = (transferId: string) => `sim-${transferId}`;
/** The simulator's player id: one per external id, so createPlayer is idempotent by its primary key. */
export const simPlayerRef = (vendorCode: string, externalId: string) => `${vendorCode}-${externalId}`;

async function playerBalance(db: Database, ref: string): Promise<bigint | null> {
  const rows = await db.select({ balance: transferSimPlayers.balance }).from(transferSimPlayers).where(eq(transferSimPlayers.ref, ref)).limit(1);
  return rows[0]?.balance ?? null;
}

/** The first outcome of a transfer id seen before, as the contract answers a repeat. */
async function firstAnswer(db: Database, transferId: string): Promise<TransferAnswer> {
  const rows = await db.select().from(transferSimTransfers).where(eq(transferSimTransfers.transferId, transferId)).limit(1);
  const row = rows[0];
  if (row?.outcome === 'applied') return { status: 'applied', vendorRef: vendorRefOf(transferId), balance: (await playerBalance(db, row.playerRef)) ?? 0n };
  return { status: 'refused', reason: row?.outcome === 'expired' ? 'expired' : (row?.reason ?? 'refused') };
}

interface Deps extends TransferWalletDeps {
  vendorCode: string;
}

/** Records the id (its primary key decides: a repeat answers the first outcome), then moves the balance in the same transaction. */
async function apply(deps: Deps, direction: Direction, money: TransferMoney, refuse: boolean): Promise<TransferAnswer> {
  const { db, vendorCode } = deps;
  const at = new Date(deps.now());
  const row = { transferId: money.transferId, vendorCode, playerRef: money.playerRef, direction, amount: money.amount, at };
  if (refuse) {
    const inserted = await db.insert(transferSimTransfers).values({ ...row, outcome: 'refused', reason: 'simulated refusal' }).onConflictDoNothing().returning();
    return inserted[0] ? { status: 'refused', reason: 'simulated refusal' } : firstAnswer(db, money.transferId);
  }
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(transferSimTransfers).values({ ...row, outcome: 'applied' }).onConflictDoNothing().returning();
    if (!inserted[0]) return firstAnswer(tx, money.transferId);
    const delta = direction === 'in' ? money.amount : -money.amount;
    const covered = direction === 'in' ? sql`true` : gte(transferSimPlayers.balance, money.amount);
    const moved = await tx
      .update(transferSimPlayers)
      .set({ balance: sql`${transferSimPlayers.balance} + ${delta.toString()}::bigint` })
      .where(and(eq(transferSimPlayers.ref, money.playerRef), eq(transferSimPlayers.vendorCode, vendorCode), covered))
      .returning({ balance: transferSimPlayers.balance });
    if (moved[0]) return { status: 'applied', vendorRef: vendorRefOf(money.transferId), balance: moved[0].balance };
    const reason = (await playerBalance(tx, money.playerRef)) === null ? 'unknown player' : 'insufficient balance';
    await tx.update(transferSimTransfers).set({ outcome: 'refused', reason }).where(eq(transferSimTransfers.transferId, money.transferId));
    return { status: 'refused', reason };
  });
}

/** A money call under the vendor's next fault. */
async function moneyCall(deps: Deps, direction: Direction, money: TransferMoney): Promise<TransferAnswer> {
  const fault = simulatorFaults.takeMoney(deps.vendorCode);
  if (fault === 'timeout-before') throw new TransferCallFailed(`simulated timeout before applying ${money.transferId}`);
  const answer = await apply(deps, direction, money, fault === 'refuse');
  if (fault === 'timeout-after') throw new TransferCallFailed(`simulated timeout after applying ${money.transferId}`);
  return answer;
}

/** Where a transfer id stands; an id never seen is written `expired` first, so it is refused if it arrives later. */
async function statusOf(deps: Deps, transferId: string): Promise<TransferStatusAnswer> {
  if (simulatorFaults.takeStatus(deps.vendorCode) === 'fail') throw new TransferCallFailed(`simulated status query timeout ${transferId}`);
  const { db, vendorCode } = deps;
  // direction/amount/player are unknown for an id never seen: placeholders on a row that only blocks the id.
  await db
    .insert(transferSimTransfers)
    .values({ transferId, vendorCode, playerRef: '', direction: 'in', amount: 0n, outcome: 'expired', at: new Date(deps.now()) })
    .onConflictDoNothing();
  const rows = await db.select().from(transferSimTransfers).where(eq(transferSimTransfers.transferId, transferId)).limit(1);
  const row = rows[0];
  if (row?.outcome === 'applied') return { status: 'applied', vendorRef: vendorRefOf(transferId) };
  if (row?.outcome === 'refused') return { status: 'refused', reason: row.reason ?? 'refused' };
  return { status: 'not-found' };
}

/** The simulator's TransferWalletApi for one vendor code, on the app's database and clock. */
export function transferSimApi(vendorCode: string, base: TransferWalletDeps): TransferWalletApi {
  const deps: Deps = { ...base, vendorCode };
  return {
    async createPlayer({ externalId }) {
      const ref = simPlayerRef(vendorCode, externalId);
      await deps.db.insert(transferSimPlayers).values({ ref, vendorCode, externalId, createdAt: new Date(deps.now()) }).onConflictDoNothing();
      return { playerRef: ref };
    },
    deposit: (money) => moneyCall(deps, 'in', money),
    withdraw: (money) => moneyCall(deps, 'out', money),
    async balance({ playerRef }) {
      return (await playerBalance(deps.db, playerRef)) ?? 0n;
    },
    status: ({ transferId }) => statusOf(deps, transferId),
  };
}

/** The simulator's player of one of our members (the simulator page finds its player by our external id). */
export async function simPlayerByExternalId(db: Database, vendorCode: string, externalId: string): Promise<{ ref: string; balance: bigint } | null> {
  const ref = simPlayerRef(vendorCode, externalId);
  const balance = await playerBalance(db, ref);
  return balance === null ? null : { ref, balance };
}
