import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CatalogAdminPath, type ConsoleGame, type ConsoleVendor } from '@common/contract/consoleCatalog';
import { renderConsole } from '../../helpers/console';
import { FakeServer, operator } from '../../helpers/fakeServer';

const vendors: ConsoleVendor[] = [
  { vendorCode: 'HSLOT', displayName: 'House slots', gameType: 'RNG', ordinal: 1, display: true, seamless: true },
  { vendorCode: 'SIM', displayName: 'Simulator', gameType: 'RNG', ordinal: 2, display: true, seamless: true },
];
const game: ConsoleGame = { id: 41, vendorCode: 'HSLOT', gameType: 'RNG', gameName: 'Lucky Sevens', active: true, hot: false, sortOrder: 1 };

const catalogServer = () =>
  new FakeServer()
    .ok(`GET ${CatalogAdminPath.vendors}`, vendors)
    .ok(`GET ${CatalogAdminPath.games('HSLOT')}`, { items: [game], page: 1, pageSize: 50, total: 1 })
    .ok(`GET ${CatalogAdminPath.credentials}`, [{ vendorCode: 'HSLOT', issuedAt: Date.UTC(2026, 10, 1) }]);

describe('catalogue', () => {
  test("a merchant's operator reorders and hides vendors and saves the layout in one request", async () => {
    const server = catalogServer().on(`PUT ${CatalogAdminPath.vendors}`, (call) => ({ value: vendors.map((v) => ({ ...v, ...(call.body as { entries: ConsoleVendor[] }).entries.find((e) => e.vendorCode === v.vendorCode) })) }));
    await renderConsole({ me: operator(['owner']), path: '/catalog', server });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move Simulator up' }));
    await user.click(screen.getByRole('checkbox', { name: 'Show House slots' }));
    await user.click(screen.getByRole('button', { name: 'Save the layout' }));
    expect(server.callsTo(`PUT ${CatalogAdminPath.vendors}`)[0]!.body).toEqual({
      entries: [
        { vendorCode: 'SIM', gameType: 'RNG', ordinal: 1, display: true },
        { vendorCode: 'HSLOT', gameType: 'RNG', ordinal: 2, display: false },
      ],
    });
    const rows = within(screen.getByRole('table', { name: 'Category RNG' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Simulator');
  });

  test("a merchant's operator reads a vendor's games but switches none (the games are every merchant's); no secrets", async () => {
    await renderConsole({ me: operator(['owner']), path: '/catalog', server: catalogServer() });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Games of House slots' }));
    expect(await screen.findByRole('row', { name: /Lucky Sevens/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Switch Lucky Sevens on or off' })).not.toBeInTheDocument();
    expect(screen.queryByText('Vendor signing secrets')).not.toBeInTheDocument();
  });

  test('a platform-wide operator picks the merchant, marks a game hot, and the row shows what the server answers', async () => {
    const server = catalogServer().ok(`PUT ${CatalogAdminPath.game(41)}`, { ...game, hot: true });
    await renderConsole({ me: operator(['owner'], { merchantCode: null }), path: '/catalog', server });
    const user = userEvent.setup();
    expect(await screen.findByText('Pick a merchant to see its vendor layout.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Merchant'), 'MLOBBY');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(server.callsTo(`GET ${CatalogAdminPath.vendors}`)[0]!.url).toBe(`${CatalogAdminPath.vendors}?merchantCode=MLOBBY`);
    await user.click(await screen.findByRole('button', { name: 'Games of House slots' }));
    await user.click(await screen.findByRole('button', { name: 'Mark Lucky Sevens hot or not' }));
    expect(server.callsTo(`PUT ${CatalogAdminPath.game(41)}`)[0]!.body).toEqual({ hot: true });
    expect(within(screen.getByRole('row', { name: /Lucky Sevens/ })).getByRole('button', { name: 'Mark Lucky Sevens hot or not' })).toHaveTextContent('Yes');
  });

  test("rotating a vendor's secret shows the new one once, until the operator says it is kept", async () => {
    const server = catalogServer().ok(`POST ${CatalogAdminPath.credential('SIM')}`, { vendorCode: 'SIM', secret: 'whsec_new', issuedAt: Date.UTC(2026, 10, 26) });
    await renderConsole({ me: operator(['owner'], { merchantCode: null }), path: '/catalog', server });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Merchant'), 'MLOBBY');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('button', { name: "Rotate HSLOT's secret" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Issue SIM's secret" }));
    expect(await screen.findByTestId('vendor-secret')).toHaveTextContent('whsec_new');
    expect(server.callsTo(`GET ${CatalogAdminPath.credentials}`)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'I copied it' }));
    expect(screen.queryByTestId('vendor-secret')).not.toBeInTheDocument();
  });
});
