/**
 * Wallet intents (medici's `book.entry().debit().credit().commit()`, in minor units): callers say
 * what happened (`stake`, `payout`, `deposit`...), naming the member and counterparty accounts and
 * a typed reference; the wallet builds the balanced posting, runs the guards of a guarded intent
 * and posts once per idempotency key. They are the only way money moves: the ledger's posting
 * function is private to this module. A correction is another posting (refund, withdrawRelease,
 * bonusForfeit, adjust), never an edit: ledger rows are append-only.
 */
import type { Database } from '../../db/connection';
import type { GuardedIntent, WalletGuards } from './guards';
import { postTransaction, type EntryInput, type Posted } from './ledger';
import type { AccountKind, OwnerKind, TransactionKind } from './tables';

/** The stored kind of each intent's posting (the first five keep the names their rows already carry). */
export const INTENT_KIND = {
  stake: 'bet',
  payout: 'win',
  refund: 'rollback',
  adjust: 'adjustment',
  demoCredit: 'demo_credit',
  deposit: 'deposit',
  withdrawHold: 'withdraw_hold',
  withdrawRelease: 'withdraw_release',
  withdrawPay: 'withdraw_pay',
  bonusGrant: 'bonus_grant',
  bonusForfeit: 'bonus_forfeit',
  pointsEarn: 'points_earn',
  pointsRedeem: 'points_redeem',
  pointsExpire: 'points_expire',
  agentTransfer: 'agent_transfer',
  agentCommission: 'agent_commission',
  transferIn: 'transfer_in',
  transferReverse: 'transfer_reverse',
  transferOut: 'transfer_out',
  vendorResult: 'vendor_result',
} as const satisfies Record<string, TransactionKind>;
export type IntentName = keyof typeof INTENT_KIND;

/** The member side of an intent: whose account it is and what it holds (checked against the row). */
export interface MemberSide {
  memberId: number;
  accountId: number;
  kind: AccountKind;
}

/** Further facts a caller records with a posting (vendor transaction, order, session...). */
export type Details = Readonly<Record<string, string | number | null | undefined>>;

/** Fields every intent carries. `amount`: minor units, > 0 (adjust alone is signed). */
export interface IntentBase {
  merchant: string;
  amount: bigint;
  /** Vendor transaction, order, sub-order, channel order or operator reference: a repeat applies nothing. */
  idempotencyKey: string;
}

/** One side of a two-leg posting and the role its account must have. */
export interface Leg {
  accountId: number;
  owner: OwnerKind;
  kinds?: readonly AccountKind[];
}

/** A member's account as a leg of the intent's posting. */
export const memberLeg = (member: MemberSide): Leg => ({ accountId: member.accountId, owner: 'member', kinds: [member.kind] });

/** The guard check of a guarded intent: who it takes money from, and the app's guards. */
export interface GuardedBy {
  guards: WalletGuards;
  intent: GuardedIntent;
  member: MemberSide;
  /** A transfer between members: the member the money arrives to. */
  recipient?: MemberSide;
}

/** A two-leg posting: `amount` moves from `from` to `to` (an intent's own fields spread in are ignored). */
export interface Movement extends IntentBase {
  name: IntentName;
  from: Leg;
  to: Leg;
  reference: Readonly<Record<string, unknown>>;
  guardedBy?: GuardedBy;
}

const leg = (side: Leg, amount: bigint): EntryInput => ({ accountId: side.accountId, amount, expect: { owner: side.owner, kinds: side.kinds } });

/** Posts the movement once per key; a guarded one runs its guards first, in the same transaction. */
export async function move(db: Database, movement: Movement): Promise<Posted> {
  const { name, merchant, idempotencyKey, amount, from, to, reference, guardedBy } = movement;
  if (typeof amount !== 'bigint' || amount <= 0n) throw new Error(`wallet: ${name} moves a positive amount (got ${amount})`);
  const posting = {
    merchant,
    idempotencyKey,
    kind: INTENT_KIND[name],
    reference,
    entries: [leg(from, -amount), leg(to, amount)],
  };
  if (!guardedBy) return postTransaction(db, posting);
  const { guards, member } = guardedBy;
  const attempt = {
    intent: guardedBy.intent,
    merchant,
    memberId: member.memberId,
    memberAccountId: member.accountId,
    accountKind: member.kind,
    amount,
    idempotencyKey,
    reference,
    ...(guardedBy.recipient ? { toMemberId: guardedBy.recipient.memberId, toAccountId: guardedBy.recipient.accountId } : {}),
  };
  return postTransaction(db, posting, (tx) => guards.run(tx, attempt, [from.accountId, to.accountId]));
}
