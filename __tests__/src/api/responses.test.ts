import { ApiError } from '../../../src/api/client';
import { CUSTOMER_NOT_LOGIN_MESSAGE, ErrorCode } from '@common/contract/envelope';
import { TOAST_OFFLINE_MS } from '../../../src/config/constants';
import { fakeEnv, fetchReturning, setup, isolateClientTests } from './fakes';

isolateClientTests();

/** Runs a call expected to fail and returns its ApiError. */
async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('success and pass-through', () => {
  it('resolves an envelope with success true', async () => {
    const { client } = setup(fetchReturning({ success: true, value: 42 }));
    await expect(client.get('/wps/member/info')).resolves.toEqual({ success: true, value: 42 });
  });

  it('passes /lgw/ responses through as received, even when success is false', async () => {
    const { client, env } = setup(fetchReturning({ success: false, code: 'x' }));
    await expect(client.get('/lgw/orders')).resolves.toEqual({ success: false, code: 'x' });
    expect(env.showNotice).not.toHaveBeenCalled();
  });

  it('passes array responses through', async () => {
    const { client } = setup(fetchReturning([{ id: 1 }]));
    await expect(client.get('/wps/member/rank')).resolves.toEqual([{ id: 1 }]);
  });

  it('passes exempt-path failures through, e.g. a failed login carrying the captcha flag', async () => {
    const body = { success: false, code: 'captcha.wrong', message: 'Captcha wrong', value: { captcha: true } };
    const { client, env } = setup(fetchReturning(body));
    await expect(client.post('/wps/session/login', { userName: 'u' })).resolves.toEqual(body);
    expect(env.showNotice).not.toHaveBeenCalled();
  });
});

describe('not logged in', () => {
  it('message CUSTOMER_NOT_LOGIN calls onNotLoggedIn and rejects without a notice of its own', async () => {
    const { client, env } = setup(fetchReturning({ success: false, message: CUSTOMER_NOT_LOGIN_MESSAGE }));
    const error = await failureOf(client.get('/wps/member/info'));
    expect(env.onNotLoggedIn).toHaveBeenCalledWith('CUSTOMER_NOT_LOGIN', { alert: true });
    expect(env.showNotice).not.toHaveBeenCalled();
    expect(error.silent).toBe(false);
  });

  it.each([ErrorCode.customerNotLogin, ErrorCode.userOrTokenInvalid, ErrorCode.loginNotSession])(
    'code %s counts as not logged in',
    async (code) => {
      const { client, env } = setup(fetchReturning({ success: false, code, message: 'm' }));
      const error = await failureOf(client.get('/wps/member/info'));
      expect(env.onNotLoggedIn).toHaveBeenCalledWith('code', { alert: true });
      expect(error.code).toBe(code);
    },
  );

  it('HTTP 401 counts as not logged in', async () => {
    const { client, env } = setup(fetchReturning('', 401));
    const error = await failureOf(client.get('/wps/member/info'));
    expect(env.onNotLoggedIn).toHaveBeenCalledWith('http401', { alert: true });
    expect(error).toMatchObject({ status: 401, code: 'http.401' });
    expect(env.showNotice).not.toHaveBeenCalled();
  });

  it('still clears the session with alert false, telling the environment not to show the prompt', async () => {
    const { client, env } = setup(fetchReturning({ success: false, code: ErrorCode.customerNotLogin }));
    const error = await failureOf(client.get('/wps/member/info', { alert: false }));
    expect(env.onNotLoggedIn).toHaveBeenCalledWith('code', { alert: false });
    expect(error.silent).toBe(true);
  });

  it('drops cached responses of the dead session', async () => {
    const fetchFn = jest
      .fn()
      .mockResolvedValueOnce({ status: 200, text: async () => JSON.stringify({ success: true, value: 1 }) })
      .mockResolvedValue({ status: 401, text: async () => '' });
    const { client } = setup(fetchFn);
    await client.get('/wps/member/info', { cache: true });
    await failureOf(client.get('/wps/wallets/balance'));
    expect(Object.keys(window.sessionStorage)).toEqual([]);
  });
});

describe('other failures', () => {
  it('token_ip_different turns off auto login and shows its message', async () => {
    const { client, env } = setup(fetchReturning({ success: false, code: ErrorCode.tokenIpDifferent, message: 'IP changed' }));
    const error = await failureOf(client.get('/wps/member/info'));
    expect(env.onTokenIpDifferent).toHaveBeenCalledTimes(1);
    expect(env.showNotice).toHaveBeenCalledWith('IP changed');
    expect(env.onNotLoggedIn).not.toHaveBeenCalled();
    expect(error.code).toBe(ErrorCode.tokenIpDifferent);
  });

  it('invalid.affiliate.code tells the app so the header shows a back arrow', async () => {
    const { client, env } = setup(fetchReturning({ success: false, code: ErrorCode.invalidAffiliateCode, message: 'Bad code' }));
    const error = await failureOf(client.get('/wps/member/info'));
    expect(env.onInvalidAffiliateCode).toHaveBeenCalledTimes(1);
    expect(env.showNotice).toHaveBeenCalledWith('Bad code');
    expect(error.code).toBe(ErrorCode.invalidAffiliateCode);
  });

  it('invalid.affiliate.code on a pass-through affiliate lookup still reaches the app', async () => {
    const body = { success: false, code: ErrorCode.invalidAffiliateCode, message: 'Bad code' };
    const { client, env } = setup(fetchReturning(body));
    await expect(client.get('/wps/agent/affiliate/ABC')).resolves.toEqual(body);
    expect(env.onInvalidAffiliateCode).toHaveBeenCalledTimes(1);
  });

  it('any other failure shows the server message and rejects with the envelope', async () => {
    const body = { success: false, code: 'username.exists', message: 'Username exists' };
    const { client, env } = setup(fetchReturning(body));
    const error = await failureOf(client.post('/wps/member/nickname', { n: 1 }));
    expect(env.showNotice).toHaveBeenCalledWith('Username exists');
    expect(error).toMatchObject({ code: 'username.exists', message: 'Username exists', silent: false, envelope: body });
  });

  it('a failure without a message shows the unknown-error text', async () => {
    const { client, env } = setup(fetchReturning({ success: false, code: 'x.y' }));
    await failureOf(client.get('/wps/member/info'));
    expect(env.showNotice).toHaveBeenCalledWith('t:error.unknown');
  });

  it('shows the code when the environment has no texts', async () => {
    const env = fakeEnv();
    delete (env as Partial<typeof env>).text;
    const { client } = setup(fetchReturning({ success: false, code: 'x.y' }), env);
    await failureOf(client.get('/wps/member/info'));
    expect(env.showNotice).toHaveBeenCalledWith('x.y');
  });

  it('HTTP 502 rejects silently: no notice, no toast', async () => {
    const { client, env } = setup(fetchReturning('<html>Bad Gateway</html>', 502));
    const error = await failureOf(client.get('/wps/member/info'));
    expect(error).toMatchObject({ status: 502, code: 'http.502', silent: true });
    expect(env.showNotice).not.toHaveBeenCalled();
    expect(env.showOffline).not.toHaveBeenCalled();
  });

  it('a non-JSON 5xx body rejects with http.<status> and the unknown-error notice', async () => {
    const { client, env } = setup(fetchReturning('Internal error', 500));
    const error = await failureOf(client.get('/wps/member/info'));
    expect(error).toMatchObject({ status: 500, code: 'http.500', silent: false });
    expect(env.showNotice).toHaveBeenCalledWith('t:error.unknown');
  });

  it('a 4xx/5xx envelope rejects with its code even on exempt paths (pass-through is for 2xx only)', async () => {
    const { client, env } = setup(fetchReturning({ success: false, code: 'too.many.requests', message: 'Slow down' }, 429));
    const error = await failureOf(client.post('/wps/session/login', {}));
    expect(error).toMatchObject({ status: 429, code: 'too.many.requests' });
    expect(env.showNotice).toHaveBeenCalledWith('Slow down');
  });

  it('a non-JSON 200 body on a /wps path rejects with http.200', async () => {
    const { client } = setup(fetchReturning('<html></html>', 200));
    await expect(client.get('/wps/member/info')).rejects.toMatchObject({ code: 'http.200' });
  });

  it('alert false rejects silently on a business failure', async () => {
    const { client, env } = setup(fetchReturning({ success: false, code: 'x', message: 'm' }));
    const error = await failureOf(client.get('/wps/member/info', { alert: false }));
    expect(error.silent).toBe(true);
    expect(env.showNotice).not.toHaveBeenCalled();
  });

  it('a missing URL rejects with request.url.missing without calling fetch', async () => {
    const { client, fetchFn } = setup(fetchReturning({ success: true }));
    const error = await failureOf(client.get(''));
    expect(error.code).toBe('request.url.missing');
    expect(fetchFn).not.toHaveBeenCalled();
  });
});

describe('offline and network errors', () => {
  it('offline before the call shows only the no-internet toast and does not fetch', async () => {
    const { client, env, fetchFn } = setup(fetchReturning({ success: true }), fakeEnv({ isOnline: jest.fn(() => false) }));
    const error = await failureOf(client.get('/wps/member/info'));
    expect(error).toMatchObject({ code: 'request.offline', silent: false });
    expect(env.showOffline).toHaveBeenCalledWith(TOAST_OFFLINE_MS);
    expect(env.showNotice).not.toHaveBeenCalled();
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('defaults to navigator.onLine when the environment has no isOnline', async () => {
    const env = fakeEnv();
    delete (env as Partial<typeof env>).isOnline;
    const spy = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { client, fetchFn } = setup(fetchReturning({ success: true }), env);
      await expect(client.get('/wps/member/info')).rejects.toMatchObject({ code: 'request.offline' });
      expect(fetchFn).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('a network TypeError while offline shows only the no-internet toast', async () => {
    const isOnline = jest.fn().mockReturnValueOnce(true).mockReturnValue(false);
    const fetchFn = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    const { client, env } = setup(fetchFn, fakeEnv({ isOnline }));
    const error = await failureOf(client.get('/wps/member/info'));
    expect(error.code).toBe('request.offline');
    expect(env.showOffline).toHaveBeenCalledWith(TOAST_OFFLINE_MS);
    expect(env.showNotice).not.toHaveBeenCalled();
  });

  it('a network TypeError while online shows the network-slow notice', async () => {
    const fetchFn = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    const { client, env } = setup(fetchFn);
    const error = await failureOf(client.get('/wps/member/info'));
    expect(error).toMatchObject({ code: 'request.network', silent: false });
    expect(env.showNotice).toHaveBeenCalledWith('t:error.networkSlow');
  });

  it('offline with alert false rejects silently', async () => {
    const { client, env } = setup(fetchReturning({ success: true }), fakeEnv({ isOnline: jest.fn(() => false) }));
    const error = await failureOf(client.get('/wps/member/info', { alert: false }));
    expect(error.silent).toBe(true);
    expect(env.showOffline).not.toHaveBeenCalled();
  });

  it('a cached GET is served even when offline', async () => {
    const env = fakeEnv();
    const { client } = setup(fetchReturning({ success: true, value: 1 }), env);
    await client.get('/wps/home', { cache: true });
    env.isOnline.mockReturnValue(false);
    await expect(client.get('/wps/home', { cache: true })).resolves.toEqual({ success: true, value: 1 });
  });
});
