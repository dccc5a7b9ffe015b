/** TypeBox schemas of the withdrawal, payout-account and record calls, tied to common/contract/payments.ts. */
import { Type } from '@sinclair/typebox';
import {
  CHANNEL_KINDS,
  KYC_STATUSES,
  TRANSACTION_KINDS,
  WITHDRAWAL_BLOCKERS,
  WITHDRAWAL_STATUSES,
  type AddPayoutAccountRequest,
  type PayoutAccountValue,
  type RemovePayoutAccountRequest,
  type TransactionQuery,
  type TransactionValue,
  type WithdrawalReadiness,
  type WithdrawalRequest,
  type WithdrawalValue,
} from '@common/contract/payments';
import { BONUS_STATUSES, type BonusValue } from '@common/contract/promotions';
import { PAYOUT_BANK_MAX_CHARS, PAYOUT_HOLDER_MAX_CHARS, PAYOUT_NUMBER_MAX_CHARS, WITHDRAWAL_PASSWORD_DIGITS } from '@common/rules/limits';
import { wireSchema } from '../../http/typebox';
import { recordsQuery } from '../payments';

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));
const minor = Type.Integer({ description: 'Minor units' });
const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
/** The withdrawal password: its digits (checked against the stored hash, never stored). */
const WithdrawalPassword = Type.String({ minLength: 1, maxLength: WITHDRAWAL_PASSWORD_DIGITS * 4 });
const Name = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });

export const AddPayoutAccountBody = wireSchema<AddPayoutAccountRequest>()(
  Type.Object({
    channelId: Id,
    holder: Name(PAYOUT_HOLDER_MAX_CHARS),
    // Letters and digits; spaces and dashes as printed on a card are dropped before it is stored.
    accountNumber: Type.String({ minLength: 1, maxLength: PAYOUT_NUMBER_MAX_CHARS * 2, pattern: '^[0-9A-Za-z][0-9A-Za-z -]*$' }),
    bankName: Type.Optional(Type.String({ maxLength: PAYOUT_BANK_MAX_CHARS })),
    withdrawalPassword: WithdrawalPassword,
  }),
);

export const RemovePayoutAccountBody = wireSchema<RemovePayoutAccountRequest>()(Type.Object({ id: Id, withdrawalPassword: WithdrawalPassword }));

export const WithdrawalBody = wireSchema<WithdrawalRequest>()(
  Type.Object({
    payoutAccountId: Id,
    amount: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'Minor units' }),
    withdrawalPassword: WithdrawalPassword,
    requestId: Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,64}$' }),
  }),
);

export const WithdrawalsQuery = recordsQuery(WITHDRAWAL_STATUSES);
/** RecordsQuery and a kind; the history has no status (one is taken and ignored). */
export const TransactionsQuery = wireSchema<TransactionQuery>()(
  Type.Object({ ...recordsQuery([]).properties, status: Type.Optional(Type.String({ maxLength: 32 })), kind: Type.Optional(literals(TRANSACTION_KINDS)) }),
);

export const PayoutAccountSchema = wireSchema<PayoutAccountValue>()(
  Type.Object({ id: Type.Integer(), channelId: Type.Integer(), kind: literals(CHANNEL_KINDS), provider: Type.String(), holder: Type.String(), masked: Type.String(), createdAt: Type.Integer() }),
);

const Turnover = Type.Object({ required: minor, done: minor, remaining: minor });
const nullableMinor = Type.Union([minor, Type.Null()]);

/** One bonus with its wagering (common/contract/promotions.ts BonusValue); the promotions module's calls answer with it too. */
export const BonusValueSchema = wireSchema<BonusValue>()(
  Type.Object({
    id: Type.Integer(),
    promotionId: Type.Integer(),
    promotionTitle: Type.String(),
    amount: minor,
    required: minor,
    done: minor,
    remaining: minor,
    status: literals(BONUS_STATUSES),
    grantedAt: Type.Integer(),
    expiresAt: Type.Integer(),
    forfeitedAmount: nullableMinor,
  }),
);

export const ReadinessSchema = wireSchema<WithdrawalReadiness>()(
  Type.Object({
    available: minor,
    held: minor,
    channels: Type.Array(
      Type.Object({ id: Type.Integer(), code: Type.String(), kind: literals(CHANNEL_KINDS), name: Type.String(), min: minor, max: minor, feeBps: Type.Integer(), feeFixed: minor }),
    ),
    accounts: Type.Array(PayoutAccountSchema),
    maxAccounts: Type.Integer(),
    hasWithdrawalPassword: Type.Boolean(),
    turnover: Turnover,
    bonusWagering: Type.Object({ remaining: minor, bonuses: Type.Array(BonusValueSchema) }),
    kyc: Type.Object({ status: literals(KYC_STATUSES), singleThreshold: nullableMinor, cumulativeThreshold: nullableMinor, requiredNow: Type.Boolean() }),
    blockers: Type.Array(literals(WITHDRAWAL_BLOCKERS)),
  }),
);

export const WithdrawalSchema = wireSchema<WithdrawalValue>()(
  Type.Object({
    id: Type.String(),
    amount: minor,
    fee: minor,
    payout: minor,
    status: literals(WITHDRAWAL_STATUSES),
    reason: Type.Union([Type.String(), Type.Null()]),
    account: PayoutAccountSchema,
    channelName: Type.String(),
    steps: Type.Array(Type.Object({ status: literals(WITHDRAWAL_STATUSES), at: Type.Integer() })),
    createdAt: Type.Integer(),
    updatedAt: Type.Integer(),
  }),
);

export const TransactionSchema = wireSchema<TransactionValue>()(
  Type.Object({ transactionId: Type.Integer(), kind: literals(TRANSACTION_KINDS), amount: minor, account: Type.String(), description: Type.String(), createdAt: Type.Integer() }),
);
