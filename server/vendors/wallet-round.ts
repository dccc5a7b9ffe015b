/**
 * One round of a house vendor against the seamless wallet, as a careful third-party vendor plays
 * it: debit the stake; only an accepted debit is played; the win (0 too, to close the round) is
 * credited. A credit that fails is retried with the same requestId and transactionId (the wallet
 * applies it at most once), so a win is never lost; a debit whose outcome is unknown is rolled back.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { CreditRequest, RollbackRequest, SeamlessResponse, SeamlessWalletClient } from './seamless/contract';

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

interface Settlement {
  client: SeamlessWalletClient;
  operation: 'credit' | 'rollback';
  body: CreditRequest | RollbackRequest;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export interface RoundRunner {
  play<T extends { win: number }>(client: SeamlessWalletClient, round: RoundRequest, play: () => T): Promise<RoundResult<T>>;
  /** Sends every queued credit and rollback again; the ones still failing stay queued. */
  retryPending(): Promise<void>;
  pendingCount(): number;
}

/** A round runner; settlements that fail every attempt wait in its queue for retryPending. */
export function createRoundRunner(log: FastifyBaseLogger, retryDelaysMs: readonly number[] = DEFAULT_RETRY_DELAYS_MS): RoundRunner {
  let pending: Settlement[] = [];

  const attempt = async (s: Settlement): Promise<SeamlessResponse | null> => {
    try {
      const response = s.operation === 'credit' ? await s.client.credit(s.body as CreditRequest) : await s.client.rollback(s.body as RollbackRequest);
      if (response.success) return response;
      log.warn({ operation: s.operation, transactionId: s.body.transactionId, code: response.code }, 'settlement refused');
    } catch (err) {
      log.warn({ err, operation: s.operation, transactionId: s.body.transactionId }, 'settlement failed');
    }
    return null;
  };

  /** Same body (requestId, transactionId) on every attempt; queued when all fail. */
  const settle = async (s: Settlement): Promise<SeamlessResponse | null> => {
    for (const delay of retryDelaysMs) {
      if (delay > 0) await sleep(delay);
      const response = await attempt(s);
      if (response) return response;
    }
    log.error({ operation: s.operation, transactionId: s.body.transactionId }, 'settlement queued for retry');
    pending.push(s);
    return null;
  };

  return {
    async play(client, round, play) {
      const roundId = randomUUID();
      const debitId = `${roundId}:bet`;
      const base = { sessionId: round.sessionId, roundId };
      let debit: SeamlessResponse;
      try {
        debit = await client.debit({ ...base, requestId: `${roundId}:debit`, transactionId: debitId, gameId: round.gameId, amount: round.stake });
      } catch (err) {
        log.error({ err, roundId }, 'debit outcome unknown; rolling back');
        const rollback: RollbackRequest = { ...base, requestId: `${roundId}:rollback`, transactionId: `${roundId}:cancel`, refTransactionId: debitId };
        await settle({ client, operation: 'rollback', body: rollback });
        return { ok: false, code: ROUND_FAILED, message: 'The bet could not be placed; nothing was charged.' };
      }
      if (!debit.success || !debit.value) {
        return { ok: false, code: debit.code ?? ROUND_FAILED, message: debit.message ?? 'The bet was refused.' };
      }

      const outcome = play();
      const credit: CreditRequest = {
        ...base,
        requestId: `${roundId}:credit`,
        transactionId: `${roundId}:win`,
        gameId: round.gameId,
        amount: outcome.win,
        refTransactionId: debitId,
      };
      const credited = await settle({ client, operation: 'credit', body: credit });
      const value = credited?.value ?? debit.value;
      return { ok: true, roundId, outcome, balance: value.balance, currency: value.currency, creditPending: credited === null };
    },

    async retryPending() {
      const due = pending;
      pending = [];
      for (const s of due) {
        if (!(await attempt(s))) pending.push(s);
      }
    },

    pendingCount: () => pending.length,
  };
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
