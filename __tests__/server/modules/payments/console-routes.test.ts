import { ConsolePaymentPath, type ChannelInput, type ConsoleChannel, type CreatedChannel, type PaymentSettingsValue } from '@common/contract/consolePayments';
import { ErrorCode } from '@common/contract/envelope';
import { auditTrail } from '../../../../server/modules/audit/service';
import { merchantSeed, seedMerchant } from '../../../../server/modules/merchant';
import { PAYMENT_SETTINGS_DEFAULTS } from '../../../../server/modules/payments';
import { openChannelSecret } from '../../../../server/modules/payments/channels';
import { databases, suiteApp } from '../../helpers/build';
import { consoleCall, operatorWith, type TestOperator } from '../../helpers/operators';
import { callbackBody, depositor, realBalance, seededChannel, sendCallback, started } from './fixtures';

const input = (change: Partial<ChannelInput> = {}): ChannelInput => ({
  code: 'nagad',
  adapter: 'mobile-wallet',
  names: { en: 'Nagad', bn: 'নগদ' },
  icon: '',
  depositEnabled: true,
  withdrawEnabled: true,
  sort: 25,
  memberTypes: [0, 1, 2],
  minDeposit: 10_000,
  maxDeposit: 1_000_000,
  minWithdraw: 10_000,
  maxWithdraw: 1_000_000,
  depositFeeBps: 50,
  depositFeeFixed: 0,
  withdrawFeeBps: 0,
  withdrawFeeFixed: 0,
  dailyDepositCap: 5_000_000,
  dailyWithdrawCap: null,
  accountNumber: '01900000000',
  accountName: 'MLOBBY Demo',
  bankName: null,
  presets: [10_000, 50_000],
  ...change,
});

describe.each(databases())('payment console routes on $name', (db) => {
  const ops: Record<'owner' | 'finance' | 'other' | 'platform', TestOperator> = {} as never;
  const t = suiteApp(db, {}, {}, async (app) => {
    await seedMerchant(app.db, merchantSeed(), { code: 'OTHERCO', trialCode: 'OTHERCOTRIAL' });
    ops.owner = await operatorWith(app, ['owner']);
    ops.finance = await operatorWith(app, ['finance']);
    ops.other = await operatorWith(app, ['owner'], 'OTHERCO');
    ops.platform = await operatorWith(app, ['owner'], null);
  });
  const send = <T>(who: TestOperator, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => consoleCall<T>(t.app, who, method, url, payload);

  it('refuses an operator without merchant.settings (403) and changes nothing', async () => {
    for (const [method, url, body] of [
      ['GET', ConsolePaymentPath.channels, undefined],
      ['POST', ConsolePaymentPath.channels, input({ code: 'never' })],
      ['PUT', ConsolePaymentPath.channel(1), input()],
      ['GET', ConsolePaymentPath.settings, undefined],
      ['PUT', ConsolePaymentPath.settings, { ...(await send<PaymentSettingsValue>(ops.owner, 'GET', ConsolePaymentPath.settings)).body.value! }],
    ] as const) {
      const res = await send(ops.finance, method, url, body);
      expect(res).toMatchObject({ status: 403, body: { code: ErrorCode.operatorForbidden } });
    }
    expect((await send<ConsoleChannel[]>(ops.owner, 'GET', ConsolePaymentPath.channels)).body.value!.map((c) => c.code)).not.toContain('never');
  });

  it("lists the merchant's own channels in order, never their secrets; another merchant's operator sees its own", async () => {
    const mine = (await send<ConsoleChannel[]>(ops.owner, 'GET', ConsolePaymentPath.channels)).body.value!;
    expect(mine.map((c) => c.code).slice(0, 6)).toEqual(['gateway', 'bkash', 'bank', 'alipay', 'qq', 'wechat']);
    expect(mine[0]).toMatchObject({ merchantCode: 'MLOBBY', kind: 'gateway', adapter: 'gateway-simulator' });
    expect(JSON.stringify(mine)).not.toMatch(/secret/i);
    expect((await send<ConsoleChannel[]>(ops.other, 'GET', ConsolePaymentPath.channels)).body.value).toEqual([]);
    expect((await send(ops.other, 'GET', `${ConsolePaymentPath.channels}?merchantCode=MLOBBY`)).status).toBe(403);
    expect((await send(ops.platform, 'GET', ConsolePaymentPath.channels)).body.code).toBe(ErrorCode.requestInvalid);
    expect((await send<ConsoleChannel[]>(ops.platform, 'GET', `${ConsolePaymentPath.channels}?merchantCode=MLOBBY`)).body.value).toHaveLength(mine.length);
    expect((await send(ops.platform, 'GET', `${ConsolePaymentPath.channels}?merchantCode=NOSUCH`)).status).toBe(404);
  });

  it('creates a manual channel (no secret), audited; a second one with its code is refused', async () => {
    const res = await send<CreatedChannel>(ops.owner, 'POST', ConsolePaymentPath.channels, input());
    expect(res.body.value).toMatchObject({ code: 'nagad', kind: 'mobileWallet', merchantCode: 'MLOBBY', secret: null, dailyDepositCap: 5_000_000 });
    const [row] = await auditTrail(t.app.db, `payment-channel:${res.body.value!.id}`);
    expect(row).toMatchObject({ action: 'payments.channel.create', actor: `operator:${ops.owner.id}`, merchantCode: 'MLOBBY' });
    expect(await send(ops.owner, 'POST', ConsolePaymentPath.channels, input())).toMatchObject({ body: { success: false, code: ErrorCode.channelExists } });
    // Codes are the merchant's own: another merchant may use the same one.
    expect((await send<CreatedChannel>(ops.other, 'POST', ConsolePaymentPath.channels, input())).body.value).toMatchObject({ merchantCode: 'OTHERCO' });
  });

  it('shows a new gateway channel’s secret once, stores it sealed, and the channel takes callbacks signed with it', async () => {
    const created = (await send<CreatedChannel>(ops.owner, 'POST', ConsolePaymentPath.channels, input({ code: 'gw2', adapter: 'gateway-simulator' }))).body.value!;
    expect(created.kind).toBe('gateway');
    expect(created.secret).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const channel = await seededChannel(t.app, 'gw2');
    expect(channel.secretSealed).not.toContain(created.secret);
    expect(openChannelSecret(t.app.keyring, channel)).toBe(created.secret);
    expect(JSON.stringify(await auditTrail(t.app.db, `payment-channel:${created.id}`))).not.toContain(created.secret!);
    const who = await depositor(t.app);
    const deposit = await started(t.app, who, channel.id, 50_000);
    expect((await sendCallback(t.app, channel, callbackBody(deposit, 'paid'), created.secret!)).body.value!.status).toBe('approved');
    expect(await realBalance(t.app, who.memberId)).toBe(49_750n);
  });

  it('refuses inconsistent limits, presets outside them and member types that cannot deposit', async () => {
    for (const bad of [input({ code: 'b1', maxDeposit: 5_000 }), input({ code: 'b2', presets: [5] }), input({ code: 'b3', memberTypes: [4] }), input({ code: 'b4', maxWithdraw: 1 })]) {
      expect((await send(ops.owner, 'POST', ConsolePaymentPath.channels, bad)).body).toMatchObject({ success: false, code: ErrorCode.requestInvalid });
    }
    expect((await send(ops.owner, 'POST', ConsolePaymentPath.channels, { ...input({ code: 'b5' }), depositFeeBps: 10_001 })).status).toBe(400);
  });

  it("changes a channel of its merchant, audited with before and after; another merchant's is 404; code and adapter stay", async () => {
    const bkash = await seededChannel(t.app, 'bkash');
    const current = (await send<ConsoleChannel[]>(ops.owner, 'GET', ConsolePaymentPath.channels)).body.value!.find((c) => c.id === bkash.id)!;
    const { id: _id, merchantCode: _m, kind: _k, createdAt: _c, updatedAt: _u, ...fields } = current;
    const changed = await send<ConsoleChannel>(ops.owner, 'PUT', ConsolePaymentPath.channel(bkash.id), { ...fields, maxDeposit: 3_000_000 });
    expect(changed.body.value).toMatchObject({ id: bkash.id, maxDeposit: 3_000_000 });
    expect((await auditTrail(t.app.db, `payment-channel:${bkash.id}`))[0]).toMatchObject({ action: 'payments.channel.update', detail: { before: { maxDeposit: 2_500_000 }, after: { maxDeposit: 3_000_000 } } });
    expect((await send(ops.other, 'PUT', ConsolePaymentPath.channel(bkash.id), fields)).status).toBe(404);
    expect((await send(ops.owner, 'PUT', ConsolePaymentPath.channel(bkash.id), { ...fields, adapter: 'bank-transfer' })).body.code).toBe(ErrorCode.requestInvalid);
    expect((await send(ops.owner, 'PUT', ConsolePaymentPath.channel(bkash.id), { ...fields, code: 'renamed' })).body.code).toBe(ErrorCode.requestInvalid);
    expect((await send<ConsoleChannel>(ops.platform, 'PUT', ConsolePaymentPath.channel(bkash.id), { ...fields, maxDeposit: 2_500_000 })).body.value!.maxDeposit).toBe(2_500_000);
  });

  it('reads the defaults until the merchant sets its rules, then its own, audited', async () => {
    const defaults = (await send<PaymentSettingsValue>(ops.other, 'GET', ConsolePaymentPath.settings)).body.value!;
    expect(defaults).toEqual({
      merchantCode: 'OTHERCO',
      turnoverMultiplierPercent: PAYMENT_SETTINGS_DEFAULTS.turnoverMultiplierPercent,
      withdrawalApprovalThreshold: Number(PAYMENT_SETTINGS_DEFAULTS.withdrawalApprovalThreshold),
      kycSingleWithdrawalThreshold: Number(PAYMENT_SETTINGS_DEFAULTS.kycSingleWithdrawalThreshold),
      kycCumulativeDepositThreshold: Number(PAYMENT_SETTINGS_DEFAULTS.kycCumulativeDepositThreshold),
      maxPayoutAccounts: PAYMENT_SETTINGS_DEFAULTS.maxPayoutAccounts,
      depositExpiryMinutes: PAYMENT_SETTINGS_DEFAULTS.depositExpiryMinutes,
    });
    const mine = { ...defaults, merchantCode: undefined, turnoverMultiplierPercent: 300, kycSingleWithdrawalThreshold: null, depositExpiryMinutes: 15 };
    expect((await send<PaymentSettingsValue>(ops.other, 'PUT', ConsolePaymentPath.settings, mine)).body.value).toMatchObject({ turnoverMultiplierPercent: 300, kycSingleWithdrawalThreshold: null });
    expect((await send<PaymentSettingsValue>(ops.other, 'GET', ConsolePaymentPath.settings)).body.value!.depositExpiryMinutes).toBe(15);
    expect((await send<PaymentSettingsValue>(ops.owner, 'GET', ConsolePaymentPath.settings)).body.value!.depositExpiryMinutes).toBe(30);
    expect((await auditTrail(t.app.db, 'merchant:OTHERCO'))[0]).toMatchObject({ action: 'payments.settings.update', detail: { after: { turnoverMultiplierPercent: 300 } } });
    expect((await send(ops.other, 'PUT', ConsolePaymentPath.settings, { ...mine, merchantCode: 'MLOBBY' })).status).toBe(403);
  });

  it('uses the expiry minutes of the merchant’s rules for new deposits', async () => {
    const settings = (await send<PaymentSettingsValue>(ops.owner, 'GET', ConsolePaymentPath.settings)).body.value!;
    await send(ops.owner, 'PUT', ConsolePaymentPath.settings, { ...settings, depositExpiryMinutes: 10 });
    const who = await depositor(t.app);
    const deposit = await started(t.app, who, (await seededChannel(t.app, 'bank')).id, 200_000);
    expect(deposit.instructions!.expiresAt - deposit.createdAt).toBe(10 * 60_000);
    await send(ops.owner, 'PUT', ConsolePaymentPath.settings, settings);
  });
});

describe.each(databases())('payment console routes in production on $name', (db) => {
  const t = suiteApp(db, { NODE_ENV: 'production', DEV_OUTBOX: 'false' });

  it('refuses a gateway-simulator channel: it pays with test money', async () => {
    const owner = await operatorWith(t.app, ['owner']);
    const res = await consoleCall(t.app, owner, 'POST', ConsolePaymentPath.channels, input({ code: 'sim', adapter: 'gateway-simulator' }));
    expect(res.body).toMatchObject({ success: false, code: ErrorCode.requestInvalid });
  });
});
