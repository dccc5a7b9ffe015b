import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OperatorPath } from '@common/contract/operator';
import { renderConsole } from '../../helpers/console';
import { FakeServer, operator } from '../../helpers/fakeServer';

describe('console login', () => {
  test('username and password, then the authenticator code, open the console', async () => {
    const server = new FakeServer().ok(`POST ${OperatorPath.password}`, { next: 'totp', challenge: 'c1' }).ok(`POST ${OperatorPath.totp}`, operator(['support']));
    await renderConsole({ server });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'ann');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('navigation', { name: 'Console sections' })).toBeInTheDocument();
    expect(server.callsTo(`POST ${OperatorPath.password}`)[0]!.body).toEqual({ username: 'ann', password: 'secret' });
  });

  test('enrolment shows the QR code and the otpauth address, then the recovery codes until "I saved them"', async () => {
    const server = new FakeServer()
      .ok(`POST ${OperatorPath.password}`, { next: 'enrol', challenge: 'c2', otpauthUri: 'otpauth://totp/mlobby:new?secret=ABC', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>' })
      .ok(`POST ${OperatorPath.enrol}`, { ...operator(['support']), recoveryCodes: ['r1-aaaa', 'r2-bbbb'] });
    await renderConsole({ server });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'new');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const qr = await screen.findByRole('img', { name: 'QR code of your new authenticator secret' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('otpauth://totp/mlobby:new?secret=ABC')).toBeInTheDocument();
    await user.type(screen.getByLabelText('First code from the app'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    expect(await screen.findByText('r1-aaaa')).toBeInTheDocument();
    const proceed = screen.getByRole('button', { name: 'Continue' });
    expect(proceed).toBeDisabled();
    await user.click(screen.getByLabelText('I saved them'));
    await user.click(proceed);
    expect(await screen.findByRole('navigation', { name: 'Console sections' })).toBeInTheDocument();
    expect(screen.queryByText('r1-aaaa')).not.toBeInTheDocument();
  });

  test('a refusal shows the server message as it was sent', async () => {
    const server = new FakeServer().fail(`POST ${OperatorPath.password}`, 'operator.credentials.invalid', 'ভুল ইউজারনেম বা পাসওয়ার্ড');
    await renderConsole({ server });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'ann');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ভুল ইউজারনেম বা পাসওয়ার্ড');
  });

  test('a reload restores the session, and logout returns to the login', async () => {
    const server = new FakeServer().ok(`DELETE ${OperatorPath.session}`, null);
    await renderConsole({ server, me: operator(['support'], { username: 'sam' }) });
    expect(await screen.findByText(/sam · MLOBBY/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByLabelText('Username')).toBeInTheDocument());
  });
});
