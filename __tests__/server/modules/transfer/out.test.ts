/**
 * Transfers out of a transfer-wallet vendor (docs/transfer-wallet.md "Out"): the sync posts the
 * member's play at the vendor (vendorResult), then the whole vendor balance comes back; every
 * outcome leaves the ledger summing to zero and the vendor-player account equal to the vendor.
 */
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import { TRANSFER_IDLE_MINUTES, TRANSFER_QUERY_DELAYS_MS } from '@common/rules/transfers';
import { markLaunched, queryTransfer, recallMember, resolveDueTransfers, sweepIdle, vendorTransfers } from '../../../../server/modules/transfer';
import { TestClock } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { balances, expectInvariants, funded, moveIn, moveOut, outcome, playAtVendor, postingsOf, rowOf, simulatorFaults, VENDOR, type Funded } from './fixtures';

describe.each(databases())('transfers out on $name', (db) => {
  const clock = new TestClock();
  const t = suiteApp(db, {}, { now: clock.now });
  beforeEach(() => simulatorFaults.clear());
  afterEach(() => expectInvariants(t.app));

  /** A member with `amount` at the vendor. */
  const atVendor = async (amount: bigint): Promise<Funded> => {
    const f = await funded(t.app, amount);
    expect((await moveIn(t.app, f.player, 'all', 'launch')).state).toBe('completed');
    return f;
  };
  const outsOf = (f: Funded) => t.app.db.select().from(vendorTransfers).where(eq(vendorTransfers.vendorPlayerId, f.player.id)).then((rows) => rows.filter((r) => r.direction === 'out'));

  test.each([
    ['a win', 700n],
    ['a loss', -2_500n],
  ])('an applied transfer out brings the vendor balance back after syncing %s at the vendor (vendorResult)', async (_, play) => {
    const f = await atVendor(5_000n);
    await playAtVendor(t.app, f, play);
    const result = await moveOut(t.app, f.player, 'return');
    expect(result.state).toBe('completed');
    expect(result.transfer).toMatchObject({ direction: 'out', amount: 5_000n + play, state: 'completed' });
    expect(await postingsOf(t.app, result.transfer!.id, 'vendor_result')).toBe(1);
    expect(await postingsOf(t.app, result.transfer!.id, 'transfer_out')).toBe(1);
    expect(await balances(t.app, f)).toEqual({ real: 5_000n + play, held: 0n, vendor: 0n });
  });

  test('a vendor balance of zero (all lost) syncs the loss and writes no transfer', async () => {
    const f = await atVendor(1_000n);
    await playAtVendor(t.app, f, -1_000n);
    expect(await moveOut(t.app, f.player, 'return')).toEqual({ state: 'none', transfer: null });
    expect(await outsOf(f)).toEqual([]);
    expect(await balances(t.app, f)).toEqual({ real: 0n, held: 0n, vendor: 0n });
  });

  test('a refused transfer out posts nothing: the money stays at the vendor and on the vendor-player account', async () => {
    const f = await atVendor(2_000n);
    simulatorFaults.next(VENDOR, 'refuse');
    const result = await moveOut(t.app, f.player, 'return');
    expect(result.state).toBe('refused');
    expect(await postingsOf(t.app, result.transfer!.id, 'transfer_out')).toBe(0);
    expect(await balances(t.app, f)).toEqual({ real: 0n, held: 2_000n, vendor: 2_000n });
    // A later recall brings it back.
    expect((await moveOut(t.app, f.player, 'return')).state).toBe('completed');
    expect(await balances(t.app, f)).toEqual({ real: 2_000n, held: 0n, vendor: 0n });
  });

  test('a timeout after the vendor paid out is held, then the status query (applied) posts transferOut once', async () => {
    const f = await atVendor(2_000n);
    simulatorFaults.next(VENDOR, 'timeout-after');
    const result = await moveOut(t.app, f.player, 'return');
    expect(result.state).toBe('unknown');
    const id = result.transfer!.id;
    expect(await postingsOf(t.app, id, 'transfer_out')).toBe(0);
    expect(await balances(t.app, f)).toEqual({ real: 0n, held: 2_000n, vendor: 0n });
    clock.advance(TRANSFER_QUERY_DELAYS_MS[0]!);
    expect(await resolveDueTransfers(t.app)).toBe(1);
    expect(await rowOf(t.app, id)).toMatchObject({ state: 'completed' });
    expect(await postingsOf(t.app, id, 'transfer_out')).toBe(1);
    expect(await balances(t.app, f)).toEqual({ real: 2_000n, held: 0n, vendor: 0n });
  });

  test('a timeout before the vendor paid out is refused once the status query says not found; the money is still at the vendor', async () => {
    const f = await atVendor(2_000n);
    simulatorFaults.next(VENDOR, 'timeout-before');
    const id = (await moveOut(t.app, f.player, 'return')).transfer!.id;
    clock.advance(TRANSFER_QUERY_DELAYS_MS[0]!);
    expect(await resolveDueTransfers(t.app)).toBe(1);
    expect(await rowOf(t.app, id)).toMatchObject({ state: 'refused' });
    expect(await postingsOf(t.app, id, 'transfer_out')).toBe(0);
    expect(await balances(t.app, f)).toEqual({ real: 0n, held: 2_000n, vendor: 2_000n });
  });

  test('the same held transfer resolved twice at once is resolved once: one claim, one transferOut', async () => {
    const f = await atVendor(1_200n);
    simulatorFaults.next(VENDOR, 'timeout-after');
    const held = (await moveOut(t.app, f.player, 'return')).transfer!;
    const row = await rowOf(t.app, held.id);
    const results = await Promise.all([queryTransfer(t.app, row), queryTransfer(t.app, row)]);
    expect(results.sort()).toEqual(['claimed-by-other', 'resolved']);
    expect(await postingsOf(t.app, held.id, 'transfer_out')).toBe(1);
    expect(await balances(t.app, f)).toEqual({ real: 1_200n, held: 0n, vendor: 0n });
  });

  test('concurrent recalls of one member move the money once', async () => {
    const f = await atVendor(3_300n);
    await playAtVendor(t.app, f, 200n);
    const results = await Promise.all([1, 2, 3].map(() => outcome(recallMember(t.app, f.member.id, VENDOR, 'return').then(() => ({ state: 'completed' as const, transfer: null })))));
    expect(results.filter((r) => typeof r !== 'string')).not.toHaveLength(0);
    for (const r of results) if (typeof r === 'string') expect(r).toBe(ErrorCode.transferInFlight);
    const outs = await outsOf(f);
    expect(outs.filter((o) => o.state === 'completed')).toHaveLength(1);
    expect(await balances(t.app, f)).toEqual({ real: 3_500n, held: 0n, vendor: 0n });
  });

  test('the sweep brings back money idle since the last launch for TRANSFER_IDLE_MINUTES, not sooner; two sweeps at once move it once', async () => {
    const f = await atVendor(4_000n);
    await markLaunched(t.app.db, f.player.id, clock.ms);
    clock.advance(TRANSFER_IDLE_MINUTES * 60_000 - 1);
    await sweepIdle(t.app);
    expect(await outsOf(f)).toEqual([]);
    clock.advance(2);
    await Promise.all([sweepIdle(t.app), sweepIdle(t.app)]);
    const outs = await outsOf(f);
    expect(outs).toHaveLength(1);
    expect(outs[0]).toMatchObject({ cause: 'sweep', state: 'completed', amount: 4_000n });
    expect(await balances(t.app, f)).toEqual({ real: 4_000n, held: 0n, vendor: 0n });
    // Swept: the next round has nothing to do until the member launches again.
    await sweepIdle(t.app);
    expect(await outsOf(f)).toHaveLength(1);
  });

  test('a sweep meeting a held transfer skips the player; it sweeps once the transfer is resolved', async () => {
    const f = await funded(t.app, 2_000n);
    await markLaunched(t.app.db, f.player.id, clock.ms);
    simulatorFaults.next(VENDOR, 'timeout-after');
    await moveIn(t.app, f.player, 'all', 'launch');
    clock.advance(TRANSFER_IDLE_MINUTES * 60_000 + 1);
    expect(await sweepIdle(t.app)).toBe(0);
    await resolveDueTransfers(t.app);
    await sweepIdle(t.app);
    expect(await balances(t.app, f)).toEqual({ real: 2_000n, held: 0n, vendor: 0n });
  });

  test('recall all brings back every vendor holding money; a vendor that refuses keeps its money and the recall still answers', async () => {
    const f = await atVendor(900n);
    simulatorFaults.next(VENDOR, 'refuse');
    await recallMember(t.app, f.member.id, undefined, 'recall');
    expect(await balances(t.app, f)).toEqual({ real: 0n, held: 900n, vendor: 900n });
    await recallMember(t.app, f.member.id, undefined, 'recall');
    expect(await balances(t.app, f)).toEqual({ real: 900n, held: 0n, vendor: 0n });
  });
});
