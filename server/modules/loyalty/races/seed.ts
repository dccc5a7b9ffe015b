/**
 * The demo race (docs/loyalty.md "Leaderboards"): one live daily turnover race on every game, in
 * English and Bengali, paying ranks 1–3 a bonus and ranks 4–10 points. Added once: a merchant that
 * has any race is left alone.
 */
import { eq } from 'drizzle-orm';
import type { RacePrizeTier } from '@common/contract/loyalty';
import type { Database } from '../../../db/connection';
import { periodAt } from '../../promotions';
import { races } from './tables';

const PRIZES: RacePrizeTier[] = [
  { rankFrom: 1, rankTo: 1, reward: { kind: 'bonus', amount: 50_000, wageringMultiplierPercent: 100 } },
  { rankFrom: 2, rankTo: 2, reward: { kind: 'bonus', amount: 20_000, wageringMultiplierPercent: 100 } },
  { rankFrom: 3, rankTo: 3, reward: { kind: 'bonus', amount: 10_000, wageringMultiplierPercent: 100 } },
  { rankFrom: 4, rankTo: 10, reward: { kind: 'points', amount: 500, wageringMultiplierPercent: 0 } },
];

/** Adds the demo daily race to a merchant without races; returns whether it did. */
export async function seedRaces(db: Database, merchantCode: string, at: number): Promise<boolean> {
  const [any] = await db.select({ id: races.id }).from(races).where(eq(races.merchantCode, merchantCode)).limit(1);
  if (any) return false;
  const now = new Date(at);
  await db.insert(races).values({
    merchantCode,
    state: 'live',
    title: { EN: 'Daily turnover race', BN: 'দৈনিক টার্নওভার রেস' },
    metric: 'turnover',
    recurrence: 'daily',
    gameTypes: [],
    startsAt: periodAt('day', at).start,
    endsAt: null,
    prizes: PRIZES,
    createdBy: 'seed',
    createdAt: now,
    updatedAt: now,
  });
  return true;
}
