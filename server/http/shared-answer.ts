/**
 * Answers that are the same for every client asking with the same inputs (a merchant's game
 * lists, its hot games): serialized once through the route's response schema, compressed once
 * per encoding, and sent with a weak ETag, so a repeated call costs neither serialization nor
 * compression, and a client that already has it gets a 304. Whoever keeps a SharedAnswer decides
 * how long it holds (server/modules/catalog keeps them until a catalogue row changes).
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { JSON_TYPE, ok } from './envelope';

/** A serialized success envelope and the validator of its content. */
export interface SharedAnswer {
  body: Buffer;
  etag: string;
}

/** The compressed forms of each shared body, by encoding; they go with the body when it is dropped. */
const encodedBodies = new WeakMap<Buffer, Map<string, Buffer>>();

/**
 * The last body its route gave a ready-made form (keepEncoded). One slot, not a map entry per
 * answer: the compressor meets the body in the same send, and a map entry per answer kept tens
 * of megabytes of dead bodies alive until the next full collection (bench RSS). A body that finds
 * the slot taken by another is compressed as any other: slower, never wrong.
 */
let lastKept: { body: Buffer; encoding: string; packed: Buffer } | undefined;

/** Sends `body` in `encoding` as `packed` (made by its route more cheaply than a compressor would) when the client takes it. */
export function keepEncoded(body: Buffer, encoding: string, packed: Buffer): void {
  lastKept = { body, encoding, packed };
}

/** The envelope around `value`, serialized by the route of `reply` exactly as it would answer it. */
export function sharedAnswer(reply: FastifyReply, value: unknown): SharedAnswer {
  const json = reply.serialize(ok(value)) as string;
  const body = Buffer.from(json);
  encodedBodies.set(body, new Map());
  // Weak: every content-coding of the body is the same answer (RFC 9110 §8.8.1).
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, etag };
}

/**
 * A compressor that uses the forms kept with a body, keeps what it makes of a shared body (one
 * compression per body and encoding, with `compress`, so with the best settings) and hands
 * anything else to `perAnswer`. @fastify/compress takes it as its zlib's synchronous method, so
 * it still negotiates the encoding and sets Vary and the length.
 */
export function reusingCompressor<O>(encoding: string, compress: (body: Buffer, options?: O) => Buffer, perAnswer: (body: Buffer, options?: O) => Buffer) {
  return (body: Buffer, options?: O): Buffer => {
    if (lastKept?.body === body && lastKept.encoding === encoding) return lastKept.packed;
    const encoded = encodedBodies.get(body);
    if (!encoded) return perAnswer(body, options);
    let packed = encoded.get(encoding);
    if (!packed) encoded.set(encoding, (packed = compress(body, options)));
    return packed;
  };
}

/** Whether an If-None-Match header names this (weak) ETag or any (RFC 9110 §13.1.2: weak comparison). */
function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.slice(2);
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/**
 * Sends a shared answer: 304 when the client's copy is current, else the JSON (compressed by
 * the compression plugin as the client accepts, from the kept copy). Vary on every answer: a
 * cache must not hand the brotli copy to a client that asked without it.
 */
export function sendShared(request: FastifyRequest, reply: FastifyReply, answer: SharedAnswer): void {
  reply.header('etag', answer.etag).header('vary', 'accept-encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (typeof ifNoneMatch === 'string' && matches(ifNoneMatch, answer.etag)) reply.code(304).send();
  else reply.type(JSON_TYPE).send(answer.body);
}
