/**
 * Free trial (§4, §6): GET /wps/session/trial reserves a fresh name for a few minutes; the
 * free-play login claims it once and creates a type-4 demo account under the merchant's trial
 * code. Trial accounts have no password and never touch real money.
 */
import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { LoginResult, TrialAccountValue } from '@common/contract/account';
import { ErrorCode } from '@common/contract/envelope';
import type { Deps } from '../../context';
import { AppError } from '../../http/envelope';
import { createMember } from '../member';
import type { Client } from '../../plugins/gateway';
import { loggedIn } from './login';
import { trialNames } from './tables';
import { TRIAL_MEMBER_TYPE } from '@common/rules/memberTypes';

/** How long a handed-out name waits for its free-play login. */
export const TRIAL_RESERVE_MS = 10 * 60_000;
function trialCodeOf(client: Client): string {
  if (!client.merchant.trialCode) throw new AppError(ErrorCode.noPermission);
  return client.merchant.trialCode;
}

/** Reserves a name like guest12345678 that no one has had before. */
export async function reserveTrialName(deps: Deps, client: Client): Promise<TrialAccountValue> {
  const merchantCode = trialCodeOf(client);
  // 10^8 names: a collision is rare, a few tries make a failure practically impossible.
  for (let i = 0; i < 5; i++) {
    const name = `guest${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    const rows = await deps.db
      .insert(trialNames)
      .values({ name, merchantCode, reservedUntil: new Date(deps.now() + TRIAL_RESERVE_MS) })
      .onConflictDoNothing()
      .returning({ name: trialNames.name });
    if (rows[0]) return { trialName: rows[0].name };
  }
  throw new Error('could not reserve a unique trial name');
}

/** Claims a reserved name (once, before it lapses) and logs its new trial account in. */
export async function freeplayLogin(deps: Deps, client: Client, trialName: string): Promise<LoginResult> {
  const merchantCode = trialCodeOf(client);
  const now = new Date(deps.now());
  const claimed = await deps.db
    .update(trialNames)
    .set({ claimedAt: now })
    .where(
      and(eq(trialNames.name, trialName), eq(trialNames.merchantCode, merchantCode), isNull(trialNames.claimedAt), gt(trialNames.reservedUntil, now)),
    )
    .returning({ name: trialNames.name });
  if (!claimed[0]) throw new AppError(ErrorCode.trialInvalid);
  const member = await createMember(
    deps.db,
    { merchantCode, username: trialName, passwordHash: null, type: TRIAL_MEMBER_TYPE, demo: true },
    { actor: 'trial', ip: client.ip },
    'member.trial.created',
  );
  // The claimed name is unique for ever, so the account cannot exist already.
  return loggedIn(deps, member!, client, 'freeplay');
}
