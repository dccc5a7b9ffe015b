import { autorun } from 'mobx';
import { SharedCall } from '../../../../src/stores/base/SharedCall';
import { deferred } from '../../helpers/renderApp';

describe('SharedCall', () => {
  it('asking while a call is in flight shares it; once settled, the next run is a fresh call', async () => {
    const answers = [deferred<void>(), deferred<void>()];
    let calls = 0;
    const start = jest.fn((): Promise<void> => answers[calls++].promise);
    const call = new SharedCall(start);
    const first = call.run();
    expect(call.run()).toBe(first);
    expect(start).toHaveBeenCalledTimes(1);
    answers[0].resolve();
    await first;
    void call.run();
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('a failed call frees the slot, so asking again tries again', async () => {
    let fail = true;
    const call = new SharedCall(() => (fail ? Promise.reject(new Error('down')) : Promise.resolve()));
    await expect(call.run()).rejects.toThrow('down');
    expect(call.inFlight).toBe(false);
    fail = false;
    await expect(call.run()).resolves.toBeUndefined();
  });

  it('inFlight is observable, and settled() waits for the call in flight (or nothing)', async () => {
    const answer = deferred<void>();
    const call = new SharedCall(() => answer.promise);
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(call.inFlight));
    await expect(call.settled()).resolves.toBeUndefined();
    void call.run();
    let settled = false;
    void call.settled().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    answer.resolve();
    await call.settled();
    await new Promise((r) => setTimeout(r, 0));
    expect(settled).toBe(true);
    expect(seen).toEqual([false, true, false]);
    stop();
  });
});
