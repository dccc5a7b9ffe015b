import { eq } from 'drizzle-orm';
import { ConsoleTransferPath, type ConsoleTransfer, type Page, type ReconciliationValue } from '@common/contract/consoleTransfers';
import { ErrorCode } from '@common/contract/envelope';
import { TRANSFER_PENDING_GRACE_MS } from '@common/rules/transfers';
import { transferSimPlayers } from '../../../../server/vendors/transfer-sim/tables';
import { databases, suiteApp } from '../../helpers/build';
import { consoleCall, operatorWith, type TestOperator } from '../../helpers/operators';
import { moveIn, registerTestVendor, TEST_VENDOR, transferRow, vendorPlayer, type VendorPlayerFixture } from './console-fixtures';

const M = 'MLOBBY';
const OTHER = 'OTHERCO';

describe.each(databases())('console transfers ($name)', (db) => {
  registerTestVendor();
  const t = suiteApp(db);
  const ops: Record<string, TestOperator> = {};
  const ids: Record<string, string> = {};
  let bobNextQuery = 0;
  const who: Record<string, VendorPlayerFixture> = {};
  const get = <T>(op: TestOperator, url: string) => consoleCall<T>(t.app, op, 'GET', url);
  const list = async (op: TestOperator, query: string) => (await get<Page<ConsoleTransfer>>(op, `${ConsoleTransferPath.transfers}?${query}`)).body.value!;

  beforeAll(async () => {
    const app = t.app;
    who.alice = await vendorPlayer(app, M, 5_000n);
    ids.aliceIn = await transferRow(app, who.alice, M, { state: 'completed', amount: 5_000n, ageMs: 60_000 });
    await moveIn(app, who.alice, M, 5_000n, ids.aliceIn);
    who.bob = await vendorPlayer(app, M);
    bobNextQuery = app.now() + 15_000;
    ids.bobUnknown = await transferRow(app, who.bob, M, { state: 'unknown', queries: 2, detail: 'TransferCallFailed: timed out', nextQueryAt: new Date(bobNextQuery) });
    who.carol = await vendorPlayer(app, M);
    ids.carolOldPending = await transferRow(app, who.carol, M, { state: 'pending', ageMs: TRANSFER_PENDING_GRACE_MS + 1_000 });
    who.dave = await vendorPlayer(app, M);
    ids.daveFreshPending = await transferRow(app, who.dave, M, { state: 'pending' });
    ids.daveOld = await transferRow(app, who.dave, M, { state: 'refused', ageMs: 30 * 86_400_000 });
    who.broken = await vendorPlayer(app, M, 0n, 'broken');
    ids.brokenIn = await transferRow(app, who.broken, M, { state: 'completed', amount: 700n });
    await moveIn(app, who.broken, M, 700n, ids.brokenIn);
    who.stranger = await vendorPlayer(app, OTHER, 300n);
    ids.strangerIn = await transferRow(app, who.stranger, OTHER, { state: 'completed', amount: 300n });
    await moveIn(app, who.stranger, OTHER, 300n, ids.strangerIn);
    ops.support = await operatorWith(app, ['support']);
    ops.content = await operatorWith(app, ['content']);
    ops.other = await operatorWith(app, ['owner'], OTHER);
    ops.platform = await operatorWith(app, ['owner'], null);
  });

  it('refuses every transfer call without players.view (403)', async () => {
    for (const path of [ConsoleTransferPath.transfers, ConsoleTransferPath.stuck, ConsoleTransferPath.reconciliation]) {
      const res = await get(ops.content!, path);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, code: ErrorCode.operatorForbidden });
    }
  });

  it("another merchant's operator sees none of this merchant's transfers, and naming it is refused (403)", async () => {
    const theirs = await list(ops.other!, '');
    expect(theirs.items.map((i) => i.id)).toEqual([ids.strangerIn]);
    expect((await list(ops.other!, `member=${who.alice!.username}`)).items).toEqual([]);
    expect((await get(ops.other!, `${ConsoleTransferPath.transfers}?merchantCode=${M}`)).status).toBe(403);
    expect((await get<ConsoleTransfer[]>(ops.other!, ConsoleTransferPath.stuck)).body.value).toEqual([]);
    const report = (await get<ReconciliationValue>(ops.other!, ConsoleTransferPath.reconciliation)).body.value!;
    expect(report.rows.map((r) => r.memberId)).toEqual([who.stranger!.memberId]);
  });

  it('filters transfers by member (username or id), vendor, state and date range, newest first, paged', async () => {
    expect((await list(ops.support!, `member=${who.alice!.username}`)).items.map((i) => i.id)).toEqual([ids.aliceIn]);
    expect((await list(ops.support!, `member=${who.dave!.memberId}`)).items.map((i) => i.id)).toEqual([ids.daveFreshPending, ids.daveOld]);
    expect((await list(ops.support!, 'state=unknown')).items.map((i) => i.id)).toEqual([ids.bobUnknown]);
    expect((await list(ops.support!, `vendorCode=NOPE`)).total).toBe(0);
    const recent = await list(ops.support!, `vendorCode=${TEST_VENDOR}&from=${t.app.now() - 86_400_000}`);
    expect(recent.items.map((i) => i.id)).not.toContain(ids.daveOld);
    expect(recent.items.map((i) => i.id)).not.toContain(ids.strangerIn);
    expect((await list(ops.support!, `member=${who.dave!.username}&to=${t.app.now() - 86_400_000}`)).items.map((i) => i.id)).toEqual([ids.daveOld]);
    const beyond = await list(ops.support!, 'page=99');
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBeGreaterThanOrEqual(6);
    const platform = await list(ops.platform!, '');
    expect(platform.items.map((i) => i.id)).toEqual(expect.arrayContaining([ids.aliceIn, ids.strangerIn]));
    const one = (await list(ops.support!, `member=${who.bob!.username}`)).items[0];
    expect(one).toMatchObject({ username: who.bob!.username, vendorCode: TEST_VENDOR, direction: 'in', amount: 1_000, state: 'unknown', cause: 'launch', merchantCode: M });
  });

  it('refuses bad list input with request.invalid', async () => {
    for (const query of ['state=lost', 'page=0', 'from=-1', `vendorCode=${encodeURIComponent('a b')}`, 'member=']) {
      const res = await get(ops.support!, `${ConsoleTransferPath.transfers}?${query}`);
      expect(res.body).toMatchObject({ success: false, code: ErrorCode.requestInvalid });
    }
  });

  it('lists stuck transfers: unknown, and pending past the grace, with queries made, next query and last detail; not a fresh pending nor a final one', async () => {
    const stuck = (await get<ConsoleTransfer[]>(ops.support!, ConsoleTransferPath.stuck)).body.value!;
    expect(stuck.map((s) => s.id)).toEqual([ids.carolOldPending, ids.bobUnknown]);
    expect(stuck[1]).toMatchObject({ state: 'unknown', queries: 2, detail: 'TransferCallFailed: timed out', nextQueryAt: bobNextQuery });
    expect(stuck[0]).toMatchObject({ state: 'pending', queries: 0, nextQueryAt: null });
  });

  it("reconciles our vendor-player balances with the vendor's answers: equal after a sync, the difference after play at the vendor, an open transfer flagged, a failed call shown on its row", async () => {
    const report = async () => (await get<ReconciliationValue>(ops.support!, ConsoleTransferPath.reconciliation)).body.value!;
    const rowOf = (value: ReconciliationValue, player: VendorPlayerFixture) => value.rows.find((r) => r.vendorPlayerId === player.vendorPlayerId);
    const before = await report();
    expect(rowOf(before, who.alice!)).toMatchObject({ ours: 5_000, vendor: 5_000, difference: 0, openTransfer: null, error: null, username: who.alice!.username });
    expect(rowOf(before, who.bob!)).toMatchObject({ ours: 0, vendor: 0, difference: 0, openTransfer: { id: ids.bobUnknown, state: 'unknown', direction: 'in' } });
    expect(rowOf(before, who.broken!)).toMatchObject({ ours: 700, vendor: null, difference: null, error: expect.stringContaining('TransferCallFailed') });
    expect(rowOf(before, who.stranger!)).toBeUndefined();
    // The vendor's play: the member lost 800 at the vendor, which our books learn only at the next sync.
    await t.app.db.update(transferSimPlayers).set({ balance: 4_200n }).where(eq(transferSimPlayers.ref, who.alice!.ref));
    expect(rowOf(await report(), who.alice!)).toMatchObject({ ours: 5_000, vendor: 4_200, difference: -800 });
    expect(before.truncated).toBe(false);
  });

  it('the reconciliation window leaves out a vendor player holding nothing whose transfers are older', async () => {
    const value = (await get<ReconciliationValue>(ops.support!, `${ConsoleTransferPath.reconciliation}?from=${t.app.now() - 86_400_000 * 60}&to=${t.app.now() - 86_400_000}`)).body.value!;
    expect(value.rows.map((r) => r.vendorPlayerId).sort()).toEqual([who.alice!.vendorPlayerId, who.broken!.vendorPlayerId, who.dave!.vendorPlayerId].sort());
  });
});
