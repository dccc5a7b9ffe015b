/**
 * The console's ladder (docs/loyalty.md "Levels"): read with how many members reached each level,
 * and saved whole. A ladder is ranks 1..n in order (n ≤ LEVELS_MAX), the first at threshold 0,
 * thresholds strictly increasing, names within LEVEL_NAME_MAX with an English (or some) text,
 * rewards and rebate rates in range; a level some member reached cannot be removed. The first
 * fault answers loyalty.invalid naming the field; nothing is saved. The ladder's rows are locked
 * while it is checked and replaced, and the points consumer reads them FOR SHARE when it records
 * levels reached (crossing.ts): a save never removes a level a batch is recording.
 */
import { and, count, eq, gt, max, sql } from 'drizzle-orm';
import type { LocalizedText } from '@common/contract/announcements';
import type { LevelDraft } from '@common/contract/consoleLoyalty';
import { ErrorCode } from '@common/contract/envelope';
import type { RewardValue } from '@common/contract/loyalty';
import { LEVEL_NAME_MAX, LEVELS_MAX, REWARD_POINTS_MAX } from '@common/rules/loyalty';
import { BONUS_AMOUNT_MAX, RATE_BP_MAX, WAGERING_MULTIPLIER_PERCENT_MAX } from '@common/rules/promotions';
import type { Database } from '../../../db/connection';
import { AppError } from '../../../http/envelope';
import { recordAudit, type Actor } from '../../audit';
import { ladderOf } from './ladder';
import { loyaltyLevels, memberLevels } from './tables';

const invalid = (field: string): AppError => new AppError(ErrorCode.loyaltyInvalid, { params: { field } });
const inRange = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/** The merchant's ladder for the console, with the members who reached each level. */
export async function consoleLadder(db: Database, merchantCode: string): Promise<LevelDraft[]> {
  const ladder = await ladderOf(db, merchantCode);
  const reached = await db
    .select({ rank: memberLevels.rank, n: count() })
    .from(memberLevels)
    .where(eq(memberLevels.merchantCode, merchantCode))
    .groupBy(memberLevels.rank);
  const members = new Map(reached.map((r) => [r.rank, r.n]));
  return ladder.map((l) => ({ rank: l.rank, name: l.name, threshold: Number(l.threshold), reward: l.reward ?? null, rebateBp: l.rebateBp, members: members.get(l.rank) ?? 0 }));
}

function checkName(field: string, name: LocalizedText): void {
  const texts = Object.values(name);
  if (!texts.some((t) => t.trim().length > 0)) throw invalid(field);
  if (texts.some((t) => t.length > LEVEL_NAME_MAX)) throw invalid(field);
}

function checkReward(field: string, reward: RewardValue | null): void {
  if (reward === null) return;
  if (reward.kind === 'bonus') {
    if (!inRange(reward.amount, 1, BONUS_AMOUNT_MAX)) throw invalid(`${field}.amount`);
    if (!inRange(reward.wageringMultiplierPercent, 0, WAGERING_MULTIPLIER_PERCENT_MAX)) throw invalid(`${field}.wageringMultiplierPercent`);
  } else {
    if (!inRange(reward.amount, 1, REWARD_POINTS_MAX)) throw invalid(`${field}.amount`);
    // Points carry no wagering.
    if (reward.wageringMultiplierPercent !== 0) throw invalid(`${field}.wageringMultiplierPercent`);
  }
}

/** Throws loyalty.invalid naming the first fault of the ladder (without the reached-levels rule). */
export function checkLadder(levels: readonly LevelDraft[]): void {
  if (levels.length > LEVELS_MAX) throw invalid('levels');
  levels.forEach((level, i) => {
    const field = `levels.${i}`;
    if (level.rank !== i + 1) throw invalid(`${field}.rank`);
    if (i === 0 ? level.threshold !== 0 : !(Number.isSafeInteger(level.threshold) && level.threshold > levels[i - 1]!.threshold)) throw invalid(`${field}.threshold`);
    checkName(`${field}.name`, level.name);
    checkReward(`${field}.reward`, level.reward);
    if (!inRange(level.rebateBp, 0, RATE_BP_MAX)) throw invalid(`${field}.rebateBp`);
  });
}

/** Replaces the merchant's ladder with `levels`, audited; the saved ladder. */
export async function saveLadder(db: Database, merchantCode: string, levels: readonly LevelDraft[], who: Actor, now: Date): Promise<LevelDraft[]> {
  checkLadder(levels);
  await db.transaction(async (tx) => {
    await tx.select({ id: loyaltyLevels.id }).from(loyaltyLevels).where(eq(loyaltyLevels.merchantCode, merchantCode)).for('update');
    const [top] = await tx.select({ rank: max(memberLevels.rank) }).from(memberLevels).where(eq(memberLevels.merchantCode, merchantCode));
    if ((top?.rank ?? 0) > levels.length) throw invalid('levels');
    await tx.delete(loyaltyLevels).where(and(eq(loyaltyLevels.merchantCode, merchantCode), gt(loyaltyLevels.rank, levels.length)));
    if (levels.length > 0) {
      await tx
        .insert(loyaltyLevels)
        .values(levels.map((l) => ({ merchantCode, rank: l.rank, name: l.name, threshold: BigInt(l.threshold), reward: l.reward, rebateBp: l.rebateBp, updatedAt: now })))
        .onConflictDoUpdate({
          target: [loyaltyLevels.merchantCode, loyaltyLevels.rank],
          set: { name: sql`excluded.name`, threshold: sql`excluded.threshold`, reward: sql`excluded.reward`, rebateBp: sql`excluded.rebate_bp`, updatedAt: now },
        });
    }
    await recordAudit(tx, who, { action: 'loyalty.levels.update', subject: `loyalty-levels:${merchantCode}`, merchantCode, detail: { levels: levels.map((l) => ({ rank: l.rank, threshold: l.threshold, reward: l.reward, rebateBp: l.rebateBp })) } });
  });
  return consoleLadder(db, merchantCode);
}
