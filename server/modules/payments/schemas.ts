/** TypeBox schemas of the member's deposit calls, tied to the contract (common/contract/payments.ts). */
import { Type } from '@sinclair/typebox';
import {
  CHANNEL_KINDS,
  DEPOSIT_STATUSES,
  type DepositChannelValue,
  type DepositInstructions,
  type DepositStartRequest,
  type DepositValue,
  type MobileWalletConfirmRequest,
} from '@common/contract/payments';
import { MAX_INT4, MinorAmount } from '../../http/fields';
import { wireSchema } from '../../http/typebox';
import { recordPageSchema, recordsQuery } from '../../http/records';

const Kind = Type.Union(CHANNEL_KINDS.map((k) => Type.Literal(k)));
const Money = Type.Integer({ description: 'Minor units' });

export const DepositChannelSchema = wireSchema<DepositChannelValue>()(
  Type.Object({
    id: Type.Integer(),
    code: Type.String(),
    kind: Kind,
    name: Type.String(),
    icon: Type.String(),
    min: Money,
    max: Money,
    feeBps: Type.Integer(),
    feeFixed: Money,
    presets: Type.Array(Money),
  }),
);

const InstructionsSchema = wireSchema<DepositInstructions>()(
  Type.Object({
    accountNumber: Type.String(),
    accountName: Type.String(),
    bankName: Type.Union([Type.String(), Type.Null()]),
    reference: Type.String(),
    expiresAt: Type.Integer(),
  }),
);

export const DepositSchema = wireSchema<DepositValue>()(
  Type.Object({
    id: Type.String(),
    channelId: Type.Integer(),
    channelName: Type.String(),
    kind: Kind,
    amount: Money,
    fee: Money,
    credited: Money,
    status: Type.Union(DEPOSIT_STATUSES.map((s) => Type.Literal(s))),
    reason: Type.Union([Type.String(), Type.Null()]),
    redirectUrl: Type.Union([Type.String(), Type.Null()]),
    instructions: Type.Union([InstructionsSchema, Type.Null()]),
    trxId: Type.Union([Type.String(), Type.Null()]),
    senderNumber: Type.Union([Type.String(), Type.Null()]),
    proofCount: Type.Integer(),
    createdAt: Type.Integer(),
    updatedAt: Type.Integer(),
  }),
);

export const DepositPageSchema = recordPageSchema(DepositSchema);
export const DepositsQuery = recordsQuery(DEPOSIT_STATUSES);

export const StartBody = wireSchema<DepositStartRequest>()(
  Type.Object({
    channelId: Type.Integer({ minimum: 1, maximum: MAX_INT4 }),
    amount: MinorAmount(1),
    requestId: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  }),
);

export const ConfirmBody = wireSchema<MobileWalletConfirmRequest>()(
  Type.Object({
    senderNumber: Type.String({ pattern: '^\\+?[0-9]{6,20}$', description: 'The number the player paid from' }),
    trxId: Type.String({ pattern: '^[A-Za-z0-9]{6,32}$', description: "The provider's transaction id (TrxID), letters and digits" }),
  }),
);

/** A deposit id (a UUID, lower case as we issue them). */
export const DepositId = Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' });
export const DepositParams = Type.Object({ id: DepositId });
