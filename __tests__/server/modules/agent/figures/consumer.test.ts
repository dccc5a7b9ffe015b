/**
 * Agents' figures (docs/agents.md "Figures"): the consumer folds every real-money posting of a
 * member into the bucket of its UTC hour, exactly once; a team's figures over a period are the sums
 * of its members' buckets — direct members (A) or the whole team (B).
 */
import { eq, sql } from 'drizzle-orm';
import { bucketsOf, periodOf, teamFigures } from '../../../../../server/modules/agent/figures';
import { agentFigures } from '../../../../../server/modules/agent/tables';
import type { FeedPosting } from '../../../../../server/modules/wallet';
import { databases, suiteApp } from '../../../helpers/build';
import { newAgent, teamMember } from '../fixtures';
import { fold, moneyOf } from './fixtures';

const HOUR_MS = 3_600_000;

describe('the figures buckets', () => {
  const posting = (kind: FeedPosting['kind'], amount: bigint, at: string, accountKind: 'real' | 'demo' | 'points' = 'real'): FeedPosting => ({
    xid: 1,
    id: 1,
    merchantCode: 'MLOBBY',
    kind,
    reference: {},
    createdAt: new Date(at),
    legs: [
      { ownerKind: 'member', ownerId: 7, accountKind, amount },
      { ownerKind: 'vendor', ownerId: 1, accountKind, amount: -amount },
    ],
  });

  test('a posting counts in the UTC hour of its time: 10:59:59.999 and 11:00 are two buckets', () => {
    const buckets = bucketsOf([posting('bet', -100n, '2026-03-01T10:59:59.999Z'), posting('bet', -50n, '2026-03-01T11:00:00.000Z')]);
    expect(buckets.map((b) => [b.hour.toISOString(), b.stakes])).toEqual([
      ['2026-03-01T10:00:00.000Z', 100n],
      ['2026-03-01T11:00:00.000Z', 50n],
    ]);
  });

  test('a rollback that takes money back lowers payouts; demo and points postings and other kinds make no bucket', () => {
    const buckets = bucketsOf([
      posting('rollback', -30n, '2026-03-01T10:00:00Z'),
      posting('bet', -100n, '2026-03-01T10:00:00Z', 'demo'),
      posting('points_earn', 100n, '2026-03-01T12:00:00Z', 'points'),
      posting('adjustment', 100n, '2026-03-01T13:00:00Z'),
      posting('agent_commission', 100n, '2026-03-01T14:00:00Z'),
    ]);
    expect(buckets.map((b) => [b.hour.toISOString(), b.payouts, b.stakes])).toEqual([['2026-03-01T10:00:00.000Z', -30n, 0n]]);
  });
});

describe.each(databases())('agent figures on $name', (dbCase) => {
  const t = suiteApp(dbCase);

  test('every real posting through the wallet counts once: turnover = stakes − refunds, NGR = turnover − payouts − bonuses, deposits and depositors, new and active members, for A and B', async () => {
    const db = t.app.db;
    const money = moneyOf(db);
    const before = Date.now();
    const agent = await newAgent(t.app, null);
    const sub = await newAgent(t.app, agent);
    const direct = await teamMember(t.app, agent);
    const deep = await teamMember(t.app, sub);
    const idle = await teamMember(t.app, agent);
    for (const m of [direct, deep, idle]) await money.fund(m.id);
    await money.stake(direct.id, 1_000);
    await money.win(direct.id, 300);
    await money.stake(direct.id, 500);
    await money.refund(direct.id, 200);
    await money.bonus(direct.id, 400);
    await money.forfeit(direct.id, 100);
    await money.deposit(direct.id, 2_000);
    await money.stake(deep.id, 700);
    await money.win(deep.id, 1_000);
    await money.deposit(deep.id, 500);
    await money.deposit(deep.id, 250);
    await money.demoPlay(idle.id, 5_000);
    await money.points(idle.id, 900);
    await fold(db);
    // A second drain reads nothing new: each posting counted once.
    await fold(db);

    const period = { start: periodOf('hour', before).start, end: new Date(Date.now() + 2 * HOUR_MS) };
    expect(await teamFigures(db, agent.id, 'direct', period)).toEqual({
      periodStart: period.start.getTime(),
      periodEnd: period.end.getTime(),
      newMembers: 3,
      activePlayers: 1,
      depositors: 1,
      deposits: 2_000,
      turnover: 1_300,
      ngr: 1_300 - 300 - 300,
    });
    expect(await teamFigures(db, agent.id, 'team', period)).toMatchObject({ newMembers: 4, activePlayers: 2, depositors: 2, deposits: 2_750, turnover: 2_000, ngr: 700 + 700 - 1_000 });
    expect(await teamFigures(db, sub.id, 'team', period)).toMatchObject({ newMembers: 1, activePlayers: 1, depositors: 1, deposits: 750, turnover: 700, ngr: -300 });
    // Outside the period: nothing.
    const earlier = { start: new Date(period.start.getTime() - 2 * HOUR_MS), end: period.start };
    expect(await teamFigures(db, agent.id, 'team', earlier)).toMatchObject({ newMembers: 0, activePlayers: 0, deposits: 0, turnover: 0, ngr: 0 });
    const idleRows = await db.select({ n: sql<number>`count(*)::int` }).from(agentFigures).where(eq(agentFigures.memberId, idle.id));
    expect(idleRows[0]!.n).toBe(0);
  });
});
