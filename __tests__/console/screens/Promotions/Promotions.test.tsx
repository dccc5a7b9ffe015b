import { fireEvent, screen, within } from '@testing-library/react';
import { AnnouncementAdminPath } from '@common/contract/announcements';
import userEvent from '@testing-library/user-event';
import { ConsolePromotionPath } from '@common/contract/promotions';
import { renderConsole } from '../../helpers/console';
import { operator } from '../../helpers/fakeServer';
import { card, pageOf, promotion, report } from './fixtures';
import { LIST, PREVIEW, withList, openScreen, fill, newEditor, fillBasics } from './screen';

describe('promotions (console)', () => {
  test("lists the merchant's promotions with state, schedule and spending against the budget", async () => {
    await openScreen();
    const row = await screen.findByRole('row', { name: /Welcome match/ });
    expect(row).toHaveTextContent('Deposit match');
    expect(row).toHaveTextContent('Live');
    expect(row).toHaveTextContent('12,500.50 / 100,000.00');
    expect(within(row).getByRole('button', { name: 'Pause Welcome match' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'End Welcome match' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Publish Welcome match' })).not.toBeInTheDocument();
  });

  test('the state filter and the pager ask the server for that state and page', async () => {
    const server = withList();
    server.ok(LIST, { ...pageOf([promotion()]), total: 120 });
    const { user } = await openScreen(server);
    await screen.findByRole('row', { name: /Welcome match/ });
    await user.selectOptions(screen.getByLabelText('State'), 'paused');
    expect(server.callsTo(LIST).at(-1)!.url).toContain('state=paused');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(server.callsTo(LIST).at(-1)!.url).toMatch(/state=paused.*page=2|page=2.*state=paused/);
  });

  test('a platform-wide operator picks the merchant first', async () => {
    const server = withList();
    await renderConsole({ me: operator(['owner'], { merchantCode: null }), path: '/promotions', server });
    expect(await screen.findByText('Pick a merchant to see its promotions.')).toBeInTheDocument();
    expect(server.callsTo(LIST)).toHaveLength(0);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Merchant'), 'MLOBBY');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByRole('row', { name: /Welcome match/ });
    expect(server.callsTo(LIST)[0]!.url).toContain('merchantCode=MLOBBY');
  });

  test.each([
    ['draft', 'Publish', 'publish'],
    ['live', 'Pause', 'pause'],
    ['paused', 'Resume', 'resume'],
    ['live', 'End', 'end'],
  ] as const)('a %s promotion: %s asks for confirmation and a reason, then sends both', async (state, button, action) => {
    const STATE = `POST ${ConsolePromotionPath.state(7)}`;
    const server = withList([promotion({ state })]).ok(STATE, promotion());
    const { user } = await openScreen(server);
    await user.click(await screen.findByRole('button', { name: `${button} Welcome match` }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleName(expect.stringContaining('“Welcome match”'));
    const confirm = within(dialog).getByRole('button', { name: button });
    expect(confirm).toBeDisabled();
    await fill(user, within(dialog).getByLabelText('Reason (kept in the audit log)'), 'Campaign plan');
    await user.click(confirm);
    expect(server.callsTo(STATE)[0]!.body).toEqual({ action, reason: 'Campaign plan' });
    expect(await screen.findByRole('row', { name: /Welcome match/ })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(server.callsTo(LIST)).toHaveLength(2);
  });

  test("a state change the server refuses says why in the dialog; cancelling sends nothing", async () => {
    const STATE = `POST ${ConsolePromotionPath.state(7)}`;
    const server = withList().fail(STATE, 'promotion.state.invalid', 'This promotion cannot do that while it is ended.');
    const { user } = await openScreen(server);
    await user.click(await screen.findByRole('button', { name: 'Pause Welcome match' }));
    const dialog = screen.getByRole('alertdialog');
    await fill(user, within(dialog).getByLabelText('Reason (kept in the audit log)'), 'Budget review');
    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This promotion cannot do that while it is ended.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(server.callsTo(STATE)).toHaveLength(1);
  });

  test("the preview asks the server for the member's card of the draft in the chosen language and shows it as a member sees it", async () => {
    const server = withList().ok(PREVIEW, card());
    const { user, editor } = await newEditor(server);
    await fillBasics(user, editor);
    await fill(user, within(editor).getByLabelText('Match (% of the deposit)'), '0.8');
    await fill(user, within(editor).getByLabelText('Smallest qualifying deposit'), '200');
    await user.selectOptions(within(editor).getByLabelText('Preview in'), 'BN');
    await user.click(within(editor).getByRole('button', { name: "Show the member's view" }));
    const preview = await within(editor).findByRole('figure', { name: 'How a member sees it (BN)' });
    const [call] = server.callsTo(PREVIEW);
    expect(call!.body).toMatchObject({ language: 'BN', draft: { type: 'depositMatch', rateBp: 80, minDeposit: 20_000, title: { EN: 'Big weekend' } } });
    expect(within(preview).getByRole('img', { name: 'স্বাগত ম্যাচ' })).toHaveAttribute('src', '/announcement-images/uploads/3.png');
    expect(within(preview).getByText('প্রথম ডিপোজিট দ্বিগুণ')).toBeInTheDocument();
    expect(within(preview).getByText('Coming soon')).toBeInTheDocument();
    expect(within(preview).getByText('0.8 %')).toBeInTheDocument();
    expect(within(preview).getByText('5,000.00')).toBeInTheDocument();
    expect(within(preview).getByText('First deposit')).toBeInTheDocument();
    expect(within(preview).getByText('5.5×')).toBeInTheDocument();
    expect(within(preview).getByText('LIVE 10 %')).toBeInTheDocument();
    expect(within(preview).getByText('৫ বার বাজি ধরুন।')).toBeInTheDocument();
    expect(within(preview).queryByText('Award period')).not.toBeInTheDocument();

    // Another language asks again.
    server.ok(PREVIEW, card({ title: 'Welcome match', imageUrl: null }));
    await user.selectOptions(within(editor).getByLabelText('Preview in'), 'EN');
    expect(await within(editor).findByRole('figure', { name: 'How a member sees it (EN)' })).toHaveTextContent('Welcome match');
    expect(server.callsTo(PREVIEW).at(-1)!.body).toMatchObject({ language: 'EN' });
  });

  test('a preview of a draft with a problem says the problem and asks nothing', async () => {
    const server = withList();
    const { user, editor } = await newEditor(server);
    await user.click(within(editor).getByRole('button', { name: "Show the member's view" }));
    expect(within(editor).getByRole('alert')).toHaveTextContent('Write a title in at least one language.');
    expect(server.callsTo(PREVIEW)).toHaveLength(0);
  });

  test('the report shows uptake and cost: joined, applications, bonuses granted, wagering completed, forfeited, still active, budget left', async () => {
    const server = withList().ok(`GET ${ConsolePromotionPath.report(7)}`, report);
    const { user } = await openScreen(server);
    await user.click(await screen.findByRole('button', { name: 'Report of Welcome match' }));
    const panel = screen.getByRole('region', { name: 'Report: Welcome match' });
    const value = async (label: string) => (await within(panel).findByText(label)).nextElementSibling!.textContent;
    expect(await value('Members joined')).toBe('120');
    expect(await value('Applications pending / approved / rejected')).toBe('2 / 5 / 1');
    expect(await value('Bonuses granted (count · amount)')).toBe('40 · 12,500.50');
    expect(await value('Members with a bonus')).toBe('38');
    expect(await value('Wagering completed (count · amount)')).toBe('12 · 3,000.00');
    expect(await value('Forfeited (count · amount)')).toBe('8 · 1,500.25');
    expect(await value('Still being wagered (count · amount)')).toBe('20 · 8,000.25');
    expect(await value('Budget')).toBe('100,000.00');
    expect(await value('Budget left')).toBe('87,499.50');
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Report: Welcome match' })).not.toBeInTheDocument();
  });

  test('a live promotion changes only its texts and schedule: its figures are read only, the change goes to its own address', async () => {
    const server = withList().ok(`PUT ${ConsolePromotionPath.one(7)}`, promotion());
    const { user } = await openScreen(server);
    await user.click(await screen.findByRole('button', { name: 'Edit Welcome match' }));
    const editor = screen.getByRole('region', { name: 'Promotion 7' });
    expect(within(editor).getByText('This promotion is Live: only its texts, image and schedule can change.')).toBeInTheDocument();
    expect(within(editor).getByLabelText('Match (% of the deposit)')).toBeDisabled();
    expect(within(editor).getByLabelText('Match (% of the deposit)')).toHaveValue('100');
    expect(within(editor).getByLabelText('Type')).toBeDisabled();
    expect(within(editor).getByLabelText('Wagering (× the bonus, 0 to 10)')).toBeDisabled();
    const title = within(editor).getByLabelText('Title (EN)');
    expect(title).toBeEnabled();
    await fill(user, title, 'Welcome match, extended');
    fireEvent.change(within(editor).getByLabelText('Ends (empty: no end)'), { target: { value: '2030-03-01T00:00' } });
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(server.callsTo(`PUT ${ConsolePromotionPath.one(7)}`)[0]!.body).toMatchObject({
      title: { EN: 'Welcome match, extended', BN: 'স্বাগত ম্যাচ' },
      endsAt: new Date('2030-03-01T00:00').getTime(),
      rateBp: 10_000,
      maxBonus: 500_000,
      contributions: { LIVE: 10 },
    });
  });

  test('an ended promotion opens read only, with no save', async () => {
    const { user } = await openScreen(withList([promotion({ state: 'ended' })]));
    await user.click(await screen.findByRole('button', { name: 'View Welcome match' }));
    const editor = screen.getByRole('region', { name: 'Promotion 7' });
    expect(within(editor).getByLabelText('Title (EN)')).toBeDisabled();
    expect(within(editor).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Welcome match/ })).queryByRole('button', { name: /^(Pause|End|Resume|Publish) / })).not.toBeInTheDocument();
  });

  test('a card image can be uploaded (the content image store) and fills the image address', async () => {
    const url = '/announcement-images/uploads/4.png';
    const server = withList().ok(`POST ${AnnouncementAdminPath.images}`, { id: 4, merchantCode: 'MLOBBY', url, contentType: 'image/png', bytes: 4, width: 750, height: 375, sha256: 'cd' });
    const { user, editor } = await newEditor(server);
    await user.upload(within(editor).getByLabelText(/^Upload image/), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'card.png', { type: 'image/png' }));
    expect(await within(editor).findByDisplayValue(url)).toBe(within(editor).getByLabelText('Image address'));
  });
});
