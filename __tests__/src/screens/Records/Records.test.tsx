import { screen, waitFor, within } from '@testing-library/react';
import { PaymentPath, type TransactionValue } from '@common/contract/payments';
import { AT, deposit, ok, paymentRoutes, recordPage, withdrawal } from '../../helpers/payments';
import { callsTo, en, renderApp, sessionOf, type Reply } from '../../helpers/renderApp';

const query = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);
const open = (tab: string, routes: Record<string, Reply> = {}) => renderApp({ path: `/m/records?tab=${tab}`, session: sessionOf(0), routes: { ...paymentRoutes(), ...routes } });

const tx = (overrides: Partial<TransactionValue>): TransactionValue => ({ transactionId: 1, kind: 'win', amount: 2_500, account: 'real', description: 'Lucky Slots', createdAt: AT, ...overrides });

describe('/m/records', () => {
  it('deposits: method, amount and status with the reason when it failed', async () => {
    await open('deposits', { [`GET ${PaymentPath.deposits}`]: ok(recordPage([deposit({ status: 'rejected', reason: 'No payment found.' })])) });
    const list = await screen.findByRole('list', { name: en.records.tab.deposits });
    expect(list).toHaveTextContent('bKash');
    expect(list).toHaveTextContent('1,000.00');
    expect(list).toHaveTextContent(en.deposit.status.rejected);
    expect(list).toHaveTextContent('No payment found.');
  });

  it('withdrawals: status with its reason, and the steps with their times', async () => {
    const rejected = withdrawal({ status: 'rejected', reason: 'The account name does not match.', steps: [{ status: 'pending', at: AT }, { status: 'rejected', at: AT + 60_000 }] });
    const { user } = await open('withdrawals', { [`GET ${PaymentPath.withdrawals}`]: ok(recordPage([rejected])) });
    const list = await screen.findByRole('list', { name: en.records.tab.withdrawals });
    expect(list).toHaveTextContent(en.withdraw.status.rejected);
    expect(list).toHaveTextContent('The account name does not match.');
    await user.click(within(list).getByText(en.records.steps));
    const steps = within(list).getByRole('list', { name: en.pay.steps });
    expect(within(steps).getAllByRole('listitem').map((li) => li.getAttribute('data-state'))).toEqual(['done', 'failed']);
  });

  it('transactions: filter by a kind of the code list, signed amounts', async () => {
    const { user, fetch } = await open('transactions', { [`GET ${PaymentPath.transactions}`]: ok(recordPage([tx({}), tx({ transactionId: 2, kind: 'bet', amount: -1_000 })])) });
    const list = await screen.findByRole('list', { name: en.records.tab.transactions });
    expect(list).toHaveTextContent('+25.00');
    expect(list).toHaveTextContent('-10.00');
    const kind = screen.getByLabelText(en.records.kind);
    await waitFor(() => expect(within(kind).getAllByRole('option').map((o) => o.textContent)).toEqual([en.records.allKinds, 'Bet', 'Win', 'Deposit', 'Withdrawal']));
    await user.selectOptions(kind, 'Win');
    await waitFor(() => expect(query(callsTo(fetch, PaymentPath.transactions).at(-1)!.url)).toEqual({ pageNum: '1', kind: 'win' }));
  });

  it('a date range filters the list; a start after the end is said, not asked', async () => {
    const { user, fetch } = await open('deposits');
    await screen.findByText(en.records.empty);
    await user.type(screen.getByLabelText(en.records.from), '2026-11-01');
    await waitFor(() => expect(query(callsTo(fetch, PaymentPath.deposits).at(-1)!.url)).toEqual({ pageNum: '1', from: '2026-11-01' }));
    const asked = callsTo(fetch, PaymentPath.deposits).length;
    await user.type(screen.getByLabelText(en.records.to), '2026-10-01');
    expect(await screen.findByText(en.records.rangeInvalid)).toBeInTheDocument();
    expect(callsTo(fetch, PaymentPath.deposits)).toHaveLength(asked);
  });

  it('a further page is appended by the load-more control at the list’s end', async () => {
    const { user } = await open('deposits', {
      [`GET ${PaymentPath.deposits}`]: (r: { url: string }) => {
        const page = Number(query(r.url).pageNum);
        return ok(recordPage([deposit({ id: `dep-${page}`, amount: page * 100_00 })], page, 2));
      },
    });
    const list = await screen.findByRole('list', { name: en.records.tab.deposits });
    await user.click(screen.getByRole('button', { name: en.gameList.loadMore }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: en.gameList.loadMore })).not.toBeInTheDocument();
  });

  it('the tabs switch the list and the address', async () => {
    const { user, location } = await open('deposits');
    await user.click(await screen.findByRole('button', { name: en.records.tab.transactions }));
    await waitFor(() => expect(location()).toBe('/m/records?tab=transactions'));
    expect(screen.getByLabelText(en.records.kind)).toBeInTheDocument();
  });
});
