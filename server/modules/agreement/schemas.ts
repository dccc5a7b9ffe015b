/** TypeBox schemas of the agreement calls (common/contract/agreement.ts). */
import { Type } from '@sinclair/typebox';
import type { AcceptAgreementRequest, AgreementStatusValue, AgreementValue, AgreementVersionValue, DraftAgreementRequest } from '@common/contract/agreement';
import { AGREEMENT_BODY_MAX_CHARS, AGREEMENT_TITLE_MAX_CHARS } from '@common/rules/protection';
import { Nullable } from '../../http/console';
import { wireSchema } from '../../http/typebox';

const Instant = Type.Integer({ description: 'Epoch ms' });

export const AgreementValueSchema = wireSchema<AgreementValue>()(
  Type.Object({ version: Type.Integer(), publishedAt: Nullable(Instant), language: Type.String(), title: Type.String(), body: Type.String() }),
);

export const AgreementStatusSchema = wireSchema<AgreementStatusValue>()(
  Type.Object({ currentVersion: Type.Integer(), acceptedVersion: Nullable(Type.Integer()), mustAccept: Type.Boolean() }),
);

export const AcceptBody = wireSchema<AcceptAgreementRequest>()(Type.Object({ version: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }) }, { additionalProperties: false }));

const Text = Type.Object(
  { title: Type.String({ minLength: 1, maxLength: AGREEMENT_TITLE_MAX_CHARS }), body: Type.String({ minLength: 1, maxLength: AGREEMENT_BODY_MAX_CHARS }) },
  { additionalProperties: false },
);
/** Per upper-case language code (EN, BN, CN...). */
const Texts = Type.Record(Type.String({ pattern: '^[A-Z]{2,3}$' }), Text, { minProperties: 1, maxProperties: 30, additionalProperties: false });
const ReadTexts = Type.Record(Type.String(), Type.Object({ title: Type.String(), body: Type.String() }));

export const DraftBody = wireSchema<DraftAgreementRequest>()(
  Type.Object({ merchantCode: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{2,32}$' })), texts: Texts }, { additionalProperties: false }),
);

export const MerchantQuery = Type.Object({ merchantCode: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{2,32}$' })) }, { additionalProperties: false });

export const VersionParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });

export const AgreementVersionSchema = wireSchema<AgreementVersionValue>()(
  Type.Object({
    id: Type.Integer(),
    merchantCode: Type.String(),
    version: Nullable(Type.Integer()),
    status: Type.Union([Type.Literal('draft'), Type.Literal('published')]),
    texts: ReadTexts,
    createdBy: Type.String(),
    publishedAt: Nullable(Instant),
    accepted: Type.Integer(),
  }),
);
