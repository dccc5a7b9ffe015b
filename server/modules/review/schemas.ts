/** The review queue's wire schemas (common/contract/review.ts). */
import { Type } from '@sinclair/typebox';
import { REVIEW_KINDS, type ReviewDecisionRequest, type ReviewItemValue } from '@common/contract/review';
import { Nullable, PageQuery, Reason } from '../../http/console';
import { wireSchema } from '../../http/typebox';

const FIELD_TYPES = ['text', 'money', 'time', 'image'] as const;

export const ReviewItemSchema = wireSchema<ReviewItemValue>()(
  Type.Object({
    kind: Type.Union(REVIEW_KINDS.map((kind) => Type.Literal(kind))),
    id: Type.String(),
    merchantCode: Type.String(),
    status: Type.String(),
    open: Type.Boolean(),
    player: Nullable(Type.Object({ id: Type.Integer(), username: Type.String() })),
    amount: Nullable(Type.Integer()),
    createdAt: Type.Integer(),
    requestedBy: Nullable(Type.String()),
    fields: Type.Array(Type.Object({ labelKey: Type.String(), value: Type.String(), type: Type.Union(FIELD_TYPES.map((type) => Type.Literal(type))) })),
    claim: Nullable(Type.Object({ operator: Type.String(), at: Type.Integer(), mine: Type.Boolean() })),
    decisions: Type.Array(
      Type.Object({ operator: Type.String(), verdict: Type.Union([Type.Literal('approve'), Type.Literal('reject')]), reason: Type.String(), at: Type.Integer() }),
    ),
    approvalsNeeded: Type.Integer(),
    decidable: Type.Boolean(),
  }),
);

/** `?state=open|closed&merchantCode=&page=`. */
export const QueueQuery = Type.Object(
  {
    state: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('closed')])),
    merchantCode: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{2,32}$' })),
    ...PageQuery,
  },
  { additionalProperties: false },
);

/** An item's id as its source writes it (a number, a uuid). */
export const ItemParams = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) });

export const DecisionBody = wireSchema<ReviewDecisionRequest>()(Type.Object({ reason: Reason }, { additionalProperties: false }));
