/** Money of agents' team members moved through the wallet's intents (what the figures consumer folds), and the consumer drained. */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../../../../server/db/connection';
import { agentFiguresConsumer } from '../../../../../server/modules/agent/figures';
import { adjust, bonusForfeit, bonusGrant, channelAccount, demoCredit, deposit, ensureMemberAccount, houseAccount, payout, pointsEarn, refund, stake, vendorAccount, type AccountKind } from '../../../../../server/modules/wallet';
import { WalletGuards } from '../../../../../server/modules/wallet/guards';
import { drain } from '../../feed/fixtures';

export const M = 'MLOBBY';
const game = { vendorCode: 'SIM', gameType: 'RNG', gameId: 1, roundId: 'agent-figures' };
const key = (what: string) => `agent-${what}-${randomUUID()}`;

const side = async (db: Database, memberId: number, kind: AccountKind = 'real') => ({ memberId, accountId: (await ensureMemberAccount(db, M, memberId, kind)).account.id, kind });

/** The member's money moves, each through its wallet intent. */
export function moneyOf(db: Database) {
  const gameIntent = async (memberId: number, amount: number, kind: AccountKind = 'real') => ({
    merchant: M,
    member: await side(db, memberId, kind),
    vendorAccountId: (await vendorAccount(db, M, 1, kind)).id,
    amount: BigInt(amount),
    idempotencyKey: key('game'),
    reference: game,
  });
  const bonus = async (memberId: number, amount: number) => ({ merchant: M, member: await side(db, memberId), houseAccountId: (await houseAccount(db, M, 'bonus')).id, amount: BigInt(amount), idempotencyKey: key('bonus'), reference: { bonusId: key('b') } });
  return {
    /** An operator adjustment (not a figure). */
    fund: async (memberId: number, amount = 1_000_000) =>
      adjust(db, { merchant: M, member: await side(db, memberId), houseAccountId: (await houseAccount(db, M, 'real')).id, amount: BigInt(amount), idempotencyKey: key('fund'), reference: { operatorReference: key('op'), reason: 'test' } }),
    stake: async (memberId: number, amount: number) => stake(db, new WalletGuards(), await gameIntent(memberId, amount)),
    win: async (memberId: number, amount: number) => payout(db, await gameIntent(memberId, amount)),
    refund: async (memberId: number, amount: number) => refund(db, { ...(await gameIntent(memberId, amount)), reference: { ...game, reverses: 'x' } }),
    deposit: async (memberId: number, amount: number) =>
      deposit(db, new WalletGuards(), { merchant: M, member: await side(db, memberId), channelAccountId: (await channelAccount(db, M, 1)).id, amount: BigInt(amount), idempotencyKey: key('dep'), reference: { channelCode: 'TEST', channelOrderId: key('o') } }),
    bonus: async (memberId: number, amount: number) => bonusGrant(db, await bonus(memberId, amount)),
    forfeit: async (memberId: number, amount: number) => bonusForfeit(db, await bonus(memberId, amount)),
    /** Demo credit and a demo stake: never figures. */
    demoPlay: async (memberId: number, amount: number) => {
      await demoCredit(db, { merchant: M, member: await side(db, memberId, 'demo'), houseAccountId: (await houseAccount(db, M, 'demo')).id, amount: BigInt(amount), idempotencyKey: key('demo') });
      await stake(db, new WalletGuards(), await gameIntent(memberId, amount, 'demo'));
    },
    /** Loyalty points credited: never figures. */
    points: async (memberId: number, amount: number) =>
      pointsEarn(db, { merchant: M, member: await side(db, memberId, 'points'), houseAccountId: (await houseAccount(db, M, 'points')).id, amount: BigInt(amount), idempotencyKey: key('pts'), reference: { source: 'test', sourceId: key('s') } }),
  };
}

/** Runs the figures consumer until it has read every posting. */
export const fold = (db: Database): Promise<void> => drain(db, agentFiguresConsumer);
