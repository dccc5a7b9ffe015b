/** The seamless-wallet answer's value as a response schema, shared by the wallet API and the house vendors' pages. */
import { Type } from '@sinclair/typebox';
import { wireSchema } from '../../http/typebox';
import type { SeamlessValue } from './contract';

export const SeamlessValueSchema = wireSchema<SeamlessValue>()(
  Type.Object({
    balance: Type.Integer({ description: "The player's balance after the operation, minor units" }),
    currency: Type.String(),
    ledgerTransactionId: Type.Optional(Type.Integer()),
  }),
);
