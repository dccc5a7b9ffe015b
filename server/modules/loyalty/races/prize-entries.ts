/** A member's race prizes as reward-centre entries (source 'race'): paid when the period was settled, so always received. */
import { desc, eq } from 'drizzle-orm';
import type { RewardEntryValue } from '@common/contract/loyalty';
import { REWARD_HISTORY_MAX } from '@common/rules/loyalty';
import type { Database } from '../../../db/connection';
import { textIn } from '../../announcements';
import { racePrizes, races } from './tables';

/** The member's prizes, newest first (at most REWARD_HISTORY_MAX), titled "<race title> · #<rank>" in `language`. */
export async function racePrizeEntries(db: Database, member: { id: number }, language: string): Promise<RewardEntryValue[]> {
  const rows = await db
    .select({ id: racePrizes.id, rank: racePrizes.rank, reward: racePrizes.reward, paidAt: racePrizes.paidAt, title: races.title })
    .from(racePrizes)
    .innerJoin(races, eq(races.id, racePrizes.raceId))
    .where(eq(racePrizes.memberId, member.id))
    .orderBy(desc(racePrizes.paidAt), desc(racePrizes.id))
    .limit(REWARD_HISTORY_MAX);
  return rows.map((row) => ({
    source: 'race',
    id: String(row.id),
    title: `${textIn(row.title, language)} · #${row.rank}`,
    state: 'received',
    amount: row.reward.amount,
    kind: row.reward.kind,
    claimBy: null,
    at: row.paidAt.getTime(),
  }));
}
