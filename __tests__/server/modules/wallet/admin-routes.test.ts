import { ErrorCode } from '@common/contract/envelope';
import { auditTrail } from '../../../../server/modules/audit/service';
import { memberSubject } from '../../../../server/modules/member/service';
import { verifyBalances } from '../../../../server/modules/wallet/verify';
import { addMember } from '../../helpers/accounts';
import { build, databases, type TestApp } from '../../helpers/build';

const ADMIN_TOKEN = 'operator-token-for-wallet-tests';

describe.each(databases())('wallet admin adjustments on $name', (db) => {
  let t: TestApp;
  let memberId: number;
  beforeAll(async () => {
    t = await build(db, { ADMIN_TOKEN });
    memberId = (await addMember(t.app, { username: 'adjusted01', password: 'Secret123' })).id;
  });
  afterAll(() => t.close());

  const adjust = (payload: object, username = 'adjusted01', token = ADMIN_TOKEN) =>
    t.app.inject({ method: 'POST', url: `/admin/merchants/MLOBBY/members/${username}/adjustments`, payload, headers: { 'x-admin-token': token } });

  it('credits a real account through the ledger and writes one audit row', async () => {
    const res = await adjust({ amount: 50_000, reason: 'opening balance', reference: 'adj-1' });
    expect(res.json()).toMatchObject({ success: true, value: { balance: 50_000, replayed: false } });
    const rows = (await auditTrail(t.app.db, memberSubject(memberId))).filter((r) => r.action === 'wallet.adjusted');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.detail).toMatchObject({ amount: '50000', reason: 'opening balance', reference: 'adj-1' });
    expect(await verifyBalances(t.app.db)).toEqual([]);
  });

  it('applies a repeated reference once and audits it once', async () => {
    const again = await adjust({ amount: 50_000, reason: 'opening balance', reference: 'adj-1' });
    expect(again.json()).toMatchObject({ success: true, value: { balance: 50_000, replayed: true } });
    expect((await auditTrail(t.app.db, memberSubject(memberId))).filter((r) => r.action === 'wallet.adjusted')).toHaveLength(1);
  });

  it('refuses to take back more than the balance and changes nothing', async () => {
    const res = await adjust({ amount: -50_001, reason: 'correction', reference: 'adj-2' });
    expect(res.json()).toMatchObject({ success: false, code: ErrorCode.insufficientFunds });
    const ok = await adjust({ amount: -1_000, reason: 'correction', reference: 'adj-3' });
    expect(ok.json()).toMatchObject({ success: true, value: { balance: 49_000 } });
  });

  it('refuses a zero, fractional or missing amount with request.invalid', async () => {
    for (const amount of [0, 1.5, '100', undefined]) {
      const res = await adjust({ amount, reason: 'x', reference: `bad-${String(amount)}` });
      expect(res.json()).toMatchObject({ success: false, code: ErrorCode.requestInvalid });
    }
  });

  it('refuses an unknown member and a wrong admin token', async () => {
    expect((await adjust({ amount: 1, reason: 'x', reference: 'u-1' }, 'nobody99')).json().code).toBe(ErrorCode.userNonexistentOrDisabled);
    expect((await adjust({ amount: 1, reason: 'x', reference: 'u-2' }, 'adjusted01', 'wrong')).statusCode).toBe(401);
  });
});
