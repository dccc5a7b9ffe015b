/** The rate-limit module's public surface (the general limiter's shared counters): the only file other code imports. */
export { countHit, databaseRateLimitStore, purgeRateLimitHits } from './store';
