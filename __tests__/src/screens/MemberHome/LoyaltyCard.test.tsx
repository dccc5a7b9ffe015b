import { screen, within } from '@testing-library/react';
import { LoyaltyPath } from '@common/contract/loyalty';
import { memberCentreRoutes } from '../../helpers/member';
import { callsTo, en, renderApp, sessionOf } from '../../helpers/renderApp';
import { loyaltyRoutes, loyaltyStatus } from '../../helpers/loyalty';

async function open(flags: Parameters<typeof loyaltyStatus>[0] = {}) {
  return renderApp({ path: '/m/member/home', session: sessionOf(0), status: loyaltyStatus(flags), routes: { ...memberCentreRoutes(), ...loyaltyRoutes() } });
}

describe('member centre: points and rewards', () => {
  it('shows the points and level and links the mall, the reward centre and the leaderboard', async () => {
    const { fetch } = await open();
    const card = await screen.findByRole('region', { name: en.loyalty.title });
    expect(await within(card).findByTestId('loyalty-points')).toHaveTextContent('12,345 points');
    expect(within(card).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      [en.title.mall, '/m/mall/mallHome'],
      [en.title.rewardCenter, '/m/rewardCenter'],
      [en.title.leaderBoard, '/m/leaderBoard'],
    ]);
    expect(callsTo(fetch, LoyaltyPath.summary)).toHaveLength(1);
  });

  it('with points off only the switched-on features are linked and no points are read', async () => {
    const { fetch } = await open({ PTSYS3: false, MISSIONLB3: false });
    const card = await screen.findByRole('region', { name: en.loyalty.title });
    expect(within(card).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/m/rewardCenter']);
    expect(callsTo(fetch, LoyaltyPath.summary)).toHaveLength(0);
  });

  it('with every loyalty switch off there is no card', async () => {
    await open({ PTSYS3: false, MISSIONLB3: false, REWCEN3: false });
    await screen.findByRole('region', { name: en.member.money });
    expect(screen.queryByRole('region', { name: en.loyalty.title })).not.toBeInTheDocument();
  });
});
