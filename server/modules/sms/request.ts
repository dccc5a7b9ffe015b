/** Handling an SMS code request: which numbers may get which code, after the slider check. */
import type { FastifyBaseLogger } from 'fastify';
import type { SmsCodeRequest, SmsCodeValue } from '@common/contract/account';
import { ErrorCode } from '@common/contract/envelope';
import type { Deps } from '../../context';
import { AppError } from '../../http/envelope';
import { consumeSlider } from '../captcha';
import type { Merchant } from '../merchant';
import { parsePhone } from '../member';
import { findMemberByPhone } from '../member';
import type { SmsPurpose } from './tables';
import { sendCode, type SmsRequester } from './service';

/**
 * Login and reset codes go only to numbers of active accounts, but the answer is the same for
 * any number (no probing for accounts); a register code is refused for a number already taken.
 */
export async function requestSmsCode(
  deps: Deps,
  caller: { merchant: Merchant; ip: string; log: FastifyBaseLogger },
  body: SmsCodeRequest,
  purpose: SmsPurpose,
): Promise<SmsCodeValue> {
  const { merchant } = caller;
  const phone = parsePhone(body.countryDialingCode, body.mobileNum);
  if (!phone) throw new AppError(ErrorCode.mobileInvalid);
  const { smsLogin, passwordReset } = merchant.config.whitelabel;
  if ((purpose === 'login' && !smsLogin) || (purpose === 'reset' && !passwordReset)) throw new AppError(ErrorCode.noPermission);
  if (!(await consumeSlider(deps, body.verification))) throw new AppError(ErrorCode.captchaWrong);
  const member = await findMemberByPhone(deps.db, merchant.code, phone);
  if (purpose === 'register' && member) throw new AppError(ErrorCode.mobileExists);
  const deliver = purpose === 'register' || member?.status === 'active';
  const from: SmsRequester = { ip: caller.ip, deviceId: body.deviceId, log: caller.log };
  return sendCode(deps, { merchantCode: merchant.code, phone, purpose }, from, deliver, merchant.name);
}
