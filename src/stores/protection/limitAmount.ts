import { LIMIT_AMOUNT_MAX, LIMIT_AMOUNT_MIN } from '@common/rules/protection';
import { parseMinor } from '../../utils/amount';
import { formatMinor } from '../../utils/money';
import type { Message } from '../UiStore';

/** A typed limit amount in minor units when it is within LIMIT_AMOUNT_MIN..MAX, else null. */
export function limitAmount(text: string): number | null {
  const minor = parseMinor(text);
  return minor !== null && minor >= LIMIT_AMOUNT_MIN && minor <= LIMIT_AMOUNT_MAX ? minor : null;
}

/** Why a typed limit amount cannot be sent, or null. */
export function limitAmountProblem(text: string): Message | null {
  return limitAmount(text) === null ? { key: 'protection.amountInvalid', params: { min: formatMinor(LIMIT_AMOUNT_MIN), max: formatMinor(LIMIT_AMOUNT_MAX) } } : null;
}
