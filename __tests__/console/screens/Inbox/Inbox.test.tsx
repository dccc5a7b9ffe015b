import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsoleInboxPath, type SentMessageValue } from '@common/contract/inbox';
import { renderConsole } from '../../helpers/console';
import { FakeServer, operator } from '../../helpers/fakeServer';

const sent = (over: Partial<SentMessageValue> = {}): SentMessageValue => ({
  id: 7, merchantCode: 'MLOBBY', audience: { kind: 'all' }, category: 'service', title: 'Maintenance tonight', body: 'From 2am.', sentAt: Date.UTC(2030, 0, 1), sentBy: 'ann', recipients: 120, read: 45, ...over,
});
const pageOf = (items: SentMessageValue[]) => ({ items, page: 1, pageSize: 50, total: items.length });

describe('member inbox (console)', () => {
  test('lists sent messages with recipients and read counts', async () => {
    const server = new FakeServer().ok(`GET ${ConsoleInboxPath.messages}`, pageOf([sent()]));
    await renderConsole({ me: operator(['support']), path: '/inbox', server });
    const table = await screen.findByRole('table', { name: 'Sent messages' });
    const row = within(table).getByRole('row', { name: /Maintenance tonight/ });
    expect(row).toHaveTextContent('120');
    expect(row).toHaveTextContent('45');
    expect(row).toHaveTextContent('All members');
  });

  test('sends to one member with a live preview, then says how many got it', async () => {
    const server = new FakeServer()
      .ok(`GET ${ConsoleInboxPath.messages}`, pageOf([]))
      .on(`POST ${ConsoleInboxPath.messages}`, (call) => ({ value: sent({ ...(call.body as object), recipients: 1 }) }));
    await renderConsole({ me: operator(['support']), path: '/inbox', server });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'alice');
    await user.type(screen.getByLabelText('Title'), 'Your bonus');
    await user.type(screen.getByLabelText('Message'), 'It is ready.');
    expect(within(screen.getByLabelText('Preview')).getByText('Your bonus')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sent to 1 members.');
    expect(server.callsTo(`POST ${ConsoleInboxPath.messages}`)[0]!.body).toEqual({ audience: { kind: 'member', username: 'alice' }, category: 'service', title: 'Your bonus', body: 'It is ready.' });
  });

  test('a segment sends the ticked types, language codes and activity window', async () => {
    const server = new FakeServer().ok(`GET ${ConsoleInboxPath.messages}`, pageOf([])).ok(`POST ${ConsoleInboxPath.messages}`, sent());
    await renderConsole({ me: operator(['support']), path: '/inbox', server });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Send to'), 'segment');
    await user.click(screen.getByLabelText('Type 1 player'));
    await user.type(screen.getByLabelText(/Languages of their last login/), 'bn, en');
    await user.type(screen.getByLabelText(/Logged in within days/), '30');
    await user.selectOptions(screen.getByLabelText('Category'), 'promotion');
    expect(screen.getByText('Members in a time-out or self-exclusion do not receive promotions.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'Weekend offer');
    await user.type(screen.getByLabelText('Message'), 'Double points.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(server.callsTo(`POST ${ConsoleInboxPath.messages}`)[0]!.body).toMatchObject({
      audience: { kind: 'segment', memberTypes: [1], languages: ['BN', 'EN'], activeWithinDays: 30 },
      category: 'promotion',
    });
  });

  test('a refusal is shown beside the form', async () => {
    const server = new FakeServer().ok(`GET ${ConsoleInboxPath.messages}`, pageOf([])).fail(`POST ${ConsoleInboxPath.messages}`, 'request.invalid', 'Invalid audience.username: no such member.');
    await renderConsole({ me: operator(['support']), path: '/inbox', server });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'ghost');
    await user.type(screen.getByLabelText('Title'), 'Hi');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('no such member');
  });

  test('the navigation shows the inbox only to operators who may send messages', async () => {
    await renderConsole({ me: operator(['finance']), path: '/dashboard', server: new FakeServer() });
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(within(nav).queryByRole('link', { name: 'Member inbox' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Chat desk' })).not.toBeInTheDocument();
  });
});
