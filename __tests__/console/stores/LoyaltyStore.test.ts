import { ConsoleLoyaltyPath as Path } from '@common/contract/consoleLoyalty';
import { OperatorPath } from '@common/contract/operator';
import { LoyaltyStore } from '../../../console/stores/LoyaltyStore';
import { consoleStore } from '../helpers/console';
import { FakeServer, operator } from '../helpers/fakeServer';
import { item, levels, order, pageOf, race, settings } from '../screens/Loyalty/fixtures';

/** A LoyaltyStore of an operator (a merchant's content editor unless said otherwise). */
async function storeOf(server: FakeServer, me = operator(['content'])) {
  const { store } = await consoleStore(server.ok(`GET ${OperatorPath.session}`, me));
  await store.session.restore();
  return store.feature(LoyaltyStore);
}

describe('LoyaltyStore', () => {
  test("a merchant's operator reads its own merchant: no merchantCode in the query", async () => {
    const server = new FakeServer().ok(`GET ${Path.settings}`, settings());
    const loyalty = await storeOf(server);
    expect(loyalty.code).toBe('MLOBBY');
    expect(await loyalty.loadSettings()).toEqual(settings());
    expect(server.callsTo(`GET ${Path.settings}`)[0]!.url).toBe(Path.settings);
  });

  test('a platform-wide operator picks a merchant: every read and write names it; picking another drops what was loaded', async () => {
    const server = new FakeServer().ok(`GET ${Path.levels}`, levels()).ok(`PUT ${Path.levels}`, levels()).ok(`POST ${Path.mallItems}`, item()).ok(`GET ${Path.mallItems}`, pageOf([item()]));
    const loyalty = await storeOf(server, operator(['owner'], { merchantCode: null }));
    expect(loyalty.code).toBeNull();
    loyalty.pick('OTHERCO');
    await loyalty.loadLevels();
    expect(server.callsTo(`GET ${Path.levels}`)[0]!.url).toBe(`${Path.levels}?merchantCode=OTHERCO`);
    await loyalty.saveLevels(levels());
    expect(server.callsTo(`PUT ${Path.levels}`)[0]!.body).toEqual({ levels: levels(), merchantCode: 'OTHERCO' });
    const { id: _id, merchantCode: _m, state: _s, sold: _so, createdAt: _c, updatedAt: _u, ...draft } = item();
    await loyalty.saveItem(null, draft);
    expect(server.callsTo(`POST ${Path.mallItems}`)[0]!.body).toEqual({ ...draft, merchantCode: 'OTHERCO' });
    loyalty.pick('THIRDCO');
    expect(loyalty.levels.value).toBeNull();
    expect(loyalty.code).toBe('THIRDCO');
  });

  test('lists keep their filter and page: items by state, orders by status, races by state', async () => {
    const server = new FakeServer().ok(`GET ${Path.mallItems}`, pageOf([item()])).ok(`GET ${Path.mallOrders}`, pageOf([order()])).ok(`GET ${Path.races}`, pageOf([race()]));
    const loyalty = await storeOf(server);
    await loyalty.items.load(2, 'paused');
    await loyalty.items.load();
    expect(server.callsTo(`GET ${Path.mallItems}`).map((c) => c.url)).toEqual([`${Path.mallItems}?state=paused&page=2`, `${Path.mallItems}?state=paused&page=2`]);
    await loyalty.orders.load(1, 'pending');
    expect(server.callsTo(`GET ${Path.mallOrders}`)[0]!.url).toBe(`${Path.mallOrders}?status=pending&page=1`);
    await loyalty.races.load(3);
    expect(server.callsTo(`GET ${Path.races}`)[0]!.url).toBe(`${Path.races}?page=3`);
  });

  test('a state action posts the action and reloads its list; a refusal keeps its code and message and reloads nothing', async () => {
    const server = new FakeServer().ok(`GET ${Path.races}`, pageOf([race()])).ok(`POST ${Path.raceState(21)}`, race({ state: 'paused' }));
    const loyalty = await storeOf(server);
    expect(await loyalty.act('race', 21, 'pause')).toBe(true);
    expect(server.callsTo(`POST ${Path.raceState(21)}`)[0]!.body).toEqual({ action: 'pause' });
    expect(server.callsTo(`GET ${Path.races}`)).toHaveLength(1);
    server.fail(`POST ${Path.mallItemState(11)}`, 'loyalty.state.invalid', 'This action does not apply now.');
    expect(await loyalty.act('item', 11, 'resume')).toBe(false);
    expect(loyalty.changing.error).toEqual({ code: 'loyalty.state.invalid', message: 'This action does not apply now.' });
    expect(server.callsTo(`GET ${Path.mallItems}`)).toHaveLength(0);
  });

  test('fulfilling posts the step with its note and reloads the orders; a step out of order is refused with its code', async () => {
    const server = new FakeServer().ok(`GET ${Path.mallOrders}`, pageOf([order()])).ok(`POST ${Path.fulfil(31)}`, order({ status: 'shipped', note: 'DHL 123' }));
    const loyalty = await storeOf(server, operator(['support']));
    await loyalty.orders.load(1, 'pending');
    expect(await loyalty.fulfil(31, { status: 'shipped', note: 'DHL 123' })).toMatchObject({ status: 'shipped' });
    expect(server.callsTo(`POST ${Path.fulfil(31)}`)[0]!.body).toEqual({ status: 'shipped', note: 'DHL 123' });
    expect(server.callsTo(`GET ${Path.mallOrders}`).at(-1)!.url).toBe(`${Path.mallOrders}?status=pending&page=1`);
    server.fail(`POST ${Path.fulfil(31)}`, 'mall.order.state.invalid', 'This order cannot take that step.');
    expect(await loyalty.fulfil(31, { status: 'delivered' })).toBeNull();
    expect(loyalty.fulfilling.error?.code).toBe('mall.order.state.invalid');
  });

  test('saving settings keeps the saved value; a refused save keeps the loaded one and says why', async () => {
    const server = new FakeServer().ok(`GET ${Path.settings}`, settings()).ok(`PUT ${Path.settings}`, settings({ defaultRateBp: 5_000 }));
    const loyalty = await storeOf(server);
    await loyalty.loadSettings();
    await loyalty.saveSettings(settings({ defaultRateBp: 5_000 }));
    expect(loyalty.settings.value?.defaultRateBp).toBe(5_000);
    server.fail(`PUT ${Path.settings}`, 'loyalty.invalid', 'A value is out of range or does not fit.');
    expect(await loyalty.saveSettings(settings({ pointsExpiryDays: 0 }))).toBeNull();
    expect(loyalty.settings.value?.pointsExpiryDays).toBe(365);
    expect(loyalty.savingSettings.error?.code).toBe('loyalty.invalid');
  });

  test('standings ask for a period (none: the running one); the report for a range; clear() forgets everything', async () => {
    const server = new FakeServer().ok(`GET ${Path.raceStandings(21)}`, { raceId: 21, periodStart: 1, periodEnd: 2, settled: false, ranks: [] }).ok(`GET ${Path.report}`, {});
    const loyalty = await storeOf(server);
    await loyalty.loadStandings(21, null);
    await loyalty.loadStandings(21, 1_000);
    expect(server.callsTo(`GET ${Path.raceStandings(21)}`).map((c) => c.url)).toEqual([Path.raceStandings(21), `${Path.raceStandings(21)}?periodStart=1000`]);
    await loyalty.loadReport({ from: 10, to: 20 });
    expect(server.callsTo(`GET ${Path.report}`)[0]!.url).toBe(`${Path.report}?from=10&to=20`);
    loyalty.clear();
    expect([loyalty.standings.value, loyalty.report.value, loyalty.merchantCode]).toEqual([null, null, null]);
  });
});
