import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsoleTransferPath, type ConsoleTransfer, type ReconciliationValue } from '@common/contract/consoleTransfers';
import { renderConsole } from '../../helpers/console';
import { FakeServer, operator } from '../../helpers/fakeServer';

const emptyPage = { items: [], page: 1, pageSize: 50, total: 0 };
const transfer = (over: Partial<ConsoleTransfer> = {}): ConsoleTransfer => ({
  id: '7f1c0000-0000-4000-8000-000000000001',
  merchantCode: 'MLOBBY',
  memberId: 12,
  username: 'rahim',
  vendorCode: 'VLS',
  direction: 'in',
  amount: 150_000,
  state: 'unknown',
  cause: 'launch',
  queries: 3,
  nextQueryAt: Date.UTC(2026, 0, 2, 10, 0),
  detail: 'TransferCallFailed: timed out',
  createdAt: Date.UTC(2026, 0, 2, 9, 0),
  updatedAt: Date.UTC(2026, 0, 2, 9, 5),
  resolvedAt: null,
  ...over,
});
const report: ReconciliationValue = {
  from: 0,
  to: 1,
  truncated: false,
  rows: [
    { vendorPlayerId: 1, merchantCode: 'MLOBBY', memberId: 12, username: 'rahim', vendorCode: 'VLS', vendorPlayerRef: 'vls-1', ours: 5_000, vendor: 4_200, difference: -800, openTransfer: null, error: null },
    { vendorPlayerId: 2, merchantCode: 'MLOBBY', memberId: 13, username: 'karim', vendorCode: 'VLS', vendorPlayerRef: 'vls-2', ours: 700, vendor: null, difference: null, openTransfer: { id: 'x', state: 'unknown', direction: 'in' }, error: 'TransferCallFailed: timed out' },
  ],
};

const server = () => new FakeServer().ok(`GET ${ConsoleTransferPath.transfers}`, emptyPage).ok(`GET ${ConsoleTransferPath.stuck}`, [transfer()]).ok(`GET ${ConsoleTransferPath.reconciliation}`, report);

describe('transfers screen', () => {
  test('lists stuck transfers with their state, queries made and last detail', async () => {
    await renderConsole({ me: operator(['support']), path: '/transfers', server: server() });
    const table = await screen.findByRole('table', { name: 'Stuck transfers' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('rahim (12)');
    expect(row).toHaveTextContent('unknown');
    expect(row).toHaveTextContent('1,500.00');
    expect(row).toHaveTextContent('TransferCallFailed: timed out');
    expect(within(row).getAllByRole('cell')[7]).toHaveTextContent('3');
  });

  test('filters transfers by member, vendor and state', async () => {
    const fake = server();
    await renderConsole({ me: operator(['support']), path: '/transfers', server: fake });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Member (username or id)'), 'rahim');
    await user.type(screen.getAllByLabelText('Vendor')[0]!, 'VLS');
    await user.selectOptions(screen.getByLabelText('State'), 'unknown');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(fake.callsTo(`GET ${ConsoleTransferPath.transfers}`).at(-1)!.url).toBe(`${ConsoleTransferPath.transfers}?member=rahim&vendorCode=VLS&state=unknown&page=1`);
  });

  test('runs the reconciliation report on demand: our balance, the vendor\'s, the difference, an open transfer and a failed call per row', async () => {
    const fake = server();
    await renderConsole({ me: operator(['support']), path: '/transfers', server: fake });
    expect(fake.callsTo(`GET ${ConsoleTransferPath.reconciliation}`)).toHaveLength(0);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Run the report' }));
    const table = await screen.findByRole('table', { name: 'Reconciliation' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('50.00');
    expect(first).toHaveTextContent('42.00');
    expect(first).toHaveTextContent('-8.00');
    expect(second).toHaveTextContent('in · unknown');
    expect(second).toHaveTextContent('TransferCallFailed: timed out');
  });
});
