/**
 * The browser tests' clock (TEST_CLOCK=true, never in production): the server's `now` is the real
 * time plus an offset that POST /__test/clock {advanceMs} moves forward, so a test can see a
 * 24-hour cooling-off end or a reality check come due without waiting. Only a client on this
 * machine may move it; anyone else gets the 404 of a path that does not exist. It only ever moves
 * forward, as real time does.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { fromThisMachine } from '../net/peer';
import { notFound } from './errors';

export const TEST_CLOCK_PATH = '/__test/clock';
/** The most one call may move the clock: ten years. */
const MAX_ADVANCE_MS = 10 * 366 * 24 * 3_600_000;

/** A clock that runs with real time from an offset the test moves. */
export interface TestClock {
  now(): number;
  advance(ms: number): number;
}

/** A clock at real time until advanced. */
export function createTestClock(): TestClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance(ms) {
      offset += ms;
      return Date.now() + offset;
    },
  };
}

const Body = Type.Object({ advanceMs: Type.Integer({ minimum: 0, maximum: MAX_ADVANCE_MS }) });
const Reply = Type.Object({ now: Type.Integer() });

/** POST /__test/clock: moves `clock` forward and answers { now }. */
export function testClockRoutes(clock: TestClock) {
  return async function testClock(app: FastifyInstance): Promise<void> {
    app.post(TEST_CLOCK_PATH, { schema: { body: Body, response: { 200: Reply }, hide: true } }, async (request, reply) => {
      if (!fromThisMachine(request)) return notFound(request, reply);
      const { advanceMs } = request.body as { advanceMs: number };
      return { now: clock.advance(advanceMs) };
    });
  };
}
