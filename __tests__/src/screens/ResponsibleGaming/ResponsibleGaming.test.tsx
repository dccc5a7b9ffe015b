import { screen, waitFor, within } from '@testing-library/react';
import { ProtectionPath } from '@common/contract/protection';
import { callsTo, en, renderApp, sessionOf, type Reply } from '../../helpers/renderApp';
import { limits, ok, protectionRoutes, protectionValue } from '../../helpers/protection';
import type { ProtectionValue } from '@common/contract/protection';

const format = (ms: number) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
const body = (init: RequestInit) => JSON.parse(String(init.body)) as unknown;
const fill = (text: string, values: Record<string, string>) => text.replace(/{{(\w+)}}/g, (_, k: string) => values[k] ?? '');

async function open(value: ProtectionValue = protectionValue(), routes: Record<string, Reply> = {}) {
  const app = await renderApp({ path: '/m/responsibleGaming', session: sessionOf(0), routes: { ...protectionRoutes(value), ...routes } });
  await screen.findByRole('heading', { name: en.protection.limitsTitle.deposit });
  return app;
}

/** The row of one period inside a kind's card. */
function row(kind: 'deposit' | 'loss' | 'wager', period: 'day' | 'week' | 'month') {
  const card = screen.getByRole('region', { name: en.protection.limitsTitle[kind] });
  return within(card).getByRole('heading', { name: en.protection.period[period] }).closest('li')!;
}
const fact = (scope: HTMLElement, label: string) => within(scope).getByText(label).nextElementSibling?.textContent;

describe('/m/responsibleGaming', () => {
  it('shows each limit: the amount in force or no limit, what is used and when it frees', async () => {
    const freesAt = Date.UTC(2030, 0, 2, 10, 0);
    await open(protectionValue({ limits: limits([{ kind: 'deposit', period: 'day', amount: 50_000, used: 12_345, freesAt }]) }));
    const day = row('deposit', 'day');
    expect(fact(day, en.protection.limit)).toBe('500.00');
    expect(fact(day, en.protection.used)).toBe('123.45');
    expect(fact(day, en.protection.freesAt)).toBe(format(freesAt));
    expect(fact(row('loss', 'month'), en.protection.limit)).toBe(en.protection.noLimit);
  });

  it('explains the cooling-off rule beside every kind of limit', async () => {
    await open();
    for (const kind of ['deposit', 'loss', 'wager'] as const) {
      expect(within(screen.getByRole('region', { name: en.protection.limitsTitle[kind] })).getByText(en.protection.rule)).toBeInTheDocument();
    }
  });

  it('sets a limit in minor units from a labelled amount field', async () => {
    const { user, fetch } = await open(protectionValue(), { [`POST ${ProtectionPath.limit}`]: ok(protectionValue({ limits: limits([{ kind: 'loss', period: 'week', amount: 2050 }]) })) });
    const label = fill(en.protection.amountLabel, { kind: en.protection.kindName.loss, period: en.protection.period.week });
    await user.type(screen.getByLabelText(label, { selector: 'input' }), '20.5');
    await user.click(within(row('loss', 'week')).getByRole('button', { name: en.protection.set }));
    await waitFor(() => expect(fact(row('loss', 'week'), en.protection.limit)).toBe('20.50'));
    expect(body(callsTo(fetch, ProtectionPath.limit, 'POST')[0].init)).toEqual({ kind: 'loss', period: 'week', amount: 2050 });
  });

  it('an amount below the minimum is said and not sent', async () => {
    const { user, fetch } = await open();
    const label = fill(en.protection.amountLabel, { kind: en.protection.kindName.deposit, period: en.protection.period.day });
    await user.type(screen.getByLabelText(label, { selector: 'input' }), '0.5');
    await user.click(within(row('deposit', 'day')).getByRole('button', { name: en.protection.set }));
    expect(within(row('deposit', 'day')).getByText(fill(en.protection.amountInvalid, { min: '1.00', max: '10,000,000,000.00' }))).toBeInTheDocument();
    expect(callsTo(fetch, ProtectionPath.limit, 'POST')).toHaveLength(0);
  });

  it('a pending raise shows its effective time and a cancel, but no confirm until the cooling-off is over', async () => {
    const effectiveAt = Date.UTC(2030, 0, 2, 12, 0);
    await open(protectionValue({ limits: limits([{ kind: 'deposit', period: 'day', amount: 10_000, pending: { value: 90_000, effectiveAt, confirmable: false } }]) }));
    const day = row('deposit', 'day');
    expect(day).toHaveTextContent(fill(en.protection.pending, { value: '900.00', time: format(effectiveAt) }));
    expect(within(day).getByRole('button', { name: en.protection.cancelChange })).toBeInTheDocument();
    expect(within(day).queryByRole('button', { name: en.protection.confirm })).not.toBeInTheDocument();
  });

  it('once confirmable, the confirm button sends which change is confirmed', async () => {
    const pending = { value: null, effectiveAt: 1, confirmable: true };
    const { user, fetch } = await open(protectionValue({ limits: limits([{ kind: 'wager', period: 'month', amount: 10_000, pending }]) }), { [`POST ${ProtectionPath.confirm}`]: ok(protectionValue()) });
    const month = row('wager', 'month');
    expect(month).toHaveTextContent(fill(en.protection.pendingReady, { value: en.protection.noLimit }));
    await user.click(within(month).getByRole('button', { name: en.protection.confirm }));
    await waitFor(() => expect(callsTo(fetch, ProtectionPath.confirm, 'POST')).toHaveLength(1));
    expect(body(callsTo(fetch, ProtectionPath.confirm, 'POST')[0].init)).toEqual({ target: 'limit', kind: 'wager', period: 'month' });
  });

  it('the session limit and the reality check show what is in force and what waits', async () => {
    const effectiveAt = Date.UTC(2030, 0, 2, 12, 0);
    await open(protectionValue({ sessionLimit: { minutes: 60, pending: null }, realityCheck: { minutes: 15, pending: { value: 60, effectiveAt, confirmable: false } } }));
    const session = screen.getByRole('region', { name: en.protection.sessionTitle });
    expect(fact(session, en.protection.limit)).toBe(fill(en.protection.minutes, { minutes: '60' }));
    const reality = screen.getByRole('region', { name: en.protection.realityTitle });
    expect(reality).toHaveTextContent(fill(en.protection.pending, { value: fill(en.protection.realityEvery, { minutes: '60' }), time: format(effectiveAt) }));
  });

  it('offers the reality-check intervals off, 15, 30, 60 and 120 minutes and sends the choice', async () => {
    const { user, fetch } = await open(protectionValue(), { [`POST ${ProtectionPath.realityCheck}`]: ok(protectionValue({ realityCheck: { minutes: 30, pending: null } })) });
    const reality = screen.getByRole('region', { name: en.protection.realityTitle });
    expect(within(reality).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      en.protection.realityOff,
      ...[15, 30, 60, 120].map((m) => fill(en.protection.realityEvery, { minutes: String(m) })),
    ]);
    await user.click(within(reality).getByRole('radio', { name: fill(en.protection.realityEvery, { minutes: '30' }) }));
    await user.click(within(reality).getByRole('button', { name: en.protection.save }));
    await waitFor(() => expect(callsTo(fetch, ProtectionPath.realityCheck, 'POST')).toHaveLength(1));
    expect(body(callsTo(fetch, ProtectionPath.realityCheck, 'POST')[0].init)).toEqual({ minutes: 30 });
  });

  it('a time-out asks first, stating the consequences; cancelling sends nothing', async () => {
    const { user, fetch } = await open();
    const card = screen.getByRole('region', { name: en.protection.timeOutTitle });
    await user.click(within(card).getByRole('radio', { name: en.protection.durations['7d'] }));
    await user.click(within(card).getByRole('button', { name: en.protection.timeOutSubmit }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(en.protection.consequence.loggedOut);
    expect(dialog).toHaveTextContent(en.protection.consequence.withdraw);
    expect(dialog).toHaveTextContent(en.protection.consequence.irreversible);
    await user.click(within(dialog).getByRole('button', { name: en.common.cancel }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(fetch, ProtectionPath.timeOut, 'POST')).toHaveLength(0);
  });

  it('self-exclusion needs the login password; once started the site is logged out and says until when', async () => {
    const until = Date.UTC(2031, 0, 1, 12, 0);
    const { user, fetch, store, location } = await open(protectionValue(), { [`POST ${ProtectionPath.selfExclusion}`]: ok({ kind: 'selfExclusion', startedAt: 1, until, by: 'member' }) });
    const card = screen.getByRole('region', { name: en.protection.exclusionTitle });
    await user.click(within(card).getByRole('radio', { name: en.protection.durations['1y'] }));
    await user.click(within(card).getByRole('button', { name: en.protection.exclusionSubmit }));
    expect(within(card).getByText(en.protection.passwordRequired)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.type(within(card).getByLabelText(en.protection.password, { selector: 'input' }), 'secret123');
    await user.click(within(card).getByRole('button', { name: en.protection.exclusionSubmit }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: en.protection.confirmBreak }));
    await waitFor(() => expect(store.session.isLoggedIn).toBe(false));
    expect(body(callsTo(fetch, ProtectionPath.selfExclusion, 'POST')[0].init)).toEqual({ duration: '1y', password: 'secret123' });
    await waitFor(() => expect(location()).toBe('/m/home'));
    expect(store.ui.dialogs.map((d) => d.message)).toContainEqual({ key: 'protection.blockedNotice.selfExclusion', params: { until: format(until) } });
  });

  it('a trial account is refused the screen', async () => {
    const { location } = await renderApp({ path: '/m/responsibleGaming', session: sessionOf(4), routes: protectionRoutes() });
    await waitFor(() => expect(location()).toBe('/m/home'));
  });

  it('is reached from the member centre', async () => {
    await renderApp({ path: '/m/member/home', session: sessionOf(0) });
    expect(await screen.findByRole('link', { name: en.title.responsibleGaming })).toHaveAttribute('href', '/m/responsibleGaming');
  });
});
