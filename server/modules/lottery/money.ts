/**
 * The lottery's money (ARCHITECTURE.md "Money"): the wallet's game intents between the member's
 * account and the merchant's lottery account (a vendor account). Each posting carries the key of
 * what it is about (order, sub-order), so a retry or a replay after a crash applies nothing new.
 */
import type { GameType } from '@common/contract/games';
import type { PrizeMode } from '@common/contract/lottery';
import { findLotteryGame } from '@common/lottery/games';
import type { Database } from '../../db/connection';
import { ensureMemberAccount, payoutBatch, refund, vendorAccount, type AccountKind, type BatchPayout, type GameReference, type MemberSide } from '../wallet';
import type { LotteryOrderRow, LotterySuborderRow } from './tables';

/** Vendor code of the house lottery in ledger references. */
export const HOUSE_LOTTERY = 'HOUSE_LOTTERY';
/**
 * Owner id of the house lottery's vendor accounts. It posts directly rather than through the
 * signed seamless API, so it has no vendor credential row; 0 is an id identity columns never issue.
 */
export const HOUSE_LOTTERY_VENDOR_ID = 0;

export const orderKey = (merchant: string, memberId: number, requestId: string) => `lottery:order:${merchant}:${memberId}:${requestId}`;
export const winKey = (suborderId: number) => `lottery:win:${suborderId}`;
export const refundKey = (suborderId: number) => `lottery:refund:${suborderId}`;

/** The catalogue's game type of a lottery bet: its prize mode tells Elott from the other lotteries. */
export const lotteryGameType = (prizeMode: PrizeMode): GameType => (prizeMode === 'Elott' ? 'ELOTT' : 'LOTT');

/** An order's game reference: the game's vendor, its type and code; the order is the round its stake, wins and refunds share. */
export function lotteryReference(order: Pick<LotteryOrderRow, 'id' | 'gameCode' | 'prizeMode'>): GameReference {
  const vendorCode = findLotteryGame(order.gameCode)?.vendorCode ?? HOUSE_LOTTERY;
  return { vendorCode, gameType: lotteryGameType(order.prizeMode), gameId: order.gameCode, roundId: String(order.id) };
}

/** The merchant's lottery account of a kind (real, or demo for trial play): the counterparty of every bet. */
export async function lotteryAccountId(db: Database, merchant: string, kind: AccountKind): Promise<number> {
  return (await vendorAccount(db, merchant, HOUSE_LOTTERY_VENDOR_ID, kind)).id;
}

/** Whose money moves: a member's account of a kind under a merchant. */
export interface Holder {
  merchant: string;
  memberId: number;
  kind: AccountKind;
}

/** An order as its money needs it: whose account, which game, and the key of its placement. */
export type MoneyOrder = Pick<LotteryOrderRow, 'id' | 'merchantCode' | 'memberId' | 'accountKind' | 'gameCode' | 'prizeMode' | 'requestId'>;

export const holderOf = (order: MoneyOrder): Holder => ({ merchant: order.merchantCode, memberId: order.memberId, kind: order.accountKind });

/**
 * Resolves account ids once per holder: a cancel or a stop-on-win refunds several sub-orders in
 * one transaction, and the accounts exist after the first lookup. Valid for one database
 * transaction, or for longer when only the lottery's accounts are asked (settlement's batches):
 * they exist from the first bet on, and accounts are never removed.
 */
export class AccountCache {
  private readonly ids = new Map<string, Promise<number>>();

  constructor(private readonly db: Database) {}

  member(holder: Holder): Promise<number> {
    return this.cached(`m:${holder.merchant}:${holder.memberId}:${holder.kind}`, async () => {
      return (await ensureMemberAccount(this.db, holder.merchant, holder.memberId, holder.kind)).account.id;
    });
  }

  lottery(merchant: string, kind: AccountKind): Promise<number> {
    return this.cached(`l:${merchant}:${kind}`, () => lotteryAccountId(this.db, merchant, kind));
  }

  private cached(key: string, load: () => Promise<number>): Promise<number> {
    let id = this.ids.get(key);
    if (!id) {
      id = load();
      this.ids.set(key, id);
    }
    return id;
  }
}

async function sides(accounts: AccountCache, order: MoneyOrder): Promise<{ member: MemberSide; vendorAccountId: number }> {
  const holder = holderOf(order);
  const member = { memberId: holder.memberId, accountId: await accounts.member(holder), kind: holder.kind };
  return { member, vendorAccountId: await accounts.lottery(holder.merchant, holder.kind) };
}

/** A sub-order settled with a payout: its win and rebate, paid together. */
export interface SettledWin {
  order: MoneyOrder;
  suborder: Pick<LotterySuborderRow, 'id' | 'issueNumber'>;
  win: bigint;
  rebate: bigint;
}

/** Pays settled sub-orders' wins and rebates from the lottery account to their members: one payoutBatch. */
export async function payWins(tx: Database, accounts: AccountCache, wins: readonly SettledWin[]): Promise<void> {
  // One lookup per merchant and kind rather than an await per win: a batch pays thousands.
  const vendors = new Map<string, number>();
  for (const { order } of wins) {
    const key = `${order.merchantCode}:${order.accountKind}`;
    if (!vendors.has(key)) vendors.set(key, await accounts.lottery(order.merchantCode, order.accountKind));
  }
  const payouts = wins.map(({ order, suborder, win, rebate }): BatchPayout => {
    const reference = { ...lotteryReference(order), suborderId: suborder.id, issue: suborder.issueNumber, win: win.toString(), rebate: rebate.toString() };
    const member = { memberId: order.memberId, kind: order.accountKind };
    const vendorAccountId = vendors.get(`${order.merchantCode}:${order.accountKind}`)!;
    return { merchant: order.merchantCode, member, vendorAccountId, amount: win + rebate, idempotencyKey: winKey(suborder.id), reference };
  });
  await payoutBatch(tx, payouts);
}

/** Refunds a cancelled sub-order's stake to the member: a reversing posting of (that part of) the order's stake. */
export async function refundSuborder(tx: Database, accounts: AccountCache, order: MoneyOrder, suborder: LotterySuborderRow, reason: string): Promise<void> {
  const reverses = orderKey(order.merchantCode, order.memberId, order.requestId);
  const reference = { ...lotteryReference(order), reverses, suborderId: suborder.id, issue: suborder.issueNumber, reason };
  await refund(tx, { merchant: order.merchantCode, ...(await sides(accounts, order)), amount: suborder.amount, idempotencyKey: refundKey(suborder.id), reference });
}
