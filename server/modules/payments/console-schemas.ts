/** TypeBox schemas of the console's payment calls, tied to common/contract/consolePayments.ts. */
import { Type } from '@sinclair/typebox';
import {
  CHANNEL_ADAPTERS,
  type ChannelInput,
  type ConsoleChannel,
  type CreatedChannel,
  type PaymentSettingsValue,
} from '@common/contract/consolePayments';
import { CHANNEL_KINDS } from '@common/contract/payments';
import { DEPOSIT_MEMBER_TYPES } from '@common/rules/memberTypes';
import { MAX_INT4, MinorAmount } from '../../http/fields';
import { wireSchema } from '../../http/typebox';

const Merchant = Type.String({ minLength: 1, maxLength: 64 });
const Amount = MinorAmount(1);
const Fee = MinorAmount(0);
const Bps = Type.Integer({ minimum: 0, maximum: 10_000, description: 'Basis points (1 bp = 0.01 %)' });
const Cap = Type.Union([Amount, Type.Null()]);
const Text = (maxLength: number) => Type.String({ maxLength });

const channelFields = {
  code: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' }),
  adapter: Type.Union(CHANNEL_ADAPTERS.map((a) => Type.Literal(a))),
  names: Type.Record(Type.String({ pattern: '^[a-z]{2}(-[A-Z]{2})?$' }), Type.String({ minLength: 1, maxLength: 60 }), { maxProperties: 40 }),
  icon: Text(500),
  depositEnabled: Type.Boolean(),
  withdrawEnabled: Type.Boolean(),
  sort: Type.Integer({ minimum: 0, maximum: 10_000 }),
  memberTypes: Type.Array(Type.Integer({ description: `Member types that may use it: of ${DEPOSIT_MEMBER_TYPES.join(', ')}` }), { maxItems: DEPOSIT_MEMBER_TYPES.length }),
  minDeposit: Amount,
  maxDeposit: Amount,
  minWithdraw: Amount,
  maxWithdraw: Amount,
  depositFeeBps: Bps,
  depositFeeFixed: Fee,
  withdrawFeeBps: Bps,
  withdrawFeeFixed: Fee,
  dailyDepositCap: Cap,
  dailyWithdrawCap: Cap,
  accountNumber: Text(64),
  accountName: Text(120),
  bankName: Type.Union([Text(120), Type.Null()]),
  presets: Type.Array(Amount, { maxItems: 12 }),
};

export const ChannelInputSchema = wireSchema<ChannelInput>()(Type.Object({ merchantCode: Type.Optional(Merchant), ...channelFields }, { additionalProperties: false }));

const consoleChannelFields = {
  ...channelFields,
  id: Type.Integer(),
  merchantCode: Type.String(),
  kind: Type.Union(CHANNEL_KINDS.map((k) => Type.Literal(k))),
  createdAt: Type.Integer(),
  updatedAt: Type.Integer(),
};

export const ConsoleChannelSchema = wireSchema<ConsoleChannel>()(Type.Object(consoleChannelFields));

export const CreatedChannelSchema = wireSchema<CreatedChannel>()(
  Type.Object({ ...consoleChannelFields, secret: Type.Union([Type.String({ description: 'Shown in this answer only' }), Type.Null()]) }),
);

export const SettingsSchema = wireSchema<PaymentSettingsValue>()(
  Type.Object(
    {
      merchantCode: Type.Optional(Merchant),
      turnoverMultiplierPercent: Type.Integer({ minimum: 0, maximum: 10_000, description: 'Percent of each approved deposit to wager (100 = 1×)' }),
      withdrawalApprovalThreshold: Fee,
      kycSingleWithdrawalThreshold: Type.Union([Fee, Type.Null()]),
      kycCumulativeDepositThreshold: Type.Union([Fee, Type.Null()]),
      maxPayoutAccounts: Type.Integer({ minimum: 1, maximum: 50 }),
      depositExpiryMinutes: Type.Integer({ minimum: 5, maximum: 7 * 24 * 60 }),
    },
    { additionalProperties: false },
  ),
);

export const MerchantQuery = Type.Object({ merchantCode: Type.Optional(Merchant) });
export const ChannelParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: MAX_INT4 }) });
