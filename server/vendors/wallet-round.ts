/**
 * One round of a house vendor against the seamless wallet, as a careful third-party vendor plays
 * it: debit the stake; only an accepted debit is played; the win (0 too, to close the round) is
 * credited. A credit or rollback is stored (settlements/) before its first attempt and resent with
 * the same requestId and transactionId until the wallet accepts it (the wallet applies it at most
 * once), so a win survives a wallet failure, a crash or a restart; a debit whose outcome is
 * unknown is rolled back. The rollback is stored before the debit is sent, due only after the
 * open-round timeout (settlements/open-rounds.ts), so a round whose process died before its
 * outcome was stored returns its stake.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/connection';
import type { CreditRequest, RollbackRequest, SeamlessResponse, SeamlessWalletClient } from './seamless/contract';
import { RESEND_ALERT_ATTEMPTS, RESEND_POLL_MS, resendDelayMs } from './settlements/backoff';
import type { SettlementRow } from './settlements/tables';
import { closeOpenRound, openRound } from './settlements/open-rounds';
import { claimDueSettlements, recordOwed, recordSettled, type NewSettlement, type VendorScope } from './settlements/store';

export interface RoundRequest {
  sessionId: string;
  gameId: number | null;
  stake: number;
}

export type RoundResult<T> =
  | { ok: true; roundId: string; outcome: T; balance: number; currency: string; creditPending: boolean }
  /** Nothing was played or shown; `code` is the wallet's refusal, or round.failed when the debit's fate was unknown or the round outlived the open-round timeout. */
  | { ok: false; code: string; message: string };

/** Code of a round abandoned because the debit's outcome was unknown or the open-round timeout passed first (its stake is returned). */
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
  /** How long a round may stay without a stored outcome before its stake is returned (OPEN_ROUND_TIMEOUT_MINUTES). */
  openRoundTimeoutMs: number;
  retryDelaysMs?: readonly number[];
  /** Uniform in [0, 1): the jitter of the resend backoff (Math.random unless a test injects its own). */
  random?: () => number;
}

export interface RoundRunner {
  /** `play` decides the outcome once the debit is accepted; it gets the round id (the slot records its spin under it). */
  play<T extends { win: number }>(vendorCode: string, round: RoundRequest, play: (roundId: string) => T | Promise<T>): Promise<RoundResult<T>>;
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
    let recorded: Promise<void>;
    if (response) {
      recorded = recordSettled(db, row, attempts, now(), response.value);
    } else {
      const total = row.attempts + attempts;
      const retryAt = now() + resendDelayMs(total, random);
      const owed = { operation: row.operation, transactionId: row.body.transactionId, attempts: total, retryAt: new Date(retryAt) };
      // Past the alert count the backoff sits at its cap: a person has to look at the wallet.
      if (total >= RESEND_ALERT_ATTEMPTS) log.error({ ...owed, alert: 'settlement.long.owed' }, 'settlement owed for many attempts; resent at the longest backoff');
      else log.warn(owed, 'settlement owed; resent later');
      recorded = recordOwed(db, row.id, attempts, retryAt);
    }
    // Not recording is harmless: the claim runs out and the row is resent; the wallet applies it once.
    await recorded.catch((err: unknown) => log.warn({ err, settlement: row.id }, 'settlement outcome not recorded'));
    return response;
  };

  /**
   * Puts the round's outcome in place of its stored rollback, then sends it. `swept`: the timeout
   * passed first and the sweeper is returning the stake, so this outcome is dropped.
   */
  const settle = async (open: SettlementRow, settlement: NewSettlement): Promise<{ swept: true } | { swept: false; response: SeamlessResponse | null }> => {
    const row = await closeOpenRound(db, open, settlement, now()).catch((err: unknown) => {
      // The body in the log is then the only record of what the wallet is owed.
      log.error({ err, settlement }, 'settlement could not be stored');
      throw err;
    });
    if (!row) {
      log.error({ operation: settlement.operation, roundId: settlement.body.roundId }, 'round outlived the open-round timeout; its stake is returned instead');
      return { swept: true };
    }
    return { swept: false, response: await send(row, retryDelaysMs) };
  };

  let pass: Promise<void> | null = null;
  let closed = false;

  return {
    async play(vendorCode, round, play) {
      const client = clientFor(vendorCode);
      const roundId = randomUUID();
      const debitId = `${roundId}:bet`;
      const base = { sessionId: round.sessionId, roundId };
      const rollback: RollbackRequest = { ...base, requestId: `${roundId}:rollback`, transactionId: `${roundId}:cancel`, refTransactionId: debitId };
      const open = await openRound(db, vendorCode, rollback, now(), now() + options.openRoundTimeoutMs);
      let debit: SeamlessResponse;
      try {
        debit = await client.debit({ ...base, requestId: `${roundId}:debit`, transactionId: debitId, gameId: round.gameId, amount: round.stake });
      } catch (err) {
        log.error({ err, roundId }, 'debit outcome unknown; rolling back');
        await settle(open, { vendorCode, operation: 'rollback', body: rollback });
        return { ok: false, code: ROUND_FAILED, message: 'The bet could not be placed; nothing was charged.' };
      }
      if (!debit.success || !debit.value) {
        // Nothing was charged: there is no stake to return.
        await closeOpenRound(db, open, null, now());
        return { ok: false, code: debit.code ?? ROUND_FAILED, message: debit.message ?? 'The bet was refused.' };
      }

      // The outcome and the credit that pays it are one step: the credit is stored before anything else happens.
      const outcome = await play(roundId);
      const credit: CreditRequest = {
        ...base,
        requestId: `${roundId}:credit`,
        transactionId: `${roundId}:win`,
        gameId: round.gameId,
        amount: outcome.win,
        refTransactionId: debitId,
      };
      const credited = await settle(open, { vendorCode, operation: 'credit', body: credit });
      if (credited.swept) return { ok: false, code: ROUND_FAILED, message: 'The round could not be completed; the stake is returned.' };
      const value = credited.response?.value ?? debit.value;
      return { ok: true, roundId, outcome, balance: value.balance, currency: value.currency, creditPending: credited.response === null };
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
 * left, each at its stored next attempt, so a restart sends no burst) and looks again every
 * `everyMs`; the timer does not keep the process alive and stops on close.
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
