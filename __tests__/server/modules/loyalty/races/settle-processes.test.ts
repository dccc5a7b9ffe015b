/**
 * Exactly-once race prizes across nodes (PostgreSQL only: PGlite is one process's database): two
 * app instances settling the same ended periods at the same moment pay one set of prizes.
 */
import os from 'node:os';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../../../../../server/db/connection';
import { auditLog } from '../../../../../server/modules/audit/tables';
import { loyaltyRaceConsumer, settleDueRaces } from '../../../../../server/modules/loyalty';
import { racePeriods, racePrizes } from '../../../../../server/modules/loyalty/races/tables';
import { memberBonuses } from '../../../../../server/modules/promotions/tables';
import { ledgerTransactions } from '../../../../../server/modules/wallet/tables';
import { buildOnDatabase } from '../../../helpers/build';
import { POSTGRES_URL, scratchPostgres } from '../../../lottery-processes/harness';
import { drain } from '../../feed/fixtures';
import { aRace, DAY_MS, memberId, scores } from './fixtures';

const RACES = 3;
const MEMBERS = 12;

if (!POSTGRES_URL) {
  test.skip('race prizes across nodes: needs PostgreSQL (set TEST_DATABASE_URL, as CI does)', () => undefined);
} else {
  test('two app instances settling the same race periods at once pay one set of prizes', async () => {
    const scratch = await scratchPostgres();
    const apps: FastifyInstance[] = [];
    try {
      for (let i = 0; i < 2; i++) apps.push(await buildOnDatabase(await openDatabase({ url: scratch.url, dataDir: os.tmpdir() })));
      const db = scratch.handle.db;
      const ids: number[] = [];
      for (let r = 0; r < RACES; r++) {
        const end = Date.now() - DAY_MS;
        const race = await aRace(db, { recurrence: 'custom', startsAt: new Date(end - DAY_MS), endsAt: new Date(end) });
        await scores(db, race, race.startsAt, Array.from({ length: MEMBERS }, (_, i) => ({ memberId: memberId(), score: BigInt(1_000 - i), reachedAt: race.startsAt })));
        ids.push(race.id);
      }
      // drain compares the cursor with the newest posting: a database without postings has nothing to drain.
      const [postings] = await db.select({ n: count() }).from(ledgerTransactions);
      if (postings!.n > 0) await drain(db, loyaltyRaceConsumer);
      const rounds = await Promise.all(apps.flatMap((app) => [settleDueRaces(app.db, Date.now()), settleDueRaces(app.db, Date.now())]));
      expect(rounds.reduce((s, r) => s + r.periods, 0)).toBe(RACES);
      expect(rounds.reduce((s, r) => s + r.prizes, 0)).toBe(RACES * 3);
      const [prizes] = await db.select({ n: count() }).from(racePrizes).where(inArray(racePrizes.raceId, ids));
      const [periods] = await db.select({ n: count() }).from(racePeriods).where(inArray(racePeriods.raceId, ids));
      const [bonuses] = await db.select({ n: count() }).from(memberBonuses).where(eq(memberBonuses.source, 'race'));
      const [audits] = await db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.action, 'race.settle'), inArray(auditLog.subject, ids.map((id) => `race:${id}`))));
      expect({ prizes: prizes!.n, periods: periods!.n, bonuses: bonuses!.n, audits: audits!.n }).toEqual({ prizes: RACES * 3, periods: RACES, bonuses: RACES, audits: RACES });
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await scratch.drop();
    }
  }, 60_000);
}
