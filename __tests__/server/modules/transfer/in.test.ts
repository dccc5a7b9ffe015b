/**
 * Transfers into a transfer-wallet vendor (docs/transfer-wallet.md "In"), on the simulator: every
 * outcome (success, refusal, a timeout after and before the vendor applied it, a failing status
 * query, a pending row of a dead process) ends with the money in exactly one place, the ledger
 * summing to zero and the vendor-player account equal to the vendor's balance.
 */
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import { TRANSFER_PENDING_GRACE_MS, TRANSFER_QUERY_DELAYS_MS } from '@common/rules/transfers';
import { resolveDueTransfers, vendorTransfers } from '../../../../server/modules/transfer';
import { transferSimApi } from '../../../../server/vendors/transfer-sim';
import { TestClock } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { balances, expectInvariants, funded, moveIn, outcome, postingsOf, rowOf, simulatorFaults, VENDOR } from './fixtures';

describe.each(databases())('transfers in on $name', (db) => {
  const clock = new TestClock();
  const t = suiteApp(db, {}, { now: clock.now });
  beforeEach(() => simulatorFaults.clear());
  afterEach(() => expectInvariants(t.app));

  const resolveAfter = async (ms: number) => {
    clock.advance(ms);
    return resolveDueTransfers(t.app);
  };

  test('an applied transfer in completes: the whole balance is at the vendor and on the vendor-player account', async () => {
    const f = await funded(t.app, 10_000n);
    const result = await moveIn(t.app, f.player, 'all', 'launch');
    expect(result.state).toBe('completed');
    expect(result.transfer).toMatchObject({ direction: 'in', state: 'completed', amount: 10_000n, nextQueryAt: null });
    expect(await balances(t.app, f)).toEqual({ real: 0n, held: 10_000n, vendor: 10_000n });
  });

  test('a chosen amount moves only that amount; one above the balance or below the minimum is transfer.amount.invalid and moves nothing', async () => {
    const f = await funded(t.app, 10_000n);
    expect(await outcome(moveIn(t.app, f.player, 10_001, 'launch'))).toBe(ErrorCode.transferAmountInvalid);
    expect(await outcome(moveIn(t.app, f.player, 99, 'launch'))).toBe(ErrorCode.transferAmountInvalid);
    expect(await outcome(moveIn(t.app, f.player, 150.5, 'launch'))).toBe(ErrorCode.transferAmountInvalid);
    expect((await moveIn(t.app, f.player, 2_500, 'launch')).state).toBe('completed');
    expect(await balances(t.app, f)).toEqual({ real: 7_500n, held: 2_500n, vendor: 2_500n });
  });

  test('nothing to move writes no transfer', async () => {
    const f = await funded(t.app, 0n);
    expect(await moveIn(t.app, f.player, 'all', 'launch')).toEqual({ state: 'none', transfer: null });
    expect(await t.app.db.select().from(vendorTransfers).where(eq(vendorTransfers.vendorPlayerId, f.player.id))).toEqual([]);
  });

  test('a refused transfer in is reversed at once: refused, transferReverse posted once, the member keeps the money', async () => {
    const f = await funded(t.app, 4_000n);
    simulatorFaults.next(VENDOR, 'refuse');
    const result = await moveIn(t.app, f.player, 'all', 'launch');
    expect(result.state).toBe('refused');
    expect(result.transfer!.state).toBe('refused');
    expect(await postingsOf(t.app, result.transfer!.id, 'transfer_reverse')).toBe(1);
    expect(await balances(t.app, f)).toEqual({ real: 4_000n, held: 0n, vendor: 0n });
  });

  test('a timeout after the vendor applied it holds the money, then the status query (applied) completes it with no further posting', async () => {
    const f = await funded(t.app, 3_000n);
    simulatorFaults.next(VENDOR, 'timeout-after');
    const result = await moveIn(t.app, f.player, 'all', 'launch');
    expect(result.state).toBe('unknown');
    const id = result.transfer!.id;
    expect(await rowOf(t.app, id)).toMatchObject({ state: 'unknown', nextQueryAt: new Date(clock.ms + TRANSFER_QUERY_DELAYS_MS[0]!) });
    expect(await balances(t.app, f)).toEqual({ real: 0n, held: 3_000n, vendor: 3_000n });
    // Not due before the first delay.
    expect(await resolveAfter(TRANSFER_QUERY_DELAYS_MS[0]! - 1)).toBe(0);
    expect(await resolveAfter(1)).toBe(1);
    expect(await rowOf(t.app, id)).toMatchObject({ state: 'completed', queries: 1, nextQueryAt: null });
    expect(await postingsOf(t.app, id, 'transfer_reverse')).toBe(0);
    expect(await balances(t.app, f)).toEqual({ real: 0n, held: 3_000n, vendor: 3_000n });
  });

  test('a timeout before the vendor applied it is reversed once the status query says not found, and a late arrival of the id is refused', async () => {
    const f = await funded(t.app, 3_000n);
    simulatorFaults.next(VENDOR, 'timeout-before');
    const result = await moveIn(t.app, f.player, 'all', 'launch');
    expect(result.state).toBe('unknown');
    expect(await balances(t.app, f)).toEqual({ real: 0n, held: 3_000n, vendor: 0n });
    expect(await resolveAfter(TRANSFER_QUERY_DELAYS_MS[0]!)).toBe(1);
    const id = result.transfer!.id;
    expect(await rowOf(t.app, id)).toMatchObject({ state: 'reversed' });
    expect(await postingsOf(t.app, id, 'transfer_reverse')).toBe(1);
    expect(await balances(t.app, f)).toEqual({ real: 3_000n, held: 0n, vendor: 0n });
    const late = await transferSimApi(VENDOR, { db: t.app.db, now: clock.now }).deposit({ playerRef: f.player.vendorPlayerRef, transferId: id, amount: 3_000n, currency: 'BDT' });
    expect(late).toEqual({ status: 'refused', reason: 'expired' });
    expect((await balances(t.app, f)).vendor).toBe(0n);
  });

  test('a status query that fails waits the next delay and asks again; the transfer is never written off', async () => {
    const f = await funded(t.app, 2_000n);
    simulatorFaults.next(VENDOR, 'timeout-after');
    const id = (await moveIn(t.app, f.player, 'all', 'launch')).transfer!.id;
    simulatorFaults.nextStatus(VENDOR, 'fail');
    simulatorFaults.nextStatus(VENDOR, 'fail');
    expect(await resolveAfter(TRANSFER_QUERY_DELAYS_MS[0]!)).toBe(0);
    expect(await rowOf(t.app, id)).toMatchObject({ state: 'unknown', queries: 1, nextQueryAt: new Date(clock.ms + TRANSFER_QUERY_DELAYS_MS[1]!) });
    expect((await rowOf(t.app, id)).detail).toMatch(/status query failed/);
    expect(await resolveAfter(TRANSFER_QUERY_DELAYS_MS[1]! - 1)).toBe(0);
    expect(await resolveAfter(1)).toBe(0);
    expect(await rowOf(t.app, id)).toMatchObject({ state: 'unknown', queries: 2 });
    expect(await resolveAfter(TRANSFER_QUERY_DELAYS_MS[2]!)).toBe(1);
    expect(await rowOf(t.app, id)).toMatchObject({ state: 'completed', queries: 3 });
  });

  test.each([
    ['applied', 'timeout-after', 'completed', { real: 0n, held: 1_500n, vendor: 1_500n }],
    ['not applied', 'timeout-before', 'reversed', { real: 1_500n, held: 0n, vendor: 0n }],
  ] as const)('a pending row whose process died (vendor %s) is held only past the grace, then resolved by its status', async (_, fault, final, after) => {
    const f = await funded(t.app, 1_500n);
    simulatorFaults.next(VENDOR, fault);
    const id = (await moveIn(t.app, f.player, 'all', 'launch')).transfer!.id;
    // The process died mid-call: the row stays pending, due at the end of its grace.
    await t.app.db.update(vendorTransfers).set({ state: 'pending', nextQueryAt: new Date(clock.ms + TRANSFER_PENDING_GRACE_MS) }).where(eq(vendorTransfers.id, id));
    expect(await resolveAfter(TRANSFER_PENDING_GRACE_MS - 1)).toBe(0);
    expect((await rowOf(t.app, id)).state).toBe('pending');
    expect(await resolveAfter(1)).toBe(1);
    expect(await rowOf(t.app, id)).toMatchObject({ state: final, queries: 1 });
    expect(await balances(t.app, f)).toEqual(after);
  });

  test('two launches at once move the money once: one transfer in, the other in flight (or finding nothing left)', async () => {
    const f = await funded(t.app, 6_000n);
    const results = await Promise.all([outcome(moveIn(t.app, f.player, 'all', 'launch')), outcome(moveIn(t.app, f.player, 'all', 'launch'))]);
    const ins = await t.app.db.select().from(vendorTransfers).where(eq(vendorTransfers.vendorPlayerId, f.player.id));
    expect(ins).toHaveLength(1);
    const others = results.filter((r) => typeof r === 'string' || r.state !== 'completed');
    expect(others).toHaveLength(1);
    expect([ErrorCode.transferInFlight, 'none']).toContain(typeof others[0] === 'string' ? others[0] : others[0]!.state);
    expect(await balances(t.app, f)).toEqual({ real: 0n, held: 6_000n, vendor: 6_000n });
  });

  test('a second transfer while one is held is transfer.in.flight, and nothing moves', async () => {
    const f = await funded(t.app, 6_000n);
    simulatorFaults.next(VENDOR, 'timeout-before');
    await moveIn(t.app, f.player, 3_000, 'launch');
    expect(await outcome(moveIn(t.app, f.player, 'all', 'launch'))).toBe(ErrorCode.transferInFlight);
    expect(await balances(t.app, f)).toEqual({ real: 3_000n, held: 3_000n, vendor: 0n });
    await resolveAfter(TRANSFER_QUERY_DELAYS_MS[0]!);
  });
});
