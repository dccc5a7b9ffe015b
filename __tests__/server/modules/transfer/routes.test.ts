/**
 * The member's side of transfer-wallet vendors: the launch moving money in (whole balance, or the
 * chosen amount in the merchant's `choose` mode), its refusals, trial accounts, player protection,
 * and the balances, recall and list calls (common/contract/transfers.ts).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AccountPath, type LoginResult, type TrialAccountValue } from '@common/contract/account';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { GamePath, type LaunchResult } from '@common/contract/games';
import type { RecordPage } from '@common/contract/payments';
import { TransferPath, type TransferValue, type VendorBalancesValue } from '@common/contract/transfers';
import { gameSessions } from '../../../../server/modules/launch/tables';
import { findMember } from '../../../../server/modules/member';
import { imposeBlock } from '../../../../server/modules/protection/block-actions';
import { findVendorPlayer, vendorTransfers } from '../../../../server/modules/transfer';
import { call, configure, TestClock, tokenFor } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { balances, expectInvariants, funded, moveIn, outcome, PASSWORD, simulatorFaults, VENDOR, type Funded } from './fixtures';

const LOBBY = `LIVE-${VENDOR}`;

describe.each(databases())('transfer-wallet routes on $name', (db) => {
  const clock = new TestClock();
  const t = suiteApp(db, {}, { now: clock.now });
  beforeEach(() => simulatorFaults.clear());
  afterEach(() => expectInvariants(t.app));

  const member = async (amount: bigint): Promise<Funded & { token: string }> => {
    const f = await funded(t.app, amount);
    return { ...f, token: await tokenFor(t.app, f.member.username, PASSWORD) };
  };
  const launch = async (token: string, params: Record<string, string> = {}, headers?: Record<string, string>) => {
    const query = new URLSearchParams({ vassKey: LOBBY, device: 'MOBILE', launchMode: 'real', language: 'EN', backUrl: '/m/home', ...params });
    return (await call(t.app, 'GET', `${GamePath.launch}?${query.toString()}`, { token, headers })).json<Envelope<LaunchResult>>();
  };
  const get = async <T>(token: string, path: string) => (await call(t.app, 'GET', path, { token })).json<Envelope<T>>();
  const recall = async (token: string, payload: object) => (await call(t.app, 'POST', TransferPath.recall, { token, payload })).json<Envelope<VendorBalancesValue>>();
  const sessionsOf = (memberId: number) => t.app.db.select().from(gameSessions).where(eq(gameSessions.memberId, memberId));
  const setMode = (mode: 'all' | 'choose') => configure(t.app, (c) => ({ ...c, transferLaunchMode: mode }));

  test('balances list every transfer-wallet vendor of the catalogue, even at 0, with the main balance and the launch mode', async () => {
    const m = await member(2_500n);
    const value = (await get<VendorBalancesValue>(m.token, TransferPath.balances)).value!;
    expect(value).toEqual({ main: 2_500, currency: 'BDT', vendors: [{ vendorCode: VENDOR, vendorName: 'Velvet Studio', amount: 0, inFlight: false }], total: 2_500, launchMode: 'all' });
  });

  test('a launch moves the whole balance in and opens the simulator; recall brings it back; the list shows both, newest first', async () => {
    const m = await member(5_000n);
    const launched = await launch(m.token);
    expect(launched.value!.gameUrl).toMatch(/^\/vendors\/transfer-sim\/\?ticket=[\w-]+&vendor=VLS&lang=en&back=/);
    const after = (await get<VendorBalancesValue>(m.token, TransferPath.balances)).value!;
    expect(after).toMatchObject({ main: 0, total: 5_000, vendors: [{ vendorCode: VENDOR, amount: 5_000, inFlight: false }] });
    expect((await findVendorPlayer(t.app.db, m.member.id, VENDOR))!.lastLaunchAt).toEqual(new Date(clock.ms));
    clock.advance(1_000);
    const back = await recall(m.token, { vendorCode: VENDOR });
    expect(back.value).toMatchObject({ main: 5_000, vendors: [{ amount: 0 }] });
    const list = (await get<RecordPage<TransferValue>>(m.token, TransferPath.transfers)).value!;
    expect(list.content.map((x) => [x.direction, x.amount, x.state])).toEqual([
      ['out', 5_000, 'completed'],
      ['in', 5_000, 'completed'],
    ]);
    expect(list).toMatchObject({ pageNum: 1, totalPages: 1, total: 2 });
  });

  test('a member with nothing to move still launches', async () => {
    const m = await member(0n);
    expect((await launch(m.token)).success).toBe(true);
  });

  test.each([
    ['refuse', ErrorCode.transferRefused, { real: 3_000n, held: 0n, vendor: 0n }],
    ['timeout-before', ErrorCode.transferUnknown, { real: 0n, held: 3_000n, vendor: 0n }],
  ] as const)('a launch the vendor answers with %s fails with %s and starts no game session', async (fault, code, after) => {
    const m = await member(3_000n);
    simulatorFaults.next(VENDOR, fault);
    expect(await launch(m.token)).toMatchObject({ success: false, code });
    expect(await sessionsOf(m.member.id)).toEqual([]);
    expect(await balances(t.app, m)).toEqual(after);
    // A held transfer in: the next launch is in flight, nothing new moves.
    if (fault === 'timeout-before') expect(await launch(m.token)).toMatchObject({ success: false, code: ErrorCode.transferInFlight });
  });

  test('two launches at once by one member move the money once', async () => {
    const m = await member(8_000n);
    const results = await Promise.all([launch(m.token), launch(m.token)]);
    const ins = (await t.app.db.select().from(vendorTransfers).where(eq(vendorTransfers.vendorPlayerId, m.player.id))).filter((r) => r.direction === 'in');
    expect(ins).toHaveLength(1);
    for (const r of results) if (!r.success) expect(r.code).toBe(ErrorCode.transferInFlight);
    expect(await balances(t.app, m)).toEqual({ real: 0n, held: 8_000n, vendor: 8_000n });
  });

  test('in the choose mode the launch moves the amount chosen; a bad amount is transfer.amount.invalid and nothing moves', async () => {
    await setMode('choose');
    try {
      const m = await member(5_000n);
      expect((await get<VendorBalancesValue>(m.token, TransferPath.balances)).value!.launchMode).toBe('choose');
      expect(await launch(m.token, { transferAmount: '99' })).toMatchObject({ success: false, code: ErrorCode.transferAmountInvalid });
      expect(await launch(m.token, { transferAmount: '5001' })).toMatchObject({ success: false, code: ErrorCode.transferAmountInvalid });
      expect(await launch(m.token, { transferAmount: '12.5' })).toMatchObject({ success: false, code: ErrorCode.transferAmountInvalid });
      expect(await balances(t.app, m)).toEqual({ real: 5_000n, held: 0n, vendor: 0n });
      expect((await launch(m.token, { transferAmount: '1200' })).success).toBe(true);
      expect(await balances(t.app, m)).toEqual({ real: 3_800n, held: 1_200n, vendor: 1_200n });
    } finally {
      await setMode('all');
    }
  });

  test('recall of a vendor that is not a transfer-wallet vendor of the merchant is transfer.vendor.unknown', async () => {
    const m = await member(100n);
    expect(await recall(m.token, { vendorCode: 'SPN' })).toMatchObject({ success: false, code: ErrorCode.transferVendorUnknown });
    expect(await recall(m.token, { vendorCode: 'NOPE' })).toMatchObject({ success: false, code: ErrorCode.transferVendorUnknown });
    expect(await recall(m.token, {})).toMatchObject({ success: true, value: { main: 100 } });
  });

  test('trial play of a transfer-wallet vendor is game.trial.unavailable: demo credit never leaves our ledger', async () => {
    const m = await member(1_000n);
    expect(await launch(m.token, { launchMode: 'trial' })).toMatchObject({ success: false, code: ErrorCode.gameTrialUnavailable });
    const trialHeaders = { merchant: 'MLOBBYTRIAL' };
    const name = (await call(t.app, 'GET', AccountPath.trialAccount, { headers: trialHeaders })).json<Envelope<TrialAccountValue>>().value!.trialName;
    const trial = (await call(t.app, 'POST', AccountPath.freeplayLogin, { headers: trialHeaders, payload: { trialName: name } })).json<Envelope<LoginResult>>().value!.token;
    expect(await launch(trial, {}, trialHeaders)).toMatchObject({ success: false, code: ErrorCode.gameTrialUnavailable });
    expect(await balances(t.app, m)).toEqual({ real: 1_000n, held: 0n, vendor: 0n });
  });

  test('player protection guards a transfer in: a self-excluded member moves nothing, by the launch or by the transfer itself', async () => {
    const m = await member(4_000n);
    await imposeBlock(t.app as FastifyInstance, (await findMember(t.app.db, m.member.id))!, { kind: 'selfExclusion', duration: '6m' }, { kind: 'member' });
    const launched = await launch(m.token);
    expect(launched.success).toBe(false);
    // The block ends the member's sessions: the launch is refused before anything moves.
    expect(launched.code).toMatch(/^(protection\.|user\.or\.token\.invalid)/);
    expect(await outcome(moveIn(t.app, m.player, 'all', 'launch'))).toMatch(/^protection\./);
    expect(await balances(t.app, m)).toEqual({ real: 4_000n, held: 0n, vendor: 0n });
    expect(await t.app.db.select().from(vendorTransfers).where(eq(vendorTransfers.vendorPlayerId, m.player.id))).toEqual([]);
  });
});
