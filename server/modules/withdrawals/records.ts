/**
 * The member's records (§7): their withdrawals, and the transaction history of their postings in
 * the member's words (common/contract/payments.ts TransactionKind), paged RECORD_PAGE_SIZE at a
 * time, newest first, within a date range of whole UTC days.
 */
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import {
  RECORD_PAGE_SIZE,
  TRANSACTION_KINDS,
  type RecordPage,
  type RecordsQuery,
  type TransactionKind,
  type TransactionQuery,
  type TransactionValue,
  type WithdrawalStatus,
  type WithdrawalValue,
} from '@common/contract/payments';
import type { PlayerPosting } from '@common/contract/consolePlayers';
import type { Database } from '../../db/connection';
import type { Member } from '../member';
import { recordPage, recordPaging, recordRange } from '../payments';
import { memberPostings, type IntentName } from '../wallet';
import { withdrawals } from './tables';
import { withdrawalValues } from './wire';

/** Which wallet intents each kind of the history groups (demo credit is play money and never shown). */
export const INTENTS_OF: Record<TransactionKind, readonly IntentName[]> = {
  bet: ['stake'],
  win: ['payout'],
  refund: ['refund'],
  deposit: ['deposit'],
  withdrawal: ['withdrawHold', 'withdrawRelease', 'withdrawPay'],
  adjustment: ['adjust'],
  bonus: ['bonusGrant', 'bonusForfeit'],
  transfer: ['agentTransfer', 'agentCommission'],
  points: ['pointsEarn', 'pointsRedeem', 'pointsExpire'],
};

const KIND_OF = new Map<string, TransactionKind>(TRANSACTION_KINDS.flatMap((kind) => INTENTS_OF[kind].map((intent) => [intent, kind] as const)));

/** A page of the member's withdrawals (status and date filters). */
export async function withdrawalRecords(db: Database, member: Member, query: RecordsQuery, language: string | undefined): Promise<RecordPage<WithdrawalValue>> {
  const { pageNum, offset, limit } = recordPaging(query);
  const { from, before } = recordRange(query);
  const where: (SQL | undefined)[] = [eq(withdrawals.memberId, member.id)];
  if (query.status) where.push(eq(withdrawals.status, query.status as WithdrawalStatus));
  if (from) where.push(gte(withdrawals.createdAt, from));
  if (before) where.push(lt(withdrawals.createdAt, before));
  const rows = await db
    .select()
    .from(withdrawals)
    .where(and(...where))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(withdrawals).where(and(...where));
  return recordPage(await withdrawalValues(db, rows, language), pageNum, total!.n);
}

const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** A short description of a posting from its reference: the game, the channel, the order. */
function describe(posting: PlayerPosting): string {
  const d = posting.detail;
  const parts = [textOf(d.vendorCode), textOf(d.gameType), textOf(d.channelCode), textOf(d.orderId)].filter((p) => p !== '');
  return parts.join(' ');
}

/** A page of the member's postings (kind and date filters), in the member's words. */
export async function transactionRecords(db: Database, member: Member, query: TransactionQuery): Promise<RecordPage<TransactionValue>> {
  const { from, before } = recordRange(query);
  const filter = {
    from: from?.getTime(),
    to: before === undefined ? undefined : before.getTime() - 1,
    kinds: query.kind ? INTENTS_OF[query.kind] : Object.values(INTENTS_OF).flat(),
    accounts: ['real', 'bonus', 'withdrawal', 'points'] as const,
    page: recordPaging(query).pageNum,
    pageSize: RECORD_PAGE_SIZE,
  };
  const page = await memberPostings(db, { id: member.id, merchantCode: member.merchantCode }, filter);
  const content = page.items.map((p) => ({
    transactionId: p.transactionId,
    kind: KIND_OF.get(p.kind)!,
    amount: p.amount,
    account: p.account,
    description: describe(p),
    createdAt: p.createdAt,
  }));
  return recordPage(content, page.page, page.total);
}
