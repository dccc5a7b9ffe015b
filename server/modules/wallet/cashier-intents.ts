/**
 * Cashier intents: real money entering or leaving a member's wallet (operator adjustment, deposit
 * through a payment channel, withdrawal hold, release and payment) and demo credit for trial play.
 * A withdrawal is held first (member → the member's 'withdrawal' account, so the money cannot be
 * bet while an operator reviews it), then paid to the channel or released back.
 */
import type { Database } from '../../db/connection';
import type { WalletGuards } from './guards';
import { move, type Details, type IntentBase, type Leg, type MemberSide } from './intents';
import type { Posted } from './ledger';

/** An operator's adjustment: their reference of it and why. `amount` is signed (negative takes money back). */
export interface AdjustIntent extends IntentBase {
  member: MemberSide;
  /** houseAccount(merchant, 'real'). */
  houseAccountId: number;
  reference: { operatorReference: string; reason: string };
}

/** A trial account's one demo credit, from houseAccount(merchant, 'demo'). */
export interface DemoCreditIntent extends IntentBase {
  member: MemberSide;
  houseAccountId: number;
}

/** A deposit confirmed by a payment channel: the channel and its order id. */
export interface DepositIntent extends IntentBase {
  member: MemberSide;
  /** channelAccount(merchant, channelId). */
  channelAccountId: number;
  reference: { channelCode: string; channelOrderId: string } & Details;
}

/** A withdrawal's hold, release or payment: the withdrawal request it belongs to. */
export interface WithdrawalIntent extends IntentBase {
  member: MemberSide;
  /** The member's own 'withdrawal' account (ensureMemberAccount(..., 'withdrawal')). */
  holdAccountId: number;
  reference: { withdrawalId: string } & Details;
}

/** A held withdrawal paid out through a channel. */
export interface WithdrawPayIntent extends WithdrawalIntent {
  channelAccountId: number;
  reference: { withdrawalId: string; channelCode: string } & Details;
}

const houseLeg = (accountId: number, member: MemberSide): Leg => ({ accountId, owner: 'house', kinds: [member.kind] });
const channelLeg = (accountId: number): Leg => ({ accountId, owner: 'channel', kinds: ['real'] });
const holdLeg = (accountId: number): Leg => ({ accountId, owner: 'member', kinds: ['withdrawal'] });
const real = (member: MemberSide): Leg => ({ accountId: member.accountId, owner: 'member', kinds: ['real'] });

/** Operator adjustment of a real balance against the house; never guarded (it is the operator's correction). */
export function adjust(db: Database, intent: AdjustIntent): Promise<Posted> {
  const { merchant, idempotencyKey, amount, member } = intent;
  const house = houseLeg(intent.houseAccountId, member);
  const toMember = amount > 0n;
  return move(db, {
    intent: 'adjust',
    merchant,
    idempotencyKey,
    amount: toMember ? amount : -amount,
    from: toMember ? house : real(member),
    to: toMember ? real(member) : house,
    reference: { memberId: member.memberId, ...intent.reference },
  });
}

/** Demo credit: house demo → member demo. */
export function demoCredit(db: Database, intent: DemoCreditIntent): Promise<Posted> {
  const { merchant, idempotencyKey, amount, member } = intent;
  const to: Leg = { accountId: member.accountId, owner: 'member', kinds: ['demo'] };
  const from: Leg = { accountId: intent.houseAccountId, owner: 'house', kinds: ['demo'] };
  return move(db, { intent: 'demoCredit', merchant, idempotencyKey, amount, from, to, reference: { memberId: member.memberId } });
}

/** A deposit: channel → member, after the deposit guards (deposit limits). */
export function deposit(db: Database, guards: WalletGuards, intent: DepositIntent): Promise<Posted> {
  const { merchant, idempotencyKey, amount, member } = intent;
  return move(db, {
    intent: 'deposit',
    merchant,
    idempotencyKey,
    amount,
    from: channelLeg(intent.channelAccountId),
    to: real(member),
    reference: { memberId: member.memberId, ...intent.reference },
    guardedBy: { guards, intent: 'deposit', member },
  });
}

/** Holds a withdrawal: member real → member withdrawal, after the withdrawal guards. */
export function withdrawHold(db: Database, guards: WalletGuards, intent: WithdrawalIntent): Promise<Posted> {
  const { merchant, idempotencyKey, amount, member } = intent;
  return move(db, {
    intent: 'withdrawHold',
    merchant,
    idempotencyKey,
    amount,
    from: real(member),
    to: holdLeg(intent.holdAccountId),
    reference: { memberId: member.memberId, ...intent.reference },
    guardedBy: { guards, intent: 'withdrawHold', member },
  });
}

/** Releases a held withdrawal (refused or cancelled): member withdrawal → member real, reversing the hold. */
export function withdrawRelease(db: Database, intent: WithdrawalIntent): Promise<Posted> {
  const { merchant, idempotencyKey, amount, member } = intent;
  const reference = { memberId: member.memberId, ...intent.reference };
  return move(db, { intent: 'withdrawRelease', merchant, idempotencyKey, amount, from: holdLeg(intent.holdAccountId), to: real(member), reference });
}

/** Pays a held withdrawal: member withdrawal → channel. */
export function withdrawPay(db: Database, intent: WithdrawPayIntent): Promise<Posted> {
  const { merchant, idempotencyKey, amount, member } = intent;
  const reference = { memberId: member.memberId, ...intent.reference };
  return move(db, { intent: 'withdrawPay', merchant, idempotencyKey, amount, from: holdLeg(intent.holdAccountId), to: channelLeg(intent.channelAccountId), reference });
}
