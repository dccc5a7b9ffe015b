/**
 * Time-outs and self-exclusions in force: which block binds a member now, who is blocked in a
 * merchant, and the refusal a blocked member's login, stake or deposit gets.
 */
import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { ErrorCode, type ErrorCodeValue } from '@common/contract/envelope';
import type { BlockValue } from '@common/contract/protection';
import type { Database } from '../../db/connection';
import { protectionBlocks, type ProtectionBlockRow } from './tables';

/** Rows live at `now`: started, and not ended (permanent ones never end). */
const liveAt = (now: number) =>
  and(lte(protectionBlocks.startedAt, new Date(now)), or(isNull(protectionBlocks.until), gt(protectionBlocks.until, new Date(now))));

/** The live block that ends last (permanent first), or null. */
export async function activeBlockRow(db: Database, memberId: number, now: number): Promise<ProtectionBlockRow | null> {
  const rows = await db
    .select()
    .from(protectionBlocks)
    .where(and(eq(protectionBlocks.memberId, memberId), liveAt(now)))
    .orderBy(sql`${protectionBlocks.until} desc nulls first`, desc(protectionBlocks.id))
    .limit(1);
  return rows[0] ?? null;
}

/** The block as the wire shows it. */
export function blockValue(row: ProtectionBlockRow): BlockValue {
  return { kind: row.kind, startedAt: row.startedAt.getTime(), until: row.until?.getTime() ?? null, by: row.by };
}

/** The member's time-out or self-exclusion in force at `now`, or null. */
export async function activeBlock(db: Database, memberId: number, now: number): Promise<BlockValue | null> {
  const row = await activeBlockRow(db, memberId, now);
  return row ? blockValue(row) : null;
}

/** Members of the merchant in a time-out or self-exclusion at `now` (the inbox skips them for promotions). */
export async function blockedMemberIds(db: Database, merchantCode: string, now: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ memberId: protectionBlocks.memberId })
    .from(protectionBlocks)
    .where(and(eq(protectionBlocks.merchantCode, merchantCode), liveAt(now)));
  return rows.map((r) => r.memberId);
}

/** A readable UTC date and time for messages, e.g. "2027-05-26 14:00 UTC". */
export function formatUntil(at: number): string {
  return `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The code (and params) a blocked member's login, stake, deposit or top-up is refused with. */
export function blockRefusal(block: Pick<BlockValue, 'kind' | 'until'>): { code: ErrorCodeValue; params?: Record<string, string> } {
  if (block.kind === 'timeOut') return { code: ErrorCode.protectionTimeOut, params: { until: formatUntil(block.until!) } };
  if (block.until === null) return { code: ErrorCode.protectionSelfExcludedPermanent };
  return { code: ErrorCode.protectionSelfExcluded, params: { until: formatUntil(block.until) } };
}
