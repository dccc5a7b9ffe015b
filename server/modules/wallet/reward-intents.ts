/**
 * Bonus, points and agent intents. A bonus is promotion money the merchant pays from its house
 * 'bonus' account into the member's real balance (issue 16): the member plays with it at once, and
 * the promotions module's wagering requirement (which withdrawals check) keeps it from being
 * withdrawn unwagered. Points live in the member's own 'points' account against the house's, so a
 * posting never turns them into money (ledger.ts POOL_OF); an agent transfer moves real money
 * between two members, and an agent commission is a salary or dividend the house pays an agent
 * from its 'commission' budget (docs/agents.md "Settlement").
 */
import type { Database } from '../../db/connection';
import type { WalletGuards } from './guards';
import { memberLeg, move, type Details, type IntentBase, type IntentName, type MemberSide } from './intents';
import type { Posted } from './ledger';

/** A bonus granted or forfeited: the bonus (or campaign) it belongs to. */
export interface BonusIntent extends IntentBase {
  /** The member's real account. */
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

/** A settled agent statement paid: the statement it pays. */
export interface CommissionIntent extends IntentBase {
  /** The agent's real account. */
  agent: MemberSide;
  /** houseAccount(merchant, 'commission'). */
  houseAccountId: number;
  reference: { statementId: string } & Details;
}

/** An agent moving real money to one of its members. */
export interface AgentTransferIntent extends IntentBase {
  /** The agent's real account: the money leaves it. */
  agent: MemberSide;
  /** The receiving member's real account. */
  member: MemberSide;
  reference: { transferId: string } & Details;
}

/** An intent between the house account of one kind (bonus or points) and the member's account of `memberKind`, in the given direction. */
function withHouse<I extends BonusIntent | PointsIntent>(name: IntentName, kind: 'bonus' | 'points', memberKind: 'real' | 'points', toMember: boolean) {
  return (db: Database, intent: I): Promise<Posted> => {
    const house = { accountId: intent.houseAccountId, owner: 'house' as const, kinds: [kind] };
    const member = { accountId: intent.member.accountId, owner: 'member' as const, kinds: [memberKind] };
    const [from, to] = toMember ? [house, member] : [member, house];
    return move(db, { ...intent, name, from, to, reference: { memberId: intent.member.memberId, ...intent.reference } });
  };
}

/** Grants bonus money: house bonus → member real. */
export const bonusGrant = withHouse<BonusIntent>('bonusGrant', 'bonus', 'real', true);
/** Takes the unwagered bonus back (expired, time-out, self-exclusion): member real → house bonus; never more than the balance (insufficient funds otherwise); not guarded, it is the operator's rule. */
export const bonusForfeit = withHouse<BonusIntent>('bonusForfeit', 'bonus', 'real', false);
/** Credits loyalty points: house points → member points. */
export const pointsEarn = withHouse<PointsIntent>('pointsEarn', 'points', 'points', true);
/** Spends points on a reward: member points → house points (points are not money, so no guard). */
export const pointsRedeem = withHouse<PointsIntent>('pointsRedeem', 'points', 'points', false);
/** Points that reached their expiry unspent go back: member points → house points (oldest lots first, docs/loyalty.md). */
export const pointsExpire = withHouse<PointsIntent>('pointsExpire', 'points', 'points', false);

/** Agent → member real money, after the guards (the money leaves the agent, a member too). */
export function agentTransfer(db: Database, guards: WalletGuards, intent: AgentTransferIntent): Promise<Posted> {
  const { agent, member } = intent;
  return move(db, {
    ...intent,
    name: 'agentTransfer',
    from: { ...memberLeg(agent), kinds: ['real'] },
    to: { ...memberLeg(member), kinds: ['real'] },
    reference: { memberId: agent.memberId, toMemberId: member.memberId, ...intent.reference },
    guardedBy: { guards, intent: 'agentTransfer', member: agent, recipient: member },
  });
}

/** House commission → agent real: a settled salary or dividend statement (earnings, so not guarded). */
export function agentCommission(db: Database, intent: CommissionIntent): Promise<Posted> {
  return move(db, {
    ...intent,
    name: 'agentCommission',
    from: { accountId: intent.houseAccountId, owner: 'house', kinds: ['commission'] },
    to: { ...memberLeg(intent.agent), kinds: ['real'] },
    reference: { memberId: intent.agent.memberId, ...intent.reference },
  });
}
