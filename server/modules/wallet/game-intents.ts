/**
 * Game intents: a member's bet with a game vendor (the house lottery is a vendor too), its win,
 * and its refund. The counterparty is the vendor's account under the merchant (one per vendor and
 * kind, so every vendor's bets do not queue on one row); play money stays demo.
 */
import type { Database } from '../../db/connection';
import type { WalletGuards } from './guards';
import { memberLeg, move, type Details, type IntentBase, type Leg, type MemberSide } from './intents';
import type { Posted } from './ledger';

/** What a game posting is about: always all four (null where the vendor did not say). */
export interface GameReference {
  vendorCode: string;
  gameType: string;
  gameId: string | number | null;
  /** The vendor's round; the house lottery's is its order (stake, wins and refunds share it). */
  roundId: string | null;
}

/** A game intent: the member, the vendor's account (vendorAccount) and the game reference. */
export interface GameIntent extends IntentBase {
  member: MemberSide;
  vendorAccountId: number;
  reference: GameReference & Details;
}

/** A refund names the stake it reverses (that posting's idempotency key). */
export interface RefundIntent extends GameIntent {
  reference: GameReference & Details & { reverses: string };
}

const vendorLeg = (intent: GameIntent): Leg => ({ accountId: intent.vendorAccountId, owner: 'vendor', kinds: [intent.member.kind] });
const stored = (intent: GameIntent) => ({ memberId: intent.member.memberId, ...intent.reference });

/**
 * A bet: member → vendor, after the stake guards. Throws wallet.insufficient.funds (or a guard's
 * code) with nothing applied.
 */
export function stake(db: Database, guards: WalletGuards, intent: GameIntent): Promise<Posted> {
  const guardedBy = { guards, intent: 'stake' as const, member: intent.member };
  return move(db, { ...intent, name: 'stake', from: memberLeg(intent.member), to: vendorLeg(intent), reference: stored(intent), guardedBy });
}

/** A win (or lottery rebate): vendor → member. */
export function payout(db: Database, intent: GameIntent): Promise<Posted> {
  return move(db, { ...intent, name: 'payout', from: vendorLeg(intent), to: memberLeg(intent.member), reference: stored(intent) });
}

/** A stake given back (vendor rollback, cancelled lottery sub-order): vendor → member, a reversing posting. */
export function refund(db: Database, intent: RefundIntent): Promise<Posted> {
  return move(db, { ...intent, name: 'refund', from: vendorLeg(intent), to: memberLeg(intent.member), reference: stored(intent) });
}
