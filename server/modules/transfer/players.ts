/**
 * Vendor players: a member's player at a transfer-wallet vendor, created on the first launch. The
 * vendor's createPlayer runs outside any transaction (it is idempotent by our external id); the
 * row is inserted on conflict do nothing, so two first launches at once keep one row.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection';
import { externalPlayerId } from '../../vendors/transfer-wallet';
import type { Member } from '../member';
import { LEDGER_CURRENCY } from '../wallet';
import { requireTransferApi } from './apis';
import { vendorPlayers, type VendorPlayerRow } from './tables';

export async function findVendorPlayer(db: Database, memberId: number, vendorCode: string): Promise<VendorPlayerRow | null> {
  const rows = await db
    .select()
    .from(vendorPlayers)
    .where(and(eq(vendorPlayers.memberId, memberId), eq(vendorPlayers.vendorCode, vendorCode)))
    .limit(1);
  return rows[0] ?? null;
}

/** The member's player at the vendor, created at the vendor and here when missing. */
export async function ensureVendorPlayer(app: FastifyInstance, member: Member, vendorCode: string): Promise<VendorPlayerRow> {
  const found = await findVendorPlayer(app.db, member.id, vendorCode);
  if (found) return found;
  const api = requireTransferApi(app, vendorCode);
  const { playerRef } = await api.createPlayer({ externalId: externalPlayerId(member.merchantCode, member.id), playerName: member.username, currency: LEDGER_CURRENCY });
  await app.db
    .insert(vendorPlayers)
    .values({ merchantCode: member.merchantCode, memberId: member.id, vendorCode, vendorPlayerRef: playerRef, createdAt: new Date(app.now()) })
    .onConflictDoNothing();
  const row = await findVendorPlayer(app.db, member.id, vendorCode);
  if (!row) throw new Error(`transfer: vendor player of member ${member.id} at ${vendorCode} neither inserted nor found`);
  return row;
}

/** Records a launch of the vendor's games: the sweep brings the money back once it has been idle since. */
export async function markLaunched(db: Database, vendorPlayerId: number, at: number): Promise<void> {
  await db.update(vendorPlayers).set({ lastLaunchAt: new Date(at) }).where(eq(vendorPlayers.id, vendorPlayerId));
}
