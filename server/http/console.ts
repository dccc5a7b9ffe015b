/**
 * What the console's list and report routes share: the page query and answer
 * (common/contract/consolePlayers.ts Page), and which merchant an operator's call covers.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { CONSOLE_PAGE_SIZE } from '@common/contract/consolePlayers';
import { ErrorCode } from '@common/contract/envelope';
import { AppError } from './envelope';

/** `?page=` (1-based; absent: the first page). */
export const PageQuery = { page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })) };

/**
 * The last instant of the year 9999 (epoch ms): dates reach the database as ISO 8601 text, whose
 * years have four digits; later ones (and those past what a Date holds) are refused at the edge.
 */
const LAST_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** A time window on a list: epoch ms, both ends inclusive. */
export const RangeQuery = {
  from: Type.Optional(Type.Integer({ minimum: 0, maximum: LAST_INSTANT })),
  to: Type.Optional(Type.Integer({ minimum: 0, maximum: LAST_INSTANT })),
};

/** Page<T> around an item's schema. */
export function PageSchema<T extends TSchema>(item: T) {
  return Type.Object({ items: Type.Array(item), page: Type.Integer(), pageSize: Type.Integer(), total: Type.Integer() });
}

/** LIMIT and OFFSET of a page (of the console's size unless given). */
export function pageWindow(page: number | undefined, size = CONSOLE_PAGE_SIZE): { page: number; limit: number; offset: number } {
  const current = page ?? 1;
  return { page: current, limit: size, offset: (current - 1) * size };
}

/**
 * The merchant a call covers: a merchant's operator always its own (naming another is forbidden,
 * as in the approvals queue); a platform-wide one the merchant it names, or null for all.
 */
export function merchantScope(operator: { merchantCode: string | null }, named: string | undefined): string | null {
  if (operator.merchantCode === null) return named ?? null;
  if (named !== undefined && named !== operator.merchantCode) throw new AppError(ErrorCode.operatorForbidden, { status: 403 });
  return operator.merchantCode;
}

/** A bigint (or numeric text) from SQL as a JSON number; beyond 2^53 it fails loudly rather than lose digits. */
export function safeNumber(value: bigint | string | number | null): number {
  const n = Number(value ?? 0);
  if (!Number.isSafeInteger(n)) throw new Error(`${value} does not fit a JSON number`);
  return n;
}

/** `:id` of a player's console path. */
export const PlayerParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });

/** Why an operator made a change (audited with it). */
export const Reason = Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' });

/** A value or null on the wire. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A LIKE pattern matching values that start with `text`, in which %, _ and backslash match themselves. */
export const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
