/**
 * Promotions test helpers: a promotion row of MLOBBY, a bonus credited as the grant does it (the
 * wallet's bonusGrant posting and the member_bonuses row in one transaction, the row keeping the
 * posting's feed position), and real game postings of a chosen game type.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { GameType } from '@common/contract/games';
import { memberBonuses, promotions, type MemberBonusRow } from '../../../../server/modules/promotions/tables';
import { bonusGrant, ensureMemberAccount, houseAccount, refund, stake, vendorAccount } from '../../../../server/modules/wallet';

export const M = 'MLOBBY';
const DAY_MS = 86_400_000;

/** A live manual-reward promotion of MLOBBY titled `title` (English). */
export async function addPromotion(app: FastifyInstance, title = 'Welcome bonus'): Promise<number> {
  const at = new Date(app.now());
  const [row] = await app.db
    .insert(promotions)
    .values({
      merchantCode: M,
      type: 'manualReward',
      state: 'live',
      title: { EN: title },
      summary: { EN: '' },
      terms: { EN: '' },
      imageRequired: false,
      remarkRequired: false,
      startsAt: at,
      eligibility: { memberTypes: [], newMembersOnly: false, languages: [] },
      channels: [],
      gameTypes: [],
      fixedAmount: 10_000n,
      wageringMultiplierPercent: 500,
      contributions: {},
      bonusExpiryDays: 7,
      createdBy: 'test',
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: promotions.id });
  return row!.id;
}

export interface GrantOptions {
  amount: bigint;
  /** Percent of the amount to wager (500 = 5×). */
  multiplierPercent?: number;
  contributions?: Partial<Record<GameType, number>>;
  /** Epoch ms; default: 7 days after now. */
  expiresAt?: number;
}

/** The member's real account as an intent's member side. */
export const realSide = async (app: FastifyInstance, memberId: number) => ({ memberId, accountId: (await ensureMemberAccount(app.db, M, memberId, 'real')).account.id, kind: 'real' as const });

/** Credits a bonus of `promotionId` to the member as the grant does; the stored row. */
export async function grantBonus(app: FastifyInstance, memberId: number, promotionId: number, options: GrantOptions): Promise<MemberBonusRow> {
  const member = await realSide(app, memberId);
  const house = (await houseAccount(app.db, M, 'bonus')).id;
  const sourceId = randomUUID();
  return app.db.transaction(async (tx) => {
    const posted = await bonusGrant(tx, { merchant: M, member, houseAccountId: house, amount: options.amount, idempotencyKey: `bonus:test:${sourceId}`, reference: { bonusId: sourceId } });
    const [row] = await tx
      .insert(memberBonuses)
      .values({
        merchantCode: M,
        memberId,
        promotionId,
        source: 'application',
        sourceId,
        amount: options.amount,
        required: (options.amount * BigInt(options.multiplierPercent ?? 500)) / 100n,
        contributions: options.contributions ?? {},
        status: 'active',
        grantedAt: posted.transaction.createdAt,
        grantXid: posted.transaction.xid,
        grantTransactionId: posted.transaction.id,
        expiresAt: new Date(options.expiresAt ?? app.now() + 7 * DAY_MS),
      })
      .returning();
    return row!;
  });
}

/** The stored bonus row. */
export async function storedBonus(app: FastifyInstance, id: number): Promise<MemberBonusRow> {
  const [row] = await app.db.select().from(memberBonuses).where(eq(memberBonuses.id, id));
  return row!;
}

/** A real stake of the member on a game of `gameType`; its round id (for a refund). */
export async function play(app: FastifyInstance, memberId: number, amount: bigint, gameType: GameType = 'RNG'): Promise<string> {
  const vendor = await vendorAccount(app.db, M, 1, 'real');
  const round = `promo-round-${randomUUID()}`;
  await stake(app.db, app.walletGuards, { merchant: M, member: await realSide(app, memberId), vendorAccountId: vendor.id, amount, idempotencyKey: `${round}:bet`, reference: { vendorCode: 'SIM', gameType, gameId: 1, roundId: round } });
  return round;
}

/** The refund of a round's stake. */
export async function refunded(app: FastifyInstance, memberId: number, round: string, amount: bigint, gameType: GameType = 'RNG'): Promise<void> {
  const vendor = await vendorAccount(app.db, M, 1, 'real');
  const reference = { vendorCode: 'SIM', gameType, gameId: 1, roundId: round, reverses: `${round}:bet` };
  await refund(app.db, { merchant: M, member: await realSide(app, memberId), vendorAccountId: vendor.id, amount, idempotencyKey: `${round}:refund`, reference });
}
