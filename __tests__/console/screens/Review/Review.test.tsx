import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReviewPath, type ReviewItemValue, type ReviewKind, type ReviewPage } from '@common/contract/review';
import { REWARD_REJECT_REASON_MAX } from '@common/rules/promotions';
import { renderConsole } from '../../helpers/console';
import { FakeServer, operator } from '../../helpers/fakeServer';

const item = (id: string, overrides: Partial<ReviewItemValue> = {}): ReviewItemValue => ({
  kind: 'wallet-adjustment',
  id,
  merchantCode: 'MLOBBY',
  status: 'pending',
  open: true,
  player: { id: 12, username: `player${id}` },
  amount: -1250,
  createdAt: Date.UTC(2026, 0, 2),
  requestedBy: 'fin1',
  fields: [
    { labelKey: 'review.field.player', value: `player${id}`, type: 'text' },
    { labelKey: 'review.field.amount', value: '-1250', type: 'money' },
    { labelKey: 'review.field.reason', value: 'Goodwill refund', type: 'text' },
  ],
  claim: null,
  decisions: [],
  approvalsNeeded: 1,
  decidable: true,
  ...overrides,
});

const page = (items: ReviewItemValue[]): ReviewPage => ({ items, page: 1, pageSize: 50, total: items.length });
const queue = (kind: ReviewKind = 'wallet-adjustment') => `GET ${ReviewPath.queue(kind)}`;

async function openQueue(server: FakeServer, roles: Parameters<typeof operator>[0] = ['finance'], path = '/review') {
  await renderConsole({ me: operator(roles, { username: 'fin2' }), path, server });
  return screen.findByRole('region', { name: 'Request 7' });
}

describe('review queue', () => {
  test('a tab per kind the operator may review (finance: adjustments, deposits, withdrawals, reward applications; not identities), open items asked for first', async () => {
    const server = new FakeServer().ok(queue(), page([item('7')]));
    await openQueue(server);
    const tabs = screen.getByRole('navigation', { name: 'Kinds of request' });
    expect(within(tabs).getAllByRole('link').map((l) => l.textContent)).toEqual(['Balance adjustments', 'Manual deposits', 'Withdrawals', 'Reward applications']);
    expect(server.callsTo(queue())[0]!.url).toContain('state=open');
  });

  test('risk sees only the identity queue, and an address of a queue it may not see leads to its own', async () => {
    const server = new FakeServer().ok(queue('kyc'), page([]));
    await renderConsole({ me: operator(['risk']), path: '/review/deposit', server });
    expect(await screen.findByText('Nothing here.')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Kinds of request' })).getAllByRole('link').map((l) => l.textContent)).toEqual(['Identity verification']);
    expect(server.callsTo(queue('deposit'))).toEqual([]);
    expect(server.callsTo(queue('kyc'))).toHaveLength(1);
  });

  test('an item shows its status, the player (a link to the page), the amount in 2 decimals, who asked and its fields', async () => {
    const card = await openQueue(new FakeServer().ok(queue(), page([item('7')])));
    expect(within(card).getByText('Waiting for approval')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'player7' })).toHaveAttribute('href', '/players/12');
    expect(within(card).getAllByText('-12.50')).toHaveLength(1);
    expect(within(card).getByText('Goodwill refund')).toBeInTheDocument();
    expect(within(card).getByText(/^fin1 · /)).toBeInTheDocument();
  });

  test('pictures show as thumbnails that open full size in a new tab; times read as local times', async () => {
    const kyc = item('7', {
      kind: 'kyc',
      status: 'review',
      amount: null,
      requestedBy: null,
      fields: [
        { labelKey: 'review.field.front', value: '/console/api/files/kyc/1/front.jpg?sig=abc', type: 'image' },
        { labelKey: 'review.field.occupation', value: 'Teacher', type: 'text' },
        { labelKey: 'review.field.channel', value: String(Date.UTC(2026, 0, 3)), type: 'time' },
      ],
    });
    const card = await openQueue(new FakeServer().ok(queue('kyc'), page([kyc])), ['risk'], '/review/kyc');
    const link = within(card).getByRole('link', { name: 'Document front' });
    expect(link).toHaveAttribute('href', '/console/api/files/kyc/1/front.jpg?sig=abc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(link).getByRole('img', { name: 'Document front' })).toHaveAttribute('src', '/console/api/files/kyc/1/front.jpg?sig=abc');
    expect(within(card).getByText(new Date(Date.UTC(2026, 0, 3)).toLocaleString())).toBeInTheDocument();
    expect(within(card).getByText('Under review')).toBeInTheDocument();
    expect(within(card).getByText(/^the player · /)).toBeInTheDocument();
  });

  test('approving needs a reason, sends it with the CSRF token, and the decided item leaves the open list', async () => {
    const approve = `POST ${ReviewPath.approve('wallet-adjustment', '7')}`;
    const server = new FakeServer().ok(queue(), page([item('7')])).ok(approve, item('7', { status: 'approved', open: false, decidable: false }));
    const card = await openQueue(server);
    const user = userEvent.setup();
    const button = within(card).getByRole('button', { name: 'Approve' });
    expect(button).toBeDisabled();
    await user.type(within(card).getByLabelText('Reason for your decision'), 'Checked the ticket');
    await user.click(button);
    expect(await screen.findByText('Nothing here.')).toBeInTheDocument();
    const [call] = server.callsTo(approve);
    expect(call!.body).toEqual({ reason: 'Checked the ticket' });
    expect(call!.headers['X-CSRF-Token']).toBe('csrf-1');
  });

  test('rejecting sends the reason to the reject call', async () => {
    const reject = `POST ${ReviewPath.reject('wallet-adjustment', '7')}`;
    const server = new FakeServer().ok(queue(), page([item('7')])).ok(reject, item('7', { status: 'rejected', open: false }));
    const card = await openQueue(server);
    const user = userEvent.setup();
    await user.type(within(card).getByLabelText('Reason for your decision'), 'No ticket');
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Nothing here.')).toBeInTheDocument();
    expect(server.callsTo(reject)[0]!.body).toEqual({ reason: 'No ticket' });
  });

  test('claim and give back: the item shows who works on it; another operator\'s claim leaves no decision form', async () => {
    const claimPath = ReviewPath.claim('wallet-adjustment', '7');
    const mine = item('7', { claim: { operator: 'fin2', at: Date.UTC(2026, 0, 2, 9), mine: true } });
    const server = new FakeServer().ok(queue(), page([item('7'), item('8', { claim: { operator: 'fin3', at: Date.UTC(2026, 0, 2, 9), mine: false }, decidable: false })]));
    server.ok(`POST ${claimPath}`, mine).ok(`DELETE ${claimPath}`, item('7'));
    const card = await openQueue(server);
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Claim' }));
    expect(await within(card).findByText(/^You are working on this/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Give back' }));
    expect(await within(card).findByRole('button', { name: 'Claim' })).toBeInTheDocument();
    expect(server.callsTo(`POST ${claimPath}`)).toHaveLength(1);
    expect(server.callsTo(`DELETE ${claimPath}`)).toHaveLength(1);

    const other = screen.getByRole('region', { name: 'Request 8' });
    expect(within(other).getByText(/^fin3 is working on this/)).toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
  });

  test('an item the operator may not decide (its own proposal) says so and offers no decision', async () => {
    const card = await openQueue(new FakeServer().ok(queue(), page([item('7', { decidable: false, requestedBy: 'fin2' })])));
    expect(within(card).getByText(/another operator decides it/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  test('a withdrawal approved once shows that it needs a second approver', async () => {
    const first = { operator: 'fin1', verdict: 'approve' as const, reason: 'account checked', at: Date.UTC(2026, 0, 2, 10) };
    const withdrawal = item('7', { kind: 'withdrawal', status: 'checking', amount: 5_000_000, decisions: [first], approvalsNeeded: 1 });
    const card = await openQueue(new FakeServer().ok(queue('withdrawal'), page([withdrawal])), ['finance'], '/review/withdrawal');
    expect(within(card).getByText('Awaiting a second approval')).toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent('Approved once: another operator must approve it too (1 more).');
    expect(within(card).getByText(/^fin1 · .* · account checked$/)).toBeInTheDocument();
    expect(within(card).getByText('50,000.00')).toBeInTheDocument();
  });

  test('a large withdrawal no one has approved yet says it needs two operators', async () => {
    const withdrawal = item('7', { kind: 'withdrawal', status: 'pending', amount: 9_000_000, approvalsNeeded: 2 });
    const card = await openQueue(new FakeServer().ok(queue('withdrawal'), page([withdrawal])), ['finance'], '/review/withdrawal');
    expect(within(card).getByText('Needs 2 approvals, by different operators.')).toBeInTheDocument();
    expect(within(card).queryByRole('status')).not.toBeInTheDocument();
  });

  test('a refusal shows its message on the item, which then shows as the server holds it now', async () => {
    const approve = `POST ${ReviewPath.approve('wallet-adjustment', '7')}`;
    const server = new FakeServer()
      .ok(queue(), page([item('7')]))
      .fail(approve, 'review.claimed', 'Another operator (fin3) is working on this item.')
      .ok(`GET ${ReviewPath.item('wallet-adjustment', '7')}`, item('7', { claim: { operator: 'fin3', at: Date.UTC(2026, 0, 2, 9), mine: false }, decidable: false }));
    const card = await openQueue(server);
    const user = userEvent.setup();
    await user.type(within(card).getByLabelText('Reason for your decision'), 'mine');
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Another operator (fin3) is working on this item.');
    expect(await within(card).findByText(/^fin3 is working on this/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Request 7' })).toBeInTheDocument();
  });

  test('the decided items list newest first with their decisions and no decision form', async () => {
    const server = new FakeServer().ok(queue(), page([item('7')]));
    await openQueue(server);
    const decided = item('8', {
      status: 'failed',
      open: false,
      decidable: false,
      decisions: [{ operator: 'fin3', verdict: 'approve', reason: 'ok', at: Date.UTC(2026, 0, 3) }],
      fields: [{ labelKey: 'review.field.failure', value: 'wallet.insufficient.funds', type: 'text' }],
    });
    server.ok(queue(), page([decided]));
    await userEvent.setup().selectOptions(screen.getByLabelText('Show'), 'closed');
    const card = await screen.findByRole('region', { name: 'Request 8' });
    expect(server.calls.at(-1)!.url).toContain('state=closed');
    expect(within(card).getByText('Failed')).toBeInTheDocument();
    expect(within(card).getByText('wallet.insufficient.funds')).toBeInTheDocument();
    expect(within(card).getByText(/^fin3 · .* · ok$/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
  });

  describe('reward applications (promotions.review)', () => {
    const application = (id: string, overrides: Partial<ReviewItemValue> = {}) =>
      item(id, {
        kind: 'reward-application',
        amount: 50_000,
        requestedBy: null,
        fields: [
          { labelKey: 'review.field.promotion', value: 'Weekend winners #12', type: 'text' },
          { labelKey: 'review.field.remarks', value: 'I won 3 rounds in a row', type: 'text' },
          { labelKey: 'review.field.picture', value: '/console/api/files/rewards/9/1.jpg?sig=a', type: 'image' },
          { labelKey: 'review.field.picture', value: '/console/api/files/rewards/9/2.png?sig=b', type: 'image' },
          { labelKey: 'review.field.amount', value: '50000', type: 'money' },
        ],
        ...overrides,
      });

    test('support (promotions.review only) sees just the reward-application tab; an item shows its promotion, remarks, the bonus and each picture behind its signed link', async () => {
      const server = new FakeServer().ok(queue('reward-application'), page([application('7')]));
      const card = await openQueue(server, ['support']);
      expect(within(screen.getByRole('navigation', { name: 'Kinds of request' })).getAllByRole('link').map((l) => l.textContent)).toEqual(['Reward applications']);
      expect(within(card).getByText('Awaiting review')).toBeInTheDocument();
      expect(within(card).getByText('Weekend winners #12')).toBeInTheDocument();
      expect(within(card).getByText('I won 3 rounds in a row')).toBeInTheDocument();
      expect(within(card).getAllByText('500.00')).toHaveLength(1);
      const pictures = within(card).getAllByRole('link', { name: 'Picture' });
      expect(pictures.map((link) => link.getAttribute('href'))).toEqual(['/console/api/files/rewards/9/1.jpg?sig=a', '/console/api/files/rewards/9/2.png?sig=b']);
      expect(pictures[0]).toHaveAttribute('target', '_blank');
      expect(pictures[0]).toHaveAttribute('referrerpolicy', 'no-referrer');
    });

    test('a rejection sends its reason, which the form says the member reads and bounds to the reason limit', async () => {
      const reject = `POST ${ReviewPath.reject('reward-application', '7')}`;
      const server = new FakeServer().ok(queue('reward-application'), page([application('7')])).ok(reject, application('7', { status: 'rejected', open: false, decidable: false }));
      const card = await openQueue(server, ['support']);
      const reason = within(card).getByLabelText('Reason for your decision');
      expect(reason).toHaveAttribute('maxlength', String(REWARD_REJECT_REASON_MAX));
      expect(reason).toHaveAccessibleDescription('The member reads the reason of a rejection.');
      const user = userEvent.setup();
      await user.type(reason, 'The screenshot does not show the wins');
      await user.click(within(card).getByRole('button', { name: 'Reject' }));
      expect(await screen.findByText('Nothing here.')).toBeInTheDocument();
      expect(server.callsTo(reject)[0]!.body).toEqual({ reason: 'The screenshot does not show the wins' });
    });

    test('approving goes to the approve call of the reward-application queue', async () => {
      const approve = `POST ${ReviewPath.approve('reward-application', '7')}`;
      const server = new FakeServer().ok(queue('reward-application'), page([application('7')])).ok(approve, application('7', { status: 'approved', open: false, decidable: false }));
      const card = await openQueue(server, ['support']);
      const user = userEvent.setup();
      await user.type(within(card).getByLabelText('Reason for your decision'), 'Wins confirmed');
      await user.click(within(card).getByRole('button', { name: 'Approve' }));
      expect(await screen.findByText('Nothing here.')).toBeInTheDocument();
      expect(server.callsTo(approve)).toHaveLength(1);
    });

    test('other kinds say nothing of the member reading the reason', async () => {
      const card = await openQueue(new FakeServer().ok(queue(), page([item('7')])));
      expect(within(card).getByLabelText('Reason for your decision')).not.toHaveAttribute('maxlength');
      expect(within(card).queryByText('The member reads the reason of a rejection.')).not.toBeInTheDocument();
    });
  });
});
