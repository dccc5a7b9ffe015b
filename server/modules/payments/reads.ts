/** The member's deposits: their records page and one of them, each read after their lapsed ones expire. */
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import type { DepositStatus, RecordPage, RecordsQuery, DepositValue } from '@common/contract/payments';
import type { Deps } from '../../context';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { paymentChannels } from './channel-tables';
import { deposits, type DepositRow } from './deposit-tables';
import { recordPage, recordPaging, recordRange } from '../../http/records';
import { expireDeposits } from './transitions';
import { depositValue } from './wire';

const withChannel = { deposit: deposits, names: paymentChannels.names, code: paymentChannels.code };

/** One of the member's deposits with its channel's names, or null. */
export async function ownDeposit(db: Database, memberId: number, id: string): Promise<{ deposit: DepositRow; names: Record<string, string>; code: string } | null> {
  const [found] = await db
    .select(withChannel)
    .from(deposits)
    .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
    .where(and(eq(deposits.id, id), eq(deposits.memberId, memberId)))
    .limit(1);
  return found ?? null;
}

/** The member's deposit as they read it; depositNotFound when it is not theirs. */
export async function memberDeposit(deps: Deps, memberId: number, id: string, language: string | undefined): Promise<DepositValue> {
  await expireDeposits(deps.db, new Date(deps.now()), memberId);
  const found = await ownDeposit(deps.db, memberId, id);
  if (!found) throw new AppError(ErrorCode.depositNotFound);
  return depositValue(found.deposit, found, language);
}

/** One page of the member's deposits, newest first, filtered by day range and status. */
export async function memberDeposits(deps: Deps, memberId: number, query: RecordsQuery, language: string | undefined): Promise<RecordPage<DepositValue>> {
  await expireDeposits(deps.db, new Date(deps.now()), memberId);
  const { from, before } = recordRange(query);
  const filters: (SQL | undefined)[] = [
    eq(deposits.memberId, memberId),
    from && gte(deposits.createdAt, from),
    before && lt(deposits.createdAt, before),
    query.status ? eq(deposits.status, query.status as DepositStatus) : undefined,
  ];
  const where = and(...filters);
  const { pageNum, offset, limit } = recordPaging(query);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select(withChannel)
      .from(deposits)
      .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
      .where(where)
      .orderBy(desc(deposits.createdAt), desc(deposits.id))
      .limit(limit)
      .offset(offset),
    deps.db.select({ n: count() }).from(deposits).where(where),
  ]);
  return recordPage(
    rows.map((r) => depositValue(r.deposit, r, language)),
    pageNum,
    total?.n ?? 0,
  );
}
