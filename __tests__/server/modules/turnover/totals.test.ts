/** memberTurnoverTotals: the listed members' sums over a range of days, one account kind, the given game types (none: all). */
import type { Database } from '../../../../server/db/connection';
import { memberTurnoverTotals } from '../../../../server/modules/turnover';
import { memberTurnover } from '../../../../server/modules/turnover/tables';
import { databases, openTestDatabase, type TestDatabase } from '../../helpers/build';

const M = 'MLOBBY';

describe.each(databases())('turnover totals on $name', (dbCase) => {
  let data: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    data = await openTestDatabase(dbCase);
    db = data.handle.db;
    const row = (memberId: number, day: string, gameType: string, stakes: bigint, accountKind: 'real' | 'demo' = 'real') => ({
      merchantCode: M,
      memberId,
      accountKind,
      gameType,
      day,
      stakes,
      payouts: stakes / 2n,
      refunds: stakes / 10n,
      bets: 1,
    });
    await db.insert(memberTurnover).values([
      row(1, '2026-11-09', 'RNG', 1_000n),
      row(1, '2026-11-10', 'RNG', 2_000n),
      row(1, '2026-11-10', 'LIVE', 4_000n),
      row(1, '2026-11-10', 'RNG', 80_000n, 'demo'),
      row(1, '2026-11-11', 'RNG', 8_000n),
      row(1, '2026-11-12', 'RNG', 16_000n),
      row(2, '2026-11-11', 'FISH', 30_000n),
      row(3, '2026-11-11', 'RNG', 50_000n),
      { ...row(1, '2026-11-10', 'RNG', 70_000n), merchantCode: 'OTHER' },
    ]);
  });
  afterAll(() => data.dispose());

  const totals = (memberIds: number[], gameTypes: string[] = []) => memberTurnoverTotals(db, { merchantCode: M, memberIds, accountKind: 'real', from: '2026-11-10', to: '2026-11-11', gameTypes });
  const sorted = async (p: ReturnType<typeof totals>) => (await p).sort((a, b) => a.memberId - b.memberId);

  test('sums stakes, payouts and refunds of the days from..to (both included), of the one merchant and account kind', async () => {
    expect(await sorted(totals([1, 2]))).toEqual([
      { memberId: 1, stakes: 14_000n, payouts: 7_000n, refunds: 1_400n },
      { memberId: 2, stakes: 30_000n, payouts: 15_000n, refunds: 3_000n },
    ]);
  });

  test('counts only the listed game types when some are listed; members without turnover are absent', async () => {
    expect(await sorted(totals([1, 2, 4], ['RNG', 'FISH']))).toEqual([
      { memberId: 1, stakes: 10_000n, payouts: 5_000n, refunds: 1_000n },
      { memberId: 2, stakes: 30_000n, payouts: 15_000n, refunds: 3_000n },
    ]);
    expect(await totals([])).toEqual([]);
  });
});
