import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MerchantAdminPath } from '@common/contract/consoleMerchant';
import { ReportPath, type DashboardDay, type DashboardValue, type MoneyFigures } from '@common/contract/consoleReports';
import { renderConsole } from '../../helpers/console';
import { FakeServer, operator } from '../../helpers/fakeServer';

// jsdom has no canvas: the chart itself is tested with uPlot stood in (TimeChart.test.tsx).
jest.mock('../../../../console/screens/Dashboard/charts/TimeChart', () => ({ TimeChart: () => <div data-testid="chart" /> }));

const zero: MoneyFigures = { deposits: 0, withdrawals: 0, stakes: 0, wins: 0, bonuses: 0, adjustments: 0, ggr: 0, ngr: 0, activePlayers: 0 };
const day = (d: string, figures: Partial<MoneyFigures> = {}): DashboardDay => ({ day: d, ...zero, ...figures });

const value: DashboardValue = {
  merchantCode: 'MLOBBY',
  today: { deposits: 1234567, withdrawals: 50000, stakes: 200000, wins: 150005, bonuses: 1000, adjustments: -250, ggr: 49995, ngr: 49245, activePlayers: 1234 },
  days: [day('2026-11-25', { ggr: 100 }), day('2026-11-26', { ggr: 49995, deposits: 1234567 })],
  byVendor: [{ key: 'HOUSE_SLOTS', ...zero, stakes: 300000, wins: 100000, ggr: 200000, ngr: 200000, activePlayers: 7 }],
  byGameType: [{ key: 'SLOT', ...zero, stakes: 300000, wins: 100000, ggr: 200000, ngr: 200000, activePlayers: 7 }],
};

const withDashboard = () => new FakeServer().ok(`GET ${ReportPath.dashboard}`, value);

describe('dashboard', () => {
  test("today's figures are tiles: money in 2 decimals from minor units, active players a count", async () => {
    await renderConsole({ me: operator(['finance']), path: '/dashboard', server: withDashboard() });
    const tiles = await screen.findByLabelText('Today');
    const tile = (name: string) => within(tiles).getByText(name).nextElementSibling;
    expect(tile('Deposits')).toHaveTextContent('12,345.67');
    expect(tile('Wins')).toHaveTextContent('1,500.05');
    expect(tile('Adjustments')).toHaveTextContent('-2.50');
    expect(tile('NGR')).toHaveTextContent('492.45');
    expect(tile('Active players')).toHaveTextContent('1,234');
  });

  test('each chart is a figure named by its caption and described by the table of the same days (newest first)', async () => {
    await renderConsole({ me: operator(['finance']), path: '/dashboard', server: withDashboard() });
    const figure = await screen.findByRole('figure', { name: 'GGR and NGR, last 2 days' });
    expect(screen.getByRole('figure', { name: 'Deposits and withdrawals, last 2 days' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Active players, last 2 days' })).toBeInTheDocument();
    const table = document.getElementById(figure.getAttribute('aria-describedby')!)!;
    const rows = within(within(table).getByRole('table', { name: 'The last 2 days as a table' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/^2026-11-2612,345\.67/);
    expect(rows[2]).toHaveTextContent(/^2026-11-25/);
  });

  test('breaks the days down per vendor and per game type', async () => {
    await renderConsole({ me: operator(['finance']), path: '/dashboard', server: withDashboard() });
    const vendors = await screen.findByRole('table', { name: 'By vendor, last 2 days' });
    expect(within(vendors).getByRole('row', { name: /HOUSE_SLOTS/ })).toHaveTextContent('HOUSE_SLOTS3,000.001,000.002,000.007');
    expect(within(screen.getByRole('table', { name: 'By game type, last 2 days' })).getByRole('row', { name: /SLOT/ })).toBeInTheDocument();
  });

  test('a platform-wide operator picks a merchant (the codes offered), or all of them, and the figures follow', async () => {
    const server = withDashboard().ok(`GET ${MerchantAdminPath.merchants}`, [{ code: 'OTHER', trialCode: null, name: 'Other Co', maintenance: false }]);
    await renderConsole({ me: operator(['owner'], { merchantCode: null }), path: '/dashboard', server });
    const user = userEvent.setup();
    const picker = await screen.findByLabelText('Merchant');
    await waitFor(() => expect(document.querySelector(`#${picker.getAttribute('list')} option[value="OTHER"]`)).toHaveTextContent('Other Co'));
    await user.type(await screen.findByLabelText('Merchant'), 'OTHER');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(server.callsTo(`GET ${ReportPath.dashboard}`).at(-1)!.url).toBe(`${ReportPath.dashboard}?merchantCode=OTHER`);
    await user.clear(screen.getByLabelText('Merchant'));
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(server.callsTo(`GET ${ReportPath.dashboard}`).at(-1)!.url).toBe(ReportPath.dashboard);
  });

  test("a merchant's operator sees its own merchant and no picker", async () => {
    await renderConsole({ me: operator(['finance']), path: '/dashboard', server: withDashboard() });
    expect(await screen.findByText(/Figures of: MLOBBY/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Merchant')).not.toBeInTheDocument();
  });

  test('the dashboard is the first screen of an operator who may view it', async () => {
    await renderConsole({ me: operator(['finance']), path: '/', server: withDashboard() });
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
  });
});
