import { act, screen, waitFor, within } from '@testing-library/react';
import { ProtectionPath } from '@common/contract/protection';
import { SESSION_STATUS_REFRESH_SECONDS } from '@common/rules/protection';
import { callsTo, en, renderApp, sessionOf, type Reply } from '../../helpers/renderApp';
import { ok, protectionRoutes, protectionValue, sessionStatus } from '../../helpers/protection';
import type { SessionStatusValue } from '@common/contract/protection';

const SERVER_NOW = Date.UTC(2030, 0, 1, 12, 0);
const fill = (text: string, values: Record<string, string>) => text.replace(/{{(\w+)}}/g, (_, k: string) => values[k] ?? '');

async function openAt(path: string, status: SessionStatusValue, routes: Record<string, Reply> = {}, type: 0 | 4 = 0) {
  return renderApp({ path, session: sessionOf(type), routes: { ...protectionRoutes(protectionValue(), status), ...routes } });
}

afterEach(() => jest.useRealTimers());

describe('SessionWatch', () => {
  it('shows the reality check when it is due by the server’s clock, with elapsed time and signed net position', async () => {
    await openAt('/m/home', sessionStatus({ now: SERVER_NOW, startedAt: SERVER_NOW - 30 * 60_000, net: -1250, realityCheckMinutes: 30, realityCheckAt: SERVER_NOW }));
    const dialog = await screen.findByRole('alertdialog', { name: en.protection.reality.title });
    expect(dialog).toHaveTextContent(fill(en.protection.reality.text, { elapsed: '30:00' }));
    expect(within(dialog).getByText(en.protection.reality.net).nextElementSibling).toHaveTextContent('-12.50');
  });

  it('no dialog before the check is due, whatever the phone’s clock says', async () => {
    // The phone is a day ahead: by its clock the check would be long due.
    jest.useFakeTimers({ now: SERVER_NOW + 24 * 3_600_000, advanceTimers: true });
    const { fetch } = await openAt('/m/home', sessionStatus({ now: SERVER_NOW, realityCheckAt: SERVER_NOW + 15 * 60_000 }));
    await waitFor(() => expect(callsTo(fetch, ProtectionPath.session)).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('appears once the interval passes on the server’s clock, and refreshes the figures every SESSION_STATUS_REFRESH_SECONDS', async () => {
    jest.useFakeTimers({ now: 0, advanceTimers: true });
    const { fetch } = await openAt('/m/home', sessionStatus({ now: SERVER_NOW, realityCheckAt: SERVER_NOW + 20_000 }));
    await waitFor(() => expect(callsTo(fetch, ProtectionPath.session)).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(21_000);
    });
    expect(await screen.findByRole('alertdialog', { name: en.protection.reality.title })).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(SESSION_STATUS_REFRESH_SECONDS * 1000);
    });
    await waitFor(() => expect(callsTo(fetch, ProtectionPath.session)).toHaveLength(2));
  });

  it('"Continue" tells the server and the dialog goes until the next check', async () => {
    const next = sessionStatus({ now: SERVER_NOW, realityCheckMinutes: 15, realityCheckAt: SERVER_NOW + 15 * 60_000 });
    const { user, fetch } = await openAt('/m/home', sessionStatus({ now: SERVER_NOW, realityCheckMinutes: 15, realityCheckAt: SERVER_NOW }), { [`POST ${ProtectionPath.realityCheckContinue}`]: ok(next) });
    const dialog = await screen.findByRole('alertdialog', { name: en.protection.reality.title });
    await user.click(within(dialog).getByRole('button', { name: en.protection.reality.continue }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, ProtectionPath.realityCheckContinue, 'POST')).toHaveLength(1);
  });

  it('"Log out" logs out the normal way', async () => {
    const { user, fetch, store, location } = await openAt('/m/gameList?gameType=1', sessionStatus({ now: SERVER_NOW, realityCheckAt: SERVER_NOW }));
    const dialog = await screen.findByRole('alertdialog', { name: en.protection.reality.title });
    await user.click(within(dialog).getByRole('button', { name: en.protection.reality.logout }));
    await waitFor(() => expect(store.session.isLoggedIn).toBe(false));
    expect(callsTo(fetch, '/wps/session/logout', 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(location()).toBe('/m/home'));
  });

  it('when the session-time limit is reached: says so, then logs out', async () => {
    const { user, store } = await openAt('/m/home', sessionStatus({ now: SERVER_NOW, sessionLimitMinutes: 60, sessionEndsAt: SERVER_NOW }));
    const dialog = await screen.findByRole('alertdialog', { name: en.protection.sessionEnd.title });
    await user.click(within(dialog).getByRole('button', { name: en.protection.sessionEnd.ok }));
    await waitFor(() => expect(store.session.isLoggedIn).toBe(false));
  });

  it('game screens show the session time and net position under the header; other screens do not', async () => {
    await openAt('/m/moreLottery', sessionStatus({ now: SERVER_NOW, startedAt: SERVER_NOW - 65_000, net: 250 }), { 'GET /wps/lottery/games': ok([]) });
    const bar = await screen.findByRole('complementary', { name: en.protection.figures.label });
    expect(within(bar).getByTestId('session-time')).toHaveTextContent('1:05');
    expect(within(bar).getByTestId('session-net')).toHaveTextContent('+2.50');
  });

  it('no figures bar outside the game screens', async () => {
    const { fetch } = await openAt('/m/records', sessionStatus({ now: SERVER_NOW }));
    await waitFor(() => expect(callsTo(fetch, ProtectionPath.session)).toHaveLength(1));
    expect(screen.queryByRole('complementary', { name: en.protection.figures.label })).not.toBeInTheDocument();
  });

  it('is never mounted for visitors or trial accounts: no session call', async () => {
    const trial = await openAt('/m/home', sessionStatus(), {}, 4);
    const visitor = await renderApp({ path: '/m/home', routes: protectionRoutes() });
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(callsTo(trial.fetch, ProtectionPath.session)).toHaveLength(0);
    expect(callsTo(visitor.fetch, ProtectionPath.session)).toHaveLength(0);
  });

  it('the deposit-limit prompt: a period and an amount set a deposit limit at once', async () => {
    const { user, fetch } = await renderApp({
      path: '/m/voucherCenter',
      session: sessionOf(0),
      routes: { ...protectionRoutes(protectionValue({ depositPrompt: true })), [`POST ${ProtectionPath.limit}`]: ok(protectionValue()) },
    });
    const dialog = await screen.findByRole('dialog', { name: en.protection.prompt.title });
    await user.click(within(dialog).getByRole('radio', { name: en.protection.period.week }));
    await user.type(within(dialog).getByLabelText(en.protection.prompt.amount), '300');
    await user.click(within(dialog).getByRole('button', { name: en.protection.prompt.set }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: en.protection.prompt.title })).not.toBeInTheDocument());
    expect(JSON.parse(String(callsTo(fetch, ProtectionPath.limit, 'POST')[0].init.body))).toEqual({ kind: 'deposit', period: 'week', amount: 30_000 });
  });

  it('the deposit screen does not prompt once a deposit limit is set or the prompt was answered', async () => {
    const { fetch } = await renderApp({ path: '/m/voucherCenter', session: sessionOf(0), routes: protectionRoutes(protectionValue({ depositPrompt: false })) });
    await waitFor(() => expect(callsTo(fetch, ProtectionPath.overview)).toHaveLength(1));
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('dialog', { name: en.protection.prompt.title })).not.toBeInTheDocument();
  });
});
