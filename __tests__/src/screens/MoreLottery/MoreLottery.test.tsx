import { screen, within } from '@testing-library/react';
import { LotteryPath } from '@common/contract/lottery';
import { renderApp, sessionOf } from '../../helpers/renderApp';
import { lotteryTile, T0 } from '../../helpers/lottery';

describe('MoreLottery', () => {
  afterEach(() => jest.useRealTimers());

  it('lists every lottery with its next close countdown and last result, linking to its bet slip', async () => {
    jest.useFakeTimers({ now: T0, advanceTimers: true });
    await renderApp({
      path: '/m/moreLottery',
      session: sessionOf(0),
      routes: { [`GET ${LotteryPath.list}`]: { success: true, value: [lotteryTile(), lotteryTile({ gameCode: 'K3_1', labelName: 'K3 1 Minute', next: null, last: null })] } },
    });
    const ssc = await screen.findByRole('link', { name: /SSC 1 Minute/ });
    expect(ssc).toHaveAttribute('href', '/m/startLottery?gameCode=SSC1');
    expect(within(ssc).getByRole('timer')).toHaveTextContent('00:50');
    expect(within(ssc).getByTestId('result-numbers')).toHaveTextContent('12345');
    expect(ssc).toHaveTextContent('Last 20261121-0000:');
    const k3 = screen.getByRole('link', { name: /K3 1 Minute/ });
    expect(k3).toHaveTextContent('No results yet');
  });

  it('is a member route: visitors go to login', async () => {
    const { location } = await renderApp({ path: '/m/moreLottery' });
    expect(location()).toBe('/m/login');
  });
});
