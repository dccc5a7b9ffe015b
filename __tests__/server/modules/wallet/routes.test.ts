import { and, eq } from 'drizzle-orm';
import { AccountPath, type LoginResult, type TrialAccountValue } from '@common/contract/account';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { WalletPath, type WalletBalance } from '@common/contract/wallet';
import { auditTrail } from '../../../../server/modules/audit/service';
import { findMemberByUsername, memberSubject } from '../../../../server/modules/member/service';
import { ensureMemberAccount, houseAccount } from '../../../../server/modules/wallet/accounts';
import { postTransaction } from '../../../../server/modules/wallet/ledger';
import { ledgerAccounts, ledgerTransactions } from '../../../../server/modules/wallet/tables';
import { DEMO_CREDIT, demoCreditKey } from '../../../../server/modules/wallet/service';
import { verifyBalances } from '../../../../server/modules/wallet/verify';
import { addMember, call, tokenFor } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';

const trialHeaders = { merchant: 'MLOBBYTRIAL' };

describe.each(databases())('GET /wps/wallets/balance on $name', (db) => {
  const t = suiteApp(db);

  const balance = async (token?: string, headers?: Record<string, string>) =>
    (await call(t.app, 'GET', WalletPath.balance, { token, headers })).json<Envelope<WalletBalance>>();

  async function trialLogin(): Promise<{ token: string; name: string }> {
    const name = (await call(t.app, 'GET', AccountPath.trialAccount, { headers: trialHeaders })).json<Envelope<TrialAccountValue>>().value!.trialName;
    const res = await call(t.app, 'POST', AccountPath.freeplayLogin, { headers: trialHeaders, payload: { trialName: name } });
    return { token: res.json<Envelope<LoginResult>>().value!.token, name };
  }

  it('answers a real member with the real balance in minor units', async () => {
    const member = await addMember(t.app, { username: 'walletuser1', password: 'Secret123' });
    const token = await tokenFor(t.app, 'walletuser1', 'Secret123');
    expect(await balance(token)).toEqual({ success: true, value: { sumBalance: 0 } });

    const { account } = await ensureMemberAccount(t.app.db, 'MLOBBY', member.id, 'real');
    const house = await houseAccount(t.app.db, 'MLOBBY', 'real');
    const entries = [
      { accountId: house.id, amount: -123_456n },
      { accountId: account.id, amount: 123_456n },
    ];
    await postTransaction(t.app.db, { merchant: 'MLOBBY', idempotencyKey: 'deposit-1', kind: 'adjustment', entries });
    expect(await balance(token)).toEqual({ success: true, value: { sumBalance: 123_456 } });
  });

  it('gives a trial account its demo credit once, even to concurrent first calls, and never a real account', async () => {
    const { token, name } = await trialLogin();
    const [first, second] = await Promise.all([balance(token, trialHeaders), balance(token, trialHeaders)]);
    const demo = { success: true, value: { sumBalance: Number(DEMO_CREDIT) } };
    expect(first).toEqual(demo);
    expect(second).toEqual(demo);
    expect(await balance(token, trialHeaders)).toEqual(demo);

    const member = (await findMemberByUsername(t.app.db, 'MLOBBYTRIAL', name))!;
    const credits = await t.app.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.merchantCode, 'MLOBBYTRIAL'), eq(ledgerTransactions.idempotencyKey, demoCreditKey(member.id))));
    expect(credits).toHaveLength(1);
    expect(credits[0]!.kind).toBe('demo_credit');
    const audited = (await auditTrail(t.app.db, memberSubject(member.id))).filter((r) => r.action === 'wallet.demo.credited');
    expect(audited).toHaveLength(1);
    const accounts = await t.app.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.merchantCode, 'MLOBBYTRIAL'));
    expect(accounts.map((a) => a.kind)).toEqual(['demo', 'demo']);
    expect(await verifyBalances(t.app.db)).toEqual([]);
  });

  it('refuses a visitor with customer.not.login', async () => {
    expect(await balance()).toMatchObject({ success: false, code: ErrorCode.customerNotLogin });
  });
});
