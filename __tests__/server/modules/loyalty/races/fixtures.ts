/** Shared set-up of the race tests: races, scores and blocks written straight into their tables, synthetic game postings, and the member's calls. */
import type { RacePrizeTier } from '@common/contract/loyalty';
import type { Database } from '../../../../../server/db/connection';
import { raceScores, races, type RaceRow } from '../../../../../server/modules/loyalty/races/tables';
import { protectionBlocks } from '../../../../../server/modules/protection/tables';
import type { FeedPosting } from '../../../../../server/modules/wallet';

export const MERCHANT = 'MLOBBY';
export const DAY_MS = 86_400_000;

export const PRIZES: RacePrizeTier[] = [
  { rankFrom: 1, rankTo: 1, reward: { kind: 'bonus', amount: 50_000, wageringMultiplierPercent: 300 } },
  { rankFrom: 2, rankTo: 3, reward: { kind: 'points', amount: 700, wageringMultiplierPercent: 0 } },
];

/** The UTC day holding `at`. */
export function dayAt(at: number): { start: Date; end: Date } {
  const start = Math.floor(at / DAY_MS) * DAY_MS;
  return { start: new Date(start), end: new Date(start + DAY_MS) };
}

/** A race of the demo merchant (default: live, daily, turnover, all games, from `startsAt`). */
export async function aRace(db: Database, fields: Partial<typeof races.$inferInsert> & { startsAt: Date }): Promise<RaceRow> {
  const at = new Date(fields.startsAt.getTime() - DAY_MS);
  const [row] = await db
    .insert(races)
    .values({ merchantCode: MERCHANT, state: 'live', title: { EN: 'Race test', BN: 'রেস' }, metric: 'turnover', recurrence: 'daily', gameTypes: [], endsAt: null, prizes: PRIZES, createdBy: 'test', createdAt: at, updatedAt: at, ...fields })
    .returning();
  return row!;
}

/** Scores written straight into race_scores. */
export async function scores(db: Database, race: RaceRow, periodStart: Date, rows: { memberId: number; score: bigint; reachedAt: Date }[]): Promise<void> {
  await db.insert(raceScores).values(rows.map((r) => ({ ...r, raceId: race.id, periodStart, merchantCode: race.merchantCode })));
}

/** A self-exclusion (permanent) or time-out in force from `from`. */
export async function block(db: Database, memberId: number, from: Date, kind: 'selfExclusion' | 'timeOut' = 'selfExclusion'): Promise<void> {
  await db.insert(protectionBlocks).values({ memberId, merchantCode: MERCHANT, kind, duration: kind === 'timeOut' ? '24h' : 'permanent', startedAt: from, until: kind === 'timeOut' ? new Date(from.getTime() + DAY_MS) : null, by: 'member' } as typeof protectionBlocks.$inferInsert);
}

let position = 1_000_000;

/** A synthetic game posting of one member leg (the feed's shape), at `createdAt`. */
export function posting(memberId: number, kind: 'bet' | 'win' | 'rollback', amount: bigint, createdAt: Date, fields: { gameType?: string | null; accountKind?: 'real' | 'demo'; merchantCode?: string } = {}): FeedPosting {
  position += 1;
  const reference: Record<string, unknown> = fields.gameType === null ? {} : { gameType: fields.gameType ?? 'RNG' };
  return {
    xid: position,
    id: position,
    merchantCode: fields.merchantCode ?? MERCHANT,
    kind,
    reference,
    createdAt,
    legs: [
      { ownerKind: 'member', ownerId: memberId, accountKind: fields.accountKind ?? 'real', amount },
      { ownerKind: 'vendor', ownerId: 1, accountKind: fields.accountKind ?? 'real', amount: -amount },
    ],
  };
}

let serial = 0;
/** A member id no other test uses. */
export const memberId = (): number => 70_000_000 + process.pid * 1_000 + ++serial;
