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

/**
 * The compressed forms kept with a body, by encoding; they go with the body when it is dropped.
 * A shared body keeps each one its first compression makes; another body only those given.
 */
const encodedBodies = new WeakMap<Buffer, { shared: boolean; byEncoding: Map<string, Buffer> }>();

/** Sends `body` in `encoding` as `packed` (made by its route more cheaply than a compressor would) when the client takes it. */
export function keepEncoded(body: Buffer, encoding: string, packed: Buffer): void {
  encodedBodies.set(body, { shared: false, byEncoding: new Map([[encoding, packed]]) });
}

/** The envelope around `value`, serialized by the route of `reply` exactly as it would answer it. */
export function sharedAnswer(reply: FastifyReply, value: unknown): SharedAnswer {
  const json = reply.serialize(ok(value)) as string;
  const body = Buffer.from(json);
  encodedBodies.set(body, { shared: true, byEncoding: new Map() });
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
    const encoded = encodedBodies.get(body);
    const kept = encoded?.byEncoding.get(encoding);
    if (kept) return kept;
    if (!encoded?.shared) return perAnswer(body, options);
    const packed = compress(body, options);
    encoded.byEncoding.set(encoding, packed);
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
