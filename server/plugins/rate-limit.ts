/** Global per-IP rate limit; a throttled request gets the envelope with too.many.requests. */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@common/contract/envelope';
import type { AppConfig } from '../config';
import { AppError } from '../http/envelope';
import fp from 'fastify-plugin';

/**
 * Generous by default: a first visit loads the page, its assets and a handful of calls.
 * Counters are in memory, per instance; several instances behind a balancer each count alone.
 * Only the API counts: mobile carriers put many phones behind one address (CGNAT), and the
 * static site, cached for a year, must never be refused to them.
 */
const LIMITED_PATHS = /^\/(wps|lgw|admin)(\/|$)/;

export const rateLimitPlugin = fp(async function rateLimitPlugin(app: FastifyInstance, options: { config: AppConfig }) {
  await app.register(rateLimit, {
    global: true,
    max: options.config.rateLimitMax,
    timeWindow: options.config.rateLimitWindowMs,
    allowList: (request) => !LIMITED_PATHS.test(request.url),
    errorResponseBuilder: (_request, context) =>
      new AppError(ErrorCode.tooManyRequests, { status: 429, params: { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) } }),
  });
}, { name: 'rate-limit' });
