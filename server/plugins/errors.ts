/**
 * The one place errors become responses: every failure is `{ success: false, code, message }`,
 * with the HTTP status telling transport problems (4xx/5xx) from business refusals (200).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, type Envelope, type ErrorCodeValue } from '@common/contract/envelope';
import { Header } from '@common/contract/headers';
import { AppError, JSON_TYPE } from '../http/envelope';
import fp from 'fastify-plugin';
import { messageFor } from '../i18n/messages';

interface Failure {
  status: number;
  code: ErrorCodeValue;
  params: Record<string, string | number>;
  value?: unknown;
}

/** A failure envelope with the message in the request's language (and a value when the refusal carries one). */
export function failure(
  request: FastifyRequest,
  code: ErrorCodeValue,
  params: Record<string, string | number> = {},
  value?: unknown,
): Envelope<unknown> {
  const language = request.headers[Header.language.toLowerCase()];
  const message = messageFor(code, typeof language === 'string' ? language : undefined, params);
  return value === undefined ? { success: false, code, message } : { success: false, code, message, value };
}

/**
 * Failures leave as plain JSON, not through the route's response schema: that schema describes
 * the route's success, and would drop a refusal's value (captcha flag, lockedUntil, retryAfter).
 */
function plainJson(reply: FastifyReply): FastifyReply {
  return reply.type(JSON_TYPE).serializer(JSON.stringify);
}

/** 404 envelope for a path no route serves. */
export function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0];
  return plainJson(reply).status(404).send(failure(request, ErrorCode.notFound, { method: request.method, path }));
}

/** The 404 of a console call whose record (by id in its path) does not exist, to throw from a handler. */
export function notFoundError(request: FastifyRequest): AppError {
  return new AppError(ErrorCode.notFound, { status: 404, params: { method: request.method, path: request.url.split('?')[0] ?? '' } });
}

/** '/a/0/b' (TypeBox error path) → 'a[0].b'; an empty path means the whole part (body, querystring…). */
function fieldName(path: string, part: string | undefined): string {
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return part ?? 'request';
  return segments.map((s, i) => (/^\d+$/.test(s) ? `[${s}]` : i === 0 ? s : `.${s}`)).join('');
}

function classify(err: FastifyError, request: FastifyRequest, bodyLimit: number): Failure {
  if (err instanceof AppError) return { status: err.status, code: err.code, params: err.params, value: err.value };
  if (err.validation) {
    const first = err.validation[0];
    return {
      status: 400,
      code: ErrorCode.requestInvalid,
      params: { field: fieldName(first?.instancePath ?? '', err.validationContext), detail: first?.message ?? 'invalid value' },
    };
  }
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, code: ErrorCode.requestMalformed, params: {} };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, code: ErrorCode.requestTooLarge, params: { limit: bodyLimit } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, code: ErrorCode.unsupportedMediaType, params: { type: request.headers['content-type'] ?? 'none' } };
  }
  // JSON.parse failures reach us as a SyntaxError the JSON parser marked 400.
  if (err instanceof SyntaxError && err.statusCode === 400) return { status: 400, code: ErrorCode.requestMalformed, params: {} };
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, code: ErrorCode.requestInvalid, params: { field: 'request', detail: err.message } };
  }
  return { status: 500, code: ErrorCode.unknown, params: {} };
}

/** The longest path parameter the router matches (Fastify's default, named so the refusal can say it). */
export const MAX_PATH_PARAM_CHARS = 100;

/**
 * Errors the router raises before any route or hook runs (Fastify's `frameworkErrors` option): a
 * path that is not valid percent-encoding, or a parameter over MAX_PATH_PARAM_CHARS. They get the
 * envelope like every other refusal instead of Fastify's own error shape.
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const detail = tooLong ? `a path segment is longer than ${MAX_PATH_PARAM_CHARS} characters` : 'not valid percent-encoding';
  request.log.info({ code: err.code }, err.message);
  void plainJson(reply)
    .status(tooLong ? 414 : 400)
    .send(failure(request, ErrorCode.requestInvalid, { field: 'path', detail }));
}

/** Installs the error and not-found handlers on the root instance. */
export const errorHandling = fp(async function errorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const found = classify(err, request, app.initialConfig.bodyLimit ?? 0);
    if (found.status >= 500) request.log.error({ err }, 'unexpected error');
    else request.log.info({ code: found.code, status: found.status }, err.message);
    return plainJson(reply).status(found.status).send(failure(request, found.code, found.params, found.value));
  });
  app.setNotFoundHandler(notFound);
}, { name: 'error-handling' });
