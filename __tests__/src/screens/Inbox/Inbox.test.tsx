import { screen, waitFor, within } from '@testing-library/react';
import type { InboxMessageValue } from '@common/contract/inbox';
import { callsTo, en, renderApp, sessionOf } from '../../helpers/renderApp';

const message = (id: number, read: boolean, extra: Partial<InboxMessageValue> = {}): InboxMessageValue => ({
  id, category: 'service', title: `Message ${id}`, body: `Body ${id}`, sentAt: Date.UTC(2030, 0, id), read, ...extra,
});
const page = (items: InboxMessageValue[], unread = items.filter((m) => !m.read).length) => ({ success: true, value: { items, page: 1, totalPages: 1, unread } });

describe('/m/inbox', () => {
  it('lists the messages newest first as the server sends them; unread ones are marked new', async () => {
    await renderApp({ path: '/m/inbox', session: sessionOf(1), routes: { 'GET /wps/inbox/messages': page([message(2, false, { category: 'promotion' }), message(1, true)]) } });
    const list = await screen.findByRole('list', { name: en.title.inbox });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.querySelector('summary')!.textContent)).toEqual([expect.stringContaining('Message 2'), expect.stringContaining('Message 1')]);
    expect(within(items[0]!).getByText(en.inbox.unread)).toBeInTheDocument();
    expect(within(items[0]!).getByText(en.inbox.promotion)).toBeInTheDocument();
    expect(within(items[1]!).queryByText(en.inbox.unread)).not.toBeInTheDocument();
  });

  it('opening an unread message marks it read on the server and in the list', async () => {
    const { user, fetch } = await renderApp({
      path: '/m/inbox',
      session: sessionOf(1),
      routes: {
        'GET /wps/inbox/messages': page([message(5, false)]),
        'POST /wps/inbox/messages/5/read': { success: true, value: message(5, true) },
        'GET /wps/inbox/unread': { success: true, value: { count: 0 } },
      },
    });
    await user.click(await screen.findByText('Message 5'));
    await waitFor(() => expect(callsTo(fetch, '/wps/inbox/messages/5/read', 'POST')).toHaveLength(1));
    expect(await screen.findByText('Body 5')).toBeVisible();
    await waitFor(() => expect(screen.queryByText(en.inbox.unread)).not.toBeInTheDocument());
  });

  it('mark all read clears every new mark', async () => {
    const { user, fetch } = await renderApp({
      path: '/m/inbox',
      session: sessionOf(1),
      routes: { 'GET /wps/inbox/messages': page([message(2, false), message(1, false)]), 'POST /wps/inbox/read-all': { success: true, value: { count: 0 } } },
    });
    await user.click(await screen.findByRole('button', { name: en.inbox.markAllRead }));
    expect(callsTo(fetch, '/wps/inbox/read-all', 'POST')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(en.inbox.unread)).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: en.inbox.markAllRead })).not.toBeInTheDocument();
  });

  it('says so when there is no message', async () => {
    await renderApp({ path: '/m/inbox', session: sessionOf(1), routes: { 'GET /wps/inbox/messages': page([]) } });
    expect(await screen.findByText(en.inbox.empty)).toBeInTheDocument();
  });
});
