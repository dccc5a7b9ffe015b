/** The simulator's page with the real transfer service (integration of the core and simcon parts). */
import { ConsoleTransferPath, type ReconciliationValue } from '@common/contract/consoleTransfers';
import { startGameSession } from '../../../../server/modules/launch/sessions';
import { gameCookieName } from '../../../../server/vendors/game-credential';
import { TRANSFER_SIM_PREFIX } from '../../../../server/vendors/transfer-sim/prefix';
import { databases, suiteApp } from '../../helpers/build';
import { consoleCall, operatorWith } from '../../helpers/operators';
import { balances, expectLedgerBalanced, funded, MERCHANT, moveIn, moveOut, simulatorFaults, VENDOR } from '../../modules/transfer/fixtures';

describe.each(databases())('transfer-wallet simulator page with the transfer service ($name)', (db) => {
  const t = suiteApp(db);
  afterEach(() => simulatorFaults.clear());

  it('money moved in is played at the vendor only; the console shows the unsynced difference; the demo control refuses the next transfer; the return brings the result back', async () => {
    const f = await funded(t.app, 10_000n);
    expect((await moveIn(t.app, f.player, 'all', 'launch')).state).toBe('completed');
    const session = await startGameSession(t.app.db, { merchantCode: MERCHANT, memberId: f.member.id, accountKind: 'real', vendorCode: VENDOR, gameId: null, gameType: 'LIVE', mode: 'real' }, t.app.now());
    const page = await t.app.inject({ method: 'GET', url: `${TRANSFER_SIM_PREFIX}/?ticket=${session.ticket}&vendor=${VENDOR}&lang=en&back=%2Fm%2F` });
    expect(page.body).toContain('Demo control (not part of a real vendor)');
    const cookie = `${gameCookieName(VENDOR)}=${session.id}`;
    expect((await t.app.inject({ method: 'GET', url: `${TRANSFER_SIM_PREFIX}/balance?vendor=${VENDOR}`, headers: { cookie } })).json()).toEqual({ success: true, value: { balance: 10_000 } });
    let vendorHeld = 10_000;
    for (let i = 0; i < 4; i++) {
      const r = (await t.app.inject({ method: 'POST', url: `${TRANSFER_SIM_PREFIX}/round`, payload: { vendor: VENDOR, stake: 500, requestId: `int${i}` }, headers: { cookie } })).json();
      expect(r.success).toBe(true);
      vendorHeld = r.value.balance;
    }
    expect(await balances(t.app, f)).toEqual({ real: 0n, held: 10_000n, vendor: BigInt(vendorHeld) });

    const support = await operatorWith(t.app, ['support']);
    const report = async () => (await consoleCall<ReconciliationValue>(t.app, support, 'GET', `${ConsoleTransferPath.reconciliation}?vendorCode=${VENDOR}`)).body.value!.rows.find((r) => r.memberId === f.member.id)!;
    expect(await report()).toMatchObject({ ours: 10_000, vendor: vendorHeld, difference: vendorHeld - 10_000, error: null });

    const set = await t.app.inject({ method: 'POST', url: `${TRANSFER_SIM_PREFIX}/demo/next-outcome`, payload: { vendor: VENDOR, outcome: 'refuse' }, headers: { cookie } });
    expect(set.json()).toEqual({ success: true, value: { outcome: 'refuse' } });
    if (vendorHeld > 0) expect((await moveOut(t.app, f.player, 'return')).state).toBe('refused');
    expect((await moveOut(t.app, f.player, 'return')).state).toBe(vendorHeld > 0 ? 'completed' : 'none');
    expect(await balances(t.app, f)).toEqual({ real: BigInt(vendorHeld), held: 0n, vendor: 0n });
    expect(await report()).toMatchObject({ ours: 0, vendor: 0, difference: 0 });
    await expectLedgerBalanced(t.app);
  });
});
