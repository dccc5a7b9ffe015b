/**
 * The deposit pre-check: a deposit that a block or a deposit limit would refuse at credit is
 * refused when it is created, so the player learns before paying (the guard at credit stays).
 */
import { AppError } from '../../http/envelope';
import type { Database } from '../../db/connection';
import { ensureMemberAccount } from '../wallet';
import { activeBlock, blockRefusal } from './blocks';
import { limitRefusal } from './limits';
import { settingsOf } from './settings';

/** Throws the refusal the deposit guard would give a deposit of `amount` (minor units) now. */
export async function depositRefusal(db: Database, member: { id: number; merchantCode: string }, amount: bigint, now: number): Promise<void> {
  const block = await activeBlock(db, member.id, now);
  if (block) {
    const { code, params } = blockRefusal(block);
    throw new AppError(code, { params });
  }
  const settings = await settingsOf(db, member.id, now);
  if (!settings.some((s) => s.target === 'deposit' && s.value !== null)) return;
  const account = (await ensureMemberAccount(db, member.merchantCode, member.id, 'real')).account;
  const refusal = await limitRefusal(db, settings, ['deposit'], account.id, amount, now);
  if (refusal) throw new AppError(refusal.code, { params: refusal.params });
}
