import type { DepositStatus, DepositValue } from '@common/contract/payments';
import type { Step } from '../components/payments/StatusSteps';
import type { ChannelPlugin } from './types';

/** How a status reads: waiting (accent), done well (success), or ended badly (danger). */
export type StatusTone = 'waiting' | 'success' | 'danger';

const TONES: Readonly<Record<DepositStatus, StatusTone>> = {
  created: 'waiting',
  pending: 'waiting',
  approved: 'success',
  rejected: 'danger',
  expired: 'danger',
};

/** The tone of a deposit's status. */
export function depositTone(status: DepositStatus): StatusTone {
  return TONES[status];
}

/** i18n key of a deposit's status in the player's words; pending depends on the kind (a gateway confirms, a manual kind waits for review). */
export function depositStatusKey(deposit: Pick<DepositValue, 'status'>, plugin: Pick<ChannelPlugin, 'pendingKey'>): string {
  return deposit.status === 'pending' ? plugin.pendingKey : `deposit.status.${deposit.status}`;
}

/**
 * A deposit's way as steps: created → paid, waiting (the kind's pending) → credited, or where it
 * ended (rejected after the wait; expired unpaid, so straight after creation). Times are known for
 * the creation and the last change only.
 */
export function depositSteps(deposit: DepositValue, plugin: Pick<ChannelPlugin, 'pendingKey'>, t: (key: string) => string): Step[] {
  const created: Step = { id: 'created', label: t('deposit.step.created'), state: deposit.status === 'created' ? 'current' : 'done', at: deposit.createdAt };
  const waiting = (state: Step['state']): Step => ({ id: 'pending', label: t(plugin.pendingKey), state, at: null });
  const end = (status: DepositStatus, state: Step['state']): Step => ({ id: status, label: t(`deposit.status.${status}`), state, at: state === 'upcoming' ? null : deposit.updatedAt });
  switch (deposit.status) {
    case 'created':
      return [created, waiting('upcoming'), end('approved', 'upcoming')];
    case 'pending':
      return [created, waiting('current'), end('approved', 'upcoming')];
    case 'approved':
      return [created, waiting('done'), end('approved', 'done')];
    case 'rejected':
      return [created, waiting('done'), end('rejected', 'failed')];
    case 'expired':
      return [created, end('expired', 'failed')];
  }
}
