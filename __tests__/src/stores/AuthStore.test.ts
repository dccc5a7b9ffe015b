import { AccountPath, type LoginRequest } from '@common/contract/account';
import { SESSION_INFO_KEY } from '../../../src/config/constants';
import { REMEMBERED_LOGIN_KEY, TRIAL_NAME_KEY } from '../../../src/stores/AuthStore';
import { OLD_PSW_KEY } from '../../../src/stores/SessionStore';
import { CAPTCHA_REQUIRED, captchaRoute, loginResult, loginRoute, powCaptchaId } from '../helpers/accounts';
import { createKeyServer, installWebCrypto, removeWebCrypto, type KeyServer } from '../helpers/crypto';
import { callsTo, createTestStore, HttpReply, statusValue, type Reply } from '../helpers/renderApp';
import { AuthStore } from '../../../src/stores/AuthStore';

let server: KeyServer;
beforeAll(async () => {
  installWebCrypto();
  server = await createKeyServer();
});

const ALICE = { type: 'username', username: 'alice1', password: 'secret123' } as const;

/** A store whose login route answers reply(body) for each decrypted body. */
async function storeWith(reply: (body: LoginRequest) => unknown, routes: Record<string, Reply> = {}, smsLogin = false) {
  const bodies: LoginRequest[] = [];
  const status = statusValue({ info: { whitelabel: { ...statusValue().info.whitelabel, smsLogin } } });
  const made = await createTestStore({
    status,
    routes: {
      ...loginRoute(server, (body) => {
        bodies.push(body);
        return reply(body);
      }),
      ...captchaRoute(),
      ...routes,
    },
  });
  return { ...made, bodies };
}

const ok = (overrides = {}) => () => ({ success: true, value: loginResult(overrides) });

describe('AuthStore login', () => {
  it('sends the form encrypted and, on success, stores the session, member info and balance', async () => {
    const { store, fetch, bodies } = await storeWith(ok());
    await expect(store.feature(AuthStore).login(ALICE)).resolves.toBe('/home');
    expect(bodies).toEqual([ALICE]);
    expect(store.session.token).toBe('tok-alice');
    expect(JSON.parse(sessionStorage.getItem(SESSION_INFO_KEY)!)).toEqual({
      token: 'tok-alice',
      merchantCode: store.merchantCode,
      userName: 'alice',
      type: 0,
      firstTimeLogin: false,
    });
    expect(store.common.memberInfo).toMatchObject({ userName: 'alice' });
    expect(store.wallet.sumBalance).toBe(123456);
    expect(callsTo(fetch, '/wps/member/info')).toHaveLength(1);
  });

  it.each([
    ['firstTimeLogin', { firstTimeLogin: true }],
    ['passwordExpired', { passwordExpired: true }],
  ])('%s leads to the forced change with the old password kept in memory and session storage', async (_flag, result) => {
    const { store } = await storeWith(ok(result));
    await expect(store.feature(AuthStore).login(ALICE)).resolves.toBe('/changePsw');
    expect(store.session.oldPsw).toBe('secret123');
    expect(store.session.passwordChangeForced).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(OLD_PSW_KEY)!)).toBe('secret123');
  });

  it('sends the device token the account’s earlier login returned, also after a logout', async () => {
    const { store, bodies } = await storeWith(ok({ deviceToken: 'device-alice' }));
    await store.feature(AuthStore).login(ALICE);
    await store.session.logout(0);
    await store.feature(AuthStore).login(ALICE);
    expect(bodies.map((b) => b.deviceToken)).toEqual([undefined, 'device-alice']);
  });

  it('an ordinary login keeps no old password', async () => {
    const { store } = await storeWith(ok());
    await store.feature(AuthStore).login(ALICE);
    expect(store.session.oldPsw).toBeNull();
    expect(sessionStorage.getItem(OLD_PSW_KEY)).toBeNull();
  });

  it('logout forgets the old password of a forced change', async () => {
    const { store } = await storeWith(ok({ firstTimeLogin: true }));
    await store.feature(AuthStore).login(ALICE);
    await store.session.logout(0);
    expect(store.session.oldPsw).toBeNull();
  });

  it('shows the server message; the captcha stays hidden while no failure carries the flag', async () => {
    const { store, fetch } = await storeWith(() => ({ success: false, code: 'login.failed', message: 'Wrong username or password.' }));
    await expect(store.feature(AuthStore).login(ALICE)).resolves.toBeNull();
    expect(store.feature(AuthStore).error).toEqual({ text: 'Wrong username or password.' });
    expect(store.feature(AuthStore).captcha.required).toBe(false);
    expect(callsTo(fetch, AccountPath.captcha)).toHaveLength(0);
  });

  it('shows the captcha after a failed login that carries the flag, and sends its answer with its solved proof of work next time', async () => {
    const { store, bodies } = await storeWith((body) => (body.captcha === 'abcd' ? { success: true, value: loginResult() } : CAPTCHA_REQUIRED));
    await store.feature(AuthStore).login(ALICE);
    expect(store.feature(AuthStore).captcha).toMatchObject({ required: true, captchaId: 'captcha-1', image: 'data:image/svg+xml,captcha-1' });
    store.feature(AuthStore).captcha.setAnswer('abcd');
    await expect(store.feature(AuthStore).login(ALICE)).resolves.toBe('/home');
    expect(bodies[1]).toMatchObject({ captcha: 'abcd', captchaId: 'captcha-1' });
    expect(powCaptchaId(bodies[1]!.captchaPow)).toBe('captcha-1');
    expect(store.feature(AuthStore).captcha.required).toBe(false);
  });

  it('a failed attempt spends the shown captcha: a new image comes and the answer is cleared', async () => {
    const { store } = await storeWith(() => CAPTCHA_REQUIRED);
    await store.feature(AuthStore).login(ALICE);
    store.feature(AuthStore).captcha.setAnswer('wrong');
    await store.feature(AuthStore).login(ALICE);
    expect(store.feature(AuthStore).captcha).toMatchObject({ captchaId: 'captcha-2', answer: '' });
  });

  it('refreshing the captcha fetches a new image and clears the answer', async () => {
    const { store } = await storeWith(() => CAPTCHA_REQUIRED);
    await store.feature(AuthStore).login(ALICE);
    store.feature(AuthStore).captcha.setAnswer('abcd');
    await store.feature(AuthStore).captcha.refresh();
    expect(store.feature(AuthStore).captcha).toMatchObject({ captchaId: 'captcha-2', image: 'data:image/svg+xml,captcha-2', answer: '' });
  });

  it('a locked account shows the lock message with its end time', async () => {
    const until = Date.UTC(2030, 0, 2, 3, 4);
    const { store } = await storeWith(() => ({ success: false, code: 'account.locked', message: 'Locked', value: { captcha: false, lockedUntil: until } }));
    await store.feature(AuthStore).login(ALICE);
    const time = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(until);
    expect(store.feature(AuthStore).error).toEqual({ key: 'login.locked', params: { time } });
  });

  it('a key that cannot load for network trouble is told as such once, not as missing HTTPS', async () => {
    const { store, fetch } = await storeWith(ok(), { [`GET ${AccountPath.publicKey}`]: new HttpReply(503, '') });
    await expect(store.feature(AuthStore).login(ALICE)).resolves.toBeNull();
    expect(store.feature(AuthStore).error).toBeNull();
    expect(store.ui.dialogs).toHaveLength(1);
    expect(callsTo(fetch, AccountPath.login)).toHaveLength(0);
  });

  it('says secure login is unavailable when the page has no WebCrypto, and sends nothing', async () => {
    const { store, fetch } = await storeWith(ok());
    removeWebCrypto();
    try {
      await store.feature(AuthStore).login(ALICE);
    } finally {
      installWebCrypto();
    }
    expect(store.feature(AuthStore).error).toEqual({ key: 'login.secureUnavailable' });
    expect(callsTo(fetch, AccountPath.login)).toHaveLength(0);
  });
});

describe('AuthStore remember-me', () => {
  it('is off by default and then stores nothing', async () => {
    const { store } = await storeWith(ok());
    expect(store.feature(AuthStore).rememberMe).toBe(false);
    await store.feature(AuthStore).login(ALICE);
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEY)).toBeNull();
  });

  it('stores the username and never the password', async () => {
    const { store } = await storeWith(ok());
    store.feature(AuthStore).setRememberMe(true);
    await store.feature(AuthStore).login(ALICE);
    expect(JSON.parse(localStorage.getItem(REMEMBERED_LOGIN_KEY)!)).toEqual({ type: 'username', username: 'alice1' });
    const everything = Object.keys(localStorage).map((k) => localStorage.getItem(k)).join('\n');
    expect(everything).not.toContain('secret123');
  });

  it('for SMS logins stores the mobile number, dialing code and country, never the code', async () => {
    const { store } = await storeWith(ok(), {}, true);
    store.feature(AuthStore).setRememberMe(true);
    await store.feature(AuthStore).login({ type: 'sms', mobileNum: '1712345678', countryDialingCode: '880', countryCode: 'BD', messageCode: '123456' });
    expect(JSON.parse(localStorage.getItem(REMEMBERED_LOGIN_KEY)!)).toEqual({
      type: 'sms',
      mobileNum: '1712345678',
      countryDialingCode: '880',
      countryCode: 'BD',
    });
  });

  it('turning it off forgets an earlier memory at the next login', async () => {
    localStorage.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify({ type: 'username', username: 'alice1' }));
    const { store } = await storeWith(ok());
    await store.feature(AuthStore).login(ALICE);
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEY)).toBeNull();
  });

  it('restoring turns remember-me on with the memory and its method', async () => {
    localStorage.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify({ type: 'sms', mobileNum: '1712345678', countryDialingCode: '880', countryCode: 'BD' }));
    const { store } = await storeWith(ok(), {}, true);
    const memory = store.feature(AuthStore).readRemembered();
    store.feature(AuthStore).restoreRemembered(memory);
    expect(memory).toMatchObject({ type: 'sms', mobileNum: '1712345678' });
    expect(store.feature(AuthStore)).toMatchObject({ rememberMe: true, activeMethod: 'sms' });
  });

  it('an SMS memory is not restored while SMS login is off', async () => {
    localStorage.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify({ type: 'sms', mobileNum: '1712345678', countryDialingCode: '880', countryCode: 'BD' }));
    const { store } = await storeWith(ok(), {}, false);
    expect(store.feature(AuthStore).readRemembered()).toBeNull();
  });
});

describe('AuthStore free trial', () => {
  const trialRoutes = (flagCheck?: (body: unknown) => void): Record<string, Reply> => ({
    [`GET ${AccountPath.trialAccount}`]: { success: true, value: { trialName: 'trial8812' } },
    [`POST ${AccountPath.freeplayLogin}`]: (r: { init: RequestInit }) => {
      flagCheck?.(JSON.parse(String(r.init.body)));
      return { success: true, value: loginResult({ token: 'tok-trial', userName: 'trial8812', type: 4, merchantCode: 'MLOBBY_TRIAL' }) };
    },
    'GET /wps/member/info': { success: true, value: { id: 9, type: 4, userName: 'trial8812' } },
  });

  it('shows please wait, logs in the trial account as type 4 and leads to /home', async () => {
    let sent: unknown;
    const { store } = await storeWith(ok(), trialRoutes((body) => (sent = body)));
    const started = store.feature(AuthStore).startTrial();
    expect(store.ui.loading).toEqual({ key: 'toast.pleaseWait' });
    await expect(started).resolves.toBe('/home');
    expect(sent).toEqual({ trialName: 'trial8812' });
    expect(JSON.parse(sessionStorage.getItem(TRIAL_NAME_KEY)!)).toBe('trial8812');
    expect(store.session.info).toMatchObject({ token: 'tok-trial', type: 4, merchantCode: 'MLOBBY_TRIAL' });
    expect(store.feature(AuthStore).trail).toBe(true);
    expect(store.ui.loading).toBeNull();
  });

  it('stays put when the trial flag is 0', async () => {
    const { store } = await storeWith(ok(), trialRoutes());
    await expect(store.feature(AuthStore).startTrial(0)).resolves.toBeNull();
    expect(store.session.isTrial).toBe(true);
  });

  it('a refused trial account shows the server message and logs nobody in', async () => {
    const { store } = await storeWith(ok(), { [`GET ${AccountPath.trialAccount}`]: { success: false, message: 'No trial accounts left' } });
    await expect(store.feature(AuthStore).startTrial()).resolves.toBeNull();
    expect(store.session.isLoggedIn).toBe(false);
    expect(store.ui.dialogs.map((d) => d.message)).toEqual([{ text: 'No trial accounts left' }]);
    expect(store.ui.loading).toBeNull();
  });
});
