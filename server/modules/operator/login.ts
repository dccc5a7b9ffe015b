/**
 * The console login: password, then a TOTP code (or a recovery code); an operator without a
 * second factor enrols at that step, with the secret shown once. Every success and failure is
 * audited; OPERATOR_MAX_FAILURES wrong passwords or codes in a row lock the account for
 * OPERATOR_LOCK_MINUTES. Counters move in SQL, so parallel guesses cannot slip past the lock.
 */
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import type { OperatorPasswordValue } from '@common/contract/operator';
import type { Deps } from '../../context';
import { AppError } from '../../http/envelope';
import { passwordHashParams, verifyAgainstDummy, verifyPassword } from '../../security/scrypt';
import { randomToken, sha256Hex } from '../../security/tokens';
import { recordAudit } from '../audit';
import { findOperator, findOperatorByUsername, normaliseUsername, operatorActor, operatorSubject } from './accounts';
import { acceptedStep, enrolment, newRecoveryCodes, newTotpSecret, normaliseRecoveryCode } from './totp';
import { operatorChallenges, operatorRecoveryCodes, operators, type OperatorRow } from './tables';

type LoginDeps = Pick<Deps, 'db' | 'config' | 'now' | 'keyring'>;

/** How long the code step may follow the password step. */
const CHALLENGE_MINUTES = 5;
/** The issuer an authenticator app lists the account under. */
const TOTP_ISSUER = 'mlobby console';

const MINUTE_MS = 60_000;

function lockedError(lockedUntil: Date, now: number): AppError {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now) / MINUTE_MS));
  return new AppError(ErrorCode.operatorLocked, { params: { minutes }, value: { lockedUntil: lockedUntil.getTime() } });
}

function refuseIfLocked(operator: OperatorRow, now: number): void {
  if (operator.lockedUntil && operator.lockedUntil.getTime() > now) throw lockedError(operator.lockedUntil, now);
}

/** One more failure in a row; the one that reaches the limit locks the account and starts the count again. */
async function countFailure(deps: LoginDeps, operator: OperatorRow, ip: string, what: 'password' | 'code'): Promise<Date | null> {
  const now = deps.now();
  const reached = sql`${operators.failedLogins} + 1 >= ${deps.config.operatorMaxFailures}`;
  const until = new Date(now + deps.config.operatorLockMinutes * MINUTE_MS);
  const [row] = await deps.db
    .update(operators)
    .set({
      failedLogins: sql`case when ${reached} then 0 else ${operators.failedLogins} + 1 end`,
      lockedUntil: sql`case when ${reached} then ${until.toISOString()}::timestamptz else ${operators.lockedUntil} end`,
    })
    .where(eq(operators.id, operator.id))
    .returning({ lockedUntil: operators.lockedUntil });
  const locked = row?.lockedUntil && row.lockedUntil.getTime() > now ? row.lockedUntil : null;
  await recordAudit(deps.db, operatorActor(operator.id, ip), { action: 'operator.login.failed', subject: operatorSubject(operator.id), detail: { step: what, locked: locked !== null } });
  return locked;
}

async function newChallenge(deps: LoginDeps, operatorId: number, purpose: 'totp' | 'enrol'): Promise<string> {
  const token = randomToken();
  await deps.db.insert(operatorChallenges).values({ tokenHash: sha256Hex(token), operatorId, purpose, expiresAt: new Date(deps.now() + CHALLENGE_MINUTES * MINUTE_MS) });
  return token;
}

/** Step 1: the password. Unknown operators and wrong passwords get the same answer, after the same work. */
export async function passwordStep(deps: LoginDeps, username: string, password: string, ip: string): Promise<OperatorPasswordValue> {
  const operator = await findOperatorByUsername(deps.db, username);
  if (!operator || operator.status !== 'active') {
    await verifyAgainstDummy(password, passwordHashParams(deps.config));
    await recordAudit(deps.db, { actor: 'anonymous', ip }, { action: 'operator.login.failed', subject: `operator-username:${normaliseUsername(username).slice(0, 64)}`, detail: { step: 'password' } });
    throw new AppError(ErrorCode.operatorCredentialsInvalid);
  }
  const now = deps.now();
  refuseIfLocked(operator, now);
  if (!(await verifyPassword(password, operator.passwordHash))) {
    const locked = await countFailure(deps, operator, ip, 'password');
    throw locked ? lockedError(locked, now) : new AppError(ErrorCode.operatorCredentialsInvalid);
  }
  if (operator.totpConfirmedAt) return { next: 'totp', challenge: await newChallenge(deps, operator.id, 'totp') };
  // No second factor yet: a new secret each time, so a QR code seen earlier is worth nothing.
  const secret = newTotpSecret();
  await deps.db.update(operators).set({ totpSecret: deps.keyring.seal(secret) }).where(eq(operators.id, operator.id));
  return { next: 'enrol', challenge: await newChallenge(deps, operator.id, 'enrol'), ...(await enrolment(secret, operator.username, TOTP_ISSUER)) };
}

/** The operator a live challenge of this purpose belongs to; refused when unknown, used or expired. */
async function challengedOperator(deps: LoginDeps, challenge: string, purpose: 'totp' | 'enrol'): Promise<{ challengeId: number; operator: OperatorRow }> {
  const rows = await deps.db
    .select()
    .from(operatorChallenges)
    .where(and(eq(operatorChallenges.tokenHash, sha256Hex(challenge)), eq(operatorChallenges.purpose, purpose), isNull(operatorChallenges.usedAt), gt(operatorChallenges.expiresAt, new Date(deps.now()))))
    .limit(1);
  const row = rows[0];
  const operator = row ? await findOperator(deps.db, row.operatorId) : null;
  if (!row || !operator || operator.status !== 'active') throw new AppError(ErrorCode.operatorChallengeInvalid);
  refuseIfLocked(operator, deps.now());
  return { challengeId: row.id, operator };
}

/** Uses the challenge up; false when a parallel request already did. */
async function spendChallenge(deps: LoginDeps, challengeId: number): Promise<boolean> {
  const rows = await deps.db
    .update(operatorChallenges)
    .set({ usedAt: new Date(deps.now()) })
    .where(and(eq(operatorChallenges.id, challengeId), isNull(operatorChallenges.usedAt)))
    .returning({ id: operatorChallenges.id });
  return rows.length > 0;
}

/** Records the accepted step; false when this step (or a later one) was already used: a replay. */
async function claimStep(deps: LoginDeps, operatorId: number, step: number, confirm: boolean): Promise<boolean> {
  const rows = await deps.db
    .update(operators)
    .set({ totpLastStep: step, failedLogins: 0, ...(confirm ? { totpConfirmedAt: new Date(deps.now()) } : {}) })
    .where(and(eq(operators.id, operatorId), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
    .returning({ id: operators.id });
  return rows.length > 0;
}

/** Spends an unused recovery code of the operator; false when there is none such. */
async function spendRecoveryCode(deps: LoginDeps, operatorId: number, input: string): Promise<boolean> {
  const code = normaliseRecoveryCode(input);
  if (!code) return false;
  const rows = await deps.db
    .update(operatorRecoveryCodes)
    .set({ usedAt: new Date(deps.now()) })
    .where(and(eq(operatorRecoveryCodes.operatorId, operatorId), eq(operatorRecoveryCodes.codeHash, deps.keyring.hmac(code)), isNull(operatorRecoveryCodes.usedAt)))
    .returning({ id: operatorRecoveryCodes.id });
  if (rows.length > 0) await deps.db.update(operators).set({ failedLogins: 0 }).where(eq(operators.id, operatorId));
  return rows.length > 0;
}

/** The time step the operator's TOTP code is good for now (never one already used), or null. */
function totpStep(deps: LoginDeps, operator: OperatorRow, code: string): number | null {
  const secret = operator.totpSecret ? deps.keyring.unseal(operator.totpSecret) : null;
  return secret ? acceptedStep(secret, code.trim(), deps.now(), operator.totpLastStep) : null;
}

async function wrongCode(deps: LoginDeps, operator: OperatorRow, ip: string): Promise<never> {
  const now = deps.now();
  const locked = await countFailure(deps, operator, ip, 'code');
  throw locked ? lockedError(locked, now) : new AppError(ErrorCode.operatorCodeWrong);
}

/** Step 2: a TOTP code or a recovery code. Resolves to the operator, whose session the caller starts. */
export async function codeStep(deps: LoginDeps, challenge: string, code: string, ip: string): Promise<{ operator: OperatorRow; recoveryCodeUsed: boolean }> {
  const { challengeId, operator } = await challengedOperator(deps, challenge, 'totp');
  const step = totpStep(deps, operator, code);
  const accepted = step !== null ? await claimStep(deps, operator.id, step, false) : await spendRecoveryCode(deps, operator.id, code);
  if (!accepted) return wrongCode(deps, operator, ip);
  if (!(await spendChallenge(deps, challengeId))) throw new AppError(ErrorCode.operatorChallengeInvalid);
  const recoveryCodeUsed = step === null;
  await recordAudit(deps.db, operatorActor(operator.id, ip), { action: 'operator.login', subject: operatorSubject(operator.id), detail: { factor: recoveryCodeUsed ? 'recovery-code' : 'totp' } });
  return { operator, recoveryCodeUsed };
}

/** Step 2 of a first login: the first code of the new secret confirms it; the recovery codes are made then, shown once. */
export async function enrolStep(deps: LoginDeps, challenge: string, code: string, ip: string): Promise<{ operator: OperatorRow; recoveryCodes: string[] }> {
  const { challengeId, operator } = await challengedOperator(deps, challenge, 'enrol');
  const step = totpStep(deps, operator, code);
  if (step === null || !(await claimStep(deps, operator.id, step, true))) return wrongCode(deps, operator, ip);
  if (!(await spendChallenge(deps, challengeId))) throw new AppError(ErrorCode.operatorChallengeInvalid);
  const recoveryCodes = newRecoveryCodes();
  await deps.db.transaction(async (tx) => {
    await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operator.id));
    await tx.insert(operatorRecoveryCodes).values(recoveryCodes.map((code) => ({ operatorId: operator.id, codeHash: deps.keyring.hmac(code) })));
    await recordAudit(tx, operatorActor(operator.id, ip), { action: 'operator.totp.enrol', subject: operatorSubject(operator.id) });
    await recordAudit(tx, operatorActor(operator.id, ip), { action: 'operator.login', subject: operatorSubject(operator.id), detail: { factor: 'totp' } });
  });
  return { operator, recoveryCodes };
}
