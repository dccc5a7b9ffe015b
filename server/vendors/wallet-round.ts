/**
 * One round of a house vendor against the seamless wallet, as a careful third-party vendor plays
 * it: debit the stake; only an accepted debit is played; the win (0 too, to close the round) is
 * credited. A credit or rollback is stored (settlements/) before its first attempt and resent with
 * the same requestId and transactionId until the wallet accepts it (the wallet applies it at most
 * once), so a win survives a wallet failure, a crash or a restart; a debit whose outcome is
 * unknown is rolled back.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/connection';
import type { CreditRequest, RollbackRequest, SeamlessResponse, SeamlessWalletClient } from './seamless/contract';
import { RESEND_ALERT_ATTEMPTS, RESEND_POLL_MS, resendDelayMs } from './settlements/backoff';
import type { SettlementRow } from './settlements/tables';
import { claimDueSettlements, recordAttempts, recordSettlement, type NewSettlement, type VendorScope } from './settlements/store';

export interface RoundRequest {
  sessionId: string;
  gameId: number | null;
  stake: number;
}

export type RoundResult<T> =
  | { ok: true; roundId: string; outcome: T; balance: number; currency: string; creditPending: boolean }
  /** Nothing was played; `code` is the wallet's refusal, or round.failed when the debit's fate was unknown. */
  | { ok: false; code: string; message: string };

/** Code of a round abandoned because the debit's outcome was unknown (it is rolled back). */
export const ROUND_FAILED = 'round.failed';

/** Pause before each attempt of a settling call (credit, rollback): first at once, then backing off. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [0, 100, 500];

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export interface RoundRunnerOptions {
  log: FastifyBaseLogger;
  db: Database;
  now: () => number;
  /** The wallet client of a vendor code this game server plays as. */
  clientFor: (vendorCode: string) => SeamlessWalletClient;
  /** The vendors whose stored settlements this runner resends: those of its game server. */
  vendors: VendorScope;
  retryDelaysMs?: readonly number[];
  /** Uniform in [0, 1): the jitter of the resend backoff (Math.random unless a test injects its own). */
  random?: () => number;
}

export interface RoundRunner {
  play<T extends { win: number }>(vendorCode: string, round: RoundRequest, play: () => T): Promise<RoundResult<T>>;
  /** Sends every due stored credit and rollback of its vendors once more; the ones still failing stay owed, due again after a backoff. Never throws. */
  resendDue(): Promise<void>;
  /** Stops resending; resolves once a pass in flight has finished. */
  close(): Promise<void>;
}

/** A round runner over the settlements table. */
export function createRoundRunner(options: RoundRunnerOptions): RoundRunner {
  const { log, db, now, clientFor } = options;
  const retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const random = options.random ?? Math.random;

  const attempt = async (row: SettlementRow): Promise<SeamlessResponse | null> => {
    const client = clientFor(row.vendorCode);
    try {
      const response = row.operation === 'credit' ? await client.credit(row.body as CreditRequest) : await client.rollback(row.body as RollbackRequest);
      if (response.success) return response;
      log.warn({ operation: row.operation, transactionId: row.body.transactionId, code: response.code }, 'settlement refused');
    } catch (err) {
      log.warn({ err, operation: row.operation, transactionId: row.body.transactionId }, 'settlement failed');
    }
    return null;
  };

  /** Sends the stored row (same body every attempt) and records the outcome; an owed row is due again after the backoff of its attempt count. */
  const send = async (row: SettlementRow, delays: readonly number[]): Promise<SeamlessResponse | null> => {
    let attempts = 0;
    let response: SeamlessResponse | null = null;
    for (const delay of delays) {
      if (delay > 0) await sleep(delay);
      attempts++;
      response = await attempt(row);
      if (response) break;
    }
    let outcome: { settledAt: number } | { retryAt: number } = { settledAt: now() };
    if (!response) {
      const total = row.attempts + attempts;
      outcome = { retryAt: now() + resendDelayMs(total, random) };
      const owed = { operation: row.operation, transactionId: row.body.transactionId, attempts: total, retryAt: new Date(outcome.retryAt) };
      // Past the alert count the backoff sits at its cap: a person has to look at the wallet.
      if (total >= RESEND_ALERT_ATTEMPTS) log.error({ ...owed, alert: 'settlement.long.owed' }, 'settlement owed for many attempts; resent at the longest backoff');
      else log.warn(owed, 'settlement owed; resent later');
    }
    // Not recording is harmless: the claim runs out and the row is resent; the wallet applies it once.
    await recordAttempts(db, row.id, attempts, outcome).catch((err: unknown) => log.warn({ err, settlement: row.id }, 'settlement outcome not recorded'));
    return response;
  };

  /** Stores the settlement before its first attempt, then sends it. */
  const settle = async (settlement: NewSettlement): Promise<SeamlessResponse | null> => {
    const row = await recordSettlement(db, settlement, now()).catch((err: unknown) => {
      // The body in the log is then the only record of what the wallet is owed.
      log.error({ err, settlement }, 'settlement could not be stored');
      throw err;
    });
    return send(row, retryDelaysMs);
  };

  let pass: Promise<void> | null = null;
  let closed = false;

  return {
    async play(vendorCode, round, play) {
      const client = clientFor(vendorCode);
      const roundId = randomUUID();
      const debitId = `${roundId}:bet`;
      const base = { sessionId: round.sessionId, roundId };
      let debit: SeamlessResponse;
      try {
        debit = await client.debit({ ...base, requestId: `${roundId}:debit`, transactionId: debitId, gameId: round.gameId, amount: round.stake });
      } catch (err) {
        log.error({ err, roundId }, 'debit outcome unknown; rolling back');
        const rollback: RollbackRequest = { ...base, requestId: `${roundId}:rollback`, transactionId: `${roundId}:cancel`, refTransactionId: debitId };
        await settle({ vendorCode, operation: 'rollback', body: rollback });
        return { ok: false, code: ROUND_FAILED, message: 'The bet could not be placed; nothing was charged.' };
      }
      if (!debit.success || !debit.value) {
        return { ok: false, code: debit.code ?? ROUND_FAILED, message: debit.message ?? 'The bet was refused.' };
      }

      // The outcome and the credit that pays it are one step: the credit is stored before anything else happens.
      const outcome = play();
      const credit: CreditRequest = {
        ...base,
        requestId: `${roundId}:credit`,
        transactionId: `${roundId}:win`,
        gameId: round.gameId,
        amount: outcome.win,
        refTransactionId: debitId,
      };
      const credited = await settle({ vendorCode, operation: 'credit', body: credit });
      const value = credited?.value ?? debit.value;
      return { ok: true, roundId, outcome, balance: value.balance, currency: value.currency, creditPending: credited === null };
    },

    resendDue() {
      if (closed) return Promise.resolve();
      // One pass at a time: a slow pass is not overlapped by the next tick.
      pass ??= (async () => {
        try {
          for (const row of await claimDueSettlements(db, options.vendors, now())) await send(row, [0]);
        } catch (err) {
          log.error({ err }, 'resending owed settlements failed');
        } finally {
          pass = null;
        }
      })();
      return pass;
    },

    async close() {
      closed = true;
      await pass;
    },
  };
}

/**
 * Resends a game server's due owed settlements when the app is ready (what a previous process
 * left, each at its stored next attempt, so a restart sends no burst) and looks again every `everyMs`; the timer does not keep the process alive and stops on close.
 */
export function resendOwedSettlements(app: FastifyInstance, runner: RoundRunner, everyMs = RESEND_POLL_MS): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // Not awaited: the pass reaches the wallet through app.inject, which waits for ready. Close awaits it.
    void runner.resendDue();
    timer = setInterval(() => void runner.resendDue(), everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    // A pass in flight finishes before the database closes.
    await runner.close();
  });
}

/**
 * The first answer to each (session, page requestId), so a page that resends a request after a
 * dropped connection gets the round it already played instead of a second one. Bounded: the
 * oldest entries go first.
 */
export function createReplayCache<T>(limit = 5000): (key: string, run: () => Promise<T>) => Promise<T> {
  const answers = new Map<string, Promise<T>>();
  return (key, run) => {
    const known = answers.get(key);
    if (known) return known;
    const answer = run();
    answers.set(key, answer);
    // A request that failed outright played nothing; its resend should try again.
    answer.catch(() => answers.delete(key));
    if (answers.size > limit) answers.delete(answers.keys().next().value as string);
    return answer;
  };
}
