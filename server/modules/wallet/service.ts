/** The wallet as other modules and routes use it: a member's account and balance, demo credit for trial play. */
import type { Database } from '../../db/connection';
import { recordAudit } from '../audit';
import { memberSubject, type Member } from '../member';
import { balanceOf, ensureMemberAccount, houseAccount } from './accounts';
import { demoCredit } from './cashier-intents';
import type { AccountKind, LedgerAccountRow } from './tables';

/** Demo credit a trial account starts with, in minor units (1,000.00). */
export const DEMO_CREDIT = 100_000n;

/** Which account a member plays from: demo (trial) accounts never hold real money. */
export function accountKindOf(member: Pick<Member, 'demo'>): AccountKind {
  return member.demo ? 'demo' : 'real';
}

/** Idempotency key of a member's one demo credit. */
export function demoCreditKey(memberId: number): string {
  return `demo-credit:${memberId}`;
}

/**
 * The member's account of `kind` (by default the one it plays from), created on first use; a demo
 * account is created together with its demo credit (one database transaction), so no caller ever
 * sees it empty. Real members get a demo account too when they play a free trial.
 */
export async function memberAccount(
  db: Database,
  member: Pick<Member, 'id' | 'merchantCode' | 'demo'>,
  kind: AccountKind = accountKindOf(member),
): Promise<LedgerAccountRow> {
  if (kind === 'real' && accountKindOf(member) === 'demo') throw new Error(`wallet: demo member ${member.id} has no real account`);
  if (kind === 'real') return (await ensureMemberAccount(db, member.merchantCode, member.id, kind)).account;
  return db.transaction(async (tx) => {
    const { account, created } = await ensureMemberAccount(tx, member.merchantCode, member.id, kind);
    if (created) {
      const house = await houseAccount(tx, member.merchantCode, 'demo');
      const { transaction } = await demoCredit(tx, {
        merchant: member.merchantCode,
        member: { memberId: member.id, accountId: account.id, kind: 'demo' },
        houseAccountId: house.id,
        amount: DEMO_CREDIT,
        idempotencyKey: demoCreditKey(member.id),
      });
      // Postings are their own trail; this one is audited too because it is granted by us, not played.
      const detail = { transactionId: transaction.id, amount: DEMO_CREDIT.toString() };
      await recordAudit(tx, { actor: 'wallet' }, { action: 'wallet.demo.credited', subject: memberSubject(member.id), merchantCode: member.merchantCode, detail });
    }
    return account;
  });
}

/** The member's playable balance in minor units (real, or demo for trial accounts). */
export async function memberBalance(db: Database, member: Pick<Member, 'id' | 'merchantCode' | 'demo'>): Promise<bigint> {
  return balanceOf(db, (await memberAccount(db, member)).id);
}
