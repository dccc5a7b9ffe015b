import { screen, waitFor, within } from '@testing-library/react';
import type { MemberType } from '@common/contract/member';
import { callsTo, en, renderApp, sessionOf, statusValue } from '../helpers/renderApp';

const withChat = (on: boolean) => statusValue({ info: { whitelabel: { ...statusValue().info.whitelabel, CBS3: on } } });
const counts = (inbox: number, chat: number) => ({
  'GET /wps/inbox/unread': { success: true, value: { count: inbox } },
  'GET /wps/chat/unread': { success: true, value: { count: chat } },
});
const menu = () => within(screen.getByRole('banner')).getByRole('button', { name: en.header.openPanel });

describe('unread counts in the header and drawer (§4, §7)', () => {
  it('a member\'s inbox and chat counts add up on the menu button', async () => {
    await renderApp({ path: '/m/home', session: sessionOf(1), status: withChat(true), routes: counts(3, 2) });
    expect(await within(menu()).findByText('5')).toBeInTheDocument();
  });

  it('caps the display at 99+', async () => {
    await renderApp({ path: '/m/home', session: sessionOf(0), status: withChat(true), routes: counts(150, 0) });
    expect(await within(menu()).findByText('99+')).toBeInTheDocument();
  });

  it('the chat count is asked with the CBS3 module id', async () => {
    const { fetch } = await renderApp({ path: '/m/home', session: sessionOf(0), status: withChat(true), routes: counts(0, 1) });
    await waitFor(() => expect(callsTo(fetch, '/wps/chat/unread')).toHaveLength(1));
    expect(new Headers(callsTo(fetch, '/wps/chat/unread')[0]!.init.headers).get('ModuleId')).toBe('CBS3');
  });

  it('without CBS3 only the inbox count is fetched', async () => {
    const { fetch } = await renderApp({ path: '/m/home', session: sessionOf(0), status: withChat(false), routes: counts(4, 9) });
    expect(await within(menu()).findByText('4')).toBeInTheDocument();
    expect(callsTo(fetch, '/wps/chat/unread')).toHaveLength(0);
  });

  it.each([4 as MemberType])('nothing is fetched for a trial account (type %i)', async (type) => {
    const { fetch } = await renderApp({ path: '/m/home', session: sessionOf(type), status: withChat(true), routes: counts(4, 9) });
    await new Promise((r) => setTimeout(r, 50));
    expect(callsTo(fetch, '/wps/inbox/unread')).toHaveLength(0);
    expect(callsTo(fetch, '/wps/chat/unread')).toHaveLength(0);
  });

  it('nothing is fetched for a visitor', async () => {
    const { fetch } = await renderApp({ path: '/m/home', status: withChat(true), routes: counts(4, 9) });
    await new Promise((r) => setTimeout(r, 50));
    expect(callsTo(fetch, '/wps/inbox/unread')).toHaveLength(0);
  });

  it('the drawer shows the inbox entry and the chat entry with their counts', async () => {
    const { user } = await renderApp({ path: '/m/home', session: sessionOf(0), status: withChat(true), routes: counts(7, 2) });
    await within(menu()).findByText('9');
    await user.click(menu());
    const inbox = await screen.findByRole('link', { name: new RegExp(en.drawer.inbox) }, { timeout: 5000 });
    expect(inbox).toHaveAttribute('href', '/m/inbox');
    expect(within(inbox).getByText('7')).toBeInTheDocument();
    expect(within(screen.getByRole('button', { name: new RegExp(en.service.chat) })).getByText('2')).toBeInTheDocument();
  });

  it('a trial account\'s drawer has no inbox or chat entry', async () => {
    const { user } = await renderApp({ path: '/m/home', session: sessionOf(4), status: withChat(true), routes: counts(7, 2) });
    await user.click(menu());
    await screen.findByRole('button', { name: new RegExp(en.drawer.customerService) }, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: new RegExp(en.drawer.inbox) })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: new RegExp(en.service.chat) })).not.toBeInTheDocument();
  });

  it('without CBS3 the drawer has no chat entry', async () => {
    const { user } = await renderApp({ path: '/m/home', session: sessionOf(0), status: withChat(false), routes: counts(1, 0) });
    await within(menu()).findByText('1');
    await user.click(menu());
    await screen.findByRole('link', { name: new RegExp(en.drawer.inbox) }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: new RegExp(en.service.chat) })).not.toBeInTheDocument();
  });
});
