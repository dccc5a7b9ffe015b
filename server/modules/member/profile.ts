/** Profile changes of the caller (§7 member calls): head icon, nickname, email, payee name. */
import type { SecurityConfigValue } from '@common/contract/account';
import { ErrorCode, type ErrorCodeValue } from '@common/contract/envelope';
import type { Deps } from '../../context';
import { AppError } from '../../http/envelope';
import type { AuthContext } from '../../plugins/auth';
import { checkEmail, checkNickname, checkRealName } from './rules';
import { memberSubject, phoneOf, setPayeeName, updateProfile, type Member } from './service';

function refuseIf(code: ErrorCodeValue | null): void {
  if (code) throw new AppError(code);
}

const actor = (auth: AuthContext, ip: string) => ({ actor: memberSubject(auth.member.id), ip });

/** Sets the head icon (0 to 8; the schema bounds it). */
export async function changeIcon(deps: Deps, auth: AuthContext, iconId: number, ip: string): Promise<Member> {
  return updateProfile(deps.db, auth.member, { iconId }, actor(auth, ip));
}

/** Sets or clears (null) the nickname. */
export async function changeNickname(deps: Deps, auth: AuthContext, nickname: string | null, ip: string): Promise<Member> {
  const value = nickname?.trim() || null;
  if (value !== null) refuseIf(checkNickname(value));
  return updateProfile(deps.db, auth.member, { nickname: value }, actor(auth, ip));
}

/** Sets or clears (null) the email address resets are sent to. */
export async function changeEmail(deps: Deps, auth: AuthContext, email: string | null, ip: string): Promise<Member> {
  const value = email?.trim() || null;
  if (value !== null) refuseIf(checkEmail(value));
  return updateProfile(deps.db, auth.member, { email: value }, actor(auth, ip));
}

/** Sets the payee name once; later changes go through customer service (payee.name.locked). */
export async function changePayeeName(deps: Deps, auth: AuthContext, payeeName: string | null, ip: string): Promise<Member> {
  const value = payeeName?.trim() ?? '';
  refuseIf(checkRealName(value));
  const updated = await setPayeeName(deps.db, auth.member, value, actor(auth, ip));
  if (!updated) throw new AppError(ErrorCode.payeeNameLocked);
  return updated;
}

/** GET /wps/member/securityConfig value. */
export function securityConfig(member: Member): SecurityConfigValue {
  return {
    hasWithdrawalPassword: member.withdrawalPasswordHash !== null,
    emailBound: member.email !== null,
    mobileBound: phoneOf(member) !== null,
    passwordUpdatedAt: member.passwordUpdatedAt?.getTime() ?? null,
  };
}
