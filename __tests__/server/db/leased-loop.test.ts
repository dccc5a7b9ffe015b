import type { FastifyBaseLogger } from 'fastify';
import type { LeaderLease } from '../../../server/db/lease';
import { LEASE_RETRY_MS, LeasedLoop } from '../../../server/db/leased-loop';

/** A lease the test hands out by setting `free`; counts releases. */
function testLease() {
  const state = { free: false, held: false, releases: 0 };
  const lease: LeaderLease = {
    acquire: async () => (state.held = state.held || state.free),
    held: () => state.held,
    release: async () => {
      state.held = false;
      state.releases++;
    },
  };
  return { state, lease };
}

function testLog() {
  return { info: jest.fn(), error: jest.fn(), warn: jest.fn(), debug: jest.fn() } as unknown as FastifyBaseLogger & { error: jest.Mock; info: jest.Mock };
}

/** Runs the timers due within `ms` and lets the promises they start settle. */
async function advance(ms: number): Promise<void> {
  await jest.advanceTimersByTimeAsync(ms);
}

describe('LeasedLoop', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs no step until this process holds the lease, and asks again every LEASE_RETRY_MS', async () => {
    const { state, lease } = testLease();
    const acquire = jest.spyOn(lease, 'acquire');
    const step = jest.fn(async () => 60_000);
    const log = testLog();
    const loop = new LeasedLoop({ name: 'test', lease, log, step, errorRetryMs: 1_000 });
    loop.start();
    await advance(0);
    expect(acquire).toHaveBeenCalledTimes(1);
    await advance(LEASE_RETRY_MS - 1);
    expect(acquire).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(acquire).toHaveBeenCalledTimes(2);
    expect(step).not.toHaveBeenCalled();
    state.free = true;
    await advance(LEASE_RETRY_MS);
    expect(step).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith('test: this process holds the leader lease');
    await loop.stop();
  });

  it('waits the delay each step asks for before the next step', async () => {
    const { state, lease } = testLease();
    state.free = true;
    const delays = [500, 2_000];
    const step = jest.fn(async () => delays.shift() ?? 60_000);
    const loop = new LeasedLoop({ name: 'test', lease, log: testLog(), step, errorRetryMs: 1_000 });
    loop.start();
    await advance(0);
    expect(step).toHaveBeenCalledTimes(1);
    await advance(499);
    expect(step).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(step).toHaveBeenCalledTimes(2);
    await advance(1_999);
    expect(step).toHaveBeenCalledTimes(2);
    await advance(1);
    expect(step).toHaveBeenCalledTimes(3);
    await loop.stop();
  });

  it('logs a failed step and runs again after errorRetryMs', async () => {
    const { state, lease } = testLease();
    state.free = true;
    const step = jest.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValue(60_000);
    const log = testLog();
    const loop = new LeasedLoop({ name: 'test', lease, log, step, errorRetryMs: 1_000 });
    loop.start();
    await advance(0);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), 'test: run failed');
    await advance(999);
    expect(step).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(step).toHaveBeenCalledTimes(2);
    await loop.stop();
  });

  it('stop lets the running step finish, gives up the lease and runs nothing more; a step cut short by the stop is not logged as a failure', async () => {
    const { state, lease } = testLease();
    state.free = true;
    let finish!: () => void;
    const log = testLog();
    const loop = new LeasedLoop({
      name: 'test',
      lease,
      log,
      errorRetryMs: 1_000,
      step: jest.fn(
        () =>
          new Promise<number>((resolve, reject) => {
            finish = () => (loop.stopping ? reject(new Error('stopped')) : resolve(10));
          }),
      ),
    });
    loop.start();
    await advance(0);
    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    expect(loop.stopping).toBe(true);
    await advance(0);
    expect(stopped).toBe(false);
    expect(state.releases).toBe(0);
    finish();
    await stopping;
    expect(state.releases).toBe(1);
    expect(log.error).not.toHaveBeenCalled();
    await advance(60_000);
    expect(state.held).toBe(false);
  });
});
