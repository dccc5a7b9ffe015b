/**
 * The lottery's postings (ARCHITECTURE.md "Money"): the member's account against the merchant's
 * lottery account. Each posting carries the key of what it is about (order, sub-order), so a
 * retry or a replay after a crash applies nothing new.
 */
import type { Database } from '../../db/connection';
import { ensureMemberAccount, postMemberTransfer, vendorAccount, type AccountKind, type TransactionKind } from '../wallet';

/** Vendor code of the house lottery in ledger references. */
export const HOUSE_LOTTERY = 'HOUSE_LOTTERY';
/**
 * Owner id of the house lottery's vendor accounts. It posts directly rather than through the
 * signed seamless API, so it has no vendor credential row; 0 is an id identity columns never issue.
 */
export const HOUSE_LOTTERY_VENDOR_ID = 0;

export const orderKey = (merchant: string, memberId: number, requestId: string) => `lottery:order:${merchant}:${memberId}:${requestId}`;
export const winKey = (suborderId: number) => `lottery:win:${suborderId}`;
export const refundKey = (suborderId: number) => `lottery:refund:${suborderId}`;

/** The merchant's lottery account of a kind (real, or demo for trial play): the counterparty of every bet. */
export async function lotteryAccountId(db: Database, merchant: string, kind: AccountKind): Promise<number> {
  return (await vendorAccount(db, merchant, HOUSE_LOTTERY_VENDOR_ID, kind)).id;
}

/** Whose money moves: a member's account of a kind under a merchant. */
export interface Holder {
  merchant: string;
  memberId: number;
  kind: AccountKind;
}

/**
 * Resolves account ids once per holder: settlement posts hundreds of times per transaction, and
 * the accounts exist after the first lookup. Valid for one database transaction.
 */
export class AccountCache {
  private readonly ids = new Map<string, Promise<number>>();

  constructor(private readonly db: Database) {}

  member(holder: Holder): Promise<number> {
    return this.cached(`m:${holder.merchant}:${holder.memberId}:${holder.kind}`, async () => {
      return (await ensureMemberAccount(this.db, holder.merchant, holder.memberId, holder.kind)).account.id;
    });
  }

  lottery(merchant: string, kind: AccountKind): Promise<number> {
    return this.cached(`l:${merchant}:${kind}`, () => lotteryAccountId(this.db, merchant, kind));
  }

  private cached(key: string, load: () => Promise<number>): Promise<number> {
    let id = this.ids.get(key);
    if (!id) {
      id = load();
      this.ids.set(key, id);
    }
    return id;
  }
}

/** Pays `amount` (win, rebate or refund) from the lottery account to the member; returns the ledger transaction id. */
export async function payMember(
  tx: Database,
  accounts: AccountCache,
  holder: Holder,
  posting: { key: string; kind: TransactionKind; amount: bigint; reference: Record<string, unknown> },
): Promise<number> {
  const { transaction } = await postMemberTransfer(tx, {
    merchant: holder.merchant,
    memberAccountId: await accounts.member(holder),
    counterpartyAccountId: await accounts.lottery(holder.merchant, holder.kind),
    amount: posting.amount,
    idempotencyKey: posting.key,
    kind: posting.kind,
    reference: { vendor: HOUSE_LOTTERY, ...posting.reference },
  });
  return transaction.id;
}
