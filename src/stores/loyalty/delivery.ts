/**
 * Where physical goods go (issue 17): the mall's delivery form and the store's refusal read the
 * same rules, so the Redeem button and the request agree. The server checks them again.
 */
import type { DeliveryAddress } from '@common/contract/loyalty';
import { DELIVERY_ADDRESS_MAX, DELIVERY_NAME_MAX, DELIVERY_PHONE_MAX } from '@common/rules/loyalty';
import type { Message } from '../UiStore';

export const DELIVERY_FIELDS = ['name', 'phone', 'address'] as const;
export type DeliveryField = (typeof DELIVERY_FIELDS)[number];

/** Characters each field may hold (the inputs' maxLength). */
export const DELIVERY_MAX: Readonly<Record<DeliveryField, number>> = { name: DELIVERY_NAME_MAX, phone: DELIVERY_PHONE_MAX, address: DELIVERY_ADDRESS_MAX };

/** A phone number: digits with an optional leading +, spaces and dashes; at least 6 digits. */
const PHONE = /^\+?[\d\s-]+$/;
const MIN_PHONE_DIGITS = 6;

export const EMPTY_DELIVERY: DeliveryAddress = { name: '', phone: '', address: '' };

/** The delivery as sent: every field trimmed. */
export function trimDelivery(delivery: DeliveryAddress): DeliveryAddress {
  return { name: delivery.name.trim(), phone: delivery.phone.trim(), address: delivery.address.trim() };
}

/** What is wrong with one field, or null: required, at most its maximum, a phone number that looks like one. */
export function deliveryFieldProblem(field: DeliveryField, raw: string): Message | null {
  const value = raw.trim();
  if (value === '') return { key: `mall.delivery.missing.${field}` };
  if (value.length > DELIVERY_MAX[field]) return { key: 'mall.delivery.tooLong', params: { max: DELIVERY_MAX[field] } };
  if (field === 'phone' && (!PHONE.test(value) || value.replace(/\D/g, '').length < MIN_PHONE_DIGITS)) return { key: 'mall.delivery.phoneInvalid' };
  return null;
}

/** Every field's problem (only those with one). */
export function deliveryProblems(delivery: DeliveryAddress): Partial<Record<DeliveryField, Message>> {
  const problems: Partial<Record<DeliveryField, Message>> = {};
  for (const field of DELIVERY_FIELDS) {
    const problem = deliveryFieldProblem(field, delivery[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}
