import { screen, waitFor, within } from '@testing-library/react';
import { AccountPath } from '@common/contract/account';
import { ProtectionPath } from '@common/contract/protection';
import { captchaRoute, loginResult, sliderRoute } from '../../helpers/accounts';
import { createKeyServer, installWebCrypto, type KeyServer } from '../../helpers/crypto';
import { accountStatus, encryptedPutRoute, registerFields } from '../../helpers/member';
import { ok, protectionRoutes, protectionValue } from '../../helpers/protection';
import { callsTo, en, renderApp } from '../../helpers/renderApp';

let server: KeyServer;
beforeAll(async () => {
  installWebCrypto();
  server = await createKeyServer();
});

async function register() {
  const app = await renderApp({
    path: '/m/register',
    status: accountStatus({ fields: registerFields([], []) }),
    routes: {
      ...captchaRoute(),
      ...sliderRoute(),
      [`GET ${AccountPath.checkUsername}`]: ok({ available: true }),
      ...encryptedPutRoute(server, AccountPath.register, () => ok(loginResult({ userName: 'bob123', token: 'tok-bob' }))),
      ...protectionRoutes(protectionValue({ depositPrompt: true })),
      [`POST ${ProtectionPath.promptDismiss}`]: ok(protectionValue()),
    },
  });
  await screen.findByRole('form', { name: en.register.heading });
  await app.user.type(screen.getByLabelText(en.register.username, { selector: 'input' }), 'Bob123');
  await app.user.type(screen.getByLabelText(en.register.password, { selector: 'input' }), 'secret123');
  await app.user.click(screen.getByRole('checkbox', { name: en.register.terms.replace('{{age}}', '21') }));
  await app.user.click(screen.getByRole('button', { name: en.register.submit }));
  return app;
}

describe('the deposit-limit prompt after registration', () => {
  it('asks a new member to set a deposit limit; "Not now" tells the server and closes it', async () => {
    const { user, fetch, location } = await register();
    // Registration encrypts its body: slow on a loaded machine.
    const dialog = await screen.findByRole('dialog', { name: en.protection.prompt.title }, { timeout: 5000 });
    expect(location()).toBe('/m/home');
    await user.click(within(dialog).getByRole('button', { name: en.protection.prompt.notNow }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: en.protection.prompt.title })).not.toBeInTheDocument());
    expect(callsTo(fetch, ProtectionPath.promptDismiss, 'POST')).toHaveLength(1);
  });
});
