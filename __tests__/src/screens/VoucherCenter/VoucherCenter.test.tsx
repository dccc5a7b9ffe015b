import { screen, waitFor, within } from '@testing-library/react';
import { PaymentPath } from '@common/contract/payments';
import { depositTemplate, openDeposit } from '../../helpers/depositScreen';
import { deposit, paymentRoutes } from '../../helpers/payments';
import { callsTo, en, renderApp, sessionOf } from '../../helpers/renderApp';

const open = () => renderApp({ path: '/m/voucherCenter', session: sessionOf(0), routes: paymentRoutes() });
/** The amount step's breakdown: fee for this amount and the credited amount. */
const breakdown = () => ({
  fee: screen.getByText(en.pay.fee).nextElementSibling?.textContent,
  credited: screen.getByText(en.deposit.credited).nextElementSibling?.textContent,
});

describe('/m/voucherCenter', () => {
  it('lists the member’s channels with name, kind, limits and fee before paying', async () => {
    await open();
    const methods = await screen.findByRole('group', { name: en.deposit.chooseMethod });
    const options = within(methods).getAllByRole('radio');
    expect(options).toHaveLength(3);
    expect(within(methods).getByText('bKash').parentElement).toHaveTextContent(`${en.deposit.kind.mobileWallet} · 100.00 – 25,000.00 · 1.5 % + 2.00`);
    expect(within(methods).getByText('Online pay').parentElement).toHaveTextContent(en.pay.noFee);
    expect(within(methods).getByText('City Bank').parentElement).toHaveTextContent('5.00');
    expect(options[0]).toBeChecked();
  });

  it('offers the chosen channel’s presets as buttons; a preset fills the amount with 2 decimals and the fee and credited amount follow', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('radio', { name: /bKash/ }));
    const presets = screen.getByRole('group', { name: en.pay.presets });
    expect(within(presets).getAllByRole('button').map((b) => b.textContent)).toEqual(['500.00', '1,000.00', '5,000.00']);
    await user.click(within(presets).getByRole('button', { name: '1,000.00' }));
    expect(screen.getByLabelText(en.pay.amount)).toHaveValue('1000.00');
    expect(within(presets).getByRole('button', { name: '1,000.00' })).toHaveAttribute('aria-pressed', 'true');
    expect(breakdown()).toEqual({ fee: '17.00', credited: '983.00' });
  });

  it('works the fee and the credited amount out live as the player types, and writes 2 decimals once the field is left', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('radio', { name: /bKash/ }));
    const amount = screen.getByLabelText(en.pay.amount);
    await user.type(amount, '250');
    expect(breakdown()).toEqual({ fee: '5.75', credited: '244.25' });
    await user.tab();
    expect(amount).toHaveValue('250.00');
    await user.clear(amount);
    await user.type(amount, '12.3456');
    expect(amount).toHaveValue('12.34');
  });

  it('an amount outside the limits is explained and not sent', async () => {
    const { user, fetch } = await open();
    await user.click(await screen.findByRole('radio', { name: /bKash/ }));
    await user.type(screen.getByLabelText(en.pay.amount), '50');
    await user.click(screen.getByRole('button', { name: en.deposit.next }));
    expect(screen.getByText(en.pay.amountRange.replace('{{min}}', '100.00').replace('{{max}}', '25,000.00'))).toBeInTheDocument();
    expect(callsTo(fetch, PaymentPath.deposits, 'POST')).toHaveLength(0);
  });

  it('template dep_func "1": the new deposit detail, with its steps and every reference', async () => {
    await openDeposit(deposit({ status: 'pending', trxId: 'BGH7K2L9QZ', senderNumber: '01898765432' }), { status: depositTemplate('1') });
    expect(screen.getByRole('heading', { name: en.deposit.detailTitle })).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: en.pay.steps });
    expect(within(steps).getAllByRole('listitem').map((li) => li.getAttribute('data-state'))).toEqual(['done', 'current', 'upcoming']);
    expect(within(steps).getByText(en.deposit.status.review).closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('dep-1')).toBeInTheDocument();
    expect(screen.getByText('BGH7K2L9QZ')).toBeInTheDocument();
    expect(screen.getByText('983.00')).toBeInTheDocument();
  });

  it('template dep_func other than "1": the base detail, a status line and the amounts', async () => {
    await openDeposit(deposit({ status: 'pending' }), { status: depositTemplate('0') });
    expect(screen.getByRole('heading', { name: en.deposit.status.review })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: en.deposit.detailTitle })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: en.pay.steps })).not.toBeInTheDocument();
    expect(screen.getByText('983.00')).toBeInTheDocument();
  });

  it('a rejected deposit shows its reason, in either detail', async () => {
    for (const depFunc of ['0', '1']) {
      const { unmount } = await openDeposit(deposit({ status: 'rejected', reason: 'The TrxID does not match a payment.' }), { status: depositTemplate(depFunc) });
      expect(screen.getByRole('alert')).toHaveTextContent('The TrxID does not match a payment.');
      unmount();
    }
  });

  it('a deposit that is not the member’s: said so, with the way to a new one', async () => {
    await renderApp({ path: '/m/voucherCenter?deposit=nope', session: sessionOf(0), routes: paymentRoutes() });
    expect(await screen.findByText(en.deposit.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.deposit.again })).toHaveAttribute('href', '/m/voucherCenter');
  });

  it('type 4 (free trial) is refused with free_reject and sent home; no channel is asked for', async () => {
    const { location, fetch } = await renderApp({ path: '/m/voucherCenter', session: sessionOf(4), routes: paymentRoutes() });
    await waitFor(() => expect(location()).toBe('/m/home'));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(en.error.freeReject);
    expect(callsTo(fetch, PaymentPath.channels)).toHaveLength(0);
  });

  it('a visitor is sent to /m/login', async () => {
    const { location } = await renderApp({ path: '/m/voucherCenter', routes: paymentRoutes() });
    await waitFor(() => expect(location()).toBe('/m/login'));
  });
});
