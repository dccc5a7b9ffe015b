import { fireEvent, screen, within } from '@testing-library/react';
import { ConsoleLoyaltyPath as Path } from '@common/contract/consoleLoyalty';
import { axeViolations } from '../../../src/helpers/axe';
import { pageOf, race, standings } from './fixtures';
import { RACES, REPORT, fill, loyaltyServer, openLoyalty } from './screen';

describe('loyalty (console): races, standings and the report', () => {
  beforeAll(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));
  afterAll(() => jest.restoreAllMocks());

  test('a new race with prize tiers is sent in server units; a tier problem names its tier', async () => {
    const server = loyaltyServer().ok(`POST ${Path.races}`, race({ id: 22, state: 'draft' }));
    const { user } = await openLoyalty({ section: 'races', server });
    await user.click(await screen.findByRole('button', { name: 'New race' }));
    const editor = screen.getByRole('region', { name: 'New race' });
    await fill(user, within(editor).getByLabelText('Title (EN)'), 'Weekend net-win race');
    await user.selectOptions(within(editor).getByLabelText('Score'), 'netWin');
    await user.selectOptions(within(editor).getByLabelText('Repeats'), 'custom');
    fireEvent.change(within(editor).getByLabelText('Starts'), { target: { value: '2030-03-01T00:00' } });
    fireEvent.change(within(editor).getByLabelText('Ends (at most 90 days after the start)'), { target: { value: '2030-03-03T00:00' } });
    await user.click(within(within(editor).getByRole('group', { name: /Game types that count/ })).getByLabelText('LIVE'));
    await user.click(within(editor).getByRole('button', { name: 'Add a prize tier' }));
    await user.click(within(editor).getByRole('button', { name: 'Add a prize tier' }));
    const first = within(editor).getByRole('group', { name: 'Prize tier 1' });
    await fill(user, within(first).getByLabelText('First rank of Prize tier 1'), '1');
    await fill(user, within(first).getByLabelText('Bonus of Prize tier 1'), '100');
    await fill(user, within(first).getByLabelText('Wagering of Prize tier 1 (× the bonus)'), '1.5');
    const second = within(editor).getByRole('group', { name: 'Prize tier 2' });
    await fill(user, within(second).getByLabelText('First rank of Prize tier 2'), '1');
    await fill(user, within(second).getByLabelText('Last rank of Prize tier 2 (empty: one rank)'), '5');
    await user.selectOptions(within(second).getByLabelText('Reward of Prize tier 2'), 'points');
    await fill(user, within(second).getByLabelText('Points of Prize tier 2'), '300');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(within(editor).getByRole('alert')).toHaveTextContent("Prize tier 2: Its ranks overlap another tier's.");
    await fill(user, within(second).getByLabelText('First rank of Prize tier 2'), '2');
    expect(await axeViolations()).toEqual([]);
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(server.callsTo(`POST ${Path.races}`)[0]!.body).toEqual({
      title: { EN: 'Weekend net-win race' },
      metric: 'netWin',
      recurrence: 'custom',
      gameTypes: ['LIVE'],
      startsAt: new Date('2030-03-01T00:00').getTime(),
      endsAt: new Date('2030-03-03T00:00').getTime(),
      prizes: [
        { rankFrom: 1, rankTo: 1, reward: { kind: 'bonus', amount: 10_000, wageringMultiplierPercent: 150 } },
        { rankFrom: 2, rankTo: 5, reward: { kind: 'points', amount: 300, wageringMultiplierPercent: 0 } },
      ],
    });
  });

  test("an existing race's tiers load into the editor and a state action is confirmed", async () => {
    const STATE = `POST ${Path.raceState(21)}`;
    const server = loyaltyServer().ok(STATE, race({ state: 'ended' })).ok(`PUT ${Path.race(21)}`, race());
    const { user } = await openLoyalty({ section: 'races', server });
    const row = await screen.findByRole('row', { name: /Daily slots race/ });
    expect(row).toHaveTextContent('Turnover');
    expect(row).toHaveTextContent('Daily');
    await user.click(within(row).getByRole('button', { name: 'Edit Daily slots race' }));
    const editor = screen.getByRole('region', { name: 'Race 21' });
    expect(within(editor).getByLabelText('Last rank of Prize tier 2 (empty: one rank)')).toHaveValue('10');
    await user.click(within(editor).getByRole('button', { name: 'Remove Prize tier 2' }));
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect((server.callsTo(`PUT ${Path.race(21)}`)[0]!.body as { prizes: unknown[] }).prizes).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'End Daily slots race' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'End' }));
    expect(server.callsTo(STATE)[0]!.body).toEqual({ action: 'end' });
  });

  test('standings show full usernames, scores, prizes and whether each was paid; another period is asked by its start', async () => {
    const STANDINGS = `GET ${Path.raceStandings(21)}`;
    const server = loyaltyServer().ok(STANDINGS, standings()).ok(RACES, pageOf([race()]));
    const { user } = await openLoyalty({ section: 'races', server });
    await user.click(await screen.findByRole('button', { name: 'Standings of Daily slots race' }));
    const panel = screen.getByRole('region', { name: 'Standings: Daily slots race' });
    const first = await within(panel).findByRole('row', { name: /rahim88/ });
    expect(first).toHaveTextContent('12,500.50');
    expect(first).toHaveTextContent('100.00 bonus · 5×');
    expect(first).toHaveTextContent('Yes');
    expect(within(panel).getByRole('row', { name: /karimul/ })).toHaveTextContent('1,000 points');
    expect(within(panel).getByRole('row', { name: /karimul/ })).toHaveTextContent('Not yet');
    expect(within(panel).getByText(/ended and settled/)).toBeInTheDocument();
    expect(server.callsTo(STANDINGS)[0]!.url).toBe(Path.raceStandings(21));
    fireEvent.change(within(panel).getByLabelText('Period starting (empty: the running one)'), { target: { value: '2030-01-04T06:00' } });
    await user.click(within(panel).getByRole('button', { name: 'Show' }));
    expect(server.callsTo(STANDINGS).at(-1)!.url).toBe(`${Path.raceStandings(21)}?periodStart=${new Date('2030-01-04T06:00').getTime()}`);
  });

  test('the report shows points issued, redeemed, expired, refunded, outstanding, orders per status and rewards paid, for a date range', async () => {
    const server = loyaltyServer();
    const { user } = await openLoyalty({ section: 'report', server });
    const panel = screen.getByRole('region', { name: 'Points report' });
    const value = async (label: string) => (await within(panel).findByText(label)).nextElementSibling!.textContent;
    expect(await value('Points issued')).toBe('1,250,000');
    expect(await value('Points redeemed')).toBe('400,000');
    expect(await value('Points expired')).toBe('25,000');
    expect(await value('Points refunded (cancelled orders)')).toBe('20,000');
    expect(await value('Points members hold now')).toBe('845,000');
    expect(await value('Orders delivered')).toBe('7');
    expect(await value('Level rewards paid (bonus · points)')).toBe('1,500.50 · 2,000 points');
    expect(await value('Race prizes paid (bonus · points)')).toBe('100.00 · 9,000 points');
    fireEvent.change(within(panel).getByLabelText('From'), { target: { value: '2030-01-01' } });
    fireEvent.change(within(panel).getByLabelText('To'), { target: { value: '2030-01-31' } });
    await user.click(within(panel).getByRole('button', { name: 'Show' }));
    expect(server.callsTo(REPORT).at(-1)!.url).toBe(`${Path.report}?from=${new Date('2030-01-01T00:00:00').getTime()}&to=${new Date('2030-01-31T23:59:59.999').getTime()}`);
  });
});
