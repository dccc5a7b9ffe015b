/**
 * Placing an order: checked against the game's table, then, in ONE database transaction, the
 * issues are checked open (and share-locked, so a close or draw waits for this bet rather than
 * missing it), the order and its sub-orders are inserted and the total is debited through the
 * ledger. The request id makes a retry return the first order instead of betting twice.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { BetType, PlaceOrderRequest } from '@common/contract/lottery';
import { ErrorCode } from '@common/contract/envelope';
import { findBetType, findLotteryGame, type LotteryGameDefinition } from '@common/lottery/games';
import { unitsOf, validateSelection } from '@common/lottery/settlement';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { requireAcceptedAgreement } from '../agreement';
import type { Member } from '../member';
import { accountKindOf, memberAccount, stake, type WalletGuards } from '../wallet';
import { lotteryAccountId, lotteryReference, orderKey } from './money';
import { requireOffered } from './switches';
import { lotteryIssues, lotteryOrders, lotterySuborders } from './tables';

/**
 * Largest order total (minor units): far above any balance, and small enough that every amount
 * derived from it stays an exact JSON number.
 */
export const MAX_ORDER_TOTAL = 10n ** 13n;

/** The game and bet type of a request, checked against the game's table. */
export function checkBet(input: Pick<PlaceOrderRequest, 'gameCode' | 'betType' | 'prizeMode' | 'selection'>): { game: LotteryGameDefinition; betType: BetType; units: number } {
  const game = findLotteryGame(input.gameCode);
  if (!game) throw new AppError(ErrorCode.lotteryGameNotFound, { params: { game: input.gameCode } });
  const betType = findBetType(game, input.betType);
  if (!betType) throw new AppError(ErrorCode.lotteryBetTypeInvalid, { params: { betType: input.betType } });
  if (!game.prizeModes.includes(input.prizeMode) || betType.odds[input.prizeMode] === undefined) {
    throw new AppError(ErrorCode.lotteryPrizeModeUnavailable, { params: { prizeMode: input.prizeMode } });
  }
  const error = validateSelection(game, betType, input.selection);
  if (error) throw new AppError(ErrorCode.lotterySelectionInvalid, { params: { reason: error.replace(/^selection\./, '') } });
  return { game, betType, units: unitsOf(game, betType, input.selection) };
}

async function existingOrder(db: Database, member: Member, requestId: string): Promise<number | null> {
  const rows = await db
    .select({ id: lotteryOrders.id })
    .from(lotteryOrders)
    .where(and(eq(lotteryOrders.merchantCode, member.merchantCode), eq(lotteryOrders.memberId, member.id), eq(lotteryOrders.requestId, requestId)))
    .limit(1);
  return rows[0]?.id ?? null;
}

/** The issues of the request in draw order, each open for betting at `now`; refused otherwise. */
async function openIssues(tx: Database, gameCode: string, numbers: string[], now: number) {
  const rows = await tx
    .select()
    .from(lotteryIssues)
    .where(and(eq(lotteryIssues.gameCode, gameCode), inArray(lotteryIssues.issueNumber, numbers)))
    .for('share');
  const byNumber = new Map(rows.map((r) => [r.issueNumber, r]));
  for (const number of numbers) {
    const issue = byNumber.get(number);
    if (!issue) throw new AppError(ErrorCode.lotteryIssueNotFound, { params: { issue: number } });
    if (issue.status !== 'open' || issue.closesAt.getTime() <= now) throw new AppError(ErrorCode.lotteryIssueClosed, { params: { issue: number } });
  }
  return rows.sort((a, b) => a.drawAt.getTime() - b.drawAt.getTime());
}

/**
 * Places the order (or finds the one placed before with this request id); returns its id. The
 * stake runs the wallet's guards: a refusal rolls the order back with it.
 */
export async function placeOrder(db: Database, guards: WalletGuards, member: Member, input: PlaceOrderRequest, now: number): Promise<number> {
  const first = await existingOrder(db, member, input.requestId);
  if (first !== null) return first;
  await requireAcceptedAgreement(db, member);
  const { units } = checkBet(input);
  await requireOffered(db, input.gameCode);
  const amountPerIssue = BigInt(input.unitStake) * BigInt(units) * BigInt(input.multiple);
  const total = amountPerIssue * BigInt(input.issues.length);
  if (total > MAX_ORDER_TOTAL) throw new AppError(ErrorCode.requestInvalid, { params: { field: 'total', detail: `at most ${MAX_ORDER_TOTAL}` } });
  const kind = accountKindOf(member);
  // Accounts exist before the bet's transaction (a trial account gets its demo credit here).
  const memberAccountId = (await memberAccount(db, member)).id;
  const lotteryId = await lotteryAccountId(db, member.merchantCode, kind);
  const placed = await db.transaction(async (tx) => {
    const issues = await openIssues(tx, input.gameCode, input.issues, now);
    const [order] = await tx
      .insert(lotteryOrders)
      .values({
        merchantCode: member.merchantCode,
        memberId: member.id,
        accountKind: kind,
        gameCode: input.gameCode,
        betType: input.betType,
        selection: input.selection,
        prizeMode: input.prizeMode,
        unitStake: BigInt(input.unitStake),
        multiple: input.multiple,
        units,
        amountPerIssue,
        total,
        stopOnWin: input.stopOnWin,
        requestId: input.requestId,
        createdAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning({ id: lotteryOrders.id });
    // A concurrent retry inserted it first: that one is the order.
    if (!order) return null;
    const { transaction } = await stake(tx, guards, {
      merchant: member.merchantCode,
      member: { memberId: member.id, accountId: memberAccountId, kind },
      vendorAccountId: lotteryId,
      amount: total,
      idempotencyKey: orderKey(member.merchantCode, member.id, input.requestId),
      reference: { ...lotteryReference({ id: order.id, gameCode: input.gameCode, prizeMode: input.prizeMode }), orderId: order.id, issues: input.issues.length },
    });
    // Sub-orders in draw order: ids then follow the chase, which stop-on-win relies on.
    await tx.insert(lotterySuborders).values(
      issues.map((issue) => ({ orderId: order.id, issueId: issue.id, issueNumber: issue.issueNumber, gameCode: issue.gameCode, amount: amountPerIssue, status: 'pending' as const })),
    );
    await tx.update(lotteryOrders).set({ ledgerTransactionId: transaction.id }).where(eq(lotteryOrders.id, order.id));
    return order.id;
  });
  return placed ?? (await existingOrder(db, member, input.requestId))!;
}
