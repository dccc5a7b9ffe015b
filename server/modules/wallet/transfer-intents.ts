/**
 * Transfer-wallet intents (docs/transfer-wallet.md): money a member sends to, or brings back from,
 * a vendor that keeps its own balance. The member's money at the vendor sits in the ledger on the
 * member's `vendor_player` account (owner vendor_players.id), so the ledger always says how much
 * each vendor holds for each member; the vendor's own play result is posted against the vendor's
 * account when we learn it (vendorResult). The transfer id of vendor_transfers is every key.
 */
import type { Database } from '../../db/connection';
import type { WalletGuards } from './guards';
import { memberLeg, move, type Details, type IntentBase, type Leg, type MemberSide } from './intents';
import type { Posted } from './ledger';

/** One transfer between a member's real account and their player account at a vendor. */
export interface TransferIntent extends IntentBase {
  /** The member's real account. */
  member: MemberSide;
  /** The member's vendor_player account at that vendor (ensured by the transfer module). */
  vendorPlayerAccountId: number;
  reference: { transferId: string; vendorCode: string } & Details;
}

/** A play result learnt from the vendor's balance: the vendor's account against the member's vendor-player account. */
export interface VendorResultIntent extends Omit<IntentBase, 'amount'> {
  /** Signed minor units: > 0 the member won at the vendor, < 0 lost; never 0. */
  delta: bigint;
  memberId: number;
  vendorPlayerAccountId: number;
  /** vendorAccount(merchant, vendorId, 'real'): the counterparty of the vendor's play. */
  vendorAccountId: number;
  reference: { transferId: string; vendorCode: string } & Details;
}

const heldLeg = (accountId: number): Leg => ({ accountId, owner: 'vendor_player', kinds: ['real'] });
const realLeg = (member: MemberSide): Leg => ({ ...memberLeg(member), kinds: ['real'] });

/** Member real → vendor player, before the vendor is asked; guarded like a stake (the money goes to play). */
export function transferIn(db: Database, guards: WalletGuards, intent: TransferIntent): Promise<Posted> {
  return move(db, {
    ...intent,
    name: 'transferIn',
    from: realLeg(intent.member),
    to: heldLeg(intent.vendorPlayerAccountId),
    reference: { memberId: intent.member.memberId, ...intent.reference },
    guardedBy: { guards, intent: 'transferIn', member: intent.member },
  });
}

/** Vendor player → member real, under the intent's name. */
function toMember(name: 'transferReverse' | 'transferOut') {
  return (db: Database, intent: TransferIntent): Promise<Posted> =>
    move(db, { ...intent, name, from: heldLeg(intent.vendorPlayerAccountId), to: realLeg(intent.member), reference: { memberId: intent.member.memberId, ...intent.reference } });
}

/** Undoes a transfer in the vendor refused or never applied (once, keyed by that transfer). */
export const transferReverse = toMember('transferReverse');
/** Money the vendor has paid back out (posted once the vendor applied it). */
export const transferOut = toMember('transferOut');

/** The member's play at the vendor since the last result: brings the vendor-player account to the vendor's balance. */
export function vendorResult(db: Database, intent: VendorResultIntent): Promise<Posted> {
  const { delta, vendorPlayerAccountId, vendorAccountId } = intent;
  if (delta === 0n) throw new Error('wallet: a vendor result moves a non-zero amount');
  const vendor: Leg = { accountId: vendorAccountId, owner: 'vendor', kinds: ['real'] };
  const held = heldLeg(vendorPlayerAccountId);
  const [from, to] = delta > 0n ? [vendor, held] : [held, vendor];
  return move(db, {
    ...intent,
    amount: delta > 0n ? delta : -delta,
    name: 'vendorResult',
    from,
    to,
    reference: { memberId: intent.memberId, ...intent.reference },
  });
}
