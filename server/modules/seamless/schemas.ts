/** TypeBox bodies of the seamless-wallet routes (contract.ts); amounts are integer minor units. */
import { Type, type Static } from '@sinclair/typebox';
import { MinorAmount } from '../../http/fields';

const Id = Type.String({ minLength: 1, maxLength: 100 });

const Base = { requestId: Id, sessionId: Type.String({ minLength: 1, maxLength: 100 }) };

export const BalanceBody = Type.Object(Base);

/** A bet of at least one minor unit (a zero bet moves nothing and the ledger refuses it). */
export const DebitBody = Type.Object({
  ...Base,
  transactionId: Id,
  roundId: Id,
  gameId: Type.Union([Type.Integer(), Type.Null()]),
  amount: MinorAmount(1),
});

/** A win; 0 closes a lost round. */
export const CreditBody = Type.Object({
  ...Base,
  transactionId: Id,
  roundId: Id,
  gameId: Type.Union([Type.Integer(), Type.Null()]),
  amount: MinorAmount(0),
  refTransactionId: Type.Optional(Id),
});

export const RollbackBody = Type.Object({ ...Base, transactionId: Id, refTransactionId: Id, roundId: Id });

export type DebitBodyType = Static<typeof DebitBody>;
