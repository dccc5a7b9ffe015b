/**
 * Player protection and transfer-wallet vendors: a transfer in is judged as a stake, and the loss
 * and wager windows count the money sent to vendors (less what came back unplayed or was paid
 * back), so a loss at a vendor (its vendor_result) is a loss like any other.
 */
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import type { ProtectionValue } from '@common/contract/protection';
import { ensureVendorPlayer, moveIn, moveOut } from '../../../../server/modules/transfer';
import { findMember } from '../../../../server/modules/member';
import { transferSimPlayers } from '../../../../server/vendors/transfer-sim/tables';
import { databases, suiteApp } from '../../helpers/build';
import { player, postAs, ProtectionPath, realClock, stakeOf } from '../protection/fixtures';
import { expectInvariants, outcome, simulatorFaults, VENDOR } from './fixtures';

describe.each(databases())('protection of transfers on $name', (db) => {
  const clock = realClock();
  const t = suiteApp(db, {}, { now: clock.now });
  beforeEach(() => simulatorFaults.clear());
  afterEach(() => expectInvariants(t.app));

  const atVendor = async (limit: { kind: 'loss' | 'wager'; amount: number }) => {
    const who = await player(t.app, 10_000n);
    expect((await postAs<ProtectionValue>(t.app, who, ProtectionPath.limit, { kind: limit.kind, period: 'day', amount: limit.amount })).success).toBe(true);
    const vp = await ensureVendorPlayer(t.app, (await findMember(t.app.db, who.id))!, VENDOR);
    return { who, vp };
  };
  /** The member loses everything at the vendor (its own rounds). */
  const loseAllAtVendor = (ref: string) => t.app.db.update(transferSimPlayers).set({ balance: 0n }).where(eq(transferSimPlayers.ref, ref));

  test('a loss at a transfer-wallet vendor counts toward the loss limit: the vendor_result loss leaves the window as a loss', async () => {
    const { who, vp } = await atVendor({ kind: 'loss', amount: 3_000 });
    expect((await moveIn(t.app, vp, 2_000, 'launch')).state).toBe('completed');
    await loseAllAtVendor(vp.vendorPlayerRef);
    expect((await moveOut(t.app, vp, 'return')).state).toBe('none');
    // 2,000 lost at the vendor: 1,000 more may be staked, not 1,001.
    expect(await stakeOf(t.app, who, 1_001)).toBe(ErrorCode.protectionLossLimit);
    expect(await stakeOf(t.app, who, 1_000)).toBeNull();
  });

  test('money paid back by the vendor is not a loss; a transfer in beyond the remaining loss limit is refused and nothing moves', async () => {
    const { who, vp } = await atVendor({ kind: 'loss', amount: 3_000 });
    expect((await moveIn(t.app, vp, 2_500, 'launch')).state).toBe('completed');
    expect(await outcome(moveIn(t.app, vp, 600, 'launch'))).toBe(ErrorCode.protectionLossLimit);
    expect((await moveOut(t.app, vp, 'return')).state).toBe('completed');
    // All 2,500 came back: the whole limit is free again.
    expect(await stakeOf(t.app, who, 3_000)).toBeNull();
  });

  test('a transfer in counts as wagered unless it came back unplayed (reversed)', async () => {
    const { who, vp } = await atVendor({ kind: 'wager', amount: 2_000 });
    simulatorFaults.next(VENDOR, 'refuse');
    expect((await moveIn(t.app, vp, 1_500, 'launch')).state).toBe('refused');
    expect((await moveIn(t.app, vp, 1_500, 'launch')).state).toBe('completed');
    expect(await stakeOf(t.app, who, 501)).toBe(ErrorCode.protectionWagerLimit);
    expect(await stakeOf(t.app, who, 500)).toBeNull();
  });
});
