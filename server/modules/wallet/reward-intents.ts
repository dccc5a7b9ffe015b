/**
 * Bonus, points and agent intents. Bonus money and points live in the member's own 'bonus' and
 * 'points' accounts against the merchant's house account of the same kind, so a posting never turns
 * them into real money (ledger.ts POOL_OF); an agent transfer moves real money between two members.
 */
import type { Database } from '../../db/connection';
import type { WalletGuards } from './guards';
import { memberLeg, move, type Details, type IntentBase, type Leg, type MemberSide } from './intents';
import type { Posted } from './ledger';

/** A bonus granted or forfeited: the bonus (or campaign) it belongs to. */
export interface BonusIntent extends IntentBase {
  /** The member's 'bonus' account. */
  member: MemberSide;
  /** houseAccount(merchant, 'bonus'). */
  houseAccountId: number;
  reference: { bonusId: string } & Details;
}

/** Points earned or redeemed: what earned them (turnover day, reward) or what they bought. */
export interface PointsIntent extends IntentBase {
  /** The member's 'points' account. */
  member: MemberSide;
  /** houseAccount(merchant, 'points'). */
  houseAccountId: number;
  reference: { source: string; sourceId: string } & Details;
}

/** An agent moving real money to one of its members. */
export interface AgentTransferIntent extends IntentBase {
  /** The agent's real account: the money leaves it. */
  agent: MemberSide;
  /** The receiving member's real account. */
  member: MemberSide;
  reference: { transferId: string } & Details;
}

const own = (member: MemberSide, kind: 'bonus' | 'points'): Leg => ({ accountId: member.accountId, owner: 'member', kinds: [kind] });
const house = (accountId: number, kind: 'bonus' | 'points'): Leg => ({ accountId, owner: 'house', kinds: [kind] });
const stored = (intent: BonusIntent | PointsIntent) => ({ memberId: intent.member.memberId, ...intent.reference });

/** Grants bonus money: house bonus → member bonus. */
export function bonusGrant(db: Database, intent: BonusIntent): Promise<Posted> {
  const { merchant, idempotencyKey, amount, member } = intent;
  return move(db, { intent: 'bonusGrant', merchant, idempotencyKey, amount, from: house(intent.houseAccountId, 'bonus'), to: own(member, 'bonus'), reference: stored(intent) });
}

/** Takes bonus money back (expired, wagering broken): member bonus → house bonus; not guarded, it is the operator's rule. */
export function bonusForfeit(db: Database, intent: BonusIntent): Promise<Posted> {
  const { merchant, idempotencyKey, amount, member } = intent;
  return move(db, { intent: 'bonusForfeit', merchant, idempotencyKey, amount, from: own(member, 'bonus'), to: house(intent.houseAccountId, 'bonus'), reference: stored(intent) });
}

/** Credits loyalty points: house points → member points. */
export function pointsEarn(db: Database, intent: PointsIntent): Promise<Posted> {
  const { merchant, idempotencyKey, amount, member } = intent;
  return move(db, { intent: 'pointsEarn', merchant, idempotencyKey, amount, from: house(intent.houseAccountId, 'points'), to: own(member, 'points'), reference: stored(intent) });
}

/** Spends points on a reward: member points → house points (points are not money, so no guard). */
export function pointsRedeem(db: Database, intent: PointsIntent): Promise<Posted> {
  const { merchant, idempotencyKey, amount, member } = intent;
  return move(db, { intent: 'pointsRedeem', merchant, idempotencyKey, amount, from: own(member, 'points'), to: house(intent.houseAccountId, 'points'), reference: stored(intent) });
}

/** Agent → member real money, after the guards (the money leaves the agent, a member too). */
export function agentTransfer(db: Database, guards: WalletGuards, intent: AgentTransferIntent): Promise<Posted> {
  const { merchant, idempotencyKey, amount, agent, member } = intent;
  return move(db, {
    intent: 'agentTransfer',
    merchant,
    idempotencyKey,
    amount,
    from: { ...memberLeg(agent), kinds: ['real'] },
    to: { ...memberLeg(member), kinds: ['real'] },
    reference: { memberId: agent.memberId, toMemberId: member.memberId, ...intent.reference },
    guardedBy: { guards, intent: 'agentTransfer', member: agent },
  });
}
