import { ApiError, HEADER_GATEWAY, type Encryptor } from '../../../src/api/client';
import { API_CACHE_PREFIX, API_TIMEOUT_MS, DEFAULT_MODULE_ID } from '../../../src/config/constants';
import { GATEWAY_MOBILE } from '@common/contract/headers';
import { fakeEnv, fetchHanging, fetchReturning, initOf, setup, urlOf, isolateClientTests } from './fakes';

const OK = { success: true, value: { n: 1 } };

isolateClientTests();

describe('headers', () => {
  it('sends ModuleId, gateway version, Merchant, Language and Device on every call', async () => {
    const { client, fetchFn } = setup(fetchReturning(OK));
    await client.get('/wps/member/info');
    expect(initOf(fetchFn).headers).toMatchObject({
      ModuleId: DEFAULT_MODULE_ID,
      [HEADER_GATEWAY]: String(GATEWAY_MOBILE),
      Merchant: 'M01',
      Language: 'BN',
      Device: 'MOBILE',
    });
    expect(HEADER_GATEWAY).toBe('Gateway-Version');
  });

  it('uses the moduleId option instead of the default', async () => {
    const { client, fetchFn } = setup(fetchReturning(OK));
    await client.get('/wps/game/favorite', { moduleId: 'GAMELOFAV3' });
    expect(initOf(fetchFn).headers.ModuleId).toBe('GAMELOFAV3');
  });

  it('sends Language CN for every Chinese variant', async () => {
    const { client, fetchFn } = setup(fetchReturning(OK), fakeEnv({ language: jest.fn(() => 'zh-TW') }));
    await client.get('/wps/member/info');
    expect(initOf(fetchFn).headers.Language).toBe('CN');
  });

  it('sends Authorization with the token on token paths', async () => {
    const { client, fetchFn } = setup(fetchReturning(OK));
    await client.get('/wps/member/info');
    expect(initOf(fetchFn).headers.Authorization).toBe('tok-123');
  });

  it('never sends Authorization on exempt paths, even with a token', async () => {
    const { client, fetchFn } = setup(fetchReturning(OK));
    await client.get('/wps/captcha');
    expect(initOf(fetchFn).headers).not.toHaveProperty('Authorization');
  });

  it('sends no Authorization when there is no token', async () => {
    const { client, fetchFn } = setup(fetchReturning(OK), fakeEnv({ token: jest.fn(() => null) }));
    await client.get('/wps/member/info');
    expect(initOf(fetchFn).headers).not.toHaveProperty('Authorization');
  });

  it('sends credentials and lets extra headers win', async () => {
    const { client, fetchFn } = setup(fetchReturning(OK));
    await client.get('/wps/member/info', { headers: { Device: 'OTHERS', X: 'y' } });
    expect(initOf(fetchFn).credentials).toBe('include');
    expect(initOf(fetchFn).headers).toMatchObject({ Device: 'OTHERS', X: 'y' });
  });

  it('prefixes relative URLs with baseUrl', async () => {
    const { client, fetchFn } = setup(fetchReturning(OK), fakeEnv(), { baseUrl: 'https://api.test/' });
    await client.get('/wps/member/info');
    expect(urlOf(fetchFn)).toBe('https://api.test/wps/member/info');
  });
});

describe('timeout', () => {
  it(`aborts after ${API_TIMEOUT_MS} ms with request.timeout and the network-slow notice`, async () => {
    const { client, env, fetchFn } = setup(fetchHanging());
    const call = client.get('/wps/member/info');
    const outcome = expect(call).rejects.toMatchObject({ code: 'request.timeout', silent: false });
    await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(initOf(fetchFn).signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await outcome;
    expect(env.showNotice).toHaveBeenCalledWith('t:error.networkSlow');
  });

  it('times out silently when alert is false', async () => {
    const { client, env } = setup(fetchHanging());
    const outcome = expect(client.get('/wps/member/info', { alert: false })).rejects.toMatchObject({
      code: 'request.timeout',
      silent: true,
    });
    await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    await outcome;
    expect(env.showNotice).not.toHaveBeenCalled();
  });

  it("rejects silently with request.aborted when the caller's signal aborts", async () => {
    const { client, env } = setup(fetchHanging());
    const controller = new AbortController();
    const call = client.get('/wps/member/info', { signal: controller.signal });
    await Promise.resolve();
    controller.abort();
    await expect(call).rejects.toMatchObject({ code: 'request.aborted', silent: true });
    expect(env.showNotice).not.toHaveBeenCalled();
  });
});

describe('GET', () => {
  it('builds the query from params, skipping undefined and null', async () => {
    const { client, fetchFn } = setup(fetchReturning(OK));
    await client.get('/wps/game/list', { params: { pageNo: 1, gameType: 'SLOT', fav: false, a: undefined, b: null } });
    expect(urlOf(fetchFn)).toBe('/wps/game/list?pageNo=1&gameType=SLOT&fav=false');
    expect(initOf(fetchFn).method).toBe('GET');
    expect(initOf(fetchFn).body).toBeUndefined();
  });

  it('cache:true serves a cached envelope without calling fetch', async () => {
    const { client, fetchFn } = setup(fetchReturning(OK));
    await client.get('/wps/game/types', { params: { typeId: 1 }, cache: true });
    const second = await client.get('/wps/game/types', { params: { typeId: 1 }, cache: true });
    expect(second).toEqual(OK);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('keys the cache by the full URL including the query', async () => {
    const { client, fetchFn } = setup(fetchReturning(OK));
    await client.get('/wps/game/types', { params: { typeId: 1 }, cache: true });
    await client.get('/wps/game/types', { params: { typeId: 2 }, cache: true });
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('keys the cache by language too, so a language switch refetches', async () => {
    const env = fakeEnv();
    const { client, fetchFn } = setup(fetchReturning(OK), env);
    await client.get('/wps/game/types', { cache: true });
    env.language.mockReturnValue('en');
    await client.get('/wps/game/types', { cache: true });
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('does not read the cache without cache:true', async () => {
    const { client, fetchFn } = setup(fetchReturning(OK));
    await client.get('/wps/game/types', { cache: true });
    await client.get('/wps/game/types');
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('flush:true bypasses the cached copy and rewrites it', async () => {
    const fetchFn = jest
      .fn()
      .mockResolvedValueOnce({ status: 200, text: async () => JSON.stringify({ success: true, value: 'old' }) })
      .mockResolvedValueOnce({ status: 200, text: async () => JSON.stringify({ success: true, value: 'new' }) });
    const { client } = setup(fetchFn);
    await client.get('/wps/home', { cache: true });
    expect(await client.get('/wps/home', { cache: true, flush: true })).toMatchObject({ value: 'new' });
    expect(await client.get('/wps/home', { cache: true })).toMatchObject({ value: 'new' });
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('caches only successful envelopes', async () => {
    // /wps/home is exempt, so the failed envelope resolves (pass-through) but must not be cached.
    const { client, fetchFn } = setup(fetchReturning({ success: false, code: 'x' }));
    await client.get('/wps/home', { cache: true });
    await client.get('/wps/home', { cache: true });
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('flushCache() removes only the client cache keys', async () => {
    const { client, fetchFn } = setup(fetchReturning(OK));
    window.sessionStorage.setItem('MC_SESSION_INFO', 'keep');
    await client.get('/wps/home', { cache: true });
    expect(Object.keys(window.sessionStorage).some((k) => k.startsWith(API_CACHE_PREFIX))).toBe(true);
    client.flushCache();
    expect(Object.keys(window.sessionStorage)).toEqual(['MC_SESSION_INFO']);
    await client.get('/wps/home', { cache: true });
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });
});

describe('POST', () => {
  const encryptor: Encryptor = { encrypt: jest.fn(async () => ({ payload: 'SEALED', header: 'v1;key' })) };

  it('sends the body as JSON with Content-Type application/json', async () => {
    const { client, fetchFn } = setup(fetchReturning(OK));
    await client.post('/wps/member/password', { oldPassword: 'a', newPassword: 'b' });
    expect(initOf(fetchFn).method).toBe('POST');
    expect(initOf(fetchFn).body).toBe(JSON.stringify({ oldPassword: 'a', newPassword: 'b' }));
    expect(initOf(fetchFn).headers['Content-Type']).toBe('application/json');
  });

  it('sends no body and no Content-Type when there is no body', async () => {
    const { client, fetchFn } = setup(fetchReturning(OK));
    await client.post('/wps/game/showLogo');
    expect(initOf(fetchFn).body).toBeUndefined();
    expect(initOf(fetchFn).headers).not.toHaveProperty('Content-Type');
  });

  it('sends form bodies as they are, leaving the content type to fetch', async () => {
    const { client, fetchFn } = setup(fetchReturning(OK));
    const form = new URLSearchParams({ email: 'a@b.c' });
    await client.post('/wps/member/password/email', form);
    expect(initOf(fetchFn).body).toBe(form);
    expect(initOf(fetchFn).headers).not.toHaveProperty('Content-Type');
  });

  it('encrypt:true sends the encryptor payload with the Encryption header', async () => {
    const { client, fetchFn } = setup(fetchReturning(OK), fakeEnv(), { encryptor });
    await client.post('/wps/session/login', { userName: 'u', password: 'p' }, { encrypt: true });
    expect(encryptor.encrypt).toHaveBeenCalledWith({ userName: 'u', password: 'p' });
    expect(initOf(fetchFn).body).toBe('SEALED');
    expect(initOf(fetchFn).headers).toMatchObject({ Encryption: 'v1;key', 'Content-Type': 'application/json' });
  });

  it('encrypt:true without an encryptor rejects with encryption.unavailable and sends nothing', async () => {
    const { client, fetchFn } = setup(fetchReturning(OK));
    const call = client.post('/wps/session/login', { password: 'p' }, { encrypt: true });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ code: 'encryption.unavailable', silent: true });
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('a failing encryptor rejects with encryption.failed and never falls back to plain text', async () => {
    const broken: Encryptor = { encrypt: jest.fn(async () => Promise.reject(new Error('no key'))) };
    const { client, fetchFn } = setup(fetchReturning(OK), fakeEnv(), { encryptor: broken });
    await expect(client.post('/wps/session/login', { password: 'p' }, { encrypt: true })).rejects.toMatchObject({
      code: 'encryption.failed',
    });
    expect(fetchFn).not.toHaveBeenCalled();
  });
});

describe('PUT and DELETE', () => {
  it('PUT sends JSON and supports encryption', async () => {
    const encryptor: Encryptor = { encrypt: jest.fn(async () => ({ payload: 'P', header: 'H' })) };
    const { client, fetchFn } = setup(fetchReturning(OK), fakeEnv(), { encryptor });
    await client.put('/wps/member/nickname', { nickname: 'n' });
    await client.put('/wps/member/register', { userName: 'u' }, { encrypt: true });
    expect(initOf(fetchFn, 0)).toMatchObject({ method: 'PUT', body: '{"nickname":"n"}' });
    expect(initOf(fetchFn, 1)).toMatchObject({ method: 'PUT', body: 'P' });
    expect(initOf(fetchFn, 1).headers.Encryption).toBe('H');
  });

  it('DELETE sends params in the query and no body', async () => {
    const { client, fetchFn } = setup(fetchReturning(OK));
    await client.delete('/wps/agent/affiliateUrl', { params: { id: 7 } });
    expect(urlOf(fetchFn)).toBe('/wps/agent/affiliateUrl?id=7');
    expect(initOf(fetchFn)).toMatchObject({ method: 'DELETE', body: undefined });
    expect(initOf(fetchFn).headers.Authorization).toBe('tok-123');
  });
});

describe('loading-dialog hide timer', () => {
  it('after a failed request hides the loading dialog every second, exactly 3 times', async () => {
    const { client, env } = setup(fetchReturning({ success: false, message: 'nope' }));
    await expect(client.get('/wps/member/info')).rejects.toBeInstanceOf(ApiError);
    expect(env.hideLoading).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(env.hideLoading).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(env.hideLoading).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(env.hideLoading).toHaveBeenCalledTimes(3);
  });

  it('does not run after a successful request', async () => {
    const { client, env } = setup(fetchReturning(OK));
    await client.get('/wps/member/info');
    await jest.advanceTimersByTimeAsync(10_000);
    expect(env.hideLoading).not.toHaveBeenCalled();
  });

  it('restarts instead of stacking when failures overlap', async () => {
    const { client, env } = setup(fetchReturning({ success: false }, 500));
    await expect(client.get('/wps/a', { alert: false })).rejects.toBeInstanceOf(ApiError);
    await jest.advanceTimersByTimeAsync(500);
    await expect(client.get('/wps/b', { alert: false })).rejects.toBeInstanceOf(ApiError);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(env.hideLoading).toHaveBeenCalledTimes(3);
  });
});
