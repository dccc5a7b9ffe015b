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

/** The stored reference of a cashier intent: the member's id and the caller's reference. */
const stored = (intent: { member: MemberSide; reference?: Details }) => ({ memberId: intent.member.memberId, ...intent.reference });

/** Operator adjustment of a real balance against the house; never guarded (it is the operator's correction). */
export function adjust(db: Database, intent: AdjustIntent): Promise<Posted> {
  const house = houseLeg(intent.houseAccountId, intent.member);
  const toMember = intent.amount > 0n;
  const [from, to] = toMember ? [house, real(intent.member)] : [real(intent.member), house];
  return move(db, { ...intent, name: 'adjust', amount: toMember ? intent.amount : -intent.amount, from, to, reference: stored(intent) });
}

/** Demo credit: house demo → member demo. */
export function demoCredit(db: Database, intent: DemoCreditIntent): Promise<Posted> {
  const to: Leg = { accountId: intent.member.accountId, owner: 'member', kinds: ['demo'] };
  const from: Leg = { accountId: intent.houseAccountId, owner: 'house', kinds: ['demo'] };
  return move(db, { ...intent, name: 'demoCredit', from, to, reference: stored(intent) });
}

/** A deposit: channel → member, after the deposit guards (deposit limits). */
export function deposit(db: Database, guards: WalletGuards, intent: DepositIntent): Promise<Posted> {
  const guardedBy = { guards, intent: 'deposit' as const, member: intent.member };
  return move(db, { ...intent, name: 'deposit', from: channelLeg(intent.channelAccountId), to: real(intent.member), reference: stored(intent), guardedBy });
}

/** Holds a withdrawal: member real → member withdrawal, after the withdrawal guards. */
export function withdrawHold(db: Database, guards: WalletGuards, intent: WithdrawalIntent): Promise<Posted> {
  const guardedBy = { guards, intent: 'withdrawHold' as const, member: intent.member };
  return move(db, { ...intent, name: 'withdrawHold', from: real(intent.member), to: holdLeg(intent.holdAccountId), reference: stored(intent), guardedBy });
}

/** Releases a held withdrawal (refused or cancelled): member withdrawal → member real, reversing the hold. */
export function withdrawRelease(db: Database, intent: WithdrawalIntent): Promise<Posted> {
  return move(db, { ...intent, name: 'withdrawRelease', from: holdLeg(intent.holdAccountId), to: real(intent.member), reference: stored(intent) });
}

/** Pays a held withdrawal: member withdrawal → channel. */
export function withdrawPay(db: Database, intent: WithdrawPayIntent): Promise<Posted> {
  return move(db, { ...intent, name: 'withdrawPay', from: holdLeg(intent.holdAccountId), to: channelLeg(intent.channelAccountId), reference: stored(intent) });
}
