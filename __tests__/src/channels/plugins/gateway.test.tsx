import { screen, waitFor } from '@testing-library/react';
import { PaymentPath } from '@common/contract/payments';
import { DepositStore } from '../../../../src/stores/DepositStore';
import { openDeposit } from '../../helpers/depositScreen';
import { deposit, ok, paymentRoutes } from '../../helpers/payments';
import { callsTo, en, renderApp, sessionOf } from '../../helpers/renderApp';

const PAY_URL = 'https://pay.mlobby.test/simulator/checkout/dep-9';
const gatewayDeposit = () => deposit({ id: 'dep-9', kind: 'gateway', channelId: 1, channelName: 'Online pay', instructions: null, redirectUrl: PAY_URL, fee: 0, credited: 100_000 });

describe('gateway plug-in', () => {
  afterEach(() => jest.restoreAllMocks());

  it('amount → start → the provider’s page at once', async () => {
    const redirect = jest.spyOn(DepositStore.prototype, 'redirect').mockImplementation(() => undefined);
    const { user, fetch, location } = await renderApp({
      path: '/m/voucherCenter',
      session: sessionOf(0),
      routes: { ...paymentRoutes(), [`POST ${PaymentPath.deposits}`]: ok(gatewayDeposit()), [`GET ${PaymentPath.deposit('dep-9')}`]: ok(gatewayDeposit()) },
    });
    await user.click(await screen.findByRole('radio', { name: /Online pay/ }));
    await user.click(screen.getByRole('button', { name: '200.00' }));
    await user.click(screen.getByRole('button', { name: en.deposit.payNow }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(PAY_URL));
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(location()).toBe('/m/voucherCenter?deposit=dep-9');
    expect(JSON.parse(String(callsTo(fetch, PaymentPath.deposits, 'POST')[0].init.body))).toMatchObject({ channelId: 1, amount: 20_000 });
  });

  it('reopened (back from the provider, a reload) it does not leave by itself: the link and a status check instead', async () => {
    const redirect = jest.spyOn(DepositStore.prototype, 'redirect').mockImplementation(() => undefined);
    const { user, fetch } = await openDeposit(gatewayDeposit());
    expect(screen.getByRole('heading', { name: en.deposit.gatewayTitle.replace('{{channel}}', 'Online pay') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.deposit.continueToPay })).toHaveAttribute('href', PAY_URL);
    expect(redirect).not.toHaveBeenCalled();
    const reads = callsTo(fetch, PaymentPath.deposit('dep-9')).length;
    await user.click(screen.getByRole('button', { name: en.deposit.checkStatus }));
    await waitFor(() => expect(callsTo(fetch, PaymentPath.deposit('dep-9')).length).toBe(reads + 1));
  });
});
