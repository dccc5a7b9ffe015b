import { screen, waitFor, within } from '@testing-library/react';
import { LoyaltyPath } from '@common/contract/loyalty';
import { callsTo, en, inAct, renderApp, sessionOf } from '../helpers/renderApp';
import { loyaltyRoutes, loyaltyStatus } from '../helpers/loyalty';
import type { MemberType } from '@common/contract/member';

const panel = () => screen.getByRole('complementary', { name: en.drawer.label });

async function openDrawer(type: MemberType | null, flags: Parameters<typeof loyaltyStatus>[0] = {}) {
  const app = await renderApp({ path: '/m/home', session: type === null ? null : sessionOf(type), status: loyaltyStatus(flags), routes: loyaltyRoutes() });
  await inAct(() => app.store.ui.toggleDrawer(true));
  return app;
}

describe('SideDrawer: loyalty', () => {
  it('shows a member their points and level, and links the mall, the reward centre and the leaderboard', async () => {
    await openDrawer(0);
    expect(await within(panel()).findByTestId('loyalty-points')).toHaveTextContent(`12,345 points · ${en.loyalty.level.replace('{{name}}', 'Gold')}`);
    const nav = within(panel()).getByRole('navigation');
    expect(within(nav).getByRole('link', { name: en.title.mall })).toHaveAttribute('href', '/m/mall/mallHome');
    expect(within(nav).getByRole('link', { name: en.title.rewardCenter })).toHaveAttribute('href', '/m/rewardCenter');
    expect(within(nav).getByRole('link', { name: en.title.leaderBoard })).toHaveAttribute('href', '/m/leaderBoard');
  });

  it('each link follows its switch; with points off there is no points line and no call', async () => {
    const { fetch } = await openDrawer(0, { PTSYS3: false, MISSIONLB3: false });
    const nav = within(panel()).getByRole('navigation');
    expect(within(nav).getByRole('link', { name: en.title.rewardCenter })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: en.title.mall })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: en.title.leaderBoard })).not.toBeInTheDocument();
    expect(within(panel()).queryByTestId('loyalty-points')).not.toBeInTheDocument();
    expect(callsTo(fetch, LoyaltyPath.summary)).toHaveLength(0);
  });

  it.each([
    ['a visitor', null],
    ['a trial account', 4 as MemberType],
  ])('%s sees no loyalty links and nothing is read', async (_case, type) => {
    const { fetch } = await openDrawer(type);
    expect(within(panel()).queryByRole('link', { name: en.title.mall })).not.toBeInTheDocument();
    await waitFor(() => expect(within(panel()).queryByTestId('loyalty-points')).not.toBeInTheDocument());
    expect(callsTo(fetch, LoyaltyPath.summary)).toHaveLength(0);
  });
});
