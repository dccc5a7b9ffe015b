/**
 * POST /wps/session/login: username and password, mobile and SMS code, or a Firebase phone ID
 * token. Every check goes through the attempt throttle (captcha, account lock, IP throttle);
 * wrong credentials get one code whatever was wrong, and take the same time.
 */
import type { LoginRequest, LoginResult } from '@common/contract/account';
import { ErrorCode, type ErrorCodeValue } from '@common/contract/envelope';
import type { Deps } from '../../context';
import { AppError } from '../../http/envelope';
import { passwordHashParams, verifyAgainstDummy, verifyPassword } from '../../security/scrypt';
import { recordAudit } from '../audit';
import { consumeCaptcha } from '../captcha';
import type { Client } from '../../plugins/gateway';
import type { Merchant } from '../merchant';
import { e164, parsePhone, type Phone } from '../member';
import { normalizeUsername } from '../member';
import { findMemberByPhone, findMemberByUsername, memberSubject, passwordExpired, type Member } from '../member';
import { blockedLogin } from '../protection';
import { verifyCode } from '../sms';
import { beginAttempt, failAttempt, finishAttempt, type AttemptSubject, type CaptchaState } from './attempts';
import { issueDeviceToken, recognisedDevice } from './devices';
import type { FirebaseVerifier } from './firebase';
import { startSession, type SessionClient } from './tokens';

type Credential =
  | { kind: 'username'; account: string; password: string }
  | { kind: 'sms'; account: string; phone: Phone; code: string }
  | { kind: 'firebase'; account: string; phone: Phone; idToken: string };

function required(value: string | undefined, field: string, type: string): string {
  if (!value) throw new AppError(ErrorCode.requestInvalid, { status: 400, params: { field, detail: `is required for ${type} login` } });
  return value;
}

function phoneOf(dialing: string, mobile: string): Phone {
  const phone = parsePhone(dialing, mobile);
  if (!phone) throw new AppError(ErrorCode.mobileInvalid);
  return phone;
}

function credentialOf(req: LoginRequest, merchant: Merchant, firebase: FirebaseVerifier | null): Credential {
  switch (req.type) {
    case 'username': {
      const username = required(req.username, 'username', 'username');
      return { kind: 'username', account: normalizeUsername(username), password: required(req.password, 'password', 'username') };
    }
    case 'sms': {
      if (!merchant.config.whitelabel.smsLogin) throw new AppError(ErrorCode.noPermission);
      const phone = phoneOf(required(req.countryDialingCode, 'countryDialingCode', 'sms'), required(req.mobileNum, 'mobileNum', 'sms'));
      return { kind: 'sms', account: e164(phone), phone, code: required(req.messageCode, 'messageCode', 'sms') };
    }
    case 'firebase': {
      if (!firebase) throw new AppError(ErrorCode.noPermission);
      const dialing = required(req.countryDialingCode, 'countryDialingCode', 'firebase');
      const phone = phoneOf(dialing, required(req.firebaseMobileNo, 'firebaseMobileNo', 'firebase'));
      return { kind: 'firebase', account: e164(phone), phone, idToken: required(req.firebaseIdToken, 'firebaseIdToken', 'firebase') };
    }
  }
}

/** The member the credential proves, or the code to refuse with. */
async function check(deps: Deps, merchant: Merchant, credential: Credential, firebase: FirebaseVerifier | null): Promise<Member | ErrorCodeValue> {
  if (credential.kind === 'username') {
    const member = await findMemberByUsername(deps.db, merchant.code, credential.account);
    const valid = member?.passwordHash
      ? await verifyPassword(credential.password, member.passwordHash)
      : await verifyAgainstDummy(credential.password, passwordHashParams(deps.config));
    return valid && member ? member : ErrorCode.userOrPasswordWrong;
  }
  if (credential.kind === 'sms') {
    const valid = await verifyCode(deps, { merchantCode: merchant.code, phone: credential.phone, purpose: 'login' }, credential.code);
    const member = valid ? await findMemberByPhone(deps.db, merchant.code, credential.phone) : null;
    return member ?? ErrorCode.verificationCodeWrong;
  }
  if (!(await firebase!.verifyPhone(credential.idToken, credential.account, deps.now()))) return ErrorCode.firebaseTokenInvalid;
  return (await findMemberByPhone(deps.db, merchant.code, credential.phone)) ?? ErrorCode.userNonexistentOrDisabled;
}

/** Starts a session for a member who has proved who they are; audited. */
export async function loggedIn(deps: Deps, member: Member, client: SessionClient, method: string): Promise<LoginResult> {
  const token = await startSession(deps, member.id, client);
  const subject = memberSubject(member.id);
  await recordAudit(deps.db, { actor: subject, ip: client.ip }, { action: 'session.login', subject, merchantCode: member.merchantCode, detail: { method } });
  return {
    token,
    userName: member.username,
    type: member.type,
    firstTimeLogin: member.firstTimeLogin,
    passwordExpired: passwordExpired(member, deps.now(), deps.config.passwordMaxAgeDays),
    // The account's own merchant: trial accounts live under the trial code (§4, §6), and the site's session records it.
    merchantCode: member.merchantCode,
  };
}

/**
 * Logs in, or throws the refusal (with value.captcha, and lockedUntil when locked). A success
 * carries the device token that lets this device in while the account is locked for others.
 */
export async function login(deps: Deps, client: Client, req: LoginRequest, firebase: FirebaseVerifier | null): Promise<LoginResult> {
  const credential = credentialOf(req, client.merchant, firebase);
  const merchantCode = client.merchant.code;
  const device = recognisedDevice(deps, merchantCode, credential.account, req.deviceToken);
  const subject: AttemptSubject = { merchantCode, account: credential.account, ip: client.ip, device };
  const captcha: CaptchaState = req.captchaId && req.captcha && (await consumeCaptcha(deps, req.captchaId, req.captcha, req.captchaPow)) ? 'passed' : 'absent';
  const attempt = await beginAttempt(deps, subject, captcha);
  const found = await check(deps, client.merchant, credential, firebase);
  if (typeof found === 'string') throw new AppError(found, { value: await failAttempt(deps, attempt, subject) });
  await finishAttempt(deps.db, attempt, 'ok');
  if (found.status !== 'active') throw new AppError(ErrorCode.userNonexistentOrDisabled);
  // A time-out or self-exclusion refuses the login with a withdraw-only session (docs/player-protection.md).
  const blocked = await blockedLogin(deps, found, client);
  if (blocked) throw blocked;
  const deviceToken = device ? req.deviceToken! : issueDeviceToken(deps, merchantCode, credential.account);
  return { ...(await loggedIn(deps, found, client, credential.kind)), deviceToken };
}
