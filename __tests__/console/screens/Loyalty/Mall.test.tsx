import { fireEvent, screen, within } from '@testing-library/react';
import { AnnouncementAdminPath } from '@common/contract/announcements';
import { ConsoleLoyaltyPath as Path } from '@common/contract/consoleLoyalty';
import { axeViolations } from '../../../src/helpers/axe';
import { item, pageOf } from './fixtures';
import { ITEMS, fill, loyaltyServer, openLoyalty } from './screen';

async function openEditor(server = loyaltyServer()) {
  const opened = await openLoyalty({ section: 'mall', server });
  await opened.user.click(await screen.findByRole('button', { name: 'New mall item' }));
  return { ...opened, editor: screen.getByRole('region', { name: 'New mall item' }) };
}

describe('loyalty (console): mall items', () => {
  beforeAll(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));
  afterAll(() => jest.restoreAllMocks());

  test('lists items with kind, state, price and stock; the state filter and pager ask the server', async () => {
    const server = loyaltyServer().ok(ITEMS, pageOf([item()], 120));
    const { user } = await openLoyalty({ section: 'mall', server });
    const row = await screen.findByRole('row', { name: /Bonus 50/ });
    expect(row).toHaveTextContent('Bonus credit');
    expect(row).toHaveTextContent('Live');
    expect(row).toHaveTextContent('5,000');
    expect(row).toHaveTextContent('40 / 10');
    expect(within(row).getByRole('button', { name: 'Pause Bonus 50' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('State'), 'paused');
    expect(server.callsTo(ITEMS).at(-1)!.url).toContain('state=paused');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(server.callsTo(ITEMS).at(-1)!.url).toMatch(/state=paused.*page=2/);
  });

  test("each kind shows its own figures; a new bonus item is sent in server units and the member's card shows it", async () => {
    const server = loyaltyServer().ok(`POST ${Path.mallItems}`, item({ id: 12, state: 'draft' }));
    const { user, editor } = await openEditor(server);
    expect(within(editor).getByLabelText('Bonus credit')).toBeInTheDocument();
    await user.selectOptions(within(editor).getByLabelText('Kind'), 'lotteryTicket');
    expect(within(editor).getByLabelText('Lottery game code')).toBeInTheDocument();
    expect(within(editor).queryByLabelText('Bonus credit')).not.toBeInTheDocument();
    await user.selectOptions(within(editor).getByLabelText('Kind'), 'physical');
    expect(within(editor).queryByLabelText('Ticket stake')).not.toBeInTheDocument();
    await user.selectOptions(within(editor).getByLabelText('Kind'), 'bonus');
    await fill(user, within(editor).getByLabelText('Title (EN)'), 'Bonus 25');
    await fill(user, within(editor).getByLabelText('Title (BN)'), 'বোনাস ২৫');
    await fill(user, within(editor).getByLabelText('Price (points)'), '2500');
    await fill(user, within(editor).getByLabelText('Bonus credit'), '25.5');
    await fill(user, within(editor).getByLabelText('Wagering (× the bonus, 0 to 10)'), '2.5');
    await fill(user, within(editor).getByLabelText('Stock (empty: unlimited)'), '100');
    await fill(user, within(editor).getByLabelText('Lowest level (rank; empty: any)'), '2');
    fireEvent.change(within(editor).getByLabelText('Starts'), { target: { value: '2030-02-01T09:00' } });
    await user.selectOptions(within(editor).getByLabelText('Preview in'), 'BN');
    const card = within(editor).getByRole('figure', { name: 'How a member sees it (BN)' });
    expect(card).toHaveTextContent('বোনাস ২৫');
    expect(card).toHaveTextContent('2500 points');
    expect(card).toHaveTextContent('25.50 · wager 2.5×');
    expect(card).toHaveTextContent('Level 2');
    expect(await axeViolations()).toEqual([]);
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(server.callsTo(`POST ${Path.mallItems}`)[0]!.body).toEqual({
      kind: 'bonus',
      title: { EN: 'Bonus 25', BN: 'বোনাস ২৫' },
      description: {},
      imageUrl: null,
      pricePoints: 2_500,
      stock: 100,
      perMemberLimit: null,
      minLevelRank: 2,
      startsAt: new Date('2030-02-01T09:00').getTime(),
      endsAt: null,
      bonusAmount: 2_550,
      wageringMultiplierPercent: 250,
      lotteryGameCode: null,
      ticketStake: null,
      sortOrder: 0,
    });
    expect(screen.queryByRole('region', { name: 'New mall item' })).not.toBeInTheDocument();
  });

  test('a problem is said in words and nothing sent; a server refusal shows on the open form', async () => {
    const server = loyaltyServer().fail(`POST ${Path.mallItems}`, 'loyalty.invalid', 'A value is out of range or does not fit.');
    const { user, editor } = await openEditor(server);
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(within(editor).getByRole('alert')).toHaveTextContent('Write a title in at least one language.');
    await fill(user, within(editor).getByLabelText('Title (EN)'), 'Jersey');
    await user.selectOptions(within(editor).getByLabelText('Kind'), 'physical');
    await fill(user, within(editor).getByLabelText('Price (points)'), '0');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(within(editor).getByRole('alert')).toHaveTextContent('The price is a whole number of points from 1 to 100000000.');
    expect(server.callsTo(`POST ${Path.mallItems}`)).toHaveLength(0);
    await fill(user, within(editor).getByLabelText('Price (points)'), '20000');
    fireEvent.change(within(editor).getByLabelText('Starts'), { target: { value: '2030-02-01T09:00' } });
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByRole('alert')).toHaveTextContent('A value is out of range or does not fit.');
  });

  test('an image upload goes through the merchant image store and fills the address', async () => {
    const url = '/announcement-images/uploads/9.png';
    const server = loyaltyServer().ok(`POST ${AnnouncementAdminPath.images}`, { id: 9, merchantCode: 'MLOBBY', url, contentType: 'image/png', bytes: 4, width: 400, height: 400, sha256: 'ab' });
    const { user, editor } = await openEditor(server);
    await user.upload(within(editor).getByLabelText(/^Upload image/), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'jersey.png', { type: 'image/png' }));
    expect(await within(editor).findByDisplayValue(url)).toBe(within(editor).getByLabelText('Image address'));
  });

  test.each([
    ['draft', 'Publish', 'publish'],
    ['live', 'Pause', 'pause'],
    ['paused', 'Resume', 'resume'],
    ['paused', 'End', 'end'],
  ] as const)('a %s item: %s asks for confirmation, then posts the action', async (state, button, action) => {
    const STATE = `POST ${Path.mallItemState(11)}`;
    const server = loyaltyServer().ok(ITEMS, pageOf([item({ state })])).ok(STATE, item());
    const { user } = await openLoyalty({ section: 'mall', server });
    await user.click(await screen.findByRole('button', { name: `${button} Bonus 50` }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleName(expect.stringContaining('“Bonus 50”'));
    await user.click(within(dialog).getByRole('button', { name: button }));
    expect(server.callsTo(STATE)[0]!.body).toEqual({ action });
    expect(await screen.findByRole('row', { name: /Bonus 50/ })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  test('an ended item opens read only and has no state actions', async () => {
    const { user } = await openLoyalty({ section: 'mall', server: loyaltyServer().ok(ITEMS, pageOf([item({ state: 'ended' })])) });
    await user.click(await screen.findByRole('button', { name: 'View Bonus 50' }));
    const editor = screen.getByRole('region', { name: 'Mall item 11' });
    expect(within(editor).getByLabelText('Title (EN)')).toBeDisabled();
    expect(within(editor).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Bonus 50/ })).queryByRole('button', { name: /^(Pause|End|Resume|Publish) / })).not.toBeInTheDocument();
  });
});
