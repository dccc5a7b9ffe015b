/** TypeBox schemas of the session calls, tied to the wire types in common/contract/account.ts. */
import { Type } from '@sinclair/typebox';
import type { FreeplayLoginRequest, LoginRequest } from '@common/contract/account';
import { CAPTCHA_MAX_CHARS, CAPTCHA_MIN_CHARS, POW_MAX_CHARS } from '@common/rules/limits';
import { wireSchema } from '../../http/typebox';

const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/** POST /wps/session/login plaintext (after decryption). Which fields a type needs is checked by the service. */
export const LoginBody = wireSchema<LoginRequest>()(
  Type.Object({
    type: Type.Union([Type.Literal('username'), Type.Literal('sms'), Type.Literal('firebase')]),
    username: text(64),
    password: text(128),
    captcha: Type.Optional(Type.String({ minLength: CAPTCHA_MIN_CHARS, maxLength: CAPTCHA_MAX_CHARS })),
    captchaId: text(64),
    captchaPow: text(POW_MAX_CHARS),
    mobileNum: text(20),
    countryDialingCode: text(5),
    messageCode: text(10),
    firebaseChannel: Type.Optional(Type.Literal('sms')),
    firebaseIdToken: text(4096),
    firebaseMobileNo: text(20),
    deviceToken: text(128),
  }),
);

/** POST /wps/session/login/freeplay. */
export const FreeplayBody = wireSchema<FreeplayLoginRequest>()(Type.Object({ trialName: Type.String({ minLength: 1, maxLength: 32 }) }));
