/** The rate-limit module's public surface (the general limiter's store and shared counters): the only file other code imports. */
export { batchedRateLimitStore, LOCAL_SHARE, RATE_LIMIT_FLUSH_MS, type SharedCounter } from './batched';
export { redisCounter } from './redis-counter';
export { countHit, databaseCounter, purgeRateLimitHits } from './store';
