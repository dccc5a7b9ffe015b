/**
 * The race score consumer of the posting feed (docs/loyalty.md "Leaderboards"): every game posting
 * (stake, payout, refund with reference.gameType) on a member's real account — not bonus play
 * (promotions bonusPlayOf), never demo money — scores in each live race of its merchant whose game
 * types include it (empty: all) and whose period holds the posting's time. Turnover adds stake −
 * refund; net win adds payouts + refunds − stakes. One upsert per batch; exactly once because the
 * feed moves its cursor in the same transaction. A paused or ended race scores nothing.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RaceMetric } from '@common/rules/loyalty';
import type { Database } from '../../../db/connection';
import type { FeedConsumer } from '../../feed';
import { bonusPlayOf } from '../../promotions';
import type { FeedPosting, TransactionKind } from '../../wallet';
import { raceWindowAt } from './periods';
import { raceScores, races, type RaceRow } from './tables';

/** The cursor's name (never renamed: settlement waits on it by this name). */
export const RACE_CONSUMER = 'loyalty-races';
/** The advisory-lock key of the race consumer's lease (unique among the app's workers). */
const RACE_LEASE_KEY = 7_270_171;
const GAME_KINDS: readonly TransactionKind[] = ['bet', 'win', 'rollback'];

/** What one real leg adds to a race's score: `amount` is the member leg (stake negative, payout and refund positive). */
export function scoreDelta(metric: RaceMetric, kind: TransactionKind, amount: bigint): bigint {
  if (metric === 'netWin') return amount;
  // Turnover: a stake counts, a refund takes it back, a payout is not turnover.
  return kind === 'win' ? 0n : -amount;
}

interface ScoreRow {
  raceId: number;
  periodStart: Date;
  memberId: number;
  merchantCode: string;
  score: bigint;
  reachedAt: Date;
}

const counts = (race: RaceRow, gameType: string) => race.gameTypes.length === 0 || (race.gameTypes as string[]).includes(gameType);

/** The batch's score changes per race, period and member; reachedAt the latest posting that changed each. */
export async function scoresOf(tx: Database, postings: readonly FeedPosting[]): Promise<ScoreRow[]> {
  const legs = postings.flatMap((posting) => {
    const gameType = posting.reference.gameType;
    if (!GAME_KINDS.includes(posting.kind) || typeof gameType !== 'string') return [];
    return posting.legs.filter((l) => l.ownerKind === 'member' && l.accountKind === 'real' && l.amount !== 0n).map((leg) => ({ posting, leg, gameType }));
  });
  if (legs.length === 0) return [];
  const merchants = [...new Set(legs.map((l) => l.posting.merchantCode))];
  const live = await tx.select().from(races).where(and(inArray(races.merchantCode, merchants), eq(races.state, 'live')));
  if (live.length === 0) return [];
  const since = new Date(Math.min(...legs.map((l) => l.posting.createdAt.getTime())));
  const bonusPlay = await bonusPlayOf(tx, [...new Set(legs.map((l) => l.leg.ownerId))], since);
  const rows = new Map<string, ScoreRow>();
  for (const { posting, leg, gameType } of legs) {
    if (bonusPlay(leg.ownerId, posting, posting.createdAt)) continue;
    for (const race of live) {
      if (race.merchantCode !== posting.merchantCode || !counts(race, gameType)) continue;
      const window = raceWindowAt(race, posting.createdAt.getTime());
      const delta = scoreDelta(race.metric, posting.kind, leg.amount);
      if (!window || delta === 0n) continue;
      const key = `${race.id}|${window.start.getTime()}|${leg.ownerId}`;
      const row = rows.get(key) ?? { raceId: race.id, periodStart: window.start, memberId: leg.ownerId, merchantCode: race.merchantCode, score: 0n, reachedAt: posting.createdAt };
      row.score += delta;
      if (posting.createdAt > row.reachedAt) row.reachedAt = posting.createdAt;
      rows.set(key, row);
    }
  }
  return [...rows.values()];
}

async function addScores(tx: Database, postings: readonly FeedPosting[]): Promise<void> {
  const rows = await scoresOf(tx, postings);
  if (rows.length === 0) return;
  const s = raceScores;
  await tx
    .insert(s)
    .values(rows)
    .onConflictDoUpdate({
      target: [s.raceId, s.periodStart, s.memberId],
      set: { score: sql`${s.score} + excluded.score`, reachedAt: sql`greatest(${s.reachedAt}, excluded.reached_at)` },
    });
}

export const loyaltyRaceConsumer: FeedConsumer = { name: RACE_CONSUMER, leaseKey: RACE_LEASE_KEY, apply: addScores };
