/**
 * Settlement of a drawn issue: every pending sub-order is settled exactly once, in batches of
 * SETTLE_BATCH per database transaction. In that transaction one conditional update
 * (`status = 'pending'`) moves the batch's sub-orders and only those it moved are paid, in one
 * set-based payoutBatch, so a batch cut off by a crash rolls back whole and the restart settles it
 * as if for the first time; a win's ledger key (winKey) is unique besides.
 */
import { and, asc, eq, gt, notExists, sql } from 'drizzle-orm';
import { findBetType, findLotteryGame, type LotteryGameDefinition } from '@common/lottery/games';
import { settleSuborder } from '@common/lottery/settlement';
import type { Database } from '../../db/connection';
import { AccountCache, payWins, refundSuborder, type MoneyOrder, type SettledWin } from './money';
import { lotteryIssues, lotteryOrders, lotterySuborders, type LotteryIssueRow, type LotteryOrderRow, type LotterySuborderRow } from './tables';

/**
 * Sub-orders per database transaction: settling costs a handful of statements per batch, so
 * thousands amortise them; a batch still commits in well under a second, keeping locks short.
 */
export const SETTLE_BATCH = 2_000;

/** Batches written at once, each in its own transaction on its own connection (disjoint sub-orders). */
export const SETTLE_WRITERS = 2;

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
  // The lottery's own accounts, looked up once for every batch: they exist from the first bet on, and accounts are never removed.
  const houses = new AccountCache(db);
  let ahead = readAhead(db, issue.id, 0, batchSize);
  // Batches being written, oldest first: up to SETTLE_WRITERS at once, on as many connections.
  const writing: Promise<number>[] = [];
  try {
    for (;;) {
      const rows = await ahead;
      const full = rows.length === batchSize;
      // The next batch is read on another connection while this one is written: it starts after
      // this batch's last id, so it never waits for this batch's commit.
      ahead = full ? readAhead(db, issue.id, rows[rows.length - 1].suborder.id, batchSize) : Promise.resolve([]);
      writing.push(background(settleBatch(db, houses, game, issue, rows, now())));
      if (writing.length >= SETTLE_WRITERS) settled += await writing.shift()!;
      if (!full) break;
      await yieldToEventLoop();
      await between?.();
    }
    for (const batch of writing.splice(0)) settled += await batch;
  } finally {
    // A batch or `between` that threw leaves reads and writes in flight: they end before the caller goes on (and may close the database).
    await Promise.allSettled([ahead, ...writing]);
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

/** A sub-order of the batch with what the engine says it earns. */
interface Outcome extends SettledWin {
  order: SettlingOrder;
  status: 'won' | 'lost';
}

function outcomeOf(game: LotteryGameDefinition, issue: LotteryIssueRow, suborder: PendingRow['suborder'], order: SettlingOrder): Outcome {
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
  return { suborder, order, status: result.hits > 0 ? 'won' : 'lost', win: BigInt(result.winAmount), rebate: BigInt(result.rebateAmount) };
}

/** An order as settlement needs it: the bet the engine settles, and its money's side. */
type SettlingOrder = MoneyOrder & Pick<LotteryOrderRow, 'betType' | 'selection' | 'unitStake' | 'multiple' | 'stopOnWin'>;

type PendingRow = { suborder: Pick<LotterySuborderRow, 'id' | 'issueNumber'>; order: SettlingOrder };

/** Only the columns settlement uses: reading and mapping 2,000 rows a batch is much of Node's share of the work. */
const pendingColumns = {
  suborder: { id: lotterySuborders.id, issueNumber: lotterySuborders.issueNumber },
  order: {
    id: lotteryOrders.id,
    merchantCode: lotteryOrders.merchantCode,
    memberId: lotteryOrders.memberId,
    accountKind: lotteryOrders.accountKind,
    gameCode: lotteryOrders.gameCode,
    prizeMode: lotteryOrders.prizeMode,
    requestId: lotteryOrders.requestId,
    betType: lotteryOrders.betType,
    selection: lotteryOrders.selection,
    unitStake: lotteryOrders.unitStake,
    multiple: lotteryOrders.multiple,
    stopOnWin: lotteryOrders.stopOnWin,
  },
};

/** Up to `batchSize` pending sub-orders of the issue after id `after`, in id order (the pending partial index), with their orders. */
function pendingBatch(db: Database, issueId: number, after: number, batchSize: number): Promise<PendingRow[]> {
  return db
    .select(pendingColumns)
    .from(lotterySuborders)
    .innerJoin(lotteryOrders, eq(lotteryOrders.id, lotterySuborders.orderId))
    .where(and(eq(lotterySuborders.issueId, issueId), eq(lotterySuborders.status, 'pending'), gt(lotterySuborders.id, after)))
    .orderBy(asc(lotterySuborders.id))
    .limit(batchSize);
}

/** A promise awaited later: a failure is handled where it is awaited, never left unhandled meanwhile. */
function background<T>(work: PromiseLike<T>): Promise<T> {
  // A drizzle query runs on every then(): one real promise, so it runs once, starting now.
  const started = Promise.resolve(work);
  started.catch(() => undefined);
  return started;
}

/** pendingBatch started now and awaited later. */
const readAhead = (db: Database, issueId: number, after: number, batchSize: number) => background(pendingBatch(db, issueId, after, batchSize));

/**
 * One transaction of a handful of statements whatever the batch size: one UPDATE of the batch's
 * sub-orders from their outcomes, moving only those still pending (a read ahead may be stale: a
 * concurrent settler or cancel may have moved one since), and one payoutBatch of the wins of those
 * it moved. Returns how many it moved.
 */
async function settleBatch(
  db: Database,
  houses: AccountCache,
  game: LotteryGameDefinition,
  issue: LotteryIssueRow,
  rows: PendingRow[],
  now: number,
): Promise<number> {
  if (rows.length === 0) return 0;
  const settledAt = new Date(now);
  const outcomes = rows.map(({ suborder, order }) => outcomeOf(game, issue, suborder, order));
  const values = outcomes.map((o) => ({ id: o.suborder.id, status: o.status, win: o.win.toString(), rebate: o.rebate.toString() }));
  // Looked up before the transaction: on PGlite, one connection, a query on `db` inside it would wait for it forever.
  await Promise.all(outcomes.map(({ order }) => houses.lottery(order.merchantCode, order.accountKind)));
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(lotterySuborders)
      .set({ status: sql`u.status`, winAmount: sql`u.win`, rebateAmount: sql`u.rebate`, settledAt })
      .from(sql`jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as u(id bigint, status text, win bigint, rebate bigint)`)
      .where(and(eq(lotterySuborders.id, sql`u.id`), eq(lotterySuborders.status, 'pending')))
      .returning({ id: lotterySuborders.id });
    const moved = new Set(updated.map((r) => r.id));
    const settledHere = outcomes.filter((o) => moved.has(o.suborder.id));
    await payWins(tx, houses, settledHere.filter((o) => o.win + o.rebate > 0n));
    const chases = settledHere.filter((o) => o.status === 'won' && o.order.stopOnWin);
    // After the payouts, which already hold the member's and the lottery's account locks the refunds take.
    const accounts = chases.length > 0 ? new AccountCache(tx) : undefined;
    for (const o of chases) await stopChase(tx, accounts!, o.order, o.suborder, settledAt);
    return moved.size;
  });
}

/** Stop-on-win: the order's later pending sub-orders are cancelled and each refunded, in the winning sub-order's transaction. */
async function stopChase(tx: Database, accounts: AccountCache, order: MoneyOrder, won: PendingRow['suborder'], at: Date): Promise<void> {
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
