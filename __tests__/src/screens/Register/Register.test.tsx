import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AccountPath } from '@common/contract/account';
import type { RegisterFieldName, Whitelabel } from '@common/contract/system';
import { COUNTRY_PATH } from '../../../../src/stores/auth/PhoneVerification';
import { captchaRoute, loginResult, powCaptchaId, sliderRoute } from '../../helpers/accounts';
import { createKeyServer, installWebCrypto, type KeyServer } from '../../helpers/crypto';
import { accountStatus, encryptedPutRoute, registerFields } from '../../helpers/member';
import { callsTo, en, inAct, renderApp, type FakeRequest, type Reply } from '../../helpers/renderApp';

let server: KeyServer;
beforeAll(async () => {
  installWebCrypto();
  server = await createKeyServer();
});

const ALL: RegisterFieldName[] = [
  'username',
  'password',
  'confirmPassword',
  'email',
  'mobile',
  'nickname',
  'realName',
  'birthday',
  'referrerCode',
  'captcha',
  'transactionPassword',
];
const COUNTRIES = [{ countryCode: 'BD', countryDialingCode: '880', name: 'Bangladesh' }];
const AFFILIATES: Record<string, boolean> = { AGENT7: true, BAD1: false };

/** Affiliate lookups by the code in the path: AGENT7 is valid, anything else is not. */
const affiliateRoutes = (): Record<string, Reply> =>
  Object.fromEntries(
    Object.entries(AFFILIATES).map(([code, valid]) => [
      `GET ${AccountPath.affiliate}/${code}`,
      valid ? { success: true, value: { valid, code } } : { success: false, code: 'invalid.affiliate.code', message: 'Invalid code' },
    ]),
  );

interface OpenOptions {
  path?: string;
  shown?: RegisterFieldName[];
  required?: RegisterFieldName[];
  flags?: Partial<Whitelabel>;
  routes?: Record<string, Reply>;
}

async function openRegister({ path = '/m/register', shown = [], required = shown, flags = {}, routes = {} }: OpenOptions = {}) {
  const app = await renderApp({
    path,
    status: accountStatus({ fields: registerFields(shown, required), flags }),
    routes: {
      ...captchaRoute(),
      ...sliderRoute(),
      ...affiliateRoutes(),
      [`GET ${COUNTRY_PATH}`]: { success: true, value: COUNTRIES },
      [`GET ${AccountPath.checkUsername}`]: { success: true, value: { available: true } },
      ...encryptedPutRoute(server, AccountPath.register, () => ({ success: true, value: loginResult({ userName: 'bob123', token: 'tok-bob' }) })),
      ...routes,
    },
  });
  await screen.findByRole('form', { name: en.register.heading });
  return app;
}

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const optional = (label: string) => `${label} (${en.register.optional})`;
const submit = () => screen.getByRole('button', { name: en.register.submit });

describe('Register screen', () => {
  it('shows username and password even with no settings, and nothing the settings do not show', async () => {
    await openRegister();
    expect(input(en.register.username)).toHaveAttribute('name', 'username');
    expect(input(en.register.password)).toHaveAttribute('name', 'password');
    expect(screen.queryByLabelText(new RegExp(en.register.email))).not.toBeInTheDocument();
    expect(screen.queryByLabelText(new RegExp(en.register.realName))).not.toBeInTheDocument();
  });

  it('shows each field the settings show, named after it, labelled optional when not required', async () => {
    await openRegister({ shown: ['email', 'nickname', 'birthday', 'referrerCode'], required: ['nickname'] });
    expect(input(en.register.nickname)).toHaveAttribute('name', 'nickname');
    expect(input(optional(en.register.email))).toHaveAttribute('name', 'email');
    expect(input(optional(en.register.birthday))).toHaveAttribute('type', 'date');
    expect(input(optional(en.register.referrerCode))).toHaveAttribute('name', 'referrerCode');
    expect(screen.queryByLabelText(new RegExp(en.register.confirmPassword))).not.toBeInTheDocument();
  });

  it('names every shown input after its register field', async () => {
    await openRegister({ shown: ALL });
    const names = [...document.querySelectorAll('form input')].map((i) => i.getAttribute('name'));
    expect(names).toEqual(expect.arrayContaining(ALL));
    expect(screen.getByLabelText(en.login.identifying, { selector: 'input' })).toHaveAttribute('name', 'captcha');
  });

  it('shows every §5 text for its bad input and sends nothing', async () => {
    const { user, fetch } = await openRegister({ shown: ALL });
    await user.type(input(en.register.username), '1bad');
    await user.type(input(en.register.password), 'short');
    await user.type(input(en.register.confirmPassword), 'other');
    await user.type(input(en.register.email), 'not-an-email');
    await user.type(input(en.register.mobile), '12');
    await user.type(input(en.register.nickname), '   ');
    await user.type(input(en.register.realName), 'R2D2');
    fireEvent.change(input(en.register.birthday), { target: { value: '2015-01-01' } });
    await user.type(input(en.register.transactionPassword), '12ab');
    await user.type(input(en.register.referrerCode), 'BAD1');
    await user.click(submit());
    for (const text of [
      en.validation.accountFormat,
      en.validation.passwordFormat,
      en.validation.confirmMismatch,
      en.validation.emailFormat,
      en.validation.mobileInvalid,
      en.validation.birthdayLimit.replace('{{age}}', '21'),
      en.validation.invitationInvalid,
      en.validation.captchaRequired,
      en.validation.termsRequired,
      en.security.withdrawalFormat,
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.getAllByText(en.validation.nameFormat)).toHaveLength(2); // nickname and real name
    expect(callsTo(fetch, AccountPath.register, 'PUT')).toHaveLength(0);
  });

  it('refuses a birthday under 21 (birthday_limit) and accepts one 21 years ago', async () => {
    const { user } = await openRegister({ shown: ['birthday'] });
    const day = new Date();
    const iso = (y: number) => `${y}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    const limit = en.validation.birthdayLimit.replace('{{age}}', '21');
    fireEvent.change(input(en.register.birthday), { target: { value: iso(day.getFullYear() - 20) } });
    await user.click(submit());
    expect(screen.getByText(limit)).toBeInTheDocument();
    fireEvent.change(input(en.register.birthday), { target: { value: iso(day.getFullYear() - 21) } });
    expect(screen.queryByText(limit)).not.toBeInTheDocument();
  });

  it('an affiliate link pre-fills the invitation code and checks it', async () => {
    const { fetch } = await openRegister({ path: '/m/register?code=AGENT7', shown: ['referrerCode'], required: [] });
    expect(input(optional(en.register.referrerCode))).toHaveValue('AGENT7');
    expect(await screen.findByText(en.register.referrerValid)).toBeInTheDocument();
    expect(callsTo(fetch, `${AccountPath.affiliate}/AGENT7`, 'GET')).toHaveLength(1);
  });

  it('an affiliate link with an invalid code shows the invalid invitation text at once', async () => {
    await openRegister({ path: '/m/register?code=BAD1', shown: ['referrerCode'], required: [] });
    expect(await screen.findByText(en.validation.invitationInvalid)).toBeInTheDocument();
  });

  it('checks the username live, once after typing stops, and says when it is taken', async () => {
    const { user, fetch } = await openRegister({
      routes: { [`GET ${AccountPath.checkUsername}`]: (r: FakeRequest) => ({ success: true, value: { available: !r.url.includes('taken1') } }) },
    });
    await user.type(input(en.register.username), 'Alice1');
    expect(await screen.findByText(en.register.usernameAvailable)).toBeInTheDocument();
    const calls = callsTo(fetch, AccountPath.checkUsername, 'GET');
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toContain('username=alice1');
    await user.clear(input(en.register.username));
    await user.type(input(en.register.username), 'taken1');
    expect(await screen.findByText(en.error.usernameExists)).toBeInTheDocument();
  });

  it('registers (encrypted), logs in, lands on /m/home, and the header and drawer show the member at once', async () => {
    const bodies: Record<string, unknown>[] = [];
    const { user, location, store } = await openRegister({
      shown: ['confirmPassword'],
      routes: encryptedPutRoute(server, AccountPath.register, (b) => (bodies.push(b), { success: true, value: loginResult({ userName: 'bob123', token: 'tok-bob' }) })),
    });
    await user.type(input(en.register.username), 'Bob123');
    await user.type(input(en.register.password), 'secret123');
    await user.type(input(en.register.confirmPassword), 'secret123');
    await user.click(screen.getByRole('checkbox', { name: en.register.terms.replace('{{age}}', '21') }));
    await user.click(submit());
    await waitFor(() => expect(location()).toBe('/m/home'));
    expect(bodies).toEqual([{ username: 'bob123', password: 'secret123', confirmPassword: 'secret123' }]);
    expect(store.session.info).toMatchObject({ token: 'tok-bob', userName: 'bob123' });
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('link', { name: en.common.login })).not.toBeInTheDocument();
    expect(within(header).getByRole('link', { name: en.common.deposit })).toBeInTheDocument();
    await inAct(() => store.ui.toggleDrawer(true));
    expect(within(screen.getByRole('complementary', { name: en.drawer.label })).getByText('bob123')).toBeInTheDocument();
  });

  it('shows the server refusal and stays when registration fails', async () => {
    const { user, location } = await openRegister({
      routes: encryptedPutRoute(server, AccountPath.register, () => ({ success: false, code: 'username.exists', message: 'Taken on the server' })),
    });
    await user.type(input(en.register.username), 'bob123');
    await user.type(input(en.register.password), 'secret123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit());
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Taken on the server');
    expect(location()).toBe('/m/register');
  });

  it('sends the captcha answer with its id and solved proof of work; a refused attempt clears it and brings a new image', async () => {
    const bodies: Record<string, unknown>[] = [];
    const { user } = await openRegister({
      shown: ['captcha'],
      routes: encryptedPutRoute(server, AccountPath.register, (b) => (bodies.push(b), { success: false, code: 'captcha.wrong', message: 'Wrong captcha' })),
    });
    const captcha = input(en.login.identifying);
    await waitFor(() => expect(screen.getByRole('img', { name: en.captcha.imageAlt })).toHaveAttribute('src', 'data:image/svg+xml,captcha-1'));
    await user.type(input(en.register.username), 'bob123');
    await user.type(input(en.register.password), 'secret123');
    await user.type(captcha, 'x7k2');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit());
    await screen.findByRole('alertdialog');
    expect(bodies[0]).toMatchObject({ captcha: 'x7k2', captchaId: 'captcha-1' });
    expect(powCaptchaId(bodies[0]!.captchaPow as string)).toBe('captcha-1');
    await waitFor(() => expect(screen.getByRole('img', { name: en.captcha.imageAlt })).toHaveAttribute('src', 'data:image/svg+xml,captcha-2'));
    expect(captcha).toHaveValue('');
  });

  it('links the terms to /m/useragreement', async () => {
    await openRegister();
    expect(screen.getByRole('link', { name: en.register.readTerms })).toHaveAttribute('href', '/m/useragreement');
  });

  describe('mobile variant', () => {
    it('is offered only where the merchant sends SMS', async () => {
      await openRegister();
      expect(screen.queryByRole('button', { name: en.register.byMobile })).not.toBeInTheDocument();
    });

    it('needs the SMS register code (requested after the slider) before it registers', async () => {
      const bodies: Record<string, unknown>[] = [];
      const { user, fetch, location } = await openRegister({
        flags: { smsLogin: true },
        routes: {
          [`POST ${AccountPath.smsRegister}`]: { success: true, value: { expirationTime: Date.now() + 60_000 } },
          ...encryptedPutRoute(server, AccountPath.registerMobile, (b) => (bodies.push(b), { success: true, value: loginResult() })),
        },
      });
      await user.click(screen.getByRole('button', { name: en.register.byMobile }));
      await user.type(await screen.findByLabelText(en.login.mobileNum, { selector: 'input' }), '1712345678');
      await user.type(input(en.register.password), 'secret123');
      await user.click(screen.getByRole('checkbox'));
      await user.click(submit());
      expect(screen.getByText(en.validation.codeRequired)).toBeInTheDocument();
      expect(callsTo(fetch, AccountPath.registerMobile)).toHaveLength(0);

      fireEvent.change(await screen.findByRole('slider'), { target: { value: '60' } });
      await user.click(screen.getByRole('button', { name: en.sms.getCode }));
      await waitFor(() => expect(callsTo(fetch, AccountPath.smsRegister, 'POST')).toHaveLength(1));
      await user.type(input(en.login.messageCode), '123456');
      await user.click(submit());
      await waitFor(() => expect(location()).toBe('/m/home'));
      expect(bodies).toEqual([{ mobileNum: '1712345678', countryDialingCode: '880', messageCode: '123456', password: 'secret123' }]);
    });
  });
});
