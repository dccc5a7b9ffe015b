/**
 * Imposing a time-out or self-exclusion (UKGC RTS 12, AGCO 2.24; docs/player-protection.md):
 * effective at once, every session of the member revoked and its game sessions ended; a block in
 * force is never shortened, only replaced by a longer one. A blocked login gets a withdraw-only
 * session so the member can still take the balance out.
 */
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { BlockedLoginValue, BlockKind, BlockValue } from '@common/contract/protection';
import { ErrorCode } from '@common/contract/envelope';
import { blockEnd, type ExclusionDuration, type TimeOutDuration } from '@common/rules/protection';
import type { Deps } from '../../context';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { endMemberGameSessions } from '../launch';
import { memberSubject, type Member, type Phone } from '../member';
import { revokeMemberSessions, startSession } from '../session';
import { guardMember } from '../wallet';
import type { BlockListener } from './block-listeners';
import { activeBlockRow, blockRefusal, blockValue, formatUntil } from './blocks';
import { recordEvent, type ChangeActor } from './events';
import { protectionBlocks } from './tables';

/** The block a request asks for. */
export type BlockRequest = { kind: 'timeOut'; duration: TimeOutDuration } | { kind: 'selfExclusion'; duration: ExclusionDuration };

/** Whether a block ending at `next` outlasts one ending at `current` (null: permanent). */
const outlasts = (next: number | null, current: number | null) => current !== null && (next === null || next > current);

/**
 * The advisory-lock namespace of a member's block changes (session/attempts.ts uses 1 and 2, sms
 * 3 to 6, payments 20 to 22): a member may have no block row to lock yet.
 */
const BLOCK_LOCK = 15;

/** What imposing a block needs: the database, the clock and the listeners other modules registered (plugin.ts). */
export type BlockDeps = Pick<Deps, 'db' | 'now'> & { blockListeners: readonly BlockListener[] };

/**
 * Imposes the block on the member now. Refused with protection.block.active when one in force
 * ends at the same time or later; under the member's lock, two requests never both pass the check.
 * The registered block listeners run in the same transaction.
 */
export async function imposeBlock(deps: BlockDeps, member: Member, request: BlockRequest, by: ChangeActor): Promise<BlockValue> {
  const now = deps.now();
  const until = request.kind === 'timeOut' ? blockEnd('timeOut', request.duration, now) : blockEnd('selfExclusion', request.duration, now);
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BLOCK_LOCK}, hashtext(${String(member.id)}))`);
    const current = await activeBlockRow(tx, member.id, now);
    if (current && !outlasts(until, current.until?.getTime() ?? null)) throw new AppError(ErrorCode.protectionBlockActive);
    const excluded = request.kind === 'selfExclusion';
    const [row] = await tx
      .insert(protectionBlocks)
      .values({
        memberId: member.id,
        merchantCode: member.merchantCode,
        kind: request.kind,
        duration: request.duration,
        startedAt: new Date(now),
        until: until === null ? null : new Date(until),
        by: by.kind,
        actor: by.kind === 'operator' ? by.username : null,
        reason: by.kind === 'operator' ? by.reason : null,
        // Only a self-exclusion keeps the contacts: they may not register a new account meanwhile.
        dialingCode: excluded ? member.dialingCode : null,
        mobile: excluded ? member.mobile : null,
        email: excluded && member.email ? member.email.trim().toLowerCase() : null,
      })
      .returning();
    // The guard refuses this member's stakes from now on: the wallet's one-trip debit must send them to it.
    await guardMember(tx, member.id, member.merchantCode, now);
    await revokeMemberSessions(tx, member.id, now);
    await endMemberGameSessions(tx, member.id, now);
    await recordEvent(tx, member, by, now, request.kind, `${request.duration} until ${until === null ? 'permanent' : formatUntil(until)}`);
    const actor = by.kind === 'operator' ? by.audit : { actor: memberSubject(member.id), ip: by.ip ?? null };
    for (const listener of deps.blockListeners) await listener(tx, { member: { id: member.id, merchantCode: member.merchantCode }, kind: request.kind, at: now, actor });
    return blockValue(row!);
  });
}

/** Whether the mobile number or email belongs to a self-excluded account of the merchant (registration refuses it). */
export async function excludedContact(db: Database, merchantCode: string, contact: { phone?: Phone | null; email?: string | null }, now: number): Promise<boolean> {
  const b = protectionBlocks;
  const matches = [];
  if (contact.phone) matches.push(and(eq(b.dialingCode, contact.phone.dialingCode), eq(b.mobile, contact.phone.mobile)));
  if (contact.email) matches.push(eq(b.email, contact.email.trim().toLowerCase()));
  if (matches.length === 0) return false;
  const rows = await db
    .select({ id: b.id })
    .from(b)
    .where(and(eq(b.merchantCode, merchantCode), eq(b.kind, 'selfExclusion'), or(isNull(b.until), gt(b.until, new Date(now))), or(...matches)))
    .limit(1);
  return rows.length > 0;
}

/**
 * A login refused by a block in force: the refusal carrying the block's end and a withdraw-only
 * session token (BlockedLoginValue); null when the member is not blocked.
 */
export async function blockedLogin(deps: Deps, member: Member, client: Parameters<typeof startSession>[2]): Promise<AppError | null> {
  const row = await activeBlockRow(deps.db, member.id, deps.now());
  if (!row) return null;
  const block = blockValue(row);
  const withdrawToken = await startSession(deps, member.id, client, 'withdraw');
  const refusal = blockRefusal(block);
  const value: BlockedLoginValue = { kind: block.kind as BlockKind, until: block.until, withdrawToken };
  return new AppError(refusal.code, { params: refusal.params, value });
}
