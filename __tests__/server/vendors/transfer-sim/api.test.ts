/**
 * The transfer-wallet simulator's vendor side (server/vendors/transfer-sim/api.ts): players by our
 * external id, each transfer id applied at most once (a repeat answers the first outcome), a
 * withdrawal refused when short, a status query of an unknown id expiring it, and the faults.
 */
import { TransferCallFailed } from '../../../../server/vendors/transfer-wallet';
import { simulatorFaults, transferSimApi } from '../../../../server/vendors/transfer-sim';
import { databases, suiteDatabase } from '../../helpers/build';

const VENDOR = 'VLS';
let serial = 0;
const id = () => `00000000-0000-4000-8000-${String(++serial).padStart(12, '0')}`;

describe.each(databases())('transfer-wallet simulator on $name', (db) => {
  const d = suiteDatabase(db);
  const api = () => transferSimApi(VENDOR, { db: d.db, now: () => Date.UTC(2030, 0, 1) });
  beforeEach(() => simulatorFaults.clear());

  const newPlayer = async () => (await api().createPlayer({ externalId: `MLOBBY:${++serial}`, playerName: 'p', currency: 'BDT' })).playerRef;
  const money = (playerRef: string, transferId: string, amount: bigint) => ({ playerRef, transferId, amount, currency: 'BDT' });

  test('createPlayer is idempotent by our external id', async () => {
    const a = await api().createPlayer({ externalId: 'MLOBBY:42', playerName: 'x', currency: 'BDT' });
    const b = await api().createPlayer({ externalId: 'MLOBBY:42', playerName: 'x', currency: 'BDT' });
    expect(a).toEqual(b);
    expect(await api().balance({ playerRef: a.playerRef, currency: 'BDT' })).toBe(0n);
  });

  test('a transfer id is applied once: a repeat (even concurrent) answers the first outcome', async () => {
    const player = await newPlayer();
    const tid = id();
    const answers = await Promise.all([api().deposit(money(player, tid, 500n)), api().deposit(money(player, tid, 500n))]);
    for (const a of answers) expect(a).toMatchObject({ status: 'applied', vendorRef: `sim-${tid}` });
    expect(await api().balance({ playerRef: player, currency: 'BDT' })).toBe(500n);
    expect(await api().status({ transferId: tid })).toEqual({ status: 'applied', vendorRef: `sim-${tid}` });
  });

  test('a withdrawal beyond the balance is refused, for good under that id', async () => {
    const player = await newPlayer();
    await api().deposit(money(player, id(), 300n));
    const tid = id();
    expect(await api().withdraw(money(player, tid, 301n))).toEqual({ status: 'refused', reason: 'insufficient balance' });
    expect(await api().withdraw(money(player, tid, 1n))).toEqual({ status: 'refused', reason: 'insufficient balance' });
    expect(await api().status({ transferId: tid })).toEqual({ status: 'refused', reason: 'insufficient balance' });
    expect(await api().withdraw(money(player, id(), 300n))).toMatchObject({ status: 'applied', balance: 0n });
  });

  test('a status query of an id never seen answers not-found and expires it: the id arriving later is refused', async () => {
    const player = await newPlayer();
    const tid = id();
    expect(await api().status({ transferId: tid })).toEqual({ status: 'not-found' });
    expect(await api().deposit(money(player, tid, 100n))).toEqual({ status: 'refused', reason: 'expired' });
    expect(await api().balance({ playerRef: player, currency: 'BDT' })).toBe(0n);
  });

  test('faults: refuse, timeout after applying (applied, then throws), timeout before applying (throws, nothing applied), a failing status query', async () => {
    const player = await newPlayer();
    simulatorFaults.next(VENDOR, 'refuse');
    simulatorFaults.next(VENDOR, 'timeout-after');
    simulatorFaults.next(VENDOR, 'timeout-before');
    expect(simulatorFaults.pending(VENDOR)).toEqual(['refuse', 'timeout-after', 'timeout-before']);
    expect(await api().deposit(money(player, id(), 100n))).toEqual({ status: 'refused', reason: 'simulated refusal' });
    const after = id();
    await expect(api().deposit(money(player, after, 200n))).rejects.toBeInstanceOf(TransferCallFailed);
    const before = id();
    await expect(api().deposit(money(player, before, 400n))).rejects.toBeInstanceOf(TransferCallFailed);
    expect(await api().balance({ playerRef: player, currency: 'BDT' })).toBe(200n);
    simulatorFaults.nextStatus(VENDOR, 'fail');
    await expect(api().status({ transferId: after })).rejects.toBeInstanceOf(TransferCallFailed);
    expect(await api().status({ transferId: after })).toMatchObject({ status: 'applied' });
    expect(await api().status({ transferId: before })).toEqual({ status: 'not-found' });
    // Faults are per vendor code: another vendor answers normally.
    simulatorFaults.next('OTHER', 'refuse');
    expect(await api().deposit(money(player, id(), 1n))).toMatchObject({ status: 'applied' });
  });
});
