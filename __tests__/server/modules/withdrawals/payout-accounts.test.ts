import { AccountPath, type LoginResult, type TrialAccountValue } from '@common/contract/account';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { PaymentPath, type PayoutAccountValue } from '@common/contract/payments';
import { auditTrail } from '../../../../server/modules/audit/service';
import { memberSubject } from '../../../../server/modules/member/service';
import { call } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { addAccount, addChannel, as, player, setRules, WITHDRAWAL_PASSWORD, type Player } from './fixtures';

const env = { PAYOUT_CHECK_SECONDS: '0', LOGIN_IP_FREE_FAILURES: '1000', CAPTCHA_AFTER_FAILURES: '1000' };

describe.each(databases())('payout accounts (§7 bankCard) on $name', (db) => {
  const t = suiteApp(db, env, {}, (app) => setRules(app, { maxPayoutAccounts: 3 }));
  const list = async (who: Player) => (await as<PayoutAccountValue[]>(t.app, who, 'GET', PaymentPath.bankCards)).value!;
  const remove = (who: Player, id: number, password = WITHDRAWAL_PASSWORD) => as<null>(t.app, who, 'POST', PaymentPath.bankCardRemove, { id, withdrawalPassword: password });

  it('adds an account with the withdrawal password and shows it masked to all but its last 4 characters, audited', async () => {
    const channel = await addChannel(t.app, { kind: 'mobileWallet', adapter: 'mobile-wallet', names: { en: 'bKash', bn: 'বিকাশ' } });
    const who = await player(t.app);
    const added = await addAccount(t.app, who, channel.id, '0171-234 5678');
    expect(added).toMatchObject({ success: true, value: { channelId: channel.id, kind: 'mobileWallet', provider: 'bKash', holder: 'Test Holder', masked: '*******5678' } });
    expect(await list(who)).toEqual([added.value]);
    const trail = await auditTrail(t.app.db, memberSubject(who.id));
    expect(trail.find((r) => r.action === 'payout-account.added')?.detail).toMatchObject({ payoutAccountId: added.value!.id, masked: '*******5678' });
    expect(JSON.stringify(trail)).not.toContain('01712345678');
  });

  it('names a bank account by the bank the member gave', async () => {
    const channel = await addChannel(t.app, { kind: 'bankTransfer', adapter: 'bank-transfer' });
    const who = await player(t.app);
    const added = await addAccount(t.app, who, channel.id, 'DE89 3704 0044 0532 0130 00', { bankName: 'Sonali Bank, Motijheel' });
    expect(added.value).toMatchObject({ kind: 'bankTransfer', provider: 'Sonali Bank, Motijheel', masked: `${'*'.repeat(18)}3000` });
  });

  it('refuses without a withdrawal password set, and with a wrong one, adding nothing', async () => {
    const channel = await addChannel(t.app);
    const without = await player(t.app, { withdrawalPassword: false });
    expect(await addAccount(t.app, without, channel.id, '12345678')).toMatchObject({ success: false, code: ErrorCode.withdrawalPasswordMissing });
    const who = await player(t.app);
    expect(await addAccount(t.app, who, channel.id, '12345678', { withdrawalPassword: '000000' })).toMatchObject({ success: false, code: ErrorCode.paymentPasswordWrong });
    expect(await list(who)).toEqual([]);
  });

  it('counts wrong withdrawal passwords toward the account lock-out shared with changing it', async () => {
    const channel = await addChannel(t.app);
    const who = await player(t.app);
    const codes: string[] = [];
    for (let i = 0; i < 101; i++) codes.push((await addAccount(t.app, who, channel.id, '12345678', { withdrawalPassword: '000000' })).code!);
    expect(codes.at(-1)).toBe(ErrorCode.accountLocked);
    // Locked: even the right password is refused until the window passes.
    expect(await addAccount(t.app, who, channel.id, '12345678')).toMatchObject({ success: false, code: ErrorCode.accountLocked });
  }, 60_000);

  it('refuses a channel that is off for withdrawals, of another merchant or not open to the member type', async () => {
    const off = await addChannel(t.app, { withdrawEnabled: false });
    const notForType1 = await addChannel(t.app, { memberTypes: [0] });
    const elsewhere = await addChannel(t.app, { merchantCode: 'OTHERCO' });
    const who = await player(t.app);
    for (const channel of [off, notForType1, elsewhere]) {
      expect(await addAccount(t.app, who, channel.id, '12345678')).toMatchObject({ success: false, code: ErrorCode.paymentChannelUnavailable });
    }
    expect(await addAccount(t.app, who, 987_654_321, '12345678')).toMatchObject({ success: false, code: ErrorCode.paymentChannelUnavailable });
  });

  it('refuses the same channel and number twice (spaces and dashes aside), but not on another channel', async () => {
    const [a, b] = [await addChannel(t.app), await addChannel(t.app)];
    const who = await player(t.app);
    expect((await addAccount(t.app, who, a.id, 'ab-1234 5678')).success).toBe(true);
    expect(await addAccount(t.app, who, a.id, 'AB12345678')).toMatchObject({ success: false, code: ErrorCode.payoutAccountExists });
    expect((await addAccount(t.app, who, b.id, 'AB12345678')).success).toBe(true);
  });

  it("holds a member to the merchant's maximum, even when adds race", async () => {
    const channel = await addChannel(t.app);
    const who = await player(t.app);
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => addAccount(t.app, who, channel.id, `5550000${i}0`)));
    expect(results.filter((r) => r.success)).toHaveLength(3);
    expect(results.filter((r) => !r.success).map((r) => r.code)).toEqual(Array(5).fill(ErrorCode.payoutAccountLimit));
    expect(await list(who)).toHaveLength(3);
  });

  it('removes an account with the withdrawal password (then it may be added again); a wrong password or another member’s id removes nothing', async () => {
    const channel = await addChannel(t.app);
    const [who, other] = [await player(t.app), await player(t.app)];
    const added = (await addAccount(t.app, who, channel.id, '99887766')).value!;
    expect(await remove(who, added.id, '111111')).toMatchObject({ success: false, code: ErrorCode.paymentPasswordWrong });
    expect(await remove(other, added.id)).toMatchObject({ success: false, code: ErrorCode.payoutAccountNotFound });
    expect(await list(who)).toHaveLength(1);
    expect(await remove(who, added.id)).toEqual({ success: true, value: null });
    expect(await list(who)).toEqual([]);
    expect(await remove(who, added.id)).toMatchObject({ success: false, code: ErrorCode.payoutAccountNotFound });
    expect((await addAccount(t.app, who, channel.id, '99887766')).success).toBe(true);
    expect((await auditTrail(t.app.db, memberSubject(who.id))).some((r) => r.action === 'payout-account.removed')).toBe(true);
  });

  it('is for real accounts of the depositing types only: a type-4 trial or an anonymous caller is refused', async () => {
    const anonymous = await as(t.app, { id: 0, username: '', token: '' }, 'GET', PaymentPath.bankCards);
    expect(anonymous).toMatchObject({ success: false, code: ErrorCode.customerNotLogin });
    const headers = { merchant: 'MLOBBYTRIAL' };
    const trialName = (await call(t.app, 'GET', AccountPath.trialAccount, { headers })).json<Envelope<TrialAccountValue>>().value!.trialName;
    const token = (await call(t.app, 'POST', AccountPath.freeplayLogin, { headers, payload: { trialName } })).json<Envelope<LoginResult>>().value!.token;
    for (const url of [PaymentPath.bankCards, PaymentPath.withdraw]) {
      expect((await call(t.app, 'GET', url, { token, headers })).json()).toMatchObject({ success: false, code: ErrorCode.freeReject });
    }
  });

  it('refuses account numbers that are not letters and digits', async () => {
    const channel = await addChannel(t.app);
    const who = await player(t.app);
    for (const number of ['12;34567', '', '12']) {
      expect(await addAccount(t.app, who, channel.id, number)).toMatchObject({ success: false });
    }
  });
});
