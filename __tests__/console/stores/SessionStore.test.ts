import { OperatorPath } from '@common/contract/operator';
import { consoleStore } from '../helpers/console';
import { FakeServer, operator } from '../helpers/fakeServer';

const totpServer = () => new FakeServer().ok(`POST ${OperatorPath.password}`, { next: 'totp', challenge: 'ch-1' });

describe('SessionStore', () => {
  test('password then TOTP code: logged in with the operator and its CSRF token', async () => {
    const server = totpServer().ok(`POST ${OperatorPath.totp}`, operator(['finance']));
    const { store } = await consoleStore(server);
    await store.session.submitPassword('ann', 'pw');
    expect(store.session.step).toEqual({ kind: 'totp', challenge: 'ch-1' });
    await store.session.submitCode('123 456');
    expect(server.callsTo(`POST ${OperatorPath.totp}`)[0]!.body).toEqual({ challenge: 'ch-1', code: '123456' });
    expect(store.session.ready).toBe(true);
    expect(store.session.csrfToken).toBe('csrf-1');
  });

  test('enrolment: the QR step, then the recovery codes, and the console opens only once they are saved', async () => {
    const server = new FakeServer()
      .ok(`POST ${OperatorPath.password}`, { next: 'enrol', challenge: 'ch-2', otpauthUri: 'otpauth://totp/x', qrSvg: '<svg/>' })
      .ok(`POST ${OperatorPath.enrol}`, { ...operator(['owner']), recoveryCodes: ['aaaa-bbbb', 'cccc-dddd'] });
    const { store } = await consoleStore(server);
    await store.session.submitPassword('new', 'pw');
    expect(store.session.step).toMatchObject({ kind: 'enrol', otpauthUri: 'otpauth://totp/x' });
    await store.session.submitCode('111111');
    expect(store.session.step).toEqual({ kind: 'recovery', codes: ['aaaa-bbbb', 'cccc-dddd'] });
    expect(store.session.ready).toBe(false);
    store.session.recoverySaved();
    expect(store.session.ready).toBe(true);
    expect(JSON.stringify(store.session.step)).not.toContain('aaaa-bbbb');
  });

  test('a wrong code keeps the step and shows the server message; a spent challenge goes back to the password', async () => {
    const server = totpServer().fail(`POST ${OperatorPath.totp}`, 'operator.code.wrong', 'The code is wrong');
    const { store } = await consoleStore(server);
    await store.session.submitPassword('ann', 'pw');
    await store.session.submitCode('000000');
    expect(store.session.step.kind).toBe('totp');
    expect(store.session.error).toEqual({ code: 'operator.code.wrong', message: 'The code is wrong' });
    server.fail(`POST ${OperatorPath.totp}`, 'operator.challenge.invalid', 'Start again');
    await store.session.submitCode('000000');
    expect(store.session.step.kind).toBe('password');
  });

  test('restores the session after a reload, or lands on the login without a message', async () => {
    const live = await consoleStore(new FakeServer().ok(`GET ${OperatorPath.session}`, operator(['support'])));
    await live.store.session.restore();
    expect(live.store.session.ready).toBe(true);
    const none = await consoleStore(new FakeServer().fail(`GET ${OperatorPath.session}`, 'operator.not.logged.in', 'x', 401));
    await none.store.session.restore();
    expect(none.store.session.status).toBe('loggedOut');
    expect(none.store.session.notice).toBeNull();
  });

  test('an expired session on any call goes back to the login with the server message and clears the screens', async () => {
    const server = new FakeServer().ok(`GET ${OperatorPath.session}`, operator(['support']));
    const { store } = await consoleStore(server);
    await store.session.restore();
    const cleared = jest.fn();
    store.feature(class {
      clear = cleared;
    });
    server.fail('GET /console/api/players', 'operator.session.expired', 'Your session has expired', 401);
    await expect(store.api.get('/console/api/players')).rejects.toThrow();
    expect(store.session.status).toBe('loggedOut');
    expect(store.session.notice).toBe('Your session has expired');
    expect(cleared).toHaveBeenCalled();
  });

  test("idle past the server's timeout (the session's idleMinutes): the console asks the server, and an ended session returns to the login", async () => {
    jest.useFakeTimers();
    try {
      const server = new FakeServer().ok(`GET ${OperatorPath.session}`, operator(['support'], { idleMinutes: 1 }));
      const { store } = await consoleStore(server);
      await store.session.restore();
      const stop = store.session.watchIdle(10_000);
      server.fail(`GET ${OperatorPath.session}`, 'operator.session.expired', 'Expired after 15 minutes', 401);
      await jest.advanceTimersByTimeAsync(50_000);
      expect(server.callsTo(`GET ${OperatorPath.session}`)).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(20_000);
      expect(store.session.status).toBe('loggedOut');
      expect(store.session.notice).toBe('Expired after 15 minutes');
      stop();
    } finally {
      jest.useRealTimers();
    }
  });

  test('logout ends the session on the server and forgets the operator', async () => {
    const server = new FakeServer().ok(`GET ${OperatorPath.session}`, operator(['support'])).ok(`DELETE ${OperatorPath.session}`, null);
    const { store } = await consoleStore(server);
    await store.session.restore();
    await store.session.logout();
    expect(server.callsTo(`DELETE ${OperatorPath.session}`)[0]!.headers['X-CSRF-Token']).toBe('csrf-1');
    expect(store.session.me).toBeNull();
    expect(store.session.status).toBe('loggedOut');
  });
});
