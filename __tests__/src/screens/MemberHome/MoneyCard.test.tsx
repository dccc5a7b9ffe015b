import { screen, within } from '@testing-library/react';
import { memberCentreRoutes } from '../../helpers/member';
import { en, renderApp, sessionOf } from '../../helpers/renderApp';

describe('member centre: money in and out', () => {
  it('links a real member to deposit, withdrawal, payout accounts, identity, the three records and responsible gaming', async () => {
    await renderApp({ path: '/m/member/home', session: sessionOf(0), routes: memberCentreRoutes() });
    const card = await screen.findByRole('region', { name: en.member.money });
    expect(within(card).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      [en.common.deposit, '/m/voucherCenter'],
      [en.title.withdraw, '/m/withdraw'],
      [en.title.payoutAccounts, '/m/payoutAccounts'],
      [en.title.identity, '/m/identity'],
      [en.records.tab.deposits, '/m/records?tab=deposits'],
      [en.records.tab.withdrawals, '/m/records?tab=withdrawals'],
      [en.records.tab.transactions, '/m/records?tab=transactions'],
      [en.title.responsibleGaming, '/m/responsibleGaming'],
    ]);
  });

  it('an account that may not deposit (types other than 0, 1, 2) gets identity, records and responsible gaming only', async () => {
    await renderApp({ path: '/m/member/home', session: sessionOf(41), routes: memberCentreRoutes() });
    const card = await screen.findByRole('region', { name: en.member.money });
    expect(within(card).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/m/identity', '/m/records?tab=deposits', '/m/records?tab=withdrawals', '/m/records?tab=transactions', '/m/responsibleGaming']);
  });
});
