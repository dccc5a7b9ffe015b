/**
 * Wallet guards: checks other modules register (the player-protection limits) and that every
 * intent taking money from a member, and every deposit, runs inside its posting's database
 * transaction before any balance moves. A guard refuses with a stable error code; the posting and
 * everything the caller wrote in that transaction are then rolled back.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorCodeValue } from '@common/contract/envelope';
import { Registry, type RegistryItem } from '@common/registry';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { lockAccounts } from './accounts';
import type { AccountKind } from './tables';

/**
 * The intents guards see: money leaving a member for a game, a withdrawal, another member or a
 * transfer-wallet vendor, and deposits (deposit limits). Payouts, refunds, releases, operator adjustments, bonus forfeits and
 * points are not: they pay the member, undo a guarded move, or are the operator's own decision.
 */
export const GUARDED_INTENTS = ['stake', 'deposit', 'withdrawHold', 'agentTransfer', 'transferIn'] as const;
export type GuardedIntent = (typeof GUARDED_INTENTS)[number];

/** What a guard decides on. The member's account is locked (FOR UPDATE) before the first guard runs. */
export interface GuardAttempt {
  intent: GuardedIntent;
  merchant: string;
  /** The member the money leaves (for a deposit: arrives to). */
  memberId: number;
  memberAccountId: number;
  accountKind: AccountKind;
  /** Minor units, > 0. */
  amount: bigint;
  idempotencyKey: string;
  /** The intent's typed reference (game, channel, withdrawal...). */
  reference: Readonly<Record<string, unknown>>;
  /** agentTransfer: the member the money arrives to (the sender is memberId), so guards judge the recipient too. */
  toMemberId?: number;
  toAccountId?: number;
}

/** A guard's refusal: the code (and message parameters) the caller gets. */
export interface GuardRefusal {
  code: ErrorCodeValue;
  params?: Record<string, string | number>;
}

/**
 * A check run before a guarded intent posts; null lets it through. It may read and write in `tx`.
 * A stake guard sees the seamless debits only of members marked with guardMember (the others are
 * one round trip, guard-free): its module marks a member in the transaction storing what it acts on.
 */
export interface WalletGuard extends RegistryItem {
  intents: readonly GuardedIntent[];
  check(tx: Database, attempt: GuardAttempt): Promise<GuardRefusal | null>;
}

/** The guards of one app, registered by named plugins that depend on 'wallet'. */
export class WalletGuards {
  private readonly registry = new Registry<WalletGuard>();

  /** Adds a guard; a second guard with the same id is a programming error. */
  register(guard: WalletGuard): void {
    this.registry.register(guard);
  }

  /** Whether any guard checks `intent`. */
  covers(intent: GuardedIntent): boolean {
    return this.registry.list().some((guard) => guard.intents.includes(intent));
  }

  /**
   * Runs the guards of the attempt's intent in the posting's transaction. With none registered it
   * does nothing, so an unguarded intent costs no statement. With some, the posting's accounts are
   * locked first (ascending ids, the order every posting takes them): a guard that counts or sums
   * in SQL then sees every earlier committed posting of the member and no concurrent one slips by.
   */
  async run(tx: Database, attempt: GuardAttempt, accountIds: readonly number[]): Promise<void> {
    const guards = this.registry.list().filter((guard) => guard.intents.includes(attempt.intent));
    if (guards.length === 0) return;
    await lockAccounts(tx, accountIds);
    for (const guard of guards) {
      const refusal = await guard.check(tx, attempt);
      if (refusal) throw new AppError(refusal.code, { params: refusal.params });
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The wallet's guard registry (plugin 'wallet'); a module registers its guards in a plugin with dependencies: ['wallet']. */
    walletGuards: WalletGuards;
  }
}

/** The named plugin 'wallet': decorates the app with its guard registry. */
export const walletPlugin = fp(
  async function wallet(app: FastifyInstance) {
    app.decorate('walletGuards', new WalletGuards());
  },
  { name: 'wallet' },
);
