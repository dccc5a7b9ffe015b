/**
 * Password flows: change (old password needed), reset by email link or SMS code, verification,
 * and the withdrawal (payment) password. A password change keeps the caller's session and
 * revokes every other; a reset revokes all. Either ends the member's game sessions. Guesses at a current password go through the login
 * attempt throttle, so a stolen session cannot be used to find the password quickly.
 */
import type { ChangePasswordRequest, EmailPasswordResetConfirm, PaymentPasswordRequest, SmsPasswordResetRequest } from '@common/contract/account';
import { ErrorCode } from '@common/contract/envelope';
import type { Deps } from '../../context';
import { AppError } from '../../http/envelope';
import { hashPassword, passwordHashParams, verifyPassword } from '../../security/scrypt';
import { randomToken, sha256Hex } from '../../security/tokens';
import type { AuthContext } from '../../plugins/auth';
import { endMemberGameSessions } from '../launch';
import type { Merchant } from '../merchant';
import { beginAttempt, clearFailures, failAttempt, finishAttempt } from '../session';
import type { Client } from '../../plugins/gateway';
import { revokeMemberSessions } from '../session';
import { verifyCode } from '../sms';
import { parsePhone } from './phone';
import * as repo from './repository';
import { checkPassword, checkPaymentPassword } from './rules';
import { findMember, findMemberByPhone, findMemberByUsername, loginAccountsOf, memberSubject, storePassword, storePaymentPassword, type Member } from './service';

const RESET_TTL_MS = 30 * 60_000;
const RESET_ACTION = 'member.password.reset';
/** One reset email per account per minute: the form cannot be used to flood a mailbox. */
const RESET_GAP_MS = 60_000;

function requireResetOn(merchant: Merchant): void {
  if (!merchant.config.whitelabel.passwordReset) throw new AppError(ErrorCode.noPermission);
}

function requireFormat(password: string): void {
  const code = checkPassword(password);
  if (code) throw new AppError(code);
}

/** Checks a secret of the caller's through the attempt throttle; `account` keys the lock. */
async function throttledCheck(deps: Deps, client: Client, account: string, check: () => Promise<boolean>): Promise<boolean> {
  // Never a recognised device: a stolen session must not skip the lock while guessing the password.
  const subject = { merchantCode: client.merchant.code, account, ip: client.ip, device: null };
  const attempt = await beginAttempt(deps, subject, 'exempt');
  if (await check()) {
    await finishAttempt(deps.db, attempt, 'ok');
    return true;
  }
  await failAttempt(deps, attempt, subject);
  return false;
}

/**
 * Stores a new password and revokes sessions (all, or all but `keepSessionId`) in one transaction.
 * Game sessions end too, all of them: they name no login session, and one opened by whoever
 * held the old password must not keep betting (as on logout, vendors may still settle wins).
 * A reset also lifts a lock-out: it proved the owner, and the guessed password is gone.
 */
async function replacePassword(deps: Deps, member: Member, password: string, ip: string, action: string, keepSessionId?: number): Promise<void> {
  const hash = await hashPassword(password, passwordHashParams(deps.config));
  await deps.db.transaction(async (tx) => {
    await storePassword(tx, member, hash, deps.now(), { actor: memberSubject(member.id), ip }, action);
    await revokeMemberSessions(tx, member.id, deps.now(), keepSessionId);
    await endMemberGameSessions(tx, member.id, deps.now());
    if (action === RESET_ACTION) await clearFailures(tx, member.merchantCode, loginAccountsOf(member), deps.now());
  });
}

/** POST /wps/member/password. */
export async function changePassword(deps: Deps, client: Client, auth: AuthContext, req: ChangePasswordRequest): Promise<void> {
  requireFormat(req.newPassword);
  if (req.newPassword === req.oldPassword) throw new AppError(ErrorCode.passwordSame);
  if (!(await checkCurrentPassword(deps, client, auth, req.oldPassword))) throw new AppError(ErrorCode.passwordWrong);
  await replacePassword(deps, auth.member, req.newPassword, client.ip, 'member.password.changed', auth.sessionId);
}

/** POST /wps/member/password/verification: is this the caller's password? */
export async function checkCurrentPassword(deps: Deps, client: Client, auth: AuthContext, password: string): Promise<boolean> {
  const { member } = auth;
  return throttledCheck(deps, client, member.username, async () => !!member.passwordHash && verifyPassword(password, member.passwordHash));
}

/** POST /wps/member/password/email: mails a reset link when username and email match; the answer never says whether they did. */
export async function requestEmailReset(deps: Deps, client: Client, username: string, email: string): Promise<void> {
  requireResetOn(client.merchant);
  const member = await findMemberByUsername(deps.db, client.merchant.code, username);
  if (!member || member.status !== 'active' || !member.email || member.email.toLowerCase() !== email.trim().toLowerCase()) return;
  const now = deps.now();
  const last = await repo.lastResetAt(deps.db, member.id);
  if (last && now - last.getTime() < RESET_GAP_MS) return;
  const token = randomToken();
  await repo.insertReset(deps.db, member.id, sha256Hex(token), new Date(now), new Date(now + RESET_TTL_MS));
  await deps.messaging.email.send({
    merchantCode: member.merchantCode,
    to: member.email,
    subject: `${client.merchant.name}: reset your password`,
    text: [
      `Reset code: ${token}`,
      `Or open /m/forget?resetToken=${token}`,
      'It works once, within 30 minutes. If you did not ask for it, ignore this email.',
    ].join('\n'),
  });
}

/** POST /wps/member/password/reset with the emailed token. */
export async function resetWithToken(deps: Deps, client: Client, req: EmailPasswordResetConfirm): Promise<void> {
  requireResetOn(client.merchant);
  requireFormat(req.newPassword);
  const memberId = await repo.consumeReset(deps.db, sha256Hex(req.resetToken), new Date(deps.now()));
  const member = memberId === null ? null : await findMember(deps.db, memberId);
  if (!member || member.merchantCode !== client.merchant.code) throw new AppError(ErrorCode.resetTokenInvalid);
  await replacePassword(deps, member, req.newPassword, client.ip, RESET_ACTION);
}

/** POST /wps/member/password/sms with a reset-purpose SMS code. */
export async function resetWithSms(deps: Deps, client: Client, req: SmsPasswordResetRequest): Promise<void> {
  requireResetOn(client.merchant);
  const phone = parsePhone(req.countryDialingCode, req.mobileNum);
  if (!phone) throw new AppError(ErrorCode.mobileInvalid);
  requireFormat(req.newPassword);
  const valid = await verifyCode(deps, { merchantCode: client.merchant.code, phone, purpose: 'reset' }, req.messageCode);
  const member = valid ? await findMemberByPhone(deps.db, client.merchant.code, phone) : null;
  if (!member) throw new AppError(ErrorCode.verificationCodeWrong);
  await replacePassword(deps, member, req.newPassword, client.ip, RESET_ACTION);
}

/** POST /wps/member/paymentPassword: sets the withdrawal password, or changes it with the old one. */
export async function setPaymentPassword(deps: Deps, client: Client, auth: AuthContext, req: PaymentPasswordRequest): Promise<void> {
  const code = checkPaymentPassword(req.newPaymentPassword);
  if (code) throw new AppError(code);
  const { member } = auth;
  const existing = member.withdrawalPasswordHash;
  if (existing) {
    const old = req.oldPaymentPassword ?? '';
    const valid = await throttledCheck(deps, client, `payment:${member.username}`, () => verifyPassword(old, existing));
    if (!valid) throw new AppError(ErrorCode.paymentPasswordWrong);
  }
  const who = { actor: memberSubject(member.id), ip: client.ip };
  const action = existing ? 'member.payment-password.changed' : 'member.payment-password.set';
  const stored = await storePaymentPassword(deps.db, member, { expected: existing, hash: await hashPassword(req.newPaymentPassword, passwordHashParams(deps.config)) }, who, action);
  // Another request set or changed it since this one checked: the old password given (or none) is no longer the current one.
  if (!stored) throw new AppError(ErrorCode.paymentPasswordWrong);
}

/**
 * Checks the member's withdrawal password (payout accounts, withdrawals) through the same attempt
 * throttle and lock key as changing it, so neither call can be used to guess it faster. Throws
 * withdrawal.password.missing when none is set, payment.password.wrong when it does not match.
 */
export async function requireWithdrawalPassword(deps: Deps, client: Client, member: Member, password: string): Promise<void> {
  const hash = member.withdrawalPasswordHash;
  if (!hash) throw new AppError(ErrorCode.withdrawalPasswordMissing);
  const valid = await throttledCheck(deps, client, `payment:${member.username}`, () => verifyPassword(password, hash));
  if (!valid) throw new AppError(ErrorCode.paymentPasswordWrong);
}
