import { act, screen, waitFor, within } from '@testing-library/react';
import { LoyaltyPath } from '@common/contract/loyalty';
import { axeViolations } from '../../helpers/axe';
import { callsTo, en, renderApp, sessionOf, type Reply } from '../../helpers/renderApp';
import { loyaltyRoutes, loyaltyStatus, ok, race, rankEntry, rankList } from '../../helpers/loyalty';
import { RaceStore } from '../../../../src/stores/RaceStore';

const fill = (text: string, values: Record<string, string | number>) => text.replace(/{{(\w+)}}/g, (_, k: string) => String(values[k] ?? ''));
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));

async function open(routes: Record<string, Reply> = {}, on = true) {
  const app = await renderApp({ path: '/m/leaderBoard', session: sessionOf(0), status: loyaltyStatus({ MISSIONLB3: on }), routes: loyaltyRoutes(routes) });
  if (on) await screen.findByRole('table', { name: en.leaderBoard.top });
  return app;
}

describe('/m/leaderBoard', () => {
  it('shows the race: title, metric, period, time left and the prizes by rank', async () => {
    await open();
    const card = screen.getByRole('region', { name: 'Daily sprint' });
    expect(within(card).getByText(en.leaderBoard.metric.turnover)).toBeInTheDocument();
    expect(within(card).getByText(en.leaderBoard.recurrence.daily)).toBeInTheDocument();
    expect(within(card).getByTestId('race-time-left').textContent).toMatch(/\d+ h \d+ min|\d+ min|\d+ d \d+ h/);
    expect(rowsOf(within(card).getByRole('table', { name: en.leaderBoard.prizes }))).toEqual([
      ['1', fill(en.loyalty.reward.bonus, { amount: '100.00' })],
      ['2–10', fill(en.loyalty.reward.points, { points: '500' })],
    ]);
  });

  it('lists the top with masked usernames, scores and prizes, and pins the member’s own row outside the top', async () => {
    await open();
    expect(rowsOf(screen.getByRole('table', { name: en.leaderBoard.top }))).toEqual([
      ['1', 'pl***01', '999.00', fill(en.loyalty.reward.bonus, { amount: '100.00' })],
      ['2', 'pl***02', '998.00', '–'],
      ['3', 'pl***03', '997.00', '–'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: en.leaderBoard.yourPlace }))).toEqual([['150', 'al**ce', '10.00', '–']]);
  });

  it('the member inside the top is marked there too', async () => {
    await open({ [`GET ${LoyaltyPath.rankList}`]: ok(rankList({ you: rankEntry(2) })) });
    const row = within(screen.getByRole('table', { name: en.leaderBoard.top })).getAllByRole('row')[2];
    expect(row).toHaveAttribute('aria-current', 'true');
  });

  it('without a score yet the member is told so', async () => {
    await open({ [`GET ${LoyaltyPath.rankList}`]: ok(rankList({ you: null })) });
    expect(screen.getByText(en.leaderBoard.notRanked)).toBeInTheDocument();
  });

  it('a settled period shows final, without time left', async () => {
    await open({ [`GET ${LoyaltyPath.rankList}`]: ok(rankList({ settled: true })) });
    expect(screen.getByRole('heading', { name: new RegExp(en.leaderBoard.final) })).toBeInTheDocument();
    expect(screen.queryByTestId('race-time-left')).not.toBeInTheDocument();
  });

  it('several races are choices; choosing one reads its list', async () => {
    const weekly = race({ id: 6, title: 'Weekly cup', recurrence: 'weekly' });
    const { user, fetch } = await open({
      [`GET ${LoyaltyPath.races}`]: ok([race(), weekly]),
      [`GET ${LoyaltyPath.rankList}`]: (r: { url: string }) => ok(rankList({ race: new URL(r.url, 'http://x').searchParams.get('raceId') === '6' ? weekly : race() })),
    });
    const group = screen.getByRole('group', { name: en.leaderBoard.races });
    expect(within(group).getByRole('button', { name: 'Daily sprint' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(group).getByRole('button', { name: 'Weekly cup' }));
    expect(await screen.findByRole('region', { name: 'Weekly cup' })).toBeInTheDocument();
    expect(callsTo(fetch, LoyaltyPath.rankList).some((r) => r.url.includes('raceId=6'))).toBe(true);
  });

  it('refreshes while open and stops when the page is hidden or left', async () => {
    const { store, unmount } = await open();
    const races = store.feature(RaceStore);
    expect(races.refreshing).toBe(true);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(races.refreshing).toBe(false);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(races.refreshing).toBe(true);
    unmount();
    expect(races.refreshing).toBe(false);
    delete (document as unknown as Record<string, unknown>).visibilityState;
  });

  it('with no race running it says so', async () => {
    await renderApp({ path: '/m/leaderBoard', session: sessionOf(0), status: loyaltyStatus(), routes: loyaltyRoutes({ [`GET ${LoyaltyPath.races}`]: ok([]) }) });
    expect(await screen.findByText(en.leaderBoard.none)).toBeInTheDocument();
  });

  it('with the leaderboard off a deep link shows coming soon and calls nothing', async () => {
    const { fetch } = await open({}, false);
    expect(await screen.findByText(en.app.comingSoonBody)).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetch, LoyaltyPath.races)).toHaveLength(0));
    expect(callsTo(fetch, LoyaltyPath.rankList)).toHaveLength(0);
  });

  it('has no axe violations', async () => {
    await open();
    expect(await axeViolations()).toEqual([]);
  });
});
