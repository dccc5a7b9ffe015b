/**
 * Settlement of a drawn issue: every pending sub-order is settled exactly once, in batches of
 * SETTLE_BATCH per database transaction. In that transaction each sub-order's status moves by a
 * conditional update (`status = 'pending'`) and, only if it moved, its payout is posted, so a
 * batch cut off by a crash rolls back whole and the restart settles it as if for the first time.
 */
import { and, asc, eq, gt, inArray, notExists } from 'drizzle-orm';
import { findBetType, findLotteryGame, type LotteryGameDefinition } from '@common/lottery/games';
import { settleSuborder } from '@common/lottery/settlement';
import type { Database } from '../../db/connection';
import { lockAccounts } from '../wallet';
import { AccountCache, holderOf, payWin, refundSuborder, type Holder } from './money';
import { lotteryIssues, lotteryOrders, lotterySuborders, type LotteryIssueRow, type LotteryOrderRow, type LotterySuborderRow } from './tables';

/** Sub-orders per database transaction: large enough to be quick, small enough to keep locks and pauses short. */
export const SETTLE_BATCH = 500;

/** Lets timers and requests run between batches, so a large issue never stalls the API or the next draw. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Settles every pending sub-order of a drawn issue, then marks it settled. `between` runs after
 * each batch (the scheduler draws what fell due meanwhile). Returns the sub-orders settled here.
 */
export async function settleIssue(
  db: Database,
  issue: LotteryIssueRow,
  now: () => number,
  between?: () => Promise<void>,
  batchSize = SETTLE_BATCH,
): Promise<number> {
  const game = findLotteryGame(issue.gameCode);
  if (!game || !issue.numbers) throw new Error(`lottery: issue ${issue.id} cannot be settled (game ${issue.gameCode}, status ${issue.status})`);
  let settled = 0;
  for (;;) {
    const { seen, moved } = await settleBatch(db, game, issue, now(), batchSize);
    settled += moved;
    if (seen < batchSize) break;
    await yieldToEventLoop();
    await between?.();
  }
  const pending = db
    .select({ id: lotterySuborders.id })
    .from(lotterySuborders)
    .where(and(eq(lotterySuborders.issueId, issue.id), eq(lotterySuborders.status, 'pending')));
  await db
    .update(lotteryIssues)
    .set({ status: 'settled', settledAt: new Date(now()) })
    .where(and(eq(lotteryIssues.id, issue.id), eq(lotteryIssues.status, 'drawn'), notExists(pending)));
  return settled;
}

async function settleBatch(db: Database, game: LotteryGameDefinition, issue: LotteryIssueRow, now: number, batchSize: number): Promise<{ seen: number; moved: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ suborder: lotterySuborders, order: lotteryOrders })
      .from(lotterySuborders)
      .innerJoin(lotteryOrders, eq(lotteryOrders.id, lotterySuborders.orderId))
      .where(and(eq(lotterySuborders.issueId, issue.id), eq(lotterySuborders.status, 'pending')))
      .orderBy(asc(lotterySuborders.id))
      .limit(batchSize);
    const accounts = new AccountCache(tx);
    await lockBatchAccounts(tx, accounts, rows.map((r) => holderOf(r.order)));
    const settledAt = new Date(now);
    const plainLosses: number[] = [];
    let moved = 0;
    for (const { suborder, order } of rows) {
      const betType = findBetType(game, order.betType);
      if (!betType) throw new Error(`lottery: order ${order.id} has bet type ${order.betType} that ${game.code} no longer has`);
      const result = settleSuborder({
        game,
        betType,
        selection: order.selection,
        prizeMode: order.prizeMode,
        unitStake: Number(order.unitStake),
        multiple: order.multiple,
        numbers: issue.numbers!,
        prizes: issue.prizes ?? null,
      });
      const win = BigInt(result.winAmount);
      const rebate = BigInt(result.rebateAmount);
      if (result.hits === 0 && rebate === 0n) {
        plainLosses.push(suborder.id);
        continue;
      }
      const status = result.hits > 0 ? 'won' : 'lost';
      const [updated] = await tx
        .update(lotterySuborders)
        .set({ status, winAmount: win, rebateAmount: rebate, settledAt })
        .where(and(eq(lotterySuborders.id, suborder.id), eq(lotterySuborders.status, 'pending')))
        .returning({ id: lotterySuborders.id });
      if (!updated) continue;
      moved += 1;
      if (win + rebate > 0n) await payWin(tx, accounts, order, suborder, win, rebate);
      if (status === 'won' && order.stopOnWin) await stopChase(tx, accounts, order, suborder, settledAt);
    }
    if (plainLosses.length > 0) {
      const lost = await tx
        .update(lotterySuborders)
        .set({ status: 'lost', settledAt })
        .where(and(inArray(lotterySuborders.id, plainLosses), eq(lotterySuborders.status, 'pending')))
        .returning({ id: lotterySuborders.id });
      moved += lost.length;
    }
    return { seen: rows.length, moved };
  });
}

/**
 * Takes the batch's account locks up front (wallet.lockAccounts, in the order every posting takes
 * them): a batch posts to many members and the shared lottery account, and taking those locks as
 * it goes would deadlock with a concurrent bet or cancel.
 */
async function lockBatchAccounts(tx: Database, accounts: AccountCache, holders: Holder[]): Promise<void> {
  const ids: number[] = [];
  for (const holder of holders) ids.push(await accounts.member(holder), await accounts.lottery(holder.merchant, holder.kind));
  await lockAccounts(tx, ids);
}

/** Stop-on-win: the order's later pending sub-orders are cancelled and each refunded, in the winning sub-order's transaction. */
async function stopChase(tx: Database, accounts: AccountCache, order: LotteryOrderRow, won: LotterySuborderRow, at: Date): Promise<void> {
  const cancelled = await tx
    .update(lotterySuborders)
    .set({ status: 'cancelled', settledAt: at })
    .where(and(eq(lotterySuborders.orderId, order.id), eq(lotterySuborders.status, 'pending'), gt(lotterySuborders.id, won.id)))
    .returning();
  for (const sub of cancelled) await refundSuborder(tx, accounts, order, sub, 'stop-on-win');
}

/** Drawn issues waiting for settlement, oldest draw first (a chase's earlier win must stop its later issues). */
export function drawnIssues(db: Database): Promise<LotteryIssueRow[]> {
  return db.select().from(lotteryIssues).where(eq(lotteryIssues.status, 'drawn')).orderBy(asc(lotteryIssues.drawAt), asc(lotteryIssues.id));
}
