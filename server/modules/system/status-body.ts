/**
 * The status answer as JSON text, built from the merchant's info serialized once: info is ~1.7 KB
 * of the 1.8 KB answer and depends only on the merchant (the merchant module shares one object
 * until an operator changes it), while every status call needs it. Only the client's part
 * (location and the two switches) is serialized per call, through the same response schema, so
 * the text is byte for byte what the route's serializer makes of the whole envelope.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { SystemStatusValue } from '@common/contract/system';
import type { Merchant } from '../merchant';
import { SystemStatusSchema } from './responses';
import { systemInfo } from './views';

const InfoSchema = SystemStatusSchema.properties.info;
/** The value without info, its properties in the schema's order (the serializer writes them so). */
const ClientPartSchema = Type.Omit(SystemStatusSchema, ['info']);

/** `value` through the (cached) fast-json-stringify serializer fastify compiles for `schema`. */
const serialize = (reply: FastifyReply, value: object, schema: TSchema): string =>
  reply.serializeInput(value as Record<string, unknown>, schema);

/** Serialized info, by merchant object: dropped with the object when the merchant changes. */
const infoTexts = new WeakMap<Merchant, string>();

/** The success envelope of GET /wps/system/status for this merchant and client part, as the route's schema serializes it. */
export function statusBody(reply: FastifyReply, merchant: Merchant, client: Omit<SystemStatusValue, 'info'>): string {
  let info = infoTexts.get(merchant);
  if (info === undefined) infoTexts.set(merchant, (info = serialize(reply, systemInfo(merchant), InfoSchema)));
  // `{"location":…}` without its opening brace follows info inside the value object.
  const rest = serialize(reply, client, ClientPartSchema).slice(1);
  return `{"success":true,"value":{"info":${info},${rest}}`;
}
