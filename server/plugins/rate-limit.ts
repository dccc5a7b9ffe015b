/** Global per-IP rate limit; a throttled request gets the envelope with too.many.requests. */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { ErrorCode } from '@common/contract/envelope';
import type { AppConfig } from '../config';
import { AppError } from '../http/envelope';
import { batchedRateLimitStore, databaseCounter, redisCounter, type SharedCounter } from '../modules/ratelimit';
import fp from 'fastify-plugin';

/**
 * Generous by default: a first visit loads the page, its assets and a handful of calls.
 * Only the API counts: mobile carriers put many phones behind one address (CGNAT), and the
 * static site, cached for a year, must never be refused to them.
 */
const LIMITED_PATHS = /^\/(wps|lgw|admin)(\/|$)/;
/** Redis keys of our counters, apart from anything else sharing that Redis. */
const REDIS_NAMESPACE = 'mlobby:rate-limit:';

/**
 * The counters live where every node sees them: in Redis when REDIS_URL is set, otherwise in the
 * database (modules/ratelimit). A Redis that does not answer at start fails the start; one that
 * fails later lets requests through (skipOnError) rather than take the API down with it.
 */
async function sharedCounter(app: FastifyInstance, config: AppConfig): Promise<SharedCounter> {
  if (config.redisUrl === undefined) return databaseCounter(app);
  let connected = false;
  const redis = new Redis(config.redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    // No retries before the first connection (the start fails); after it, reconnect for ever.
    retryStrategy: (times) => (connected ? Math.min(times * 200, 2_000) : null),
  });
  redis.on('error', (err) => app.log.warn({ err }, 'rate-limit redis error'));
  await redis.connect().catch((err: Error) => {
    throw new Error(`REDIS_URL does not answer: ${err.message}`);
  });
  connected = true;
  app.addHook('onClose', async () => {
    await redis.quit();
  });
  return redisCounter(redis, REDIS_NAMESPACE);
}

/** Each node counts far below the limit by itself and sends its counts in batches (modules/ratelimit/batched.ts). */
export const rateLimitPlugin = fp(async function rateLimitPlugin(app: FastifyInstance, options: { config: AppConfig }) {
  const { Store, close } = batchedRateLimitStore(await sharedCounter(app, options.config), app.now);
  app.addHook('onClose', async () => close());
  await app.register(rateLimit, {
    global: true,
    max: options.config.rateLimitMax,
    timeWindow: options.config.rateLimitWindowMs,
    skipOnError: true,
    // Counts only on a refusal (with retry-after): nothing of ours reads them on an allowed answer,
    // and three headers on every API response are bytes a phone waits for (docs/security.md).
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    store: Store,
    allowList: (request) => !LIMITED_PATHS.test(request.url),
    errorResponseBuilder: (_request, context) =>
      new AppError(ErrorCode.tooManyRequests, { status: 429, params: { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) } }),
  });
}, { name: 'rate-limit', dependencies: ['database'] });
