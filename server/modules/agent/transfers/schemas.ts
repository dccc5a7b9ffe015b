/** TypeBox schemas of the downline transfer calls (common/contract/agents.ts). The amount's minimum is transfer.ts's (agent.transfer.amount.invalid). */
import { Type } from '@sinclair/typebox';
import type { DownlineTransferRequest, DownlineTransferValue } from '@common/contract/agents';
import { PageQuery, PageSchema } from '../../../http/console';
import { wireSchema } from '../../../http/typebox';

export const TransferBody = wireSchema<DownlineTransferRequest>()(
  Type.Object(
    {
      username: Type.String({ minLength: 1, maxLength: 64 }),
      amount: Type.Integer({ minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER }),
      withdrawalPassword: Type.String({ maxLength: 128 }),
      requestId: Type.String({ minLength: 1, maxLength: 64 }),
    },
    { additionalProperties: false },
  ),
);

export const TransferSchema = wireSchema<DownlineTransferValue>()(
  Type.Object({ id: Type.Integer(), username: Type.String(), amount: Type.Integer(), createdAt: Type.Integer(), balance: Type.Integer() }),
);

export const TransferPageSchema = PageSchema(TransferSchema);

export const TransferQuery = Type.Object({ ...PageQuery });
