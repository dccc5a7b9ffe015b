/** TypeBox schemas of the inbox calls, tied to common/contract/inbox.ts. */
import { Type } from '@sinclair/typebox';
import { MESSAGE_CATEGORIES, type InboxMessageValue, type InboxPage, type InboxQuery, type MessageAudience, type SendMessageRequest, type SentMessageValue, type UnreadCountValue } from '@common/contract/inbox';
import { INBOX_BODY_MAX_CHARS, INBOX_TITLE_MAX_CHARS } from '@common/rules/protection';
import { wireSchema } from '../../http/typebox';

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));
const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });
/** Member types a segment may name (trial, 4, never gets messages; send.ts refuses any other). */
export const SEGMENT_MEMBER_TYPES: readonly number[] = [0, 1, 2, 40, 41, 42];

export const InboxQuerySchema = wireSchema<InboxQuery>()(Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })) }));
export const MessageParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });

export const InboxMessageSchema = wireSchema<InboxMessageValue>()(
  Type.Object({ id: Type.Integer(), category: literals(MESSAGE_CATEGORIES), title: Type.String(), body: Type.String(), sentAt: Type.Integer(), read: Type.Boolean() }),
);

export const InboxPageSchema = wireSchema<InboxPage>()(
  Type.Object({ items: Type.Array(InboxMessageSchema), page: Type.Integer(), totalPages: Type.Integer(), unread: Type.Integer() }),
);

export const UnreadCountSchema = wireSchema<UnreadCountValue>()(Type.Object({ count: Type.Integer() }));

export const AudienceSchema = wireSchema<MessageAudience>()(
  Type.Union([
    Type.Object({ kind: Type.Literal('member'), username: Type.String({ minLength: 1, maxLength: 64, pattern: '\\S' }) }, { additionalProperties: false }),
    Type.Object(
      {
        kind: Type.Literal('segment'),
        memberTypes: Type.Array(Type.Integer({ minimum: 0, maximum: 99 }), { maxItems: SEGMENT_MEMBER_TYPES.length, uniqueItems: true }),
        languages: Type.Array(Type.String({ pattern: '^[A-Za-z]{2,3}(-[A-Za-z]{2,4})?$' }), { maxItems: 50, uniqueItems: true }),
        activeWithinDays: Type.Union([Type.Integer({ minimum: 1, maximum: 3650 }), Type.Null()]),
      },
      { additionalProperties: false },
    ),
    Type.Object({ kind: Type.Literal('all') }, { additionalProperties: false }),
  ]),
);

export const SendMessageBody = wireSchema<SendMessageRequest>()(
  Type.Object({
    merchantCode: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
    audience: AudienceSchema,
    category: literals(MESSAGE_CATEGORIES),
    title: Text(INBOX_TITLE_MAX_CHARS),
    body: Text(INBOX_BODY_MAX_CHARS),
  }),
);

export const SentMessagesQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  merchantCode: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
});

export const SentMessageSchema = wireSchema<SentMessageValue>()(
  Type.Object({
    id: Type.Integer(),
    merchantCode: Type.String(),
    audience: AudienceSchema,
    category: literals(MESSAGE_CATEGORIES),
    title: Type.String(),
    body: Type.String(),
    sentAt: Type.Integer(),
    sentBy: Type.String(),
    recipients: Type.Integer(),
    read: Type.Integer(),
  }),
);
