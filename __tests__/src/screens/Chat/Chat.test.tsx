import { screen, waitFor, within } from '@testing-library/react';
import type { ChatMessageValue } from '@common/contract/inbox';
import { callsTo, en, renderApp, sessionOf, statusValue } from '../../helpers/renderApp';

const withChat = statusValue({ info: { whitelabel: { ...statusValue().info.whitelabel, CBS3: true } } });
const msg = (id: number, from: ChatMessageValue['from'], text: string): ChatMessageValue => ({ id, from, text, sentAt: Date.UTC(2030, 0, 1, 12, id) });

describe('/m/chat', () => {
  it('shows the conversation oldest first and sends a message from the labelled text box', async () => {
    const { user, fetch } = await renderApp({
      path: '/m/chat',
      session: sessionOf(1),
      status: withChat,
      routes: {
        'GET /wps/chat/messages': { success: true, value: [msg(1, 'member', 'Hello'), msg(2, 'operator', 'How can we help?')] },
        'POST /wps/chat/messages': { success: true, value: msg(3, 'member', 'My deposit') },
      },
    });
    const log = await screen.findByRole('list', { name: en.chat.log });
    await within(log).findByText('How can we help?');
    expect(within(log).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('Hello'), expect.stringContaining('How can we help?')]);
    expect(new Headers(callsTo(fetch, '/wps/chat/messages', 'GET')[0]!.init.headers).get('ModuleId')).toBe('CBS3');
    await user.type(screen.getByLabelText(en.chat.label), 'My deposit');
    await user.click(screen.getByRole('button', { name: en.chat.send }));
    expect(await within(log).findByText('My deposit')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetch, '/wps/chat/messages', 'POST')[0]!.init.body))).toEqual({ text: 'My deposit' });
    await waitFor(() => expect(screen.getByLabelText(en.chat.label)).toHaveValue(''));
  });

  it('asks only for messages after the last one it holds', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { fetch } = await renderApp({
        path: '/m/chat',
        session: sessionOf(1),
        status: withChat,
        routes: { 'GET /wps/chat/messages': (r: { url: string }) => ({ success: true, value: r.url.includes('after=0') ? [msg(4, 'operator', 'Hi')] : [] }) },
      });
      await screen.findByText('Hi');
      await jest.advanceTimersByTimeAsync(5000);
      await waitFor(() => expect(callsTo(fetch, '/wps/chat/messages', 'GET').length).toBeGreaterThanOrEqual(2));
      expect(callsTo(fetch, '/wps/chat/messages', 'GET')[1]!.url).toContain('after=4');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('Chat with us on /m/service', () => {
  it('appears for a member when CBS3 is on and opens the local chat in the site', async () => {
    const { user, location } = await renderApp({
      path: '/m/service',
      session: sessionOf(1),
      status: withChat,
      routes: { 'GET /wps/chat/launch': { success: true, value: { url: '/m/chat', external: false } }, 'GET /wps/chat/messages': { success: true, value: [] } },
    });
    await user.click(await screen.findByRole('button', { name: en.service.chat }));
    await waitFor(() => expect(location()).toBe('/m/chat'));
  });

  it('opens a third-party provider in a new tab', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    try {
      const { user } = await renderApp({
        path: '/m/service',
        session: sessionOf(1),
        status: withChat,
        routes: { 'GET /wps/chat/launch': { success: true, value: { url: 'https://chat.example/abc', external: true } } },
      });
      await user.click(await screen.findByRole('button', { name: en.service.chat }));
      await waitFor(() => expect(open).toHaveBeenCalledWith('https://chat.example/abc', '_blank', 'noopener,noreferrer'));
    } finally {
      open.mockRestore();
    }
  });

  it('is not offered without CBS3, to a trial account or to a visitor', async () => {
    for (const options of [{ session: sessionOf(1), status: statusValue() }, { session: sessionOf(4), status: withChat }, { status: withChat }]) {
      const { unmount } = await renderApp({ path: '/m/service', ...options });
      await screen.findByRole('link', { name: 'Telegram help' });
      expect(screen.queryByRole('button', { name: en.service.chat })).not.toBeInTheDocument();
      unmount();
    }
  });
});
