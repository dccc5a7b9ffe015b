import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsolePaymentPath, type CreatedChannel } from '@common/contract/consolePayments';
import { renderConsole } from '../../helpers/console';
import { FakeServer, operator } from '../../helpers/fakeServer';
import { bkash, gateway, rules } from './fixtures';

const channels = `GET ${ConsolePaymentPath.channels}`;
const paymentsServer = () => new FakeServer().ok(channels, [bkash, gateway]).ok(`GET ${ConsolePaymentPath.settings}`, rules);
const form = (name: string) => screen.getByRole('form', { name });

async function openPayments(server: FakeServer, me = operator(['owner'])) {
  await renderConsole({ me, path: '/payments', server });
  return screen.findByRole('table', { name: 'Payment channels' });
}

describe('payment channels and rules', () => {
  test("a merchant's owner sees its channels in order, money in 2 decimals and fees in percent", async () => {
    const server = paymentsServer();
    const table = await openPayments(server);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(['bkash', 'sim']);
    expect(within(rows[0]!).getByText('On · 100.00–25,000.00 · 1.50 % + 0.00')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Off · 500.00–50,000.00 · 0.00 % + 10.00')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Mobile wallet (manual)')).toBeInTheDocument();
    expect(server.callsTo(channels)[0]!.url).toContain('merchantCode=MLOBBY');
    expect(server.callsTo(`GET ${ConsolePaymentPath.settings}`)[0]!.url).toContain('merchantCode=MLOBBY');

  });

  test('the screen is for merchant.settings: finance has no Payments in its navigation', async () => {
    await renderConsole({ me: operator(['finance']), path: '/review', server: new FakeServer() });
    expect(await screen.findByRole('heading', { name: 'Review queue' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Console sections' })).not.toHaveTextContent('Payments');
    expect(screen.getByRole('navigation', { name: 'Console sections' })).toHaveTextContent('Review queue');
  });

  test('a new gateway channel goes out in minor units and basis points, and its secret shows once until kept', async () => {
    const created: CreatedChannel = { ...gateway, id: 9, code: 'card2', names: { en: 'Card', bn: 'কার্ড' }, secret: 'whsec-once-123' };
    const server = paymentsServer().ok(`POST ${ConsolePaymentPath.channels}`, created);
    await openPayments(server);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New channel' }));
    const f = form('New channel');
    await user.type(within(f).getByLabelText('Code'), 'card2');
    await user.selectOptions(within(f).getByLabelText('Kind'), 'gateway-simulator');
    await user.type(within(f).getByLabelText('Name 1'), 'Card');
    await user.click(within(f).getByRole('button', { name: 'Add a language' }));
    await user.type(within(f).getByLabelText('Language of name 2'), 'bn');
    await user.type(within(f).getByLabelText('Name 2'), 'কার্ড');
    await user.click(within(f).getByRole('checkbox', { name: 'Member type 2' }));
    await user.click(within(f).getByRole('checkbox', { name: 'Open for withdrawals' }));
    for (const [label, text] of [['Minimum deposit', '100'], ['Maximum deposit', '25000.5'], ['Minimum withdrawal', '500'], ['Maximum withdrawal', '50000'], ['Daily deposit cap per member (empty: none)', '100000'], ['Amount buttons (separated by commas)', '500, 1000.00']]) {
      await user.type(within(f).getByLabelText(label), text);
    }
    await user.clear(within(f).getByLabelText('Deposit fee (%)'));
    await user.type(within(f).getByLabelText('Deposit fee (%)'), '2.25');
    expect(within(f).queryByLabelText('Account name')).not.toBeInTheDocument();
    await user.click(within(f).getByRole('button', { name: 'Save' }));

    expect(server.callsTo(`POST ${ConsolePaymentPath.channels}`)[0]!.body).toEqual({
      merchantCode: 'MLOBBY',
      code: 'card2',
      adapter: 'gateway-simulator',
      names: { en: 'Card', bn: 'কার্ড' },
      icon: '',
      depositEnabled: true,
      withdrawEnabled: false,
      sort: 0,
      memberTypes: [0, 1],
      minDeposit: 10_000,
      maxDeposit: 2_500_050,
      minWithdraw: 50_000,
      maxWithdraw: 5_000_000,
      depositFeeBps: 225,
      depositFeeFixed: 0,
      withdrawFeeBps: 0,
      withdrawFeeFixed: 0,
      dailyDepositCap: 10_000_000,
      dailyWithdrawCap: null,
      accountNumber: '',
      accountName: '',
      bankName: null,
      presets: [50_000, 100_000],
    });
    expect(await screen.findByTestId('channel-secret')).toHaveTextContent('whsec-once-123');
    expect(screen.queryByRole('form', { name: 'New channel' })).not.toBeInTheDocument();
    expect(server.callsTo(channels)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'I copied it' }));
    expect(screen.queryByTestId('channel-secret')).not.toBeInTheDocument();
  });

  test('editing changes every field but the code and kind, and sends the whole channel to its own path', async () => {
    const server = paymentsServer().ok(`PUT ${ConsolePaymentPath.channel(4)}`, { ...bkash, maxDeposit: 3_000_000 });
    await openPayments(server);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit channel bkash' }));
    const f = form('Edit channel bkash');
    expect(within(f).getByLabelText('Code')).toBeDisabled();
    expect(within(f).getByLabelText('Kind')).toBeDisabled();
    expect(within(f).getByLabelText('Name 2')).toHaveValue('বিকাশ');
    await user.clear(within(f).getByLabelText('Maximum deposit'));
    await user.type(within(f).getByLabelText('Maximum deposit'), '30000');
    await user.click(within(f).getByRole('checkbox', { name: 'Open for withdrawals' }));
    await user.clear(within(f).getByLabelText('Bank and branch'));
    await user.type(within(f).getByLabelText('Bank and branch'), 'City Bank, Gulshan');
    await user.click(within(f).getByRole('button', { name: 'Save' }));
    expect(server.callsTo(`PUT ${ConsolePaymentPath.channel(4)}`)[0]!.body).toMatchObject({ code: 'bkash', maxDeposit: 3_000_000, withdrawEnabled: true, bankName: 'City Bank, Gulshan', names: { en: 'bKash', bn: 'বিকাশ' } });
    expect(screen.queryByTestId('channel-secret')).not.toBeInTheDocument();
  });

  test("a form problem is named before anything is sent; the server's refusal shows on the form", async () => {
    const server = paymentsServer().fail(`POST ${ConsolePaymentPath.channels}`, 'payment.channel.exists', 'The merchant already has a channel with the code "bkash".');
    await openPayments(server);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New channel' }));
    const f = form('New channel');
    await user.type(within(f).getByLabelText('Code'), 'bkash');
    await user.type(within(f).getByLabelText('Name 1'), 'bKash');
    for (const [label, text] of [['Minimum deposit', '500'], ['Maximum deposit', '100'], ['Minimum withdrawal', '1'], ['Maximum withdrawal', '2'], ['Receiving number or account number', '017'], ['Account name', 'Me']]) {
      await user.type(within(f).getByLabelText(label), text);
    }
    await user.click(within(f).getByRole('button', { name: 'Save' }));
    expect(within(f).getByRole('alert')).toHaveTextContent('A minimum cannot be above its maximum.');
    expect(server.callsTo(`POST ${ConsolePaymentPath.channels}`)).toEqual([]);

    await user.clear(within(f).getByLabelText('Maximum deposit'));
    await user.type(within(f).getByLabelText('Maximum deposit'), '1000');
    await user.click(within(f).getByRole('button', { name: 'Save' }));
    expect(await within(f).findByText('The merchant already has a channel with the code "bkash".')).toBeInTheDocument();
  });

  test('the payment rules save in minor units; an empty identity threshold means never', async () => {
    const put = `PUT ${ConsolePaymentPath.settings}`;
    const server = paymentsServer().on(put, (call) => ({ value: call.body }));
    await openPayments(server);
    const user = userEvent.setup();
    const f = form('Payment rules');
    expect(within(f).getByLabelText('A second finance approval for withdrawals above')).toHaveValue('50000.00');
    await user.clear(within(f).getByLabelText('Identity needed for a withdrawal above (empty: never)'));
    await user.clear(within(f).getByLabelText('Turnover per deposit (% of the deposit; 100 = 1×)'));
    await user.type(within(f).getByLabelText('Turnover per deposit (% of the deposit; 100 = 1×)'), '150');
    await user.click(within(f).getByRole('button', { name: 'Save' }));
    expect(server.callsTo(put)[0]!.body).toEqual({ ...rules, turnoverMultiplierPercent: 150, kycSingleWithdrawalThreshold: null });
    expect(await within(f).findByRole('status')).toHaveTextContent('Saved.');
  });

  test('a platform-wide operator picks the merchant first', async () => {
    const server = paymentsServer();
    await renderConsole({ me: operator(['owner'], { merchantCode: null }), path: '/payments', server });
    expect(await screen.findByText('Pick a merchant to see its payment channels and rules.')).toBeInTheDocument();
    expect(server.callsTo(channels)).toEqual([]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Merchant'), 'OTHERCO');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('heading', { name: 'Payments of OTHERCO' })).toBeInTheDocument();
    expect(server.callsTo(channels)[0]!.url).toContain('merchantCode=OTHERCO');
  });
});
