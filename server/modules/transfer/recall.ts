/**
 * Bringing money back from vendors: the member's recall (one vendor, or every vendor holding
 * money), and the periodic sweep of vendor players idle since their last launch for
 * TRANSFER_IDLE_MINUTES. Two nodes sweeping at once move money once: the sync's transaction and the
 * one-open-transfer index let one of them write the `out` row; the other meets transfer.in.flight.
 */
import { and, asc, eq, isNotNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@common/contract/envelope';
import { TRANSFER_IDLE_MINUTES } from '@common/rules/transfers';
import { AppError } from '../../http/envelope';
import { memberVendorPlayers, moveOut, type MoveResult } from './moves';
import { vendorPlayers, type VendorPlayerRow } from './tables';

/** Vendor players one sweep round takes at most. */
const SWEEP_BATCH = 50;

/** The member's error for a recall of one vendor that did not bring the money back. */
export function recallError(vendorCode: string, result: MoveResult): AppError | null {
  if (result.state === 'refused') return new AppError(ErrorCode.transferRefused, { params: { vendor: vendorCode } });
  if (result.state === 'unknown') return new AppError(ErrorCode.transferUnknown, { params: { vendor: vendorCode } });
  return null;
}

/**
 * Recalls the member's money from one vendor (its errors are the member's: refused, unknown, in
 * flight) or, without a vendor code, from every vendor player of theirs (best effort: a vendor that
 * cannot answer now keeps its money, shown in flight or held by the balances).
 */
export async function recallMember(app: FastifyInstance, memberId: number, vendorCode: string | undefined, cause: 'return' | 'recall'): Promise<void> {
  const players = await memberVendorPlayers(app.db, memberId, vendorCode);
  if (vendorCode !== undefined) {
    const player = players[0];
    if (!player) return;
    const error = recallError(vendorCode, await moveOut(app, player, cause));
    if (error) throw error;
    return;
  }
  for (const player of players) {
    await moveOut(app, player, cause).catch((err: unknown) => {
      if (!(err instanceof AppError)) throw err;
    });
  }
}

/** Vendor players last launched before the idle limit (a swept one's last_launch_at is cleared, so the set stays small). */
async function idlePlayers(app: FastifyInstance): Promise<VendorPlayerRow[]> {
  const idleSince = new Date(app.now() - TRANSFER_IDLE_MINUTES * 60_000);
  return app.db
    .select()
    .from(vendorPlayers)
    .where(and(isNotNull(vendorPlayers.lastLaunchAt), lt(vendorPlayers.lastLaunchAt, idleSince)))
    .orderBy(asc(vendorPlayers.lastLaunchAt))
    .limit(SWEEP_BATCH);
}

/** Marks the player swept, unless it was launched again meanwhile (the launch's time is the condition). */
async function markSwept(app: FastifyInstance, player: VendorPlayerRow): Promise<void> {
  if (!player.lastLaunchAt) return;
  await app.db
    .update(vendorPlayers)
    .set({ lastLaunchAt: null })
    .where(and(eq(vendorPlayers.id, player.id), eq(vendorPlayers.lastLaunchAt, player.lastLaunchAt)));
}

/** One sweep round: brings back idle money; returns how many transfers out it completed. */
export async function sweepIdle(app: FastifyInstance): Promise<number> {
  let completed = 0;
  for (const player of await idlePlayers(app)) {
    try {
      const result = await moveOut(app, player, 'sweep');
      if (result.state === 'completed') completed += 1;
      // Refused or unknown: the money is still out there; the next round tries again.
      if (result.state === 'completed' || result.state === 'none') await markSwept(app, player);
    } catch (err) {
      // In flight (another node, a launch) or the vendor not answering: the next round tries again.
      if (!(err instanceof AppError)) app.log.error({ err, vendorPlayerId: player.id }, 'transfer sweep: recall failed');
    }
  }
  return completed;
}
