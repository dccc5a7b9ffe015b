/**
 * Rounds at the transfer-wallet vendor simulator: played against the balance the VENDOR holds
 * (transfer_sim_players.balance), never our wallet: the platform learns of them only from the
 * vendor's balance answer (the sync before a transfer out, the reconciliation report).
 * The draw is the seamless simulator's table (node:crypto, 95 % return).
 */
import { createHash } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { playSimulatedRound, SIMULATOR_STAKES, type SimulatedRound } from '../simulator/rounds';
import { transferSimPlayers, transferSimRounds } from './tables';

/** Stakes offered, minor units: the seamless simulator's list. */
export const TRANSFER_SIM_STAKES = SIMULATOR_STAKES;

export type VendorRound = SimulatedRound & { balance: number };

/** A round the vendor refused: the stake is above the balance it holds. */
export class VendorBalanceShort extends Error {
  constructor() {
    super('vendor balance short');
    this.name = 'VendorBalanceShort';
  }
}

/** The round id of a page's request: one player's requestId names one round, so a resend plays nothing twice. */
export function roundIdOf(playerRef: string, requestId: string): string {
  const hex = createHash('sha256').update(`${playerRef}\n${requestId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The balance the vendor holds for a player (0 for a player it does not know). */
export async function vendorBalance(db: Database, playerRef: string | null): Promise<number> {
  if (!playerRef) return 0;
  const [row] = await db.select({ balance: transferSimPlayers.balance }).from(transferSimPlayers).where(eq(transferSimPlayers.ref, playerRef));
  return Number(row?.balance ?? 0n);
}

/** The vendor's player of one of our members (created by the platform's createPlayer at launch), or null. */
export async function vendorPlayerRef(db: Database, vendorCode: string, externalId: string): Promise<string | null> {
  const [row] = await db
    .select({ ref: transferSimPlayers.ref })
    .from(transferSimPlayers)
    .where(and(eq(transferSimPlayers.vendorCode, vendorCode), eq(transferSimPlayers.externalId, externalId)))
    .limit(1);
  return row?.ref ?? null;
}

/**
 * One round: the round row and one conditional UPDATE (balance ≥ stake) in one transaction; a
 * short balance rolls both back (VendorBalanceShort). A repeated requestId answers the round
 * already played, with the balance now.
 */
export async function playVendorRound(
  db: Database,
  input: { playerRef: string; stake: number; requestId: string; at: Date; draw?: (max: number) => number },
): Promise<VendorRound> {
  const drawn = playSimulatedRound(input.stake, input.draw);
  const id = roundIdOf(input.playerRef, input.requestId);
  const stake = BigInt(drawn.stake);
  const win = BigInt(drawn.win);
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(transferSimRounds)
      .values({ id, playerRef: input.playerRef, stake, win, at: input.at })
      .onConflictDoNothing()
      .returning({ id: transferSimRounds.id });
    if (!inserted) {
      const [first] = await tx.select().from(transferSimRounds).where(eq(transferSimRounds.id, id));
      const [player] = await tx.select({ balance: transferSimPlayers.balance }).from(transferSimPlayers).where(eq(transferSimPlayers.ref, input.playerRef));
      const firstStake = Number(first.stake);
      return { stake: firstStake, win: Number(first.win), multiple: Number(first.win) / firstStake, balance: Number(player?.balance ?? 0n) };
    }
    const [after] = await tx
      .update(transferSimPlayers)
      .set({ balance: sql`${transferSimPlayers.balance} - ${stake} + ${win}` })
      .where(and(eq(transferSimPlayers.ref, input.playerRef), gte(transferSimPlayers.balance, stake)))
      .returning({ balance: transferSimPlayers.balance });
    if (!after) throw new VendorBalanceShort();
    return { ...drawn, balance: Number(after.balance) };
  });
}
