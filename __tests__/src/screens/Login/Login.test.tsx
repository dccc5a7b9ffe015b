import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AccountPath, type LoginRequest } from '@common/contract/account';
import type { Whitelabel } from '@common/contract/system';
import { REMEMBERED_LOGIN_KEY } from '../../../../src/stores/AuthStore';
import { COUNTRY_PATH } from '../../../../src/stores/auth/PhoneVerification';
import { CAPTCHA_REQUIRED, captchaRoute, loginResult, loginRoute, sliderRoute } from '../../helpers/accounts';
import { createKeyServer, installWebCrypto, type KeyServer } from '../../helpers/crypto';
import { callsTo, en, renderApp, statusValue, type Reply } from '../../helpers/renderApp';

let server: KeyServer;
beforeAll(async () => {
  installWebCrypto();
  server = await createKeyServer();
});
afterEach(() => {
  delete window.mlobbySignIn;
});

const COUNTRIES = [{ countryCode: 'BD', countryDialingCode: '880', name: 'Bangladesh' }];

/** Renders /m/login with the given whitelabel flags and a login route answering reply(body). */
async function openLogin(
  { flags = {}, reply = () => ({ success: true, value: loginResult() }), routes = {} }: {
    flags?: Partial<Whitelabel>;
    reply?: (body: LoginRequest) => unknown;
    routes?: Record<string, Reply>;
  } = {},
) {
  const status = statusValue({ info: { whitelabel: { ...statusValue().info.whitelabel, ...flags } } });
  const app = await renderApp({
    path: '/m/login',
    status,
    routes: {
      ...loginRoute(server, reply),
      ...captchaRoute(),
      ...sliderRoute(),
      [`GET ${COUNTRY_PATH}`]: { success: true, value: COUNTRIES },
      ...routes,
    },
  });
  await screen.findByRole('form', { name: en.login.title });
  return app;
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input, select' });
const submit = () => screen.getByRole('button', { name: en.login.submit });

async function fillAndSubmit(user: Awaited<ReturnType<typeof openLogin>>['user'], username = 'alice1', password = 'secret123') {
  await user.type(field(en.login.username), username);
  await user.type(field(en.login.password), password);
  await user.click(submit());
}

describe('Login screen', () => {
  it('has no top header and labelled inputs named username and password', async () => {
    await openLogin();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(field(en.login.username)).toHaveAttribute('name', 'username');
    expect(field(en.login.password)).toHaveAttribute('name', 'password');
    expect(field(en.login.password)).toHaveAttribute('type', 'password');
  });

  it('shows the §5 texts for a bad username and password on submit, and sends nothing', async () => {
    const { user, fetch } = await openLogin();
    await fillAndSubmit(user, '9x', 'short');
    expect(screen.getByText(en.validation.accountFormat)).toBeInTheDocument();
    expect(screen.getByText(en.validation.passwordFormat)).toBeInTheDocument();
    expect(callsTo(fetch, AccountPath.login)).toHaveLength(0);
  });

  it('logs in and lands on /m/home with the session stored', async () => {
    const { user, location, store } = await openLogin();
    await fillAndSubmit(user, 'Alice1 ');
    await waitFor(() => expect(location()).toBe('/m/home'));
    expect(store.session.info?.userName).toBe('alice');
  });

  it('sends the username lower-cased and trimmed (phone keyboards capitalise)', async () => {
    const bodies: LoginRequest[] = [];
    const { user, location } = await openLogin({ reply: (b) => (bodies.push(b), { success: true, value: loginResult() }) });
    await fillAndSubmit(user, 'Alice1 ');
    await waitFor(() => expect(location()).toBe('/m/home'));
    expect(bodies[0]).toEqual({ type: 'username', username: 'alice1', password: 'secret123' });
  });

  it('a forced change leads to /m/changePsw with the old password kept', async () => {
    const { user, location, store } = await openLogin({ reply: () => ({ success: true, value: loginResult({ firstTimeLogin: true }) }) });
    await fillAndSubmit(user);
    await waitFor(() => expect(location()).toBe('/m/changePsw'));
    expect(store.session.oldPsw).toBe('secret123');
  });

  it('shows the captcha after a failed login that carries the flag', async () => {
    const { user } = await openLogin({ reply: () => CAPTCHA_REQUIRED });
    expect(screen.queryByLabelText(en.login.identifying)).not.toBeInTheDocument();
    await fillAndSubmit(user);
    const captcha = await screen.findByLabelText(en.login.identifying);
    expect(captcha).toHaveAttribute('name', 'identifying');
    expect(await screen.findByRole('img', { name: en.captcha.imageAlt })).toHaveAttribute('src', 'data:image/svg+xml,captcha-1');
    expect(screen.getByRole('alert')).toHaveTextContent(CAPTCHA_REQUIRED.message);
  });

  it('tapping the captcha image refreshes it and clears the answer', async () => {
    const { user } = await openLogin({ reply: () => CAPTCHA_REQUIRED });
    await fillAndSubmit(user);
    const captcha = await screen.findByLabelText(en.login.identifying);
    await user.type(captcha, 'abcd');
    await user.click(screen.getByRole('button', { name: en.captcha.refresh }));
    await waitFor(() => expect(screen.getByRole('img', { name: en.captcha.imageAlt })).toHaveAttribute('src', 'data:image/svg+xml,captcha-2'));
    expect(captcha).toHaveValue('');
  });

  it('an empty captcha answer shows its rule text and is not sent', async () => {
    const { user, fetch } = await openLogin({ reply: () => CAPTCHA_REQUIRED });
    await fillAndSubmit(user);
    await screen.findByLabelText(en.login.identifying);
    // The field can appear a moment before the first attempt's busy state ends: a click then is lost.
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByText(en.validation.captchaRequired)).toBeInTheDocument();
    expect(callsTo(fetch, AccountPath.login)).toHaveLength(1);
  });

  it('a captcha that appears after a failed login shows no error before it is typed in, left or sent', async () => {
    const { user } = await openLogin({ reply: () => CAPTCHA_REQUIRED });
    await fillAndSubmit(user);
    const captcha = await screen.findByLabelText(en.login.identifying);
    await screen.findByRole('img', { name: en.captcha.imageAlt });
    expect(screen.queryByText(en.validation.captchaRequired)).not.toBeInTheDocument();
    expect(captcha).not.toHaveAttribute('aria-invalid');
    await user.click(captcha);
    await user.tab();
    expect(screen.getByText(en.validation.captchaRequired)).toBeInTheDocument();
  });

  it('a locked account shows the lock message with its end time', async () => {
    const until = Date.UTC(2030, 0, 2, 3, 4);
    const { user } = await openLogin({ reply: () => ({ success: false, code: 'account.locked', message: 'Locked', value: { captcha: false, lockedUntil: until } }) });
    await fillAndSubmit(user);
    const time = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(until);
    expect(await screen.findByRole('alert')).toHaveTextContent(en.login.locked.replace('{{time}}', time));
  });

  it('remember-me is off by default', async () => {
    await openLogin();
    expect(screen.getByRole('checkbox', { name: en.login.rememberMe })).not.toBeChecked();
  });

  it('remember-me keeps the username, never the password', async () => {
    const { user, location } = await openLogin();
    await user.click(screen.getByRole('checkbox', { name: en.login.rememberMe }));
    await fillAndSubmit(user);
    await waitFor(() => expect(location()).toBe('/m/home'));
    expect(JSON.parse(localStorage.getItem(REMEMBERED_LOGIN_KEY)!)).toEqual({ type: 'username', username: 'alice1' });
    const stored = Object.keys(localStorage).map((k) => localStorage.getItem(k)).join('\n');
    expect(stored).not.toContain('secret123');
  });

  it('restores the remembered username on mount with remember-me on', async () => {
    localStorage.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify({ type: 'username', username: 'alice1' }));
    await openLogin();
    expect(field(en.login.username)).toHaveValue('alice1');
    expect(field(en.login.password)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: en.login.rememberMe })).toBeChecked();
  });

  it('restores an SMS memory only when SMS login is on', async () => {
    const memory = { type: 'sms', mobileNum: '1712345678', countryDialingCode: '880', countryCode: 'BD' };
    localStorage.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify(memory));
    const first = await openLogin({ flags: { smsLogin: false } });
    expect(screen.queryByLabelText(en.login.mobileNum)).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: en.login.rememberMe })).not.toBeChecked();
    first.unmount();
    await openLogin({ flags: { smsLogin: true } });
    expect(field(en.login.mobileNum)).toHaveValue('1712345678');
    expect(screen.getByRole('checkbox', { name: en.login.rememberMe })).toBeChecked();
  });

  it('offers the SMS method only when SMS login is on', async () => {
    const first = await openLogin();
    expect(screen.queryByRole('group', { name: en.login.method })).not.toBeInTheDocument();
    first.unmount();
    const { user } = await openLogin({ flags: { smsLogin: true } });
    await user.click(within(screen.getByRole('group', { name: en.login.method })).getByRole('button', { name: en.login.methodSms }));
    expect(field(en.login.mobileNum)).toHaveAttribute('name', 'mobileNum');
    expect(field(en.login.messageCode)).toHaveAttribute('name', 'messageCode');
    expect(await screen.findByRole('option', { name: /\+880/ })).toBeInTheDocument();
  });

  it('the get-code button is enabled only after the number validates and the piece was moved', async () => {
    const { user, fetch } = await openLogin({
      flags: { smsLogin: true },
      routes: { [`POST ${AccountPath.smsLogin}`]: { success: true, value: { expirationTime: Date.now() + 60_000 } } },
    });
    await user.click(screen.getByRole('button', { name: en.login.methodSms }));
    const getCode = screen.getByRole('button', { name: en.sms.getCode });
    const slider = await screen.findByRole('slider');
    expect(getCode).toBeDisabled();
    await user.type(field(en.login.mobileNum), '12');
    expect(getCode).toBeDisabled();
    await user.type(field(en.login.mobileNum), '345678');
    expect(getCode).toBeDisabled(); // number valid, piece not moved
    fireEvent.change(slider, { target: { value: '59' } });
    expect(screen.getByText(en.slider.placed)).toBeInTheDocument();
    expect(getCode).toBeEnabled(); // the server, not the site, judges where the piece went
    await user.click(getCode);
    await waitFor(() => expect(callsTo(fetch, AccountPath.smsLogin, 'POST')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetch, AccountPath.smsLogin, 'POST')[0].init.body))).toEqual({
      mobileNum: '12345678',
      countryDialingCode: '880',
      verification: { challengeId: 'slider-1', position: 59 },
      deviceId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(await screen.findByRole('button', { name: /Again in \d+ s/ })).toBeDisabled();
  });

  it('the slider is a labelled, focusable native range input over the picture, so arrow keys and screen readers work', async () => {
    // jsdom does not move range inputs on arrow keys as browsers do; the change event is what they fire.
    const { user } = await openLogin({ flags: { smsLogin: true } });
    await user.click(screen.getByRole('button', { name: en.login.methodSms }));
    const slider = await screen.findByRole('slider', { name: en.slider.label });
    expect(slider).toHaveAttribute('type', 'range');
    expect(slider).toHaveAttribute('max', String(280 - 52));
    expect(screen.getByRole('img', { name: en.slider.picture })).toBeInTheDocument();
    slider.focus();
    expect(slider).toHaveFocus();
    expect(screen.getByText(en.slider.hint)).toBeInTheDocument();
    fireEvent.change(slider, { target: { value: '63' } });
    expect(screen.getByText(en.slider.placed)).toBeInTheDocument();
  });

  it('logs in by SMS with the mobile number, dialing code and code', async () => {
    const bodies: LoginRequest[] = [];
    const { user, location } = await openLogin({ flags: { smsLogin: true }, reply: (b) => (bodies.push(b), { success: true, value: loginResult() }) });
    await user.click(screen.getByRole('button', { name: en.login.methodSms }));
    await screen.findByRole('option', { name: /\+880/ });
    await user.type(field(en.login.mobileNum), '1712345678');
    await user.type(field(en.login.messageCode), '123456');
    await user.click(submit());
    await waitFor(() => expect(location()).toBe('/m/home'));
    expect(bodies[0]).toEqual({ type: 'sms', mobileNum: '1712345678', countryDialingCode: '880', countryCode: 'BD', messageCode: '123456' });
  });

  it('shows the mobile and code texts for bad SMS input', async () => {
    const { user } = await openLogin({ flags: { smsLogin: true } });
    await user.click(screen.getByRole('button', { name: en.login.methodSms }));
    await user.type(field(en.login.mobileNum), '12');
    await user.click(submit());
    expect(screen.getByText(en.validation.mobileInvalid)).toBeInTheDocument();
    expect(screen.getByText(en.validation.codeRequired)).toBeInTheDocument();
  });

  it('links to register and home; forgot password only when resets are on', async () => {
    const first = await openLogin();
    expect(screen.getByRole('link', { name: en.common.register })).toHaveAttribute('href', '/m/register');
    expect(screen.getByRole('link', { name: en.app.backHome })).toHaveAttribute('href', '/m/home');
    expect(screen.queryByRole('link', { name: en.login.forgot })).not.toBeInTheDocument();
    first.unmount();
    await openLogin({ flags: { passwordReset: true } });
    expect(screen.getByRole('link', { name: en.login.forgot })).toHaveAttribute('href', '/m/forget');
  });

  it('hides the Google and Facebook icons without a sign-in service, even with the flags on', async () => {
    await openLogin({ flags: { googleSignIn: true, facebookSignIn: true } });
    expect(screen.queryByRole('button', { name: en.login.google })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.login.facebook })).not.toBeInTheDocument();
  });

  it('shows each social icon when its flag is on and the service offers it', async () => {
    window.mlobbySignIn = { providers: ['google', 'facebook'], signIn: async () => 'id-token' };
    await openLogin({ flags: { googleSignIn: true, facebookSignIn: false } });
    expect(screen.getByRole('button', { name: en.login.google })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.login.facebook })).not.toBeInTheDocument();
  });

  it('a social sign-in logs in with the firebase type and the ID token', async () => {
    window.mlobbySignIn = { providers: ['google'], signIn: async () => 'id-token-1' };
    const bodies: LoginRequest[] = [];
    const { user, location } = await openLogin({ flags: { googleSignIn: true }, reply: (b) => (bodies.push(b), { success: true, value: loginResult() }) });
    await user.click(screen.getByRole('button', { name: en.login.google }));
    await waitFor(() => expect(location()).toBe('/m/home'));
    expect(bodies[0]).toEqual({ type: 'firebase', firebaseIdToken: 'id-token-1' });
  });

  it('the free-trial button shows please wait, logs in a type 4 trial and lands on /m/home', async () => {
    const { user, location, store } = await openLogin({
      routes: {
        [`GET ${AccountPath.trialAccount}`]: { success: true, value: { trialName: 'trial1' } },
        [`POST ${AccountPath.freeplayLogin}`]: { success: true, value: loginResult({ token: 'tok-t', userName: 'trial1', type: 4 }) },
      },
    });
    const showLoading = jest.spyOn(store.ui, 'showLoading');
    await user.click(screen.getByRole('button', { name: en.login.freeTrial }));
    await waitFor(() => expect(location()).toBe('/m/home'));
    expect(showLoading).toHaveBeenCalledWith({ key: 'toast.pleaseWait' }, 9_999);
    expect(store.session.type).toBe(4);
  });
});
