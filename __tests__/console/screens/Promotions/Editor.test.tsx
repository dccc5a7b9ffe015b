import { screen, within } from '@testing-library/react';
import type { PromotionDraft } from '@common/contract/promotions';
import { promotion } from './fixtures';
import { CREATE, withList, fill, newEditor, fillBasics } from './screen';

describe('promotion editor (console)', () => {
  test("the editor shows only the figures of the promotion's type", async () => {
    const { user, editor } = await newEditor();
    const type = within(editor).getByLabelText('Type');
    for (const label of ['Match (% of the deposit)', 'Largest bonus (empty: no cap)', 'Smallest qualifying deposit', 'Deposits that count', 'Deposit channels (codes; empty: any)']) {
      expect(within(editor).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(editor).queryByLabelText('Award period')).not.toBeInTheDocument();
    expect(within(editor).queryByLabelText('Bonus granted on approval')).not.toBeInTheDocument();

    await user.selectOptions(type, 'rebate');
    expect(within(editor).getByLabelText('Rebate (% of the turnover)')).toBeInTheDocument();
    expect(within(editor).getByLabelText('Largest award per period (empty: no cap)')).toBeInTheDocument();
    expect(within(editor).getByLabelText('Award period')).toBeInTheDocument();
    expect(within(editor).getByRole('group', { name: 'Game types whose turnover counts (none ticked: all)' })).toBeInTheDocument();
    expect(within(editor).queryByLabelText('Smallest qualifying deposit')).not.toBeInTheDocument();

    await user.selectOptions(type, 'cashback');
    expect(within(editor).getByLabelText('Cashback (% of the net loss)')).toBeInTheDocument();
    expect(within(editor).queryByRole('group', { name: /Game types whose turnover counts/ })).not.toBeInTheDocument();

    await user.selectOptions(type, 'manualReward');
    expect(within(editor).getByLabelText('Bonus granted on approval')).toBeInTheDocument();
    expect(within(editor).getByLabelText('A picture is required')).toBeInTheDocument();
    expect(within(editor).getByLabelText('A remark is required')).toBeInTheDocument();
    expect(within(editor).getByLabelText('Linked promotion ID (optional)')).toBeInTheDocument();
    expect(within(editor).queryByLabelText(/% of the/)).not.toBeInTheDocument();

    await user.selectOptions(type, 'signUp');
    expect(within(editor).getByLabelText('Bonus granted on joining (0: none)')).toBeInTheDocument();
    expect(within(editor).queryByLabelText('A picture is required')).not.toBeInTheDocument();

    // Every type: wagering (5× by default), expiry, contributions, budget, per-member cap, eligibility.
    expect(within(editor).getByLabelText('Wagering (× the bonus, 0 to 10)')).toHaveValue('5');
    expect(within(editor).getByLabelText('Days to wager a bonus (1 to 90)')).toHaveValue(7);
    expect(within(editor).getByLabelText('LIVE (%)')).toHaveAttribute('placeholder', '100');
    expect(within(editor).getByLabelText('Budget (empty: none)')).toBeInTheDocument();
    expect(within(editor).getByLabelText('Bonuses per member (empty: no limit)')).toBeInTheDocument();
    expect(within(editor).getByLabelText('Only members registered on or after the start')).toBeInTheDocument();
  });

  test("texts are written per language: the merchant's languages (EN, BN), title, summary and terms each", async () => {
    const { editor } = await newEditor();
    expect(within(editor).getAllByLabelText(/^Title \(/).map((input) => input.closest('label')!.textContent)).toEqual(['Title (EN)', 'Title (BN)']);
    expect(within(editor).getByLabelText('Summary (BN)')).toBeInTheDocument();
    expect(within(editor).getByLabelText('Terms (EN)')).toBeInTheDocument();
  });

  test('saving a new deposit match sends the figures in server units: % → basis points, major → minor units, × → percent', async () => {
    const server = withList().ok(CREATE, promotion({ id: 8, state: 'draft' }));
    const { user, editor } = await newEditor(server);
    await fillBasics(user, editor);
    await fill(user, within(editor).getByLabelText('Title (BN)'), 'বড় সপ্তাহান্ত');
    await fill(user, within(editor).getByLabelText('Terms (EN)'), 'Wager it 3 times.');
    await fill(user, within(editor).getByLabelText('Match (% of the deposit)'), '50.25');
    await fill(user, within(editor).getByLabelText('Largest bonus (empty: no cap)'), '5000');
    await fill(user, within(editor).getByLabelText('Smallest qualifying deposit'), '200.5');
    await user.selectOptions(within(editor).getByLabelText('Deposits that count'), 'reload');
    await fill(user, within(editor).getByLabelText('Deposit channels (codes; empty: any)'), 'bkash, nagad');
    await user.click(within(editor).getByLabelText('Type 1 player'));
    await fill(user, within(editor).getByLabelText("Members' languages (codes; empty: all)"), 'bn');
    const multiplier = within(editor).getByLabelText('Wagering (× the bonus, 0 to 10)');
    await fill(user, multiplier, '3');
    await fill(user, within(editor).getByLabelText('LIVE (%)'), '10');
    await fill(user, within(editor).getByLabelText('Budget (empty: none)'), '100000');
    await fill(user, within(editor).getByLabelText('Bonuses per member (empty: no limit)'), '1');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    const body = server.callsTo(CREATE)[0]!.body as PromotionDraft;
    expect(body).toEqual({
      type: 'depositMatch',
      title: { EN: 'Big weekend', BN: 'বড় সপ্তাহান্ত' },
      summary: {},
      terms: { EN: 'Wager it 3 times.' },
      imageUrl: null,
      linkedPromotionId: null,
      imageRequired: false,
      remarkRequired: false,
      startsAt: new Date('2030-01-01T10:00').getTime(),
      endsAt: null,
      eligibility: { memberTypes: [1], newMembersOnly: false, languages: ['BN'] },
      rateBp: 5025,
      maxBonus: 500_000,
      minDeposit: 20_050,
      depositKind: 'reload',
      channels: ['bkash', 'nagad'],
      period: null,
      gameTypes: [],
      fixedAmount: null,
      wageringMultiplierPercent: 300,
      contributions: { LIVE: 10 },
      bonusExpiryDays: 7,
      budget: 10_000_000,
      perMemberCap: 1,
      sortOrder: 0,
    });
    expect(await screen.findByRole('row', { name: /Welcome match/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'New promotion' })).not.toBeInTheDocument();
  });

  test('a rebate sends its period and game types; a manual reward its fixed bonus and application rules', async () => {
    const server = withList().ok(CREATE, promotion({ id: 8, state: 'draft' }));
    const { user, editor } = await newEditor(server);
    await fillBasics(user, editor);
    await user.selectOptions(within(editor).getByLabelText('Type'), 'rebate');
    await fill(user, within(editor).getByLabelText('Rebate (% of the turnover)'), '0.8');
    await user.selectOptions(within(editor).getByLabelText('Award period'), 'week');
    const gameTypes = within(editor).getByRole('group', { name: /Game types whose turnover counts/ });
    await user.click(within(gameTypes).getByLabelText('RNG'));
    await user.click(within(gameTypes).getByLabelText('FISH'));
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(server.callsTo(CREATE)[0]!.body).toMatchObject({ type: 'rebate', rateBp: 80, period: 'week', gameTypes: ['RNG', 'FISH'], minDeposit: null, depositKind: null, maxBonus: null, fixedAmount: null });
  });

  test('a manual reward sends its bonus, the linked promotion and whether a picture and a remark are required', async () => {
    const server = withList().ok(CREATE, promotion({ id: 8, state: 'draft' }));
    const { user, editor } = await newEditor(server);
    await fillBasics(user, editor);
    await user.selectOptions(within(editor).getByLabelText('Type'), 'manualReward');
    await fill(user, within(editor).getByLabelText('Bonus granted on approval'), '88.8');
    await fill(user, within(editor).getByLabelText('Linked promotion ID (optional)'), '7');
    await user.click(within(editor).getByLabelText('A picture is required'));
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(server.callsTo(CREATE)[0]!.body).toMatchObject({ type: 'manualReward', fixedAmount: 8880, linkedPromotionId: 7, imageRequired: true, remarkRequired: false, rateBp: null, period: null });
  });

  test('a problem is said in words on the form and nothing is sent: wagering above 10×, a rate of 0, no title', async () => {
    const server = withList();
    const { user, editor } = await newEditor(server);
    const save = within(editor).getByRole('button', { name: 'Save' });
    await user.click(save);
    expect(within(editor).getByRole('alert')).toHaveTextContent('Write a title in at least one language.');
    await fillBasics(user, editor);
    await fill(user, within(editor).getByLabelText('Match (% of the deposit)'), '0');
    await fill(user, within(editor).getByLabelText('Smallest qualifying deposit'), '100');
    await user.click(save);
    expect(within(editor).getByRole('alert')).toHaveTextContent('The rate is a percentage above 0 and at most 100, with up to 2 decimals.');
    await fill(user, within(editor).getByLabelText('Match (% of the deposit)'), '0.5');
    const multiplier = within(editor).getByLabelText('Wagering (× the bonus, 0 to 10)');
    await fill(user, multiplier, '10.5');
    await user.click(save);
    expect(within(editor).getByRole('alert')).toHaveTextContent('Wagering is 0 to 10 times the bonus, with up to 2 decimals.');
    expect(server.callsTo(CREATE)).toHaveLength(0);
  });

  test("the server's refusal shows on the form, which stays open", async () => {
    const server = withList().fail(CREATE, 'promotion.invalid', "The promotion's maxBonus is not valid.");
    const { user, editor } = await newEditor(server);
    await fillBasics(user, editor);
    await fill(user, within(editor).getByLabelText('Match (% of the deposit)'), '100');
    await fill(user, within(editor).getByLabelText('Smallest qualifying deposit'), '100');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByRole('alert')).toHaveTextContent("The promotion's maxBonus is not valid.");
    expect(screen.getByRole('region', { name: 'New promotion' })).toBeInTheDocument();
  });
});
