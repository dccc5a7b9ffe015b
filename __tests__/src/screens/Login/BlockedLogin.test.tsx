import { screen, waitFor } from '@testing-library/react';
import { PaymentPath } from '@common/contract/payments';
import { ErrorCode } from '@common/contract/envelope';
import { ProtectionPath } from '@common/contract/protection';
import { captchaRoute, loginRoute, sliderRoute } from '../../helpers/accounts';
import { createKeyServer, installWebCrypto, type KeyServer } from '../../helpers/crypto';
import { paymentRoutes } from '../../helpers/payments';
import { callsTo, en, renderApp } from '../../helpers/renderApp';

let server: KeyServer;
beforeAll(async () => {
  installWebCrypto();
  server = await createKeyServer();
});

const MESSAGE = 'You have excluded yourself until 1 Jan 2031.';
const blocked = { success: false, code: ErrorCode.protectionSelfExcluded, message: MESSAGE, value: { kind: 'selfExclusion', until: Date.UTC(2031, 0, 1), withdrawToken: 'wd-token' } };

async function loginBlocked(reply: unknown = blocked) {
  const app = await renderApp({ path: '/m/login', routes: { ...loginRoute(server, () => reply), ...captchaRoute(), ...sliderRoute(), ...paymentRoutes() } });
  await screen.findByRole('form', { name: en.login.title });
  await app.user.type(screen.getByLabelText(en.login.username, { selector: 'input' }), 'alice1');
  await app.user.type(screen.getByLabelText(en.login.password, { selector: 'input' }), 'secret123');
  await app.user.click(screen.getByRole('button', { name: en.login.submit }));
  return app;
}

describe('a login refused by a time-out or self-exclusion', () => {
  it('shows the server’s message with the end date and stays logged out', async () => {
    const { store } = await loginBlocked();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
    expect(store.session.isLoggedIn).toBe(false);
  });

  it('"Withdraw my balance" keeps the withdraw-only token and opens /m/withdraw, with no session watch', async () => {
    const { user, store, location, fetch } = await loginBlocked();
    await user.click(await screen.findByRole('button', { name: en.protection.withdrawBalance }));
    await waitFor(() => expect(location()).toBe('/m/withdraw'));
    expect(store.session.token).toBe('wd-token');
    expect(store.session.info?.withdrawOnly).toBe(true);
    await screen.findByRole('heading', { name: en.withdraw.standingTitle });
    expect(callsTo(fetch, PaymentPath.withdraw, 'GET')[0].init.headers).toMatchObject({ Authorization: 'wd-token' });
    expect(callsTo(fetch, ProtectionPath.session)).toHaveLength(0);
  });

  it('any other refusal offers no withdrawal', async () => {
    await loginBlocked({ success: false, code: 'user.or.password.wrong', message: 'Wrong password', value: { captcha: false } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong password');
    expect(screen.queryByRole('button', { name: en.protection.withdrawBalance })).not.toBeInTheDocument();
  });
});
