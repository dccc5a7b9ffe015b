import { screen, within } from '@testing-library/react';
import { LotteryPath } from '@common/contract/lottery';
import { renderApp, sessionOf } from '../../helpers/renderApp';
import { category, homeRoutes } from '../../helpers/games';
import { lotteryTile } from '../../helpers/lottery';

async function home(loggedIn: boolean) {
  await renderApp({
    session: loggedIn ? sessionOf(0) : null,
    routes: {
      ...homeRoutes({ categories: [category('LOTT', 1, ['HOUSE_LOTTO', 'TCG_LOTTO_VN'])] }),
      [`GET ${LotteryPath.centre}`]: { success: true, value: [lotteryTile(), lotteryTile({ gameCode: 'K3_1', labelName: 'K3 1 Minute' })] },
    },
  });
  const section = await screen.findByRole('region', { name: 'Lottery' });
  await within(section).findByRole('link', { name: 'SSC 1 Minute' });
  return within(section).getAllByRole('link').filter((a) => a.textContent !== 'All lotteries');
}

describe('Home lottery section (§2)', () => {
  it('shows the lottery centre tiles first, then the third-party lottery vendor tiles', async () => {
    const links = await home(true);
    expect(links.map((a) => a.textContent)).toEqual(['SSC 1 Minute', 'K3 1 Minute', 'Lottery', 'Lottery']);
    expect(links[0]).toHaveAttribute('href', '/m/startLottery?gameCode=SSC1');
    expect(links[3]).toHaveAttribute('href', '/m/game?vassKey=LOTT-TCG_LOTTO_VN');
  });

  it('links its header to every lottery (/m/moreLottery), the way in from home', async () => {
    await home(true);
    const section = screen.getByRole('region', { name: 'Lottery' });
    expect(within(section).getByRole('link', { name: 'All lotteries' })).toHaveAttribute('href', '/m/moreLottery');
  });

  it('sends visitors from the all-lotteries link to login, as from its tiles', async () => {
    await home(false);
    const section = screen.getByRole('region', { name: 'Lottery' });
    expect(within(section).getByRole('link', { name: 'All lotteries' })).toHaveAttribute('href', '/m/login');
  });

  it('sends visitors from a lottery tile to login', async () => {
    const links = await home(false);
    expect(links[0]).toHaveAttribute('href', '/m/login');
  });
});
