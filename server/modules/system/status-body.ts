/**
 * The status answer built from the merchant's info serialized once, and compressed once: info is
 * ~1.7 KB of the 1.8 KB answer and depends only on the merchant (the merchant module shares one
 * object until an operator changes it), while every status call needs it. Only the client's part
 * (location and the two switches) is serialized per call, through the same response schema, so
 * the text is byte for byte what the route's serializer makes of the whole envelope; and its
 * brotli form is info's, compressed once, with the client's part appended uncompressed
 * (server/http/brotli-append.ts) instead of a compression per call (docs/decisions.md "Fast reads").
 */
import { constants } from 'node:zlib';
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { SystemStatusValue } from '@common/contract/system';
import { appendUncompressed, flushedBrotli, MAX_APPENDED } from '../../http/brotli-append';
import { keepEncoded } from '../../http/shared-answer';
import type { Merchant } from '../merchant';
import { SystemStatusSchema } from './responses';
import { systemInfo } from './views';

const InfoSchema = SystemStatusSchema.properties.info;
/** The value without info, its properties in the schema's order (the serializer writes them so). */
const ClientPartSchema = Type.Omit(SystemStatusSchema, ['info']);
/** Info is compressed once per merchant object, so at brotli's best. */
const INFO_QUALITY = constants.BROTLI_MAX_QUALITY;

/** The envelope up to the client's part, and its flushed brotli form once made. */
interface InfoPart {
  text: Buffer;
  brotli?: Buffer;
}

/** By merchant object: dropped with the object when the merchant changes. */
const infoParts = new WeakMap<Merchant, InfoPart>();

/** `value` through the (cached) fast-json-stringify serializer fastify compiles for `schema`. */
const serialize = (reply: FastifyReply, value: object, schema: TSchema): string =>
  reply.serializeInput(value as Record<string, unknown>, schema);

function infoPart(reply: FastifyReply, merchant: Merchant): InfoPart {
  let part = infoParts.get(merchant);
  if (part) return part;
  const made: InfoPart = { text: Buffer.from(`{"success":true,"value":{"info":${serialize(reply, systemInfo(merchant), InfoSchema)},`) };
  infoParts.set(merchant, (part = made));
  // Ready within milliseconds, once per merchant object; until then answers are compressed per call.
  flushedBrotli(made.text, INFO_QUALITY).then(
    (brotli) => void (made.brotli = brotli),
    (err: unknown) => reply.log.warn({ err }, 'status info not precompressed'),
  );
  return part;
}

/** The success envelope of GET /wps/system/status for this merchant and client part, as the route's schema serializes it. */
export function statusBody(reply: FastifyReply, merchant: Merchant, client: Omit<SystemStatusValue, 'info'>): Buffer {
  const part = infoPart(reply, merchant);
  // `{"location":…}` without its opening brace closes the value object; one more brace, the envelope.
  const tail = Buffer.from(`${serialize(reply, client, ClientPartSchema).slice(1)}}`);
  const body = Buffer.concat([part.text, tail]);
  if (part.brotli && tail.length <= MAX_APPENDED) keepEncoded(body, 'br', appendUncompressed(part.brotli, tail));
  return body;
}
