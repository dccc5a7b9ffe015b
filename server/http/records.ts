/**
 * The member's record lists (RecordsQuery → RecordPage): a page number from 1, an inclusive date
 * range in yyyy-mm-dd (the merchant's day, UTC for now) and a status. The TypeBox query and the
 * range and paging helpers are shared by every member record list (payments, withdrawals, vendor
 * transfers); here in http/, not in a module, so a module using them imports no module's index.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { RECORD_PAGE_SIZE, type RecordPage, type RecordsQuery } from '@common/contract/payments';

const DAY_MS = 86_400_000;
const IsoDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-mm-dd, UTC' });

/** The query of a record list whose `status` is one of `statuses`. */
export function recordsQuery(statuses: readonly string[]) {
  return Type.Object({
    pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    from: Type.Optional(IsoDay),
    to: Type.Optional(IsoDay),
    status: Type.Optional(Type.Union(statuses.map((s) => Type.Literal(s)))),
  });
}

/** The schema of a RecordPage of `item`. */
export function recordPageSchema<T extends TSchema>(item: T) {
  return Type.Object({ content: Type.Array(item), pageNum: Type.Integer(), totalPages: Type.Integer(), total: Type.Integer() });
}

/** [from 00:00, the day after `to` 00:00) as Dates; a bound not given is open. An impossible date counts as open too. */
export function recordRange(query: Pick<RecordsQuery, 'from' | 'to'>): { from?: Date; before?: Date } {
  const day = (text: string | undefined) => {
    const ms = text ? Date.parse(`${text}T00:00:00Z`) : NaN;
    return Number.isNaN(ms) ? undefined : ms;
  };
  const from = day(query.from);
  const to = day(query.to);
  return { from: from === undefined ? undefined : new Date(from), before: to === undefined ? undefined : new Date(to + DAY_MS) };
}

/** The page's offset and size. */
export function recordPaging(query: Pick<RecordsQuery, 'pageNum'>): { pageNum: number; offset: number; limit: number } {
  const pageNum = query.pageNum ?? 1;
  return { pageNum, offset: (pageNum - 1) * RECORD_PAGE_SIZE, limit: RECORD_PAGE_SIZE };
}

/** A RecordPage of `content` out of `total`. */
export function recordPage<T>(content: T[], pageNum: number, total: number): RecordPage<T> {
  return { content, pageNum, totalPages: Math.ceil(total / RECORD_PAGE_SIZE), total };
}
