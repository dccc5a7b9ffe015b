/** The rate-limit counters in Redis (REDIS_URL): one script adds hits and answers the total and the ms left. */
import type { Redis } from 'ioredis';
import type { SharedCounter } from './batched';

/**
 * INCRBY, and a new window's expiry when these hits started it (or the key somehow has none):
 * as @fastify/rate-limit's own Redis store, but adding several hits at once.
 */
const ADD_HITS = `
local current = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == tonumber(ARGV[1]) or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {current, ttl}
`;

type AddHits = (key: string, hits: number, windowMs: number) => Promise<[number, number]>;

/** The shared counter over `redis`, its keys under `namespace`. */
export function redisCounter(redis: Redis, namespace: string): SharedCounter {
  redis.defineCommand('mlobbyAddHits', { numberOfKeys: 1, lua: ADD_HITS });
  const addHits = (redis as unknown as { mlobbyAddHits: AddHits }).mlobbyAddHits.bind(redis);
  return async (key, hits, windowMs) => {
    const [current, ttl] = await addHits(namespace + key, hits, windowMs);
    return { current, ttl };
  };
}
