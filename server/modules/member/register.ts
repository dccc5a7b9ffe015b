/**
 * Registration (PUT /wps/member/register and /register/mobile): the merchant's register
 * settings decide which fields count (a hidden field is ignored) and which are required; every
 * rule is checked here whatever the site did. A new account is logged in at once.
 */
import { randomInt } from 'node:crypto';
import type { LoginResult, RegisterMobileRequest, RegisterRequest } from '@common/contract/account';
import { ErrorCode, type ErrorCodeValue } from '@common/contract/envelope';
import { type RegisterFieldName } from '@common/contract/system';
import { MIN_AGE_YEARS } from '@common/rules/limits';
import type { Deps } from '../../context';
import { AppError } from '../../http/envelope';
import { hashPassword, passwordHashParams } from '../../security/scrypt';
import { acceptCurrentAgreement } from '../agreement';
import { consumeCaptcha } from '../captcha';
import { excludedContact } from '../protection';
import type { Merchant } from '../merchant';
import type { Client } from '../../plugins/gateway';
import { loggedIn } from '../session';
import { verifyCode } from '../sms';
import { parsePhone, type Phone } from './phone';
import {
  checkBirthday,
  checkEmail,
  checkNickname,
  checkPassword,
  checkPaymentPassword,
  checkRealName,
  checkUsername,
  normalizeUsername,
} from './rules';
import { createMember, findMemberByPhone, findMemberByUsername, type Member, type NewMember } from './service';

const REAL_TYPE = 1;

const fail = (code: ErrorCodeValue, params?: Record<string, string>): never => {
  throw new AppError(code, { params });
};

/** The request's fields as the merchant's register settings see them. */
function fieldReader(merchant: Merchant, req: Partial<Record<RegisterFieldName, string>>) {
  const settings = new Map(merchant.config.register.fields.map((f) => [f.name, f]));
  /** The non-empty, trimmed value of a field the merchant shows; undefined for hidden or empty ones. */
  const value = (name: RegisterFieldName): string | undefined => {
    const raw = req[name]?.trim();
    return settings.get(name)?.show && raw ? raw : undefined;
  };
  return {
    value,
    required: (name: RegisterFieldName) => settings.get(name)?.required === true,
    /** field.required for the first of `names` the settings require and the request leaves empty. */
    requireFilled(names: RegisterFieldName[]): void {
      const missing = names.find((name) => settings.get(name)?.required && value(name) === undefined);
      if (missing) fail(ErrorCode.fieldRequired, { field: missing });
    },
  };
}

async function checkReferrer(deps: Deps, merchant: Merchant, code: string | undefined): Promise<string | null> {
  if (code === undefined) return null;
  const active = await deps.referrerCodes.active(deps.db, merchant.code, code);
  if (active === null) fail(ErrorCode.invalidAffiliateCode);
  return active;
}

async function checkFreeMobile(deps: Deps, merchant: Merchant, phone: Phone | null): Promise<void> {
  if (phone && (await findMemberByPhone(deps.db, merchant.code, phone))) fail(ErrorCode.mobileExists);
}

/** A self-excluded member's mobile number or email cannot open a new account meanwhile (docs/player-protection.md). */
async function checkNotExcluded(deps: Deps, merchant: Merchant, phone: Phone | null, email: string | undefined): Promise<void> {
  if (await excludedContact(deps.db, merchant.code, { phone, email }, deps.now())) fail(ErrorCode.protectionRegistrationExcluded);
}

/** Inserts the account (the unique constraints settle races) and logs it in. */
async function createAndLogIn(deps: Deps, client: Client, member: NewMember, method: string): Promise<LoginResult> {
  const created: Member | null = await createMember(deps.db, member, { actor: 'register', ip: client.ip });
  if (!created) fail((await findMemberByUsername(deps.db, member.merchantCode, member.username)) ? ErrorCode.usernameExists : ErrorCode.mobileExists);
  // The form's terms checkbox is required: the new player accepted the agreement in force now.
  await acceptCurrentAgreement(deps.db, created!, { at: new Date(deps.now()), ip: client.ip, via: 'register' });
  return loggedIn(deps, created!, client, method);
}

/** Registers with a username and the fields the merchant's settings ask for. */
export async function register(deps: Deps, client: Client, req: RegisterRequest): Promise<LoginResult> {
  const { merchant } = client;
  const fields = fieldReader(merchant, req);
  // The captcha is not among them: a missing one is captcha.wrong, which makes the site show it.
  fields.requireFilled(['confirmPassword', 'email', 'mobile', 'nickname', 'realName', 'birthday', 'referrerCode', 'transactionPassword']);

  const username = normalizeUsername(req.username);
  const minAge = merchant.config.register.minAge;
  const core = checkUsername(username) ?? checkPassword(req.password);
  if (core) fail(core);
  const checks: [RegisterFieldName, (value: string) => ErrorCodeValue | null][] = [
    ['confirmPassword', (v) => (v === req.password ? null : ErrorCode.confirmMismatch)],
    ['email', checkEmail],
    ['mobile', (v) => (parsePhone(req.countryDialingCode ?? '', v) ? null : ErrorCode.mobileInvalid)],
    ['nickname', checkNickname],
    ['realName', checkRealName],
    ['birthday', (v) => checkBirthday(v, deps.now(), minAge)],
    ['transactionPassword', checkPaymentPassword],
  ];
  for (const [name, check] of checks) {
    const value = fields.value(name);
    const code = value === undefined ? null : check(value);
    if (code) fail(code, { minAge: String(Math.max(minAge, MIN_AGE_YEARS)) });
  }
  if (fields.required('captcha') && !(req.captchaId && (await consumeCaptcha(deps, req.captchaId, req.captcha ?? '', req.captchaPow)))) {
    throw new AppError(ErrorCode.captchaWrong, { value: { captcha: true } });
  }
  const referrerCode = await checkReferrer(deps, merchant, fields.value('referrerCode'));
  if (await findMemberByUsername(deps.db, merchant.code, username)) fail(ErrorCode.usernameExists);
  const mobile = fields.value('mobile');
  const phone = mobile === undefined ? null : parsePhone(req.countryDialingCode ?? '', mobile);
  await checkNotExcluded(deps, merchant, phone, fields.value('email'));
  await checkFreeMobile(deps, merchant, phone);

  const transactionPassword = fields.value('transactionPassword');
  return createAndLogIn(
    deps,
    client,
    {
      merchantCode: merchant.code,
      username,
      passwordHash: await hashPassword(req.password, passwordHashParams(deps.config)),
      passwordUpdatedAt: new Date(deps.now()),
      type: REAL_TYPE,
      email: fields.value('email') ?? null,
      dialingCode: phone?.dialingCode ?? null,
      mobile: phone?.mobile ?? null,
      nickname: fields.value('nickname') ?? null,
      realName: fields.value('realName') ?? null,
      birthday: fields.value('birthday') ?? null,
      referrerCode,
      withdrawalPasswordHash: transactionPassword === undefined ? null : await hashPassword(transactionPassword, passwordHashParams(deps.config)),
    },
    'register',
  );
}

/** A username for a mobile registration: m + the number's digits, or random digits if someone chose that name. */
async function usernameFor(deps: Deps, merchant: Merchant, phone: Phone): Promise<string> {
  const fromNumber = `m${phone.dialingCode}${phone.mobile}`;
  if (!(await findMemberByUsername(deps.db, merchant.code, fromNumber))) return fromNumber;
  return `m${String(randomInt(0, 1e12)).padStart(12, '0')}`;
}

/** Registers with a mobile number proved by a register-purpose SMS code. */
export async function registerMobile(deps: Deps, client: Client, req: RegisterMobileRequest): Promise<LoginResult> {
  const { merchant } = client;
  const fields = fieldReader(merchant, req);
  const phone = parsePhone(req.countryDialingCode, req.mobileNum) ?? fail(ErrorCode.mobileInvalid);
  const passwordCode = checkPassword(req.password);
  if (passwordCode) fail(passwordCode);
  fields.requireFilled(['birthday', 'referrerCode']);
  const birthday = fields.value('birthday');
  const minAge = merchant.config.register.minAge;
  const birthdayCode = birthday === undefined ? null : checkBirthday(birthday, deps.now(), minAge);
  if (birthdayCode) fail(birthdayCode, { minAge: String(Math.max(minAge, MIN_AGE_YEARS)) });
  const referrerCode = await checkReferrer(deps, merchant, fields.value('referrerCode'));
  await checkNotExcluded(deps, merchant, phone, undefined);
  await checkFreeMobile(deps, merchant, phone);
  // The code is checked last: an input error above does not use it up.
  if (!(await verifyCode(deps, { merchantCode: merchant.code, phone, purpose: 'register' }, req.messageCode))) fail(ErrorCode.verificationCodeWrong);
  return createAndLogIn(
    deps,
    client,
    {
      merchantCode: merchant.code,
      username: await usernameFor(deps, merchant, phone),
      passwordHash: await hashPassword(req.password, passwordHashParams(deps.config)),
      passwordUpdatedAt: new Date(deps.now()),
      type: REAL_TYPE,
      dialingCode: phone.dialingCode,
      mobile: phone.mobile,
      birthday: birthday ?? null,
      referrerCode,
    },
    'register-mobile',
  );
}
