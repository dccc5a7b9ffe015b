/**
 * Paying a race period's prizes exactly once (docs/loyalty.md "Leaderboards"): each ended period of
 * a live, paused or ended race is settled once the score consumer has applied every posting dated
 * before its end, for good (feed consumerPassed). One transaction per period: the race_periods
 * marker first (ON CONFLICT DO NOTHING — no row back: another node settled it or is settling it,
 * and this one stops), then the ranking (blocked members left out), a race_prizes row per paid
 * rank (unique per race, period and rank) and its payment — a loyalty bonus with the tier's
 * wagering, or points — then the audit row. A crash before the commit leaves nothing.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { POINTS_EXPIRY_DAYS_DEFAULT } from '@common/rules/loyalty';
import type { Database } from '../../../db/connection';
import { recordAudit } from '../../audit';
import { consumerPassed } from '../../feed';
import { blockedMemberIds } from '../../protection';
import { grantLoyaltyBonus } from '../../promotions';
import { creditPoints, loyaltySettingsOf } from '../points';
import { endedRaceWindows, type RaceWindow } from './periods';
import { lastPaidRank, prizeOf, topRanks } from './ranking';
import { RACE_CONSUMER } from './scoring';
import { racePeriods, racePrizes, races, type RaceRow } from './tables';

/** Who settles, in the audit trail and on the bonuses. */
const WORKER = 'worker:loyalty-races';

/** What one settling round did. */
export interface RaceRound {
  /** Periods settled now. */
  periods: number;
  /** Prizes paid now. */
  prizes: number;
}

/** Settles every ended, unsettled period of every live, paused or ended race, oldest first, each once the score consumer has passed its end. */
export async function settleDueRaces(db: Database, now: number): Promise<RaceRound> {
  const round: RaceRound = { periods: 0, prizes: 0 };
  const candidates = await db.select().from(races).where(inArray(races.state, ['live', 'paused', 'ended'])).orderBy(races.id);
  const passed = new Map<number, Promise<boolean>>();
  const complete = (end: Date) => passed.get(end.getTime()) ?? passed.set(end.getTime(), consumerPassed(db, RACE_CONSUMER, end)).get(end.getTime())!;
  for (const race of candidates) {
    const settled = new Set((await db.select({ start: racePeriods.periodStart }).from(racePeriods).where(eq(racePeriods.raceId, race.id))).map((r) => r.start.getTime()));
    for (const window of endedRaceWindows(race, now).filter((w) => !settled.has(w.start.getTime()))) {
      // Later periods end later: if the consumer has not passed this one, it has not passed them.
      if (!(await complete(window.end))) break;
      const paid = await settleRacePeriod(db, race, window, now);
      if (paid === null) continue;
      round.periods += 1;
      round.prizes += paid;
    }
  }
  return round;
}

/** Settles one period in one transaction; returns the prizes paid, or null when it was settled already. */
export async function settleRacePeriod(db: Database, race: RaceRow, window: RaceWindow, now: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const at = new Date(now);
    const [marker] = await tx.insert(racePeriods).values({ raceId: race.id, periodStart: window.start, periodEnd: window.end, settledAt: at, winners: 0 }).onConflictDoNothing().returning();
    if (!marker) return null;
    const excluded = await blockedMemberIds(tx, race.merchantCode, now);
    const ranked = await topRanks(tx, race.id, window.start, excluded, lastPaidRank(race.prizes));
    const expiryDays = race.prizes.some((t) => t.reward.kind === 'points') ? (await loyaltySettingsOf(tx, race.merchantCode)).pointsExpiryDays : POINTS_EXPIRY_DAYS_DEFAULT;
    const paid: { rank: number; memberId: number; kind: string; amount: number; prizeId: number }[] = [];
    for (const entry of ranked) {
      const reward = prizeOf(race.prizes, entry.rank);
      if (!reward) continue;
      const [prize] = await tx
        .insert(racePrizes)
        .values({ raceId: race.id, periodStart: window.start, rank: entry.rank, memberId: entry.memberId, merchantCode: race.merchantCode, score: entry.score, reward, paidAt: at })
        .onConflictDoNothing()
        .returning();
      if (!prize) continue;
      const common = { merchantCode: race.merchantCode, memberId: entry.memberId, source: 'race' as const, sourceId: String(prize.id) };
      if (reward.kind === 'bonus') {
        const { bonus } = await grantLoyaltyBonus(tx, { ...common, amount: BigInt(reward.amount), multiplierPercent: reward.wageringMultiplierPercent, now: at, actor: WORKER });
        await tx.update(racePrizes).set({ bonusId: bonus.id }).where(eq(racePrizes.id, prize.id));
      } else {
        await creditPoints(tx, { ...common, points: BigInt(reward.amount), kind: 'reward', now: at, expiryDays });
      }
      paid.push({ rank: entry.rank, memberId: entry.memberId, kind: reward.kind, amount: reward.amount, prizeId: prize.id });
    }
    await tx
      .update(racePeriods)
      .set({ winners: paid.length })
      .where(and(eq(racePeriods.raceId, race.id), eq(racePeriods.periodStart, window.start)));
    await recordAudit(tx, { actor: WORKER }, {
      action: 'race.settle',
      subject: `race:${race.id}`,
      merchantCode: race.merchantCode,
      detail: { periodStart: window.start.toISOString(), periodEnd: window.end.toISOString(), excluded: excluded.length, prizes: paid },
    });
    return paid.length;
  });
}
