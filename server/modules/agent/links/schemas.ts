/** TypeBox schemas of the link calls (common/contract/agents.ts). Shapes only: the label's length is links.ts's (agent.invalid). */
import { Type } from '@sinclair/typebox';
import type { AffiliateLinkValue, CreateLinkRequest, DeleteLinkRequest } from '@common/contract/agents';
import { AGENT_LINK_LABEL_MAX } from '@common/rules/agents';
import { wireSchema } from '../../../http/typebox';

export const AffiliateLinkSchema = wireSchema<AffiliateLinkValue>()(
  Type.Object({
    code: Type.String(),
    label: Type.String(),
    url: Type.String(),
    createdAt: Type.Integer(),
    registrations: Type.Integer(),
    depositors: Type.Integer(),
    deposits: Type.Integer(),
  }),
);

export const CreateLinkBody = wireSchema<CreateLinkRequest>()(Type.Object({ label: Type.String({ maxLength: AGENT_LINK_LABEL_MAX * 4 }) }, { additionalProperties: false }));

export const DeleteLinkBody = wireSchema<DeleteLinkRequest>()(Type.Object({ code: Type.String({ minLength: 1, maxLength: 32 }) }, { additionalProperties: false }));
