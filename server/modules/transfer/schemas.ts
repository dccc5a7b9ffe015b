/** TypeBox schemas of the member's transfer calls (common/contract/transfers.ts). */
import { Type } from '@sinclair/typebox';
import type { RecallRequest, TransferValue, VendorBalancesValue } from '@common/contract/transfers';
import { TRANSFER_LAUNCH_MODES } from '@common/rules/transfers';
import { wireSchema } from '../../http/typebox';
import { recordPageSchema } from '../../http/records';

const VendorCode = Type.String({ minLength: 1, maxLength: 32 });
const State = Type.Union([Type.Literal('pending'), Type.Literal('unknown'), Type.Literal('completed'), Type.Literal('refused'), Type.Literal('reversed')]);

export const RecallBody = wireSchema<RecallRequest>()(Type.Object({ vendorCode: Type.Optional(VendorCode) }, { additionalProperties: false }));

export const VendorBalancesSchema = wireSchema<VendorBalancesValue>()(
  Type.Object({
    main: Type.Integer(),
    currency: Type.String(),
    vendors: Type.Array(Type.Object({ vendorCode: Type.String(), vendorName: Type.String(), amount: Type.Integer(), inFlight: Type.Boolean() })),
    total: Type.Integer(),
    launchMode: Type.Union(TRANSFER_LAUNCH_MODES.map((m) => Type.Literal(m))),
  }),
);

export const TransferSchema = wireSchema<TransferValue>()(
  Type.Object({
    id: Type.String(),
    vendorCode: Type.String(),
    direction: Type.Union([Type.Literal('in'), Type.Literal('out')]),
    amount: Type.Integer(),
    state: State,
    createdAt: Type.Integer(),
  }),
);

export const TransferPageSchema = recordPageSchema(TransferSchema);

export const TransfersQuery = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })) });
