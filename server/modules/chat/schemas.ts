/** TypeBox schemas of the chat calls, tied to common/contract/inbox.ts. */
import { Type } from '@sinclair/typebox';
import type { ChatConversationValue, ChatLaunchValue, ChatMessageValue, ChatSendRequest } from '@common/contract/inbox';
import { CHAT_MESSAGE_MAX_CHARS } from '@common/rules/protection';
import { wireSchema } from '../../http/typebox';

export const ChatLaunchSchema = wireSchema<ChatLaunchValue>()(Type.Object({ url: Type.String(), external: Type.Boolean() }));

export const ChatMessageSchema = wireSchema<ChatMessageValue>()(
  Type.Object({ id: Type.Integer(), from: Type.Union([Type.Literal('member'), Type.Literal('operator')]), text: Type.String(), sentAt: Type.Integer() }),
);

export const ChatSendBody = wireSchema<ChatSendRequest>()(Type.Object({ text: Type.String({ minLength: 1, maxLength: CHAT_MESSAGE_MAX_CHARS, pattern: '\\S' }) }));

export const ChatAfterQuery = Type.Object({ after: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })) });

export const ConversationsQuery = Type.Object({ merchantCode: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })) });

export const ConversationParams = Type.Object({ memberId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });

export const ChatConversationSchema = wireSchema<ChatConversationValue>()(
  Type.Object({ memberId: Type.Integer(), username: Type.String(), merchantCode: Type.String(), lastText: Type.String(), lastAt: Type.Integer(), unread: Type.Integer() }),
);
