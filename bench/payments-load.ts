/**
 * bench:payments' mixed run: gateway deposits (the member's start, then the simulator's signed
 * callback through the callback route), withdrawals (readiness and request as the site sends them,
 * decided in the console's review queue by finance, a second operator above the threshold, then
 * the payout), seamless stakes and wins (as bench:wallet sends them), deliberate duplicates and
 * overdraw bursts. Every answer goes into the model (payments-model.ts).
 */
import { isDeepStrictEqual } from 'node:util';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@common/contract/envelope';
import { PaymentPath, type DepositValue, type WithdrawalReadiness, type WithdrawalValue } from '@common/contract/payments';
import { ReviewPath, type ReviewItemValue } from '@common/contract/review';
import { callbacksOf } from '../server/channels/gateway-simulator/routes';
import { readOrder, signedCallback } from '../server/channels/gateway-simulator/protocol';
import { providerSender } from '../server/channels/gateway-simulator/sender';
import { createSeamlessClient } from '../server/vendors/seamless/client';
import type { SeamlessResponse } from '../server/vendors/seamless/contract';
import { PaymentsModel } from './payments-model';
import { BENCH_CHANNEL, BENCH_RULES, consoleCall, memberCall, WITHDRAWAL_PASSWORD, type Cashier, type Member } from './payments-setup';
import { pool } from './wallet-load';
import { VENDOR } from './wallet-setup';

/** Share of the ordinary operations (the rest of each 200 are one overdraw burst and ~10 % duplicates). */
const MIX = [
  ['deposit', 25],
  ['withdrawal', 15],
  ['bet', 35],
  ['win', 25],
] as const;
type Kind = (typeof MIX)[number][0];
const WEIGHT = MIX.reduce((sum, [, w]) => sum + w, 0);
const DUPLICATE_SHARE = 0.1;
const BURST_EVERY = 200;
/** Concurrent withdrawals and stakes in a burst, each of a third of the balance and a minor unit more: at most two can pass. */
const BURST_WITHDRAWALS = 6;
const BURST_STAKES = 2;
const BURST_MAX_ACCEPTED = 2n;
/** A burst player below this is topped up with a win first. */
const BURST_LOW = 30_000n;
const BURST_REFILL = 300_000n;
/** Of the deposits, the share whose payment fails at the provider; of the withdrawals, rejected by finance and paid to the refused account. */
const DEPOSIT_FAILS = 0.05;
const WITHDRAWAL_REJECTED = 0.1;
const WITHDRAWAL_TO_REFUSED_ACCOUNT = 0.05;

const STAKE_REFUSALS = [ErrorCode.insufficientFunds];
const WITHDRAWAL_REFUSALS = [ErrorCode.insufficientFunds, ErrorCode.withdrawalTurnoverUnmet, ErrorCode.paymentAmountOutOfRange];

const random = (n: number) => Math.floor(Math.random() * n);
/** A random amount in minor units, lo..hi, a whole number of BDT. */
const amountIn = (lo: number, hi: number) => BigInt(Math.round((lo + Math.random() * (hi - lo)) / 100) * 100);

export interface PaymentsRun {
  ops: number;
  seconds: number;
  model: PaymentsModel;
}

/** One mixed run over `members` (the last `burstPlayers` of them take only the overdraw bursts). */
class Mix {
  readonly model = new PaymentsModel();
  private readonly wallet;
  private readonly deliver;
  /** Earlier requests to send again: each checks that the repeat changed nothing. */
  private readonly repeats: (() => Promise<void>)[] = [];
  private readonly bursting = new Set<number>();
  private seq = 0;

  constructor(
    private readonly app: FastifyInstance,
    private readonly cashier: Cashier,
    private readonly members: readonly Member[],
    private readonly regular: number,
    private readonly tag: string,
  ) {
    this.wallet = createSeamlessClient(app, VENDOR);
    this.deliver = providerSender(app);
  }

  private id(prefix: string): string {
    return `${this.tag}-${prefix}-${++this.seq}`;
  }

  private async member<T>(p: number, method: 'GET' | 'POST', url: string, payload?: object) {
    this.model.requests++;
    return memberCall<T>(this.app, this.members[p]!, method, url, payload);
  }

  private async seamless(p: number, operation: 'debit' | 'credit', amount: bigint): Promise<boolean> {
    const n = this.id('tx');
    const body = { requestId: `${n}-rq`, sessionId: this.members[p]!.sessionId, transactionId: n, roundId: `${n}-r`, gameId: 10_001, amount: Number(amount) };
    const book = operation === 'debit' ? this.model.stakes : this.model.wins;
    book.set(n, { player: p, amount, applied: false });
    const send = async (): Promise<SeamlessResponse> => {
      this.model.requests++;
      const res = await this.wallet[operation](body);
      if (res.success) book.get(n)!.applied = true;
      return res;
    };
    const first = await send();
    if (!first.success) this.model.refused(operation === 'debit' ? 'stake' : 'win', first.code, operation === 'debit' ? STAKE_REFUSALS : []);
    // A bet retried: the same request again gets the first answer and moves nothing.
    this.repeats.push(async () => {
      if (!isDeepStrictEqual(await send(), first)) this.model.problems.push(`${operation} ${n} retried: another answer than the first`);
    });
    return first.success;
  }

  async deposit(p: number): Promise<void> {
    const amount = amountIn(10_000, 200_000);
    const start = { channelId: this.cashier.channel.id, amount: Number(amount), requestId: this.id('dep') };
    const started = await this.member<DepositValue>(p, 'POST', PaymentPath.deposits, start);
    if (!started.success || !started.value?.redirectUrl) {
      this.model.problems.push(`deposit start refused: ${started.code}`);
      return;
    }
    const deposit = started.value;
    const order = readOrder(new URL(deposit.redirectUrl!, 'http://bench').searchParams.get('order') ?? '')!;
    const outcome = Math.random() < DEPOSIT_FAILS ? 'failed' : 'paid';
    const [body] = callbacksOf(order, { outcome, duplicate: false, thenFail: false, wrongAmount: false });
    const callback = async (secret: string, changed: Partial<typeof body> = {}) => {
      this.model.requests++;
      const signed = signedCallback(secret, { ...body!, ...changed }, this.app.now());
      const res = await this.deliver({ url: order.callbackUrl, headers: signed.headers, body: signed.rawBody });
      return { status: res.status, answer: JSON.parse(res.body) as { success: boolean; code?: string; value?: { status: DepositValue['status'] } } };
    };
    const first = await callback(this.cashier.channel.secret);
    const status = first.answer.value?.status;
    const expected = outcome === 'paid' ? 'approved' : 'rejected';
    if (status !== expected) this.model.problems.push(`deposit ${deposit.id}: callback ${outcome} answered ${status ?? first.answer.code}`);
    this.model.deposits.set(deposit.id, { player: p, amount: BigInt(deposit.credited), status: status ?? 'created' });
    const acknowledged = async (what: string, sent: Promise<{ status: number; answer: { value?: { status: string } } }>) => {
      const res = await sent;
      if (res.answer.value?.status !== status) this.model.problems.push(`deposit ${deposit.id}: ${what} answered ${res.answer.value?.status ?? res.status}`);
    };
    this.repeats.push(
      // The callback sent twice; a failure arriving after the outcome (out of order); a forged one; the start retried.
      () => acknowledged('the callback again', callback(this.cashier.channel.secret)),
      () => acknowledged('a late failure', callback(this.cashier.channel.secret, { outcome: 'failed' })),
      async () => {
        const forged = await callback(randomBytes(32).toString('base64url'));
        if (forged.status !== 401) this.model.problems.push(`deposit ${deposit.id}: a forged callback got ${forged.status}`);
      },
      async () => {
        const again = await this.member<DepositValue>(p, 'POST', PaymentPath.deposits, start);
        if (again.value?.id !== deposit.id) this.model.problems.push(`deposit start ${start.requestId} retried: ${again.value?.id ?? again.code}, not ${deposit.id}`);
      },
    );
  }

  /** Finance decides a held withdrawal: a rejection, or an approval (two above the threshold) and the payout. */
  private async decide(w: WithdrawalValue, refusedAccount: boolean): Promise<void> {
    const [first, second] = this.cashier.finance;
    const decision = async (who: typeof first, verdict: 'approve' | 'reject') => {
      this.model.requests++;
      const url = (verdict === 'approve' ? ReviewPath.approve : ReviewPath.reject)('withdrawal', w.id);
      const res = await consoleCall<ReviewItemValue>(this.app, who, 'POST', url, { reason: `bench ${verdict}` });
      if (!res.success) this.model.problems.push(`withdrawal ${w.id}: ${verdict} refused with ${res.code}`);
      return res.value?.status;
    };
    let status: string | undefined;
    let expected: string;
    if (Math.random() < WITHDRAWAL_REJECTED) {
      status = await decision(first, 'reject');
      expected = 'rejected';
    } else {
      status = await decision(first, 'approve');
      if (BigInt(w.amount) > BigInt(BENCH_RULES.withdrawalApprovalThreshold)) {
        if (status !== 'checking') this.model.problems.push(`withdrawal ${w.id} above the threshold: first approval gave ${status}`);
        status = await decision(second, 'approve');
      }
      expected = refusedAccount ? 'failed' : 'paid';
    }
    if (status !== expected) this.model.problems.push(`withdrawal ${w.id}: ended ${status}, expected ${expected}`);
    if (status) this.model.withdrawals.get(w.id)!.status = status as WithdrawalValue['status'];
  }

  /** A withdrawal request; a held one is recorded, and its requestId retried later. */
  private async request(p: number, amount: bigint, refusedAccount: boolean): Promise<WithdrawalValue | null> {
    const who = this.members[p]!;
    const body = { payoutAccountId: refusedAccount ? who.payTo.fails : who.payTo.ok, amount: Number(amount), withdrawalPassword: WITHDRAWAL_PASSWORD, requestId: this.id('wd') };
    const res = await this.member<WithdrawalValue>(p, 'POST', PaymentPath.withdraw, body);
    if (!res.success) {
      this.model.refused('withdrawal', res.code, WITHDRAWAL_REFUSALS);
      return null;
    }
    const w = res.value!;
    this.model.withdrawals.set(w.id, { player: p, amount, status: w.status });
    this.repeats.push(async () => {
      const again = await this.member<WithdrawalValue>(p, 'POST', PaymentPath.withdraw, body);
      if (again.value?.id !== w.id) this.model.problems.push(`withdrawal ${body.requestId} retried: ${again.value?.id ?? again.code}, not ${w.id}`);
    });
    return w;
  }

  /** As the site does: readiness first; wagering still required is played through with one stake; then a share of the balance. */
  async withdrawal(p: number): Promise<void> {
    const read = await this.member<WithdrawalReadiness>(p, 'GET', PaymentPath.withdraw);
    if (!read.success) return void this.model.problems.push(`readiness refused with ${read.code}`);
    const ready = read.value!;
    let available = BigInt(ready.available);
    const remaining = BigInt(ready.turnover.remaining);
    if (remaining > 0n) {
      // Wagering more than half the balance first is not what a player who wants money out does.
      if (remaining * 2n > available || !(await this.seamless(p, 'debit', remaining))) return this.model.note('withdrawal', 'turnover not played through');
      available -= remaining;
    }
    const amount = (available * BigInt(10 + random(41))) / 100n / 100n * 100n;
    if (amount < BigInt(BENCH_CHANNEL.minWithdraw)) return this.model.note('withdrawal', 'balance too low to ask');
    const capped = amount > BigInt(BENCH_CHANNEL.maxWithdraw) ? BigInt(BENCH_CHANNEL.maxWithdraw) : amount;
    const refusedAccount = Math.random() < WITHDRAWAL_TO_REFUSED_ACCOUNT;
    const w = await this.request(p, capped, refusedAccount);
    if (w) await this.decide(w, refusedAccount);
  }

  /** Withdrawals and stakes racing one burst player's balance, nothing else touching it meanwhile: at most two pass, never more than the balance. */
  async burst(): Promise<void> {
    const free = this.members.map((_, i) => i).filter((i) => i >= this.regular && !this.bursting.has(i));
    // Every burst player busy with an earlier burst (not with 5 of them, one burst in 200): a bet instead.
    if (free.length === 0) return this.seamless(random(this.regular), 'debit', amountIn(1_000, 100_000)).then(() => undefined);
    this.model.bursts++;
    const p = free[random(free.length)]!;
    this.bursting.add(p);
    try {
      const readiness = async () => {
        const read = await this.member<WithdrawalReadiness>(p, 'GET', PaymentPath.withdraw);
        if (!read.success) throw new Error(`readiness refused with ${read.code}`);
        return BigInt(read.value!.available);
      };
      let available = await readiness();
      if (available < BURST_LOW) {
        await this.seamless(p, 'credit', BURST_REFILL);
        available = await readiness();
      }
      const amount = available / 3n + 1n;
      const requests = Array.from({ length: BURST_WITHDRAWALS }, () => this.request(p, amount, false));
      const stakes = Array.from({ length: BURST_STAKES }, () => this.seamless(p, 'debit', amount));
      const [held, staked] = await Promise.all([Promise.all(requests), Promise.all(stakes)]);
      const accepted = BigInt(held.filter(Boolean).length + staked.filter(Boolean).length);
      if (accepted > BURST_MAX_ACCEPTED || accepted * amount > available) this.model.problems.push(`overdraw: ${accepted} debits of ${amount} passed against a balance of ${available}`);
      for (const w of held) if (w) await this.decide(w, false);
    } finally {
      this.bursting.delete(p);
    }
  }

  async op(i: number): Promise<void> {
    if (i % BURST_EVERY === BURST_EVERY - 1) return this.burst();
    if (Math.random() < DUPLICATE_SHARE && this.repeats.length > 0) {
      this.model.duplicates++;
      return this.repeats[random(this.repeats.length)]!();
    }
    let pick = random(WEIGHT);
    const kind: Kind = MIX.find(([, w]) => (pick -= w) < 0)![0];
    const p = random(this.regular);
    if (kind === 'deposit') return this.deposit(p);
    if (kind === 'withdrawal') return this.withdrawal(p);
    await this.seamless(p, kind === 'bet' ? 'debit' : 'credit', kind === 'bet' ? amountIn(1_000, 100_000) : amountIn(100, 150_000));
  }
}

/** `ops` operations, `concurrency` at a time, over `members`; the last `burstPlayers` take the overdraw bursts only. */
export async function paymentsMix(app: FastifyInstance, cashier: Cashier, members: readonly Member[], options: { ops: number; concurrency: number; burstPlayers: number; tag: string }): Promise<PaymentsRun> {
  const mix = new Mix(app, cashier, members, members.length - options.burstPlayers, options.tag);
  const started = performance.now();
  await pool(options.ops, options.concurrency, (i) => mix.op(i));
  return { ops: options.ops, seconds: (performance.now() - started) / 1000, model: mix.model };
}
