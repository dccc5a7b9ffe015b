import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsoleLoyaltyPath as Path } from '@common/contract/consoleLoyalty';
import { renderConsole } from '../../helpers/console';
import { operator } from '../../helpers/fakeServer';
import { axeViolations } from '../../../src/helpers/axe';
import { levels } from './fixtures';
import { LEVELS, ORDERS, SETTINGS, fill, loyaltyServer, openLoyalty } from './screen';

const sectionLinks = () => within(screen.getByRole('navigation', { name: 'Loyalty sections' })).getAllByRole('link').map((a) => a.textContent);

describe('loyalty (console): sections by permission', () => {
  // axe measures icon ligatures on a canvas, which jsdom lacks: without one it skips that check quietly.
  beforeAll(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));
  afterAll(() => jest.restoreAllMocks());

  test('loyalty.manage (content) sees every section but the orders; /loyalty opens the first', async () => {
    const { server } = await openLoyalty({ section: '' });
    expect(await screen.findByRole('heading', { name: 'Earning & points' })).toBeInTheDocument();
    expect(sectionLinks()).toEqual(['Earning & points', 'Levels', 'Mall items', 'Races', 'Report']);
    expect(server.callsTo(ORDERS)).toHaveLength(0);
  });

  test('loyalty.fulfil (support) sees only the orders, even when sent to another section', async () => {
    const { server } = await openLoyalty({ section: 'levels', roles: ['support'] });
    expect(await screen.findByRole('row', { name: /Team jersey/ })).toBeInTheDocument();
    expect(sectionLinks()).toEqual(['Orders']);
    expect(server.callsTo(LEVELS)).toHaveLength(0);
  });

  test('a platform-wide operator picks the merchant first; the sections then read that merchant', async () => {
    const server = loyaltyServer();
    await renderConsole({ me: operator(['owner'], { merchantCode: null }), path: '/loyalty/earning', server });
    expect(await screen.findByText('Pick a merchant to see its loyalty programme.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(server.callsTo(SETTINGS)).toHaveLength(0);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Merchant'), 'MLOBBY');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByLabelText('Default rate (points per 1.00 staked)')).toHaveValue('1');
    expect(server.callsTo(SETTINGS)[0]!.url).toBe(`${Path.settings}?merchantCode=MLOBBY`);
  });

  test('an owner sees all six sections', async () => {
    await openLoyalty({ roles: ['owner'] });
    expect(sectionLinks()).toEqual(['Earning & points', 'Levels', 'Mall items', 'Orders', 'Races', 'Report']);
  });

  test('earning shows the rates as points per 1.00 staked and saves basis points; the screen is axe-clean', async () => {
    const server = loyaltyServer().ok(`PUT ${Path.settings}`, { merchantCode: 'MLOBBY', pointsExpiryDays: 180, defaultRateBp: 5_000, rates: { LIVE: 2_500, RNG: 12_500 } });
    const { user } = await openLoyalty({ server });
    const defaultRate = await screen.findByLabelText('Default rate (points per 1.00 staked)');
    expect(defaultRate).toHaveValue('1');
    expect(screen.getByLabelText('LIVE (points per 1.00)')).toHaveValue('0.25');
    expect(await axeViolations()).toEqual([]);
    await fill(user, screen.getByLabelText('Days points last (1 to 3650)'), '180');
    await fill(user, defaultRate, '0.5');
    await fill(user, screen.getByLabelText('RNG (points per 1.00)'), '1.25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(server.callsTo(`PUT ${Path.settings}`)[0]!.body).toEqual({ merchantCode: 'MLOBBY', pointsExpiryDays: 180, defaultRateBp: 5_000, rates: { LIVE: 2_500, RNG: 12_500 } });
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
  });

  test('an earning rate out of range is said in words and nothing is sent', async () => {
    const server = loyaltyServer();
    const { user } = await openLoyalty({ server });
    await fill(user, await screen.findByLabelText('Default rate (points per 1.00 staked)'), '11');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A rate is 0 to 10 points per 1.00 staked, with up to 4 decimals.');
    expect(server.callsTo(`PUT ${Path.settings}`)).toHaveLength(0);
    expect(server.callsTo(SETTINGS)).toHaveLength(1);
  });
});

describe('loyalty (console): levels', () => {
  beforeAll(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));
  afterAll(() => jest.restoreAllMocks());

  test('the ladder shows each level with its names per language, threshold, reward, rebate and members reached; a reached level cannot be removed', async () => {
    await openLoyalty({ section: 'levels' });
    const bronze = await screen.findByRole('group', { name: /Level 1/ });
    expect(bronze).toHaveAccessibleName('Level 1 · Members reached: 120');
    expect(within(bronze).getByLabelText('Name (BN)')).toHaveValue('ব্রোঞ্জ');
    expect(within(bronze).getByRole('button', { name: 'Remove level 1' })).toBeDisabled();
    const silver = screen.getByRole('group', { name: /Level 2/ });
    expect(within(silver).getByLabelText('Turnover to reach Level 2')).toHaveValue('1000');
    expect(within(silver).getByLabelText('Reward of Level 2')).toHaveValue('bonus');
    expect(within(silver).getByLabelText('Bonus of Level 2')).toHaveValue('50');
    expect(within(silver).getByLabelText('Wagering of Level 2 (× the bonus)')).toHaveValue('3');
    expect(within(silver).getByLabelText('Rebate of Level 2 (%)')).toHaveValue('0.25');
    expect(within(screen.getByRole('group', { name: /Level 3/ })).getByLabelText('Points of Level 3')).toHaveValue('2000');
    expect(await axeViolations()).toEqual([]);
  });

  test('adding, moving and removing rows renumbers the ranks; the whole ladder is saved in server units', async () => {
    const server = loyaltyServer().ok(`PUT ${Path.levels}`, levels());
    const { user } = await openLoyalty({ section: 'levels', server });
    await screen.findByRole('group', { name: /Level 3/ });
    await user.click(screen.getByRole('button', { name: 'Add a level' }));
    const added = screen.getByRole('group', { name: /Level 4/ });
    await fill(user, within(added).getByLabelText('Name (EN)'), 'Diamond');
    await fill(user, within(added).getByLabelText('Turnover to reach Level 4'), '5000');
    await user.selectOptions(within(added).getByLabelText('Reward of Level 4'), 'points');
    await fill(user, within(added).getByLabelText('Points of Level 4'), '500');
    await fill(user, within(added).getByLabelText('Rebate of Level 4 (%)'), '0.29');
    // Diamond (5,000.00) goes below Gold (10,000.00): moved up to rank 3, Gold is rank 4.
    await user.click(screen.getByRole('button', { name: 'Move level 4 up' }));
    await user.click(screen.getByRole('button', { name: 'Remove level 4' }));
    await user.click(screen.getByRole('button', { name: 'Save the ladder' }));
    const body = server.callsTo(`PUT ${Path.levels}`)[0]!.body as { levels: unknown[] };
    expect(body.levels).toEqual([
      { rank: 1, name: { EN: 'Bronze', BN: 'ব্রোঞ্জ' }, threshold: 0, reward: null, rebateBp: 0 },
      { rank: 2, name: { EN: 'Silver' }, threshold: 100_000, reward: { kind: 'bonus', amount: 5_000, wageringMultiplierPercent: 300 }, rebateBp: 25 },
      { rank: 3, name: { EN: 'Diamond' }, threshold: 500_000, reward: { kind: 'points', amount: 500, wageringMultiplierPercent: 0 }, rebateBp: 29 },
    ]);
    // The ladder answered again from the server afterwards.
    expect(server.callsTo(LEVELS)).toHaveLength(2);
  });

  test('a ladder problem names its level; a refusal from the server shows its message', async () => {
    const server = loyaltyServer().fail(`PUT ${Path.levels}`, 'loyalty.invalid', 'The levels[1].threshold is not valid.');
    const { user } = await openLoyalty({ section: 'levels', server });
    const gold = await screen.findByRole('group', { name: /Level 3/ });
    await fill(user, within(gold).getByLabelText('Turnover to reach Level 3'), '10');
    await user.click(screen.getByRole('button', { name: 'Save the ladder' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Level 3: Each level needs more turnover than the one before.');
    expect(server.callsTo(`PUT ${Path.levels}`)).toHaveLength(0);
    await fill(user, within(gold).getByLabelText('Turnover to reach Level 3'), '20000');
    await user.click(screen.getByRole('button', { name: 'Save the ladder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The levels[1].threshold is not valid.');
  });
});
