import type { WithdrawalStatus, WithdrawalValue } from '@common/contract/payments';
import type { Step } from './StatusSteps';

/** The way a withdrawal goes when all is well; 'checking' is between pending and paying only above the merchant's threshold. */
const HAPPY_PATH: readonly WithdrawalStatus[] = ['pending', 'paying', 'paid'];
const ENDED_BADLY: ReadonlySet<WithdrawalStatus> = new Set(['rejected', 'failed']);

/** How a withdrawal's status reads: waiting, paid, or ended badly (the amount released). */
export function withdrawalTone(status: WithdrawalStatus): 'waiting' | 'success' | 'danger' {
  if (status === 'paid') return 'success';
  return ENDED_BADLY.has(status) ? 'danger' : 'waiting';
}

/** i18n key of a withdrawal's status in the player's words. */
export function withdrawalStatusKey(status: WithdrawalStatus): string {
  return `withdraw.status.${status}`;
}

/**
 * A withdrawal's steps: those the server recorded (with their times), the last one current (or
 * failed: rejected or a failed payout), then the ones still to come on the happy path.
 */
export function withdrawalSteps(withdrawal: WithdrawalValue, t: (key: string) => string): Step[] {
  const recorded = withdrawal.steps.length > 0 ? withdrawal.steps : [{ status: withdrawal.status, at: withdrawal.updatedAt }];
  const last = recorded.length - 1;
  const done: Step[] = recorded.map((step, i) => ({
    id: `${step.status}-${i}`,
    label: t(withdrawalStatusKey(step.status)),
    at: step.at,
    state: i < last ? 'done' : ENDED_BADLY.has(step.status) ? 'failed' : step.status === 'paid' ? 'done' : 'current',
  }));
  if (ENDED_BADLY.has(withdrawal.status) || withdrawal.status === 'paid') return done;
  const reached = HAPPY_PATH.indexOf(recorded[last].status === 'checking' ? 'pending' : recorded[last].status);
  const upcoming = HAPPY_PATH.slice(reached + 1).map((status): Step => ({ id: status, label: t(withdrawalStatusKey(status)), state: 'upcoming', at: null }));
  return [...done, ...upcoming];
}
