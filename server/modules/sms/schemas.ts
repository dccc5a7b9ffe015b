/** TypeBox schemas of the sms calls, tied to the wire types in common/contract/account.ts. */
import { Type } from '@sinclair/typebox';
import type { SliderAnswer, SmsCodeRequest } from '@common/contract/account';
import { wireSchema } from '../../http/typebox';

/** A mobile number field as typed (checked further by parsePhone). */
export const MobileField = Type.String({ minLength: 1, maxLength: 20 });
export const DialingCodeField = Type.String({ minLength: 1, maxLength: 5 });
/** A six-digit SMS code field (a wrong length is simply a wrong code). */
export const SmsCodeField = Type.String({ minLength: 1, maxLength: 10 });

const SliderAnswerSchema = wireSchema<SliderAnswer>()(
  Type.Object({ challengeId: Type.String({ minLength: 1, maxLength: 64 }), position: Type.Number({ minimum: 0, maximum: 10_000 }) }),
);

/** POST /wps/verification/sms/noLogin and /register. */
export const SmsCodeBody = wireSchema<SmsCodeRequest>()(
  Type.Object({
    mobileNum: MobileField,
    countryDialingCode: DialingCodeField,
    verification: SliderAnswerSchema,
    purpose: Type.Optional(Type.Union([Type.Literal('login'), Type.Literal('reset')])),
    deviceId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' })),
  }),
);
