/**
 * The wallet guard of player protection: it runs in the posting's transaction after the wallet
 * locked the member's account, so concurrent stakes of one member are judged one after another
 * against every earlier committed posting (a limit is never overshot). It refuses stakes,
 * deposits and agent top-ups of a blocked member (sender and recipient), stakes and deposits past
 * a money limit, and stakes past the session limit or at a due reality check. A transfer into a
 * transfer-wallet vendor is judged as a stake of its amount (docs/transfer-wallet.md). Withdrawals are not
 * its intents: a blocked member may always take money out.
 */
import { ErrorCode } from '@common/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection';
import type { GuardAttempt, GuardRefusal, WalletGuard } from '../wallet';
import { activeBlock, blockRefusal } from './blocks';
import { limitRefusal } from './limits';
import { sessionRefusal } from './session';
import { settingsOf } from './settings';

/** The intents the guard checks (withdrawHold stays open to blocked members). */
export const PROTECTED_INTENTS = ['stake', 'deposit', 'agentTransfer', 'transferIn'] as const;

async function blocked(tx: Database, memberId: number, now: number): Promise<GuardRefusal | null> {
  const block = await activeBlock(tx, memberId, now);
  return block ? blockRefusal(block) : null;
}

/** Money arriving in a member's real account: blocked recipient, or past a deposit limit. */
async function funding(tx: Database, memberId: number, accountId: number, amount: bigint, now: number): Promise<GuardRefusal | null> {
  const refusal = await blocked(tx, memberId, now);
  if (refusal) return refusal;
  return limitRefusal(tx, await settingsOf(tx, memberId, now), ['deposit'], accountId, amount, now);
}

/** The guard, reading the app's clock and sessions. */
export function protectionGuard(app: FastifyInstance): WalletGuard {
  return {
    id: 'protection',
    name: 'Player protection',
    intents: PROTECTED_INTENTS,
    async check(tx: Database, attempt: GuardAttempt): Promise<GuardRefusal | null> {
      // Demo, bonus and points money are not the member's own: neither counted nor limited.
      if (attempt.accountKind !== 'real') return null;
      const now = app.now();
      if (attempt.intent === 'deposit') return funding(tx, attempt.memberId, attempt.memberAccountId, attempt.amount, now);
      if (attempt.intent === 'agentTransfer') {
        const sender = await blocked(tx, attempt.memberId, now);
        if (sender) return sender;
        if (attempt.toMemberId === undefined || attempt.toAccountId === undefined) return null;
        // The recipient's block or limit (and its end) is theirs to know: the agent hears only that it cannot receive.
        const recipient = await funding(tx, attempt.toMemberId, attempt.toAccountId, attempt.amount, now);
        return recipient && { code: ErrorCode.agentRecipientRefused };
      }
      const block = await blocked(tx, attempt.memberId, now);
      if (block) return block;
      const settings = await settingsOf(tx, attempt.memberId, now);
      if (settings.length === 0) return null;
      return (
        (await limitRefusal(tx, settings, ['wager', 'loss'], attempt.memberAccountId, attempt.amount, now)) ??
        (await sessionRefusal(app, tx, attempt.memberId, settings, now))
      );
    },
  };
}
