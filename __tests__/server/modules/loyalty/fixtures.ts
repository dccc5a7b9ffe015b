/**
 * Loyalty points and levels test fixtures: funded members playing through the wallet's intents
 * (real and demo), the points consumer drained, and what a member holds afterwards.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { GameType } from '@common/contract/games';
import type { LevelDraft } from '@common/contract/consoleLoyalty';
import type { Database } from '../../../../server/db/connection';
import { saveLadder } from '../../../../server/modules/loyalty/levels';
import { loyaltyPointsConsumer } from '../../../../server/modules/loyalty/points';
import { loyaltyMembers, loyaltySettings, pointsLots } from '../../../../server/modules/loyalty/points/tables';
import { adjust, demoCredit, ensureMemberAccount, houseAccount, refund, stake, vendorAccount, type AccountKind } from '../../../../server/modules/wallet';
import { WalletGuards } from '../../../../server/modules/wallet/guards';
import { drain } from '../feed/fixtures';

export const M = 'MLOBBY';
let serial = 0;

/** A new member id (no member row: the ledger and the loyalty tables need none). */
export const newMemberId = (): number => 8_000_000 + (process.pid % 1000) * 10_000 + ++serial;

/** Gives the member 1,000,000.00 of real (or demo) money. */
export async function fund(db: Database, memberId: number, kind: 'real' | 'demo' = 'real', amount = 100_000_000n): Promise<void> {
  const member = { memberId, accountId: (await ensureMemberAccount(db, M, memberId, kind)).account.id, kind };
  const house = (await houseAccount(db, M, kind)).id;
  const key = `loyalty-fund-${randomUUID()}`;
  if (kind === 'demo') await demoCredit(db, { merchant: M, member, houseAccountId: house, amount, idempotencyKey: key });
  else await adjust(db, { merchant: M, member, houseAccountId: house, amount, idempotencyKey: key, reference: { operatorReference: key, reason: 'test' } });
}

/** A stake of `amount` minor units on a `gameType` game; the round (for a refund). */
export async function bet(db: Database, memberId: number, amount: bigint, gameType: GameType = 'RNG', kind: AccountKind = 'real'): Promise<string> {
  const vendor = await vendorAccount(db, M, 1, kind);
  const member = { memberId, accountId: (await ensureMemberAccount(db, M, memberId, kind)).account.id, kind };
  const round = `loyalty-round-${randomUUID()}`;
  await stake(db, new WalletGuards(), { merchant: M, member, vendorAccountId: vendor.id, amount, idempotencyKey: `${round}:bet`, reference: { vendorCode: 'SIM', gameType, gameId: 1, roundId: round } });
  return round;
}

/** The refund of `amount` of a round's stake. */
export async function refundOf(db: Database, memberId: number, round: string, amount: bigint, gameType: GameType = 'RNG'): Promise<void> {
  const vendor = await vendorAccount(db, M, 1, 'real');
  const member = { memberId, accountId: (await ensureMemberAccount(db, M, memberId, 'real')).account.id, kind: 'real' as const };
  await refund(db, { merchant: M, member, vendorAccountId: vendor.id, amount, idempotencyKey: `${round}:refund`, reference: { vendorCode: 'SIM', gameType, gameId: 1, roundId: round, reverses: `${round}:bet` } });
}

/** Runs the points consumer until it has read every posting. */
export const earn = (db: Database): Promise<void> => drain(db, loyaltyPointsConsumer);

/** The member's points (Σ lots), carry, turnover and level rank. */
export async function holding(db: Database, memberId: number): Promise<{ points: bigint; carry: bigint; turnover: bigint; levelRank: number }> {
  const [lots] = await db.select({ points: sql<string>`coalesce(sum(${pointsLots.remaining}), 0)::text` }).from(pointsLots).where(eq(pointsLots.memberId, memberId));
  const [row] = await db.select().from(loyaltyMembers).where(eq(loyaltyMembers.memberId, memberId));
  return { points: BigInt(lots?.points ?? 0), carry: row?.carry ?? 0n, turnover: row?.turnover ?? 0n, levelRank: row?.levelRank ?? 0 };
}

/** Sets the demo merchant's earning rates (a row replacing any). */
export async function setRates(db: Database, rates: Partial<Record<GameType, number>>, defaultRateBp = 10_000, pointsExpiryDays = 365): Promise<void> {
  const at = new Date();
  await db
    .insert(loyaltySettings)
    .values({ merchantCode: M, pointsExpiryDays, defaultRateBp, rates, updatedBy: 'test', updatedAt: at })
    .onConflictDoUpdate({ target: loyaltySettings.merchantCode, set: { pointsExpiryDays, defaultRateBp, rates, updatedAt: at } });
}

/** A ladder of levels at the thresholds, rank 1 first; `reward` per rank (default none). */
export function ladder(thresholds: number[], rewards: Record<number, LevelDraft['reward']> = {}, rebates: Record<number, number> = {}): LevelDraft[] {
  return thresholds.map((threshold, i) => ({ rank: i + 1, name: { EN: `Level ${i + 1}`, BN: `স্তর ${i + 1}` }, threshold, reward: rewards[i + 1] ?? null, rebateBp: rebates[i + 1] ?? 0 }));
}

/** Saves the demo merchant's ladder as an operator would. */
export function setLadder(db: Database, levels: LevelDraft[]): Promise<LevelDraft[]> {
  return saveLadder(db, M, levels, { actor: 'test' }, new Date());
}

/** Removes the demo seed's loyalty set-up (settings, levels, mall items, races), for suites that build their own from nothing. */
export async function clearLoyaltySeed(db: Database): Promise<void> {
  await db.execute(sql`delete from loyalty_settings`);
  await db.execute(sql`delete from loyalty_levels`);
  await db.execute(sql`delete from mall_items where created_by = 'seed'`);
  await db.execute(sql`delete from races where created_by = 'seed'`);
}
