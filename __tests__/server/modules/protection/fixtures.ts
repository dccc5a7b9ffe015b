/** Shared set-up of the protection tests: funded players logged in, stakes and deposits through the wallet's intents, protection calls. */
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@common/contract/envelope';
import { ProtectionPath } from '@common/contract/protection';
import { AppError } from '../../../../server/http/envelope';
import { channelAccount, deposit, ensureMemberAccount, houseAccount, stake, vendorAccount, payout, refund } from '../../../../server/modules/wallet';
import { postTransaction } from '../../../../server/modules/wallet/ledger';
import { addMember, call, TestClock, tokenFor } from '../../helpers/accounts';

export const MERCHANT = 'MLOBBY';
/** Tokens that outlive the clock moves of a cooling-off (idle 7 days, a year in all). */
export const LONG_SESSIONS = { SESSION_IDLE_MINUTES: '10080', SESSION_MAX_HOURS: '8760' };
export const PASSWORD = 'Passw0rd!';

/**
 * A clock starting at the real time: postings carry the database's time, and the limits' windows
 * end at the app's now, so the two must start together (a test then moves the app clock on).
 */
export function realClock(): TestClock {
  const clock = new TestClock(Date.now());
  // A test that moved the clock on leaves the next one at the real time again.
  beforeEach(() => {
    clock.ms = Date.now();
  });
  return clock;
}

export interface Player {
  id: number;
  accountId: number;
  token: string;
  username: string;
}

let serial = 0;

/** A new type-1 member holding `amount` minor units (an operator adjustment: counted by no limit), logged in. */
export async function player(app: FastifyInstance, amount = 1_000_000n, fields: { email?: string; mobile?: string; dialingCode?: string } = {}): Promise<Player> {
  const username = `prot${process.pid % 1000}x${serial++}`;
  const member = await addMember(app, { username, password: PASSWORD, ...fields });
  const { account } = await ensureMemberAccount(app.db, MERCHANT, member.id, 'real');
  if (amount > 0n) {
    const house = await houseAccount(app.db, MERCHANT, 'real');
    const entries = [
      { accountId: house.id, amount: -amount },
      { accountId: account.id, amount },
    ];
    await postTransaction(app.db, { merchant: MERCHANT, idempotencyKey: `prot-fund-${member.id}-${serial}`, kind: 'adjustment', entries });
  }
  return { id: member.id, accountId: account.id, token: await tokenFor(app, username, PASSWORD), username };
}

let keys = 0;
const game = { vendorCode: 'MLS', gameType: 'RNG', gameId: 10_001, roundId: 'r' };

/** The intent of a game movement of `amount` for the player against the house vendor. */
async function gameIntent(app: FastifyInstance, who: Player, amount: number | bigint) {
  const vendor = await vendorAccount(app.db, MERCHANT, 1, 'real');
  return { merchant: MERCHANT, member: { memberId: who.id, accountId: who.accountId, kind: 'real' as const }, vendorAccountId: vendor.id, amount: BigInt(amount), idempotencyKey: `prot-${++keys}`, reference: game };
}

/** A stake through the wallet's intent: null when posted, else the refusal's code. */
export async function stakeOf(app: FastifyInstance, who: Player, amount: number | bigint): Promise<string | null> {
  try {
    await stake(app.db, app.walletGuards, await gameIntent(app, who, amount));
    return null;
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
}

/** A win paid to the player. */
export async function winOf(app: FastifyInstance, who: Player, amount: number | bigint): Promise<void> {
  await payout(app.db, await gameIntent(app, who, amount));
}

/** A refund to the player. */
export async function refundOf(app: FastifyInstance, who: Player, amount: number | bigint): Promise<void> {
  await refund(app.db, { ...(await gameIntent(app, who, amount)), reference: { ...game, reverses: 'x' } });
}

/** A deposit credited through the wallet's intent: null when posted, else the refusal's code. */
export async function depositOf(app: FastifyInstance, who: Player, amount: number | bigint): Promise<string | null> {
  const channel = await channelAccount(app.db, MERCHANT, 1);
  try {
    await deposit(app.db, app.walletGuards, {
      merchant: MERCHANT,
      member: { memberId: who.id, accountId: who.accountId, kind: 'real' },
      channelAccountId: channel.id,
      amount: BigInt(amount),
      idempotencyKey: `prot-dep-${++keys}`,
      reference: { channelCode: 'TEST', channelOrderId: `o${keys}` },
    });
    return null;
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
}

/** A GET as the player: the envelope. */
export async function getAs<T>(app: FastifyInstance, who: Pick<Player, 'token'>, path: string): Promise<Envelope<T>> {
  return (await call(app, 'GET', path, { token: who.token })).json<Envelope<T>>();
}

/** A POST as the player: the envelope. */
export async function postAs<T>(app: FastifyInstance, who: Pick<Player, 'token'>, path: string, payload: object = {}): Promise<Envelope<T>> {
  return (await call(app, 'POST', path, { token: who.token, payload })).json<Envelope<T>>();
}

export { ProtectionPath };
