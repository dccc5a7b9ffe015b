/** The KYC calls' wire shapes (common/contract/payments.ts). */
import { Type } from '@sinclair/typebox';
import { KYC_STATUSES, type KycValue } from '@common/contract/payments';
import { Nullable } from '../../http/console';
import { wireSchema } from '../../http/typebox';

const Text = Type.String();

export const KycValueSchema = wireSchema<KycValue>()(
  Type.Object({
    status: Type.Union(KYC_STATUSES.map((status) => Type.Literal(status))),
    reason: Nullable(Text),
    fields: Nullable(Type.Object({ address: Text, nationality: Text, occupation: Text, sourceOfIncome: Text })),
    documents: Type.Object({ front: Type.Boolean(), back: Type.Boolean(), selfie: Type.Boolean() }),
    submittedAt: Nullable(Type.Integer({ description: 'Epoch ms' })),
    decidedAt: Nullable(Type.Integer({ description: 'Epoch ms' })),
  }),
);
