/**
 * Member types (§3): 0, 1 and 2 are real accounts, 4 a free trial, 40/41/42 are excluded from
 * agent checks. The site decides what to show from these and the server what to allow, alike.
 */
import type { MemberType } from '../contract/member';

/** The free-trial account type. */
export const TRIAL_MEMBER_TYPE = 4 satisfies MemberType;
/** Types that may deposit and withdraw (§4: deposit requires type 0, 1 or 2). */
export const DEPOSIT_MEMBER_TYPES: readonly MemberType[] = [0, 1, 2];

/** True for a free-trial account. */
export function isTrial(type: MemberType | number): boolean {
  return type === TRIAL_MEMBER_TYPE;
}

/** True for a type that may deposit and withdraw. */
export function canDeposit(type: MemberType | number): boolean {
  return (DEPOSIT_MEMBER_TYPES as readonly number[]).includes(type);
}
