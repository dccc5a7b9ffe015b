/**
 * Operator adjustment of a member's real balance: the one way money enters a real account until
 * deposits exist. The adjust intent against the merchant's house account, applied once per
 * operator reference, audited in the same database transaction.
 */
import { ErrorCode } from '@common/contract/envelope';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { recordAudit, type Actor } from '../audit';
import { findMemberByUsername, memberSubject } from '../member';
import { balanceOf, ensureMemberAccount, houseAccount } from './accounts';
import { adjust } from './cashier-intents';

/** amount: signed minor units (negative takes money back; never below zero). reference: the operator's id of it. */
export interface Adjustment {
  merchant: string;
  username: string;
  amount: bigint;
  reason: string;
  reference: string;
}

/** The member's balance after the adjustment, and whether the reference had been applied before. */
export interface AdjustmentOutcome {
  balance: bigint;
  transactionId: number;
  replayed: boolean;
}

/** Adjusts a real member's balance; refuses trial accounts, unknown members and a zero amount. */
export async function adjustBalance(db: Database, adjustment: Adjustment, who: Actor): Promise<AdjustmentOutcome> {
  const { merchant, username, amount, reason, reference } = adjustment;
  const member = await findMemberByUsername(db, merchant, username);
  // Trial accounts play on demo credit only; an adjustment never gives them real money.
  if (!member || member.demo) throw new AppError(ErrorCode.userNonexistentOrDisabled, { status: 404 });
  if (amount === 0n) throw new AppError(ErrorCode.requestInvalid, { params: { field: 'amount', detail: 'must not be 0' } });
  return db.transaction(async (tx) => {
    const account = (await ensureMemberAccount(tx, merchant, member.id, 'real')).account;
    const house = await houseAccount(tx, merchant, 'real');
    const posted = await adjust(tx, {
      merchant,
      member: { memberId: member.id, accountId: account.id, kind: 'real' },
      houseAccountId: house.id,
      amount,
      idempotencyKey: `adjustment:${reference}`,
      reference: { operatorReference: reference, reason },
    });
    if (!posted.replayed) {
      const detail = { transactionId: posted.transaction.id, amount: amount.toString(), reason, reference };
      await recordAudit(tx, who, { action: 'wallet.adjusted', subject: memberSubject(member.id), merchantCode: member.merchantCode, detail });
    }
    return { balance: await balanceOf(tx, account.id), transactionId: posted.transaction.id, replayed: posted.replayed };
  });
}
