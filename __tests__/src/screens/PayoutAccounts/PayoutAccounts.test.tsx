import { screen, waitFor, within } from '@testing-library/react';
import { PaymentPath, type WithdrawalReadiness } from '@common/contract/payments';
import { ok, paymentRoutes, payoutAccount, readiness } from '../../helpers/payments';
import { callsTo, en, renderApp, sessionOf, type Reply } from '../../helpers/renderApp';

async function openAccounts(ready: Partial<WithdrawalReadiness> = {}, routes: Record<string, Reply> = {}) {
  const app = await renderApp({ path: '/m/payoutAccounts', session: sessionOf(0), routes: { ...paymentRoutes(), [`GET ${PaymentPath.withdraw}`]: ok(readiness(ready)), ...routes } });
  await screen.findByRole('heading', { name: en.payout.title });
  return app;
}

const jsonOf = (r: { init: RequestInit }) => JSON.parse(String(r.init.body)) as Record<string, unknown>;

describe('/m/payoutAccounts', () => {
  it('lists the accounts masked, with the count against the merchant maximum', async () => {
    await openAccounts();
    const list = screen.getByRole('list', { name: en.payout.title });
    expect(within(list).getByText('bKash *******5678')).toBeInTheDocument();
    expect(screen.queryByText(/01712345678/)).not.toBeInTheDocument();
    expect(screen.getByText('1 of 3 accounts')).toBeInTheDocument();
  });

  it('adds a bank account: channel, holder, number, bank and branch, and the withdrawal password', async () => {
    const added = payoutAccount({ id: 12, channelId: 22, kind: 'bankTransfer', provider: 'City Bank', masked: '********4321' });
    const { user, fetch } = await openAccounts({}, { [`POST ${PaymentPath.bankCards}`]: ok(added) });
    await user.click(screen.getByRole('button', { name: en.payout.add }));
    const form = screen.getByRole('form', { name: en.payout.addTitle });
    await user.selectOptions(within(form).getByLabelText(en.payout.channel), 'City Bank');
    await user.type(within(form).getByLabelText(en.payout.holder), 'Alice Rahman');
    await user.type(within(form).getByLabelText(en.payout.accountNumber), '1234567890004321');
    await user.click(within(form).getByRole('button', { name: en.payout.add }));
    // The bank and the password are required first.
    expect(within(form).getByText(en.payout.bankRequired)).toBeInTheDocument();
    expect(callsTo(fetch, PaymentPath.bankCards, 'POST')).toHaveLength(0);
    await user.type(within(form).getByLabelText(en.payout.bankName), 'City Bank, Gulshan');
    await user.type(within(form).getByLabelText(en.withdraw.password, { selector: 'input' }), '123456');
    await user.click(within(form).getByRole('button', { name: en.payout.add }));
    expect(await screen.findByText('City Bank ********4321')).toBeInTheDocument();
    expect(jsonOf(callsTo(fetch, PaymentPath.bankCards, 'POST')[0])).toEqual({ channelId: 22, holder: 'Alice Rahman', accountNumber: '1234567890004321', bankName: 'City Bank, Gulshan', withdrawalPassword: '123456' });
  });

  it('a number of fewer than 6 letters or digits (spaces and dashes aside) is refused before sending', async () => {
    const { user, fetch } = await openAccounts();
    await user.click(screen.getByRole('button', { name: en.payout.add }));
    const form = screen.getByRole('form', { name: en.payout.addTitle });
    await user.type(within(form).getByLabelText(en.payout.holder), 'Alice Rahman');
    await user.type(within(form).getByLabelText(en.payout.walletNumber), '01-7 11');
    await user.type(within(form).getByLabelText(en.withdraw.password, { selector: 'input' }), '123456');
    await user.click(within(form).getByRole('button', { name: en.payout.add }));
    expect(within(form).getByText(en.payout.numberFormat)).toBeInTheDocument();
    expect(callsTo(fetch, PaymentPath.bankCards, 'POST')).toHaveLength(0);
  });

  it('a wallet number needs no bank', async () => {
    const { user } = await openAccounts();
    await user.click(screen.getByRole('button', { name: en.payout.add }));
    const form = screen.getByRole('form', { name: en.payout.addTitle });
    expect(within(form).getByLabelText(en.payout.walletNumber)).toBeInTheDocument();
    expect(within(form).queryByLabelText(en.payout.bankName)).not.toBeInTheDocument();
  });

  it('at the merchant maximum: no add, and why', async () => {
    await openAccounts({ maxAccounts: 1 });
    expect(screen.getByText(en.payout.full.replace('{{max}}', '1'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.payout.add })).not.toBeInTheDocument();
  });

  it('removes after a confirmation with the withdrawal password', async () => {
    const { user, fetch } = await openAccounts({}, { [`POST ${PaymentPath.bankCardRemove}`]: ok(null) });
    await user.click(screen.getByRole('button', { name: 'Remove bKash *******5678' }));
    const dialog = screen.getByRole('dialog', { name: en.payout.removeTitle });
    expect(dialog).toHaveTextContent('bKash *******5678');
    await user.click(within(dialog).getByRole('button', { name: en.payout.remove }));
    expect(within(dialog).getByText(en.security.withdrawalFormat)).toBeInTheDocument();
    expect(callsTo(fetch, PaymentPath.bankCardRemove)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(en.withdraw.password, { selector: 'input' }), '123456');
    await user.click(within(dialog).getByRole('button', { name: en.payout.remove }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(jsonOf(callsTo(fetch, PaymentPath.bankCardRemove, 'POST')[0])).toEqual({ id: 11, withdrawalPassword: '123456' });
    expect(screen.getByText(en.payout.none)).toBeInTheDocument();
  });

  it('without a withdrawal password: the link to set one instead of adding', async () => {
    await openAccounts({ hasWithdrawalPassword: false });
    expect(screen.getByText(en.payout.needPassword)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.withdraw.fix.withdrawalPassword })).toHaveAttribute('href', '/m/member/home?edit=withdrawalPassword');
    expect(screen.queryByRole('button', { name: en.payout.add })).not.toBeInTheDocument();
  });
});
