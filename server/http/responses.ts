/**
 * Response schemas of the routes (ARCHITECTURE.md "Route schemas"): the /wps envelope around a
 * value's schema, and the failures every route may answer. A response schema filters what leaves
 * the server (a field it does not name is never sent), speeds up serialisation and feeds OpenAPI.
 */
import { Type, type TSchema } from '@sinclair/typebox';

/** `{ success, value?, code?, message? }` around the value a successful call answers. */
export function Envelope<T extends TSchema>(value: T) {
  return Type.Object(
    {
      success: Type.Boolean(),
      value: Type.Optional(value),
      code: Type.Optional(Type.String({ description: 'Stable machine code of a refusal (common/contract/envelope.ts ErrorCode)' })),
      message: Type.Optional(Type.String({ description: "Human text in the request's Language" })),
    },
    { additionalProperties: false },
  );
}

/**
 * A refusal or transport failure. The error handler sends these with plain JSON, not through the
 * route's schema, so a refusal's value (captcha flag, lockedUntil, retryAfter) is never filtered.
 */
export const Failure = Type.Object(
  {
    success: Type.Literal(false),
    code: Type.String(),
    message: Type.String(),
    value: Type.Optional(Type.Unknown({ description: 'What the client acts on with the refusal' })),
  },
  { description: 'A refusal (HTTP 200) or a transport failure (4xx/5xx)' },
);

/** The response map of a JSON route: its envelope on 200 and the failure shape on 4xx and 5xx. */
export function replies<T extends TSchema>(value: T) {
  return { 200: Envelope(value), '4xx': Failure, '5xx': Failure };
}

/** A route answering text of a content type (an HTML page, an SVG or PNG image, a manifest). */
export function textReply(contentType: string, description: string) {
  return {
    200: { description, content: { [contentType]: { schema: Type.String() } } },
    '4xx': Failure,
    '5xx': Failure,
  };
}
