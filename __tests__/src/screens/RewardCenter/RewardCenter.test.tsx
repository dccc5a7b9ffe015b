import { screen, waitFor, within } from '@testing-library/react';
import { LoyaltyPath } from '@common/contract/loyalty';
import { axeViolations } from '../../helpers/axe';
import { callsTo, en, renderApp, sessionOf, type Reply } from '../../helpers/renderApp';
import { centre, loyaltyRoutes, loyaltyStatus, ok, rewardEntry } from '../../helpers/loyalty';

const fill = (text: string, values: Record<string, string | number>) => text.replace(/{{(\w+)}}/g, (_, k: string) => String(values[k] ?? ''));

async function open(routes: Record<string, Reply> = {}, on = true) {
  return renderApp({ path: '/m/rewardCenter', session: sessionOf(0), status: loyaltyStatus({ REWCEN3: on }), routes: loyaltyRoutes(routes) });
}

const HISTORY = [
  rewardEntry({ source: 'race', id: 'p1', title: 'Daily sprint 1st', state: 'received', kind: 'bonus', amount: 10_000, claimBy: null }),
  rewardEntry({ source: 'mall', id: '31', title: 'T-shirt', state: 'pending', kind: 'goods', amount: null, claimBy: null }),
  rewardEntry({ source: 'award', id: 'a9', title: 'Weekly cashback', state: 'lapsed', kind: 'bonus', amount: 250, claimBy: null }),
  rewardEntry({ source: 'level', id: '2', title: 'Silver reached', state: 'received', kind: 'points', amount: 300, claimBy: null }),
];

describe('/m/rewardCenter', () => {
  it('lists what waits to be claimed with its claim-by date, and the history with each state', async () => {
    await open({ [`GET ${LoyaltyPath.rewards}`]: ok(centre({ history: HISTORY })) });
    const toClaim = await screen.findByRole('region', { name: en.rewardCenter.toClaim });
    const gold = within(toClaim).getByRole('listitem', { name: 'Gold reached' });
    expect(gold).toHaveTextContent(fill(en.rewardCenter.claimBy, { date: 'Dec 26, 2026' }));
    expect(gold).toHaveTextContent(fill(en.loyalty.reward.bonus, { amount: '50.00' }));
    const history = screen.getByRole('region', { name: en.rewardCenter.history });
    expect(within(history).getByRole('listitem', { name: 'Daily sprint 1st' })).toHaveTextContent(`${en.rewardCenter.state.received}`);
    expect(within(history).getByRole('listitem', { name: 'Daily sprint 1st' })).toHaveTextContent(en.rewardCenter.source.race);
    expect(within(history).getByRole('listitem', { name: 'T-shirt' })).toHaveTextContent(en.rewardCenter.state.pending);
    expect(within(history).getByRole('listitem', { name: 'T-shirt' })).toHaveTextContent(en.rewardCenter.kind.goods);
    expect(within(history).getByRole('listitem', { name: 'Weekly cashback' })).toHaveTextContent(en.rewardCenter.state.lapsed);
    expect(within(history).getByRole('listitem', { name: 'Silver reached' })).toHaveTextContent(fill(en.loyalty.reward.points, { points: '300' }));
    expect(within(history).queryByRole('button')).not.toBeInTheDocument();
  });

  it('a claim button claims the reward; it moves to the history as received', async () => {
    const { user, fetch } = await open({ [`POST ${LoyaltyPath.claimReward}`]: ok(rewardEntry({ state: 'received', claimBy: null })) });
    await user.click(await screen.findByRole('button', { name: fill(en.rewardCenter.claimTitle, { title: 'Gold reached' }) }));
    await waitFor(() => expect(screen.getByText(en.rewardCenter.noClaim)).toBeInTheDocument());
    expect(callsTo(fetch, LoyaltyPath.claimReward, 'POST')).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: en.rewardCenter.history })).getByRole('listitem', { name: 'Gold reached' })).toHaveTextContent(en.rewardCenter.state.received);
  });

  it('with nothing at all both lists say so', async () => {
    await open({ [`GET ${LoyaltyPath.rewards}`]: ok(centre({ claimable: [] })) });
    expect(await screen.findByText(en.rewardCenter.noClaim)).toBeInTheDocument();
    expect(screen.getByText(en.rewardCenter.noHistory)).toBeInTheDocument();
  });

  it('with the reward centre off a deep link shows coming soon and calls nothing', async () => {
    const { fetch } = await open({}, false);
    expect(await screen.findByText(en.app.comingSoonBody)).toBeInTheDocument();
    expect(callsTo(fetch, LoyaltyPath.rewards)).toHaveLength(0);
  });

  it('has no axe violations', async () => {
    await open({ [`GET ${LoyaltyPath.rewards}`]: ok(centre({ history: HISTORY })) });
    await screen.findByRole('region', { name: en.rewardCenter.toClaim });
    expect(await axeViolations()).toEqual([]);
  });
});
