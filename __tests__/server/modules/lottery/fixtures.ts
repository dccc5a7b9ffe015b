/** Shared set-up of the lottery tests: an app whose scheduler the test drives, funded members, orders and checks of the ledger. */
import type { FastifyInstance } from 'fastify';
import { AccountPath, type LoginResult, type TrialAccountValue } from '@common/contract/account';
import { LotteryPath, type IssueSummary, type LotteryGameInfo, type Order, type PlaceOrderRequest } from '@common/contract/lottery';
import type { Envelope } from '@common/contract/envelope';
import type { Member } from '../../../../server/modules/member/service';
import { ensureMemberAccount, houseAccount } from '../../../../server/modules/wallet/accounts';
import { postTransaction } from '../../../../server/modules/wallet/ledger';
import { memberBalance } from '../../../../server/modules/wallet/service';
import { unbalancedTransactions, verifyBalances } from '../../../../server/modules/wallet/verify';
import { addMember, call, tokenFor, TestClock } from '../../helpers/accounts';

/** The scheduler is off: tests move the clock and call runDue themselves. */
export const MANUAL = { LOTTERY_SCHEDULER: 'off' };
export const PASSWORD = 'secret123';
/** 12:00:30 UTC: SSC1's next draw is 12:01:00 (18:01 in Dhaka, issue 1082 of the day). */
export const startClock = () => new TestClock(Date.UTC(2030, 0, 15, 12, 0, 30));

let deposits = 0;
let usernames = 0;

export interface Player {
  member: Member;
  token: string;
}

/** A new real member holding `amount` minor units, logged in. */
export async function fundedPlayer(app: FastifyInstance, amount = 1_000_000n): Promise<Player> {
  const username = `player${(usernames += 1)}${process.pid % 1000}`;
  const member = await addMember(app, { username, password: PASSWORD });
  const { account } = await ensureMemberAccount(app.db, 'MLOBBY', member.id, 'real');
  const house = await houseAccount(app.db, 'MLOBBY', 'real');
  await postTransaction(app.db, {
    merchant: 'MLOBBY',
    idempotencyKey: `test-deposit-${(deposits += 1)}-${member.id}`,
    kind: 'adjustment',
    entries: [
      { accountId: house.id, amount: -amount },
      { accountId: account.id, amount },
    ],
  });
  return { member, token: await tokenFor(app, username, PASSWORD) };
}

/** A free-trial login: its token (calls need the trial merchant header). */
export async function trialToken(app: FastifyInstance): Promise<string> {
  const headers = { merchant: 'MLOBBYTRIAL' };
  const { trialName } = (await call(app, 'GET', AccountPath.trialAccount, { headers })).json<Envelope<TrialAccountValue>>().value!;
  const login = (await call(app, 'POST', AccountPath.freeplayLogin, { headers, payload: { trialName } })).json<Envelope<LoginResult>>();
  return login.value!.token;
}

export const balanceOf = (app: FastifyInstance, member: Member) => memberBalance(app.db, member);

/** The issues of a game open for betting now. */
export async function upcoming(app: FastifyInstance, gameCode = 'SSC1'): Promise<IssueSummary[]> {
  const res = await call(app, 'GET', `${LotteryPath.game}?gameCode=${gameCode}`);
  return res.json<Envelope<LotteryGameInfo>>().value!.upcoming;
}

let requests = 0;

/** An SSC1 position bet on digit 0-9 of the first position: it always wins (10 units, one hit). */
export function sureBet(issues: string[], overrides: Partial<PlaceOrderRequest> = {}): PlaceOrderRequest {
  return {
    gameCode: 'SSC1',
    prizeMode: 'Lott',
    betType: 'position',
    selection: [['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'], [], [], [], []],
    unitStake: 100,
    multiple: 1,
    issues,
    stopOnWin: false,
    requestId: `req-${(requests += 1)}`,
    ...overrides,
  };
}

/** POST LotteryPath.orders; the envelope. */
export async function place(app: FastifyInstance, token: string, body: unknown, headers: Record<string, string> = {}): Promise<Envelope<Order>> {
  return (await call(app, 'POST', LotteryPath.orders, { token, payload: body as Record<string, unknown>, headers })).json<Envelope<Order>>();
}

/** GET LotteryPath.detail; the envelope. */
export async function detail(app: FastifyInstance, token: string, orderId: number): Promise<Envelope<Order>> {
  return (await call(app, 'GET', `${LotteryPath.detail}?orderId=${orderId}`, { token })).json<Envelope<Order>>();
}

/** The ledger is consistent: every transaction sums to zero and every balance is the sum of its entries. */
export async function expectLedgerClean(app: FastifyInstance): Promise<void> {
  expect(await unbalancedTransactions(app.db)).toEqual([]);
  expect(await verifyBalances(app.db)).toEqual([]);
}

/** Moves the clock to just after an issue's draw and runs the scheduler. */
export async function drawPast(app: FastifyInstance, clock: TestClock, issue: Pick<IssueSummary, 'drawAt'>) {
  clock.ms = Math.max(clock.ms, issue.drawAt + 1);
  return app.lottery.runDue(clock.now());
}
