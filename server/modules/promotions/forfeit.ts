/**
 * Ending bonuses that are still active: at their expiry, or at once when the member takes a time-out
 * or self-excludes (docs/promotions.md "Forfeit"). Under the lock of the member's real account (no
 * stake lands meanwhile) its exact progress decides: met or cleared by now, it ends so; otherwise it
 * is forfeited, and min(bonus amount, real balance) goes back to the house's bonus account — never
 * below zero, the rest of the balance untouched. The conditional UPDATE (status still 'active') and
 * the posting share one transaction, and the posting's key is the bonus's, so two workers or nodes
 * forfeit a bonus once.
 */
import { and, eq } from 'drizzle-orm';
import type { BonusForfeitReason } from '@common/rules/promotions';
import type { Database } from '../../db/connection';
import { recordAudit, type Actor } from '../audit';
import { memberSubject } from '../member';
import { balanceOf, bonusForfeit, ensureMemberAccount, houseAccount, lockAccounts } from '../wallet';
import { activeNow } from './bonus-reads';
import { memberBonuses } from './tables';

/** How a bonus ended: forfeited (with the amount taken back), met or cleared just before, already ended elsewhere, or not yet (an expiry waiting for the consumer). */
export type SettleOutcome = { outcome: 'forfeited'; amount: bigint } | { outcome: 'completed' | 'cleared' | 'ended' | 'waiting' };

/** The forfeit posting's idempotency key: one per bonus, whoever posts it. */
export const forfeitKey = (bonusId: number) => `bonus:${bonusId}:forfeit`;

/** The member whose bonuses end, and which of them (ids; null: every active one). */
export interface SettleTarget {
  merchantCode: string;
  memberId: number;
  bonusIds: readonly number[] | null;
}

/**
 * Ends the target's bonuses inside `tx` for `reason` (see the file's comment), oldest first, from
 * one exact reading: a bonus's stakes are never handed to another one forfeited with it. Each
 * forfeit takes min(its amount, what the balance still holds); `actor` signs the audit rows.
 */
export async function settleBonuses(tx: Database, target: SettleTarget, reason: BonusForfeitReason, now: number, actor: Actor): Promise<Map<number, SettleOutcome>> {
  const { merchantCode, memberId } = target;
  const real = (await ensureMemberAccount(tx, merchantCode, memberId, 'real')).account.id;
  await lockAccounts(tx, [real]);
  const wanted = target.bonusIds === null ? null : new Set(target.bonusIds);
  const read = await activeNow(tx, merchantCode, memberId);
  // An expiry waits while the consumer has not folded the member's latest stakes (the next run
  // retries): once an expiring bonus has ended, stakes the exact fold counted for it beyond the
  // cursor would be counted by the consumer again for the member's next bonus. A block ends every
  // active bonus at once, so nothing is left to count them twice.
  if (reason === 'expired' && read.tail > 0) return new Map((target.bonusIds ?? []).map((id) => [id, { outcome: 'waiting' }]));
  const exact = read.rows.filter((b) => wanted === null || wanted.has(b.id));
  const outcomes = new Map<number, SettleOutcome>((target.bonusIds ?? []).map((id) => [id, { outcome: 'ended' }]));
  let balance = await balanceOf(tx, real);
  const b = memberBonuses;
  const at = new Date(now);
  for (const bonus of exact) {
    const stillActive = and(eq(b.id, bonus.id), eq(b.status, 'active'));
    if (bonus.status !== 'active') {
      const ended = await tx.update(b).set({ done: bonus.done, status: bonus.status, endedAt: bonus.endedAt }).where(stillActive).returning({ id: b.id });
      if (ended.length > 0) outcomes.set(bonus.id, { outcome: bonus.status as 'completed' | 'cleared' });
      continue;
    }
    // Never more than the member holds: a bonus already lost in play takes nothing else.
    const amount = bonus.amount < balance ? bonus.amount : balance > 0n ? balance : 0n;
    const forfeited = await tx
      .update(b)
      .set({ done: bonus.done, status: 'forfeited', endedAt: at, forfeitedAmount: amount, forfeitReason: reason })
      .where(stillActive)
      .returning({ id: b.id });
    if (forfeited.length === 0) continue;
    if (amount > 0n) {
      await bonusForfeit(tx, {
        merchant: merchantCode,
        member: { memberId, accountId: real, kind: 'real' },
        houseAccountId: (await houseAccount(tx, merchantCode, 'bonus')).id,
        amount,
        idempotencyKey: forfeitKey(bonus.id),
        reference: { bonusId: String(bonus.id), reason },
      });
      balance -= amount;
    }
    await recordAudit(tx, actor, {
      action: 'promotions.bonus.forfeited',
      subject: memberSubject(memberId),
      merchantCode,
      detail: { bonusId: bonus.id, promotionId: bonus.promotionId, reason, amount: amount.toString(), bonusAmount: bonus.amount.toString(), required: bonus.required.toString(), done: bonus.done.toString() },
    });
    outcomes.set(bonus.id, { outcome: 'forfeited', amount });
  }
  return outcomes;
}
