/**
 * Every node runs the transfer job (no lease): two nodes querying held transfers and sweeping idle
 * vendor balances at once move each member's money once. On PostgreSQL the nodes are two apps on
 * ONE database (their own connection pools); on PGlite, two concurrent rounds of one app.
 */
import os from 'node:os';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TRANSFER_IDLE_MINUTES, TRANSFER_QUERY_DELAYS_MS } from '@common/rules/transfers';
import { openDatabase } from '../../../../server/db/connection';
import { markLaunched, transferJobStep, vendorTransfers } from '../../../../server/modules/transfer';
import { TestClock } from '../../helpers/accounts';
import { build, buildOnDatabase, databases, type DatabaseCase } from '../../helpers/build';
import { freshPostgresDatabase } from '../../helpers/templates';
import { balances, expectInvariants, funded, moveIn, postingsOf, simulatorFaults, VENDOR, type Funded } from './fixtures';

/** Two nodes on one database (PostgreSQL), or the same app twice (PGlite: one process owns the database). */
async function twoNodes(db: DatabaseCase, now: () => number): Promise<{ nodes: [FastifyInstance, FastifyInstance]; close: () => Promise<void> }> {
  if (!db.url) {
    const one = await build(db, {}, { now });
    return { nodes: [one.app, one.app], close: () => one.close() };
  }
  const fresh = await freshPostgresDatabase(db.url, true);
  const open = () => openDatabase({ url: fresh.url, dataDir: os.tmpdir() });
  const a = await buildOnDatabase(await open(), {}, { now });
  const b = await buildOnDatabase(await open(), {}, { now });
  return {
    nodes: [a, b],
    close: async () => {
      await a.close();
      await b.close();
      await fresh.drop();
    },
  };
}

describe.each(databases())('the transfer job on two nodes on $name', (db) => {
  const clock = new TestClock();
  let nodes: [FastifyInstance, FastifyInstance];
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ nodes, close } = await twoNodes(db, clock.now));
  });
  afterAll(() => close());
  beforeEach(() => simulatorFaults.clear());

  test('held transfers are resolved once and idle balances swept once when both nodes run the job at the same time', async () => {
    const [a, b] = nodes;
    const idle: Funded[] = [];
    for (let i = 0; i < 4; i++) {
      const f = await funded(a, 1_000n + BigInt(i));
      await markLaunched(a.db, f.player.id, clock.ms);
      await moveIn(a, f.player, 'all', 'launch');
      idle.push(f);
    }
    const held: Funded[] = [];
    for (const fault of ['timeout-after', 'timeout-before'] as const) {
      const f = await funded(a, 700n);
      simulatorFaults.next(VENDOR, fault);
      expect((await moveIn(a, f.player, 'all', 'launch')).state).toBe('unknown');
      held.push(f);
    }
    clock.advance(Math.max(TRANSFER_IDLE_MINUTES * 60_000, TRANSFER_QUERY_DELAYS_MS[0]!) + 1);
    for (let round = 0; round < 3; round++) await Promise.all([transferJobStep(a), transferJobStep(b)]);

    for (const f of idle) {
      const outs = (await a.db.select().from(vendorTransfers).where(eq(vendorTransfers.vendorPlayerId, f.player.id))).filter((r) => r.direction === 'out');
      expect(outs.map((o) => o.state)).toEqual(['completed']);
      expect(await postingsOf(a, outs[0]!.id, 'transfer_out')).toBe(1);
      const { real, held: h, vendor } = await balances(a, f);
      expect({ held: h, vendor }).toEqual({ held: 0n, vendor: 0n });
      expect(real).toBeGreaterThan(0n);
    }
    const [applied, notApplied] = held;
    const inOf = async (f: Funded) => (await a.db.select().from(vendorTransfers).where(eq(vendorTransfers.vendorPlayerId, f.player.id))).find((r) => r.direction === 'in')!;
    expect((await inOf(applied!)).state).toBe('completed');
    expect(await balances(a, applied!)).toEqual({ real: 0n, held: 700n, vendor: 700n });
    const reversed = await inOf(notApplied!);
    expect(reversed.state).toBe('reversed');
    expect(await postingsOf(a, reversed.id, 'transfer_reverse')).toBe(1);
    expect(await balances(a, notApplied!)).toEqual({ real: 700n, held: 0n, vendor: 0n });
    await expectInvariants(a);
  });
});
