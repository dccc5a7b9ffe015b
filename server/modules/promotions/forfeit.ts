/**
 * Ending a bonus that is still active: at its expiry, or at once when the member takes a time-out
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
import { activeBonusesNow } from './bonus-reads';
import { memberBonuses, type MemberBonusRow } from './tables';

/** How a bonus ended: forfeited (with the amount taken back), met or cleared just before, or already ended elsewhere. */
export type SettleOutcome = { outcome: 'forfeited'; amount: bigint } | { outcome: 'completed' | 'cleared' | 'ended' };

/** The forfeit posting's idempotency key: one per bonus, whoever posts it. */
export const forfeitKey = (bonusId: number) => `bonus:${bonusId}:forfeit`;

/** Ends bonus `bonusId` inside `tx` for `reason` (see the file's comment); `actor` signs the audit row. */
export async function settleBonus(tx: Database, bonus: Pick<MemberBonusRow, 'id' | 'merchantCode' | 'memberId'>, reason: BonusForfeitReason, now: number, actor: Actor): Promise<SettleOutcome> {
  const { merchantCode, memberId } = bonus;
  const real = (await ensureMemberAccount(tx, merchantCode, memberId, 'real')).account.id;
  await lockAccounts(tx, [real]);
  const exact = (await activeBonusesNow(tx, merchantCode, memberId)).find((b) => b.id === bonus.id);
  if (!exact) return { outcome: 'ended' };
  const b = memberBonuses;
  const stillActive = and(eq(b.id, bonus.id), eq(b.status, 'active'));
  if (exact.status !== 'active') {
    const ended = await tx.update(b).set({ done: exact.done, status: exact.status, endedAt: exact.endedAt }).where(stillActive).returning({ id: b.id });
    return { outcome: ended.length > 0 ? (exact.status as 'completed' | 'cleared') : 'ended' };
  }
  const balance = await balanceOf(tx, real);
  // Never more than the member holds: a bonus already lost in play takes nothing else.
  const amount = exact.amount < balance ? exact.amount : balance > 0n ? balance : 0n;
  const at = new Date(now);
  const forfeited = await tx
    .update(b)
    .set({ done: exact.done, status: 'forfeited', endedAt: at, forfeitedAmount: amount, forfeitReason: reason })
    .where(stillActive)
    .returning({ id: b.id });
  if (forfeited.length === 0) return { outcome: 'ended' };
  if (amount > 0n) {
    await bonusForfeit(tx, {
      merchant: merchantCode,
      member: { memberId, accountId: real, kind: 'real' },
      houseAccountId: (await houseAccount(tx, merchantCode, 'bonus')).id,
      amount,
      idempotencyKey: forfeitKey(bonus.id),
      reference: { bonusId: String(bonus.id), reason },
    });
  }
  await recordAudit(tx, actor, {
    action: 'promotions.bonus.forfeited',
    subject: memberSubject(memberId),
    merchantCode,
    detail: { bonusId: bonus.id, promotionId: exact.promotionId, reason, amount: amount.toString(), bonusAmount: exact.amount.toString(), required: exact.required.toString(), done: exact.done.toString() },
  });
  return { outcome: 'forfeited', amount };
}
