/**
 * What the member's protection page and the console show: every money limit with what it has
 * counted and when that frees, the session limit, the reality check, pending changes and the
 * deposit-limit prompt.
 */
import { eq } from 'drizzle-orm';
import type { LimitValue, PendingChangeValue, PlayerProtectionValue, ProtectionValue } from '@common/contract/protection';
import { LIMIT_KINDS, LIMIT_PERIODS } from '@common/rules/protection';
import type { Database } from '../../db/connection';
import { ensureMemberAccount } from '../wallet';
import { activeBlock } from './blocks';
import { historyOf, type Subject } from './events';
import { counted, flowsByPeriod, freesAt } from './limits';
import { find, settingsOf, type Setting } from './settings';
import { protectionMembers } from './tables';

const pendingOf = (setting: Setting, now: number): PendingChangeValue | null =>
  setting.pending ? { value: setting.pending.value, effectiveAt: setting.pending.effectiveAt, confirmable: now >= setting.pending.effectiveAt } : null;

/** The member's protection at `now`. */
export async function protectionOverview(db: Database, member: Subject, now: number): Promise<ProtectionValue> {
  const settings = await settingsOf(db, member.id, now);
  const account = (await ensureMemberAccount(db, member.merchantCode, member.id, 'real')).account;
  const flows = await flowsByPeriod(db, account.id, now);
  const limits: LimitValue[] = LIMIT_KINDS.flatMap((kind) =>
    LIMIT_PERIODS.map((period) => {
      const setting = find(settings, { target: kind, period });
      const used = counted(kind, flows[period]);
      const positive = used > 0n;
      return { kind, period, amount: setting.value, used: positive ? Number(used) : 0, freesAt: positive ? freesAt(kind, period, flows[period]) : null, pending: pendingOf(setting, now) };
    }),
  );
  const minutes = (target: 'sessionLimit' | 'realityCheck') => {
    const setting = find(settings, { target, period: '' });
    return { minutes: setting.value, pending: pendingOf(setting, now) };
  };
  const [answered] = await db.select({ at: protectionMembers.promptDismissedAt }).from(protectionMembers).where(eq(protectionMembers.memberId, member.id)).limit(1);
  const hasDepositLimit = limits.some((l) => l.kind === 'deposit' && l.amount !== null);
  return { limits, sessionLimit: minutes('sessionLimit'), realityCheck: minutes('realityCheck'), depositPrompt: !hasDepositLimit && !answered?.at };
}

/** The console's view: the overview, the block in force and the history. */
export async function playerProtection(db: Database, member: Subject, now: number): Promise<PlayerProtectionValue> {
  return { ...(await protectionOverview(db, member, now)), block: await activeBlock(db, member.id, now), history: await historyOf(db, member.id) };
}

/** The member answered the deposit-limit prompt without setting one. */
export async function dismissPrompt(db: Database, memberId: number, now: number): Promise<void> {
  await db
    .insert(protectionMembers)
    .values({ memberId, promptDismissedAt: new Date(now) })
    .onConflictDoUpdate({ target: protectionMembers.memberId, set: { promptDismissedAt: new Date(now) } });
}
