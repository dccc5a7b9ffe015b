import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApprovalPath, type ApprovalValue } from '@common/contract/approvals';
import { renderConsole } from '../../helpers/console';
import { FakeServer, operator } from '../../helpers/fakeServer';

const request = (id: number, overrides: Partial<ApprovalValue> = {}): ApprovalValue => ({
  id,
  kind: 'wallet-adjustment',
  merchantCode: 'MLOBBY',
  status: 'pending',
  payload: { username: `player${id}`, amount: -1250 },
  reason: 'Goodwill refund',
  proposedBy: 'fin1',
  proposedAt: Date.UTC(2026, 0, 2),
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  outcome: null,
  failureCode: null,
  ...overrides,
});

const queue = `GET ${ApprovalPath.queue('wallet-adjustment')}`;

async function openQueue(server: FakeServer) {
  await renderConsole({ me: operator(['finance'], { username: 'fin2' }), path: '/review', server });
  return screen.findByRole('region', { name: 'Request 7' });
}

describe('review queue', () => {
  test('lists the pending requests of the kind with what is proposed, by whom and why', async () => {
    const server = new FakeServer().ok(queue, [request(7)]);
    const card = await openQueue(server);
    expect(within(card).getByText('player7')).toBeInTheDocument();
    expect(within(card).getByText('-12.50')).toBeInTheDocument();
    expect(within(card).getByText('Goodwill refund')).toBeInTheDocument();
    expect(server.callsTo(queue)[0]!.url).toContain('status=pending');
  });

  test('approving needs a reason, sends it, and the request leaves the pending list', async () => {
    const server = new FakeServer().ok(queue, [request(7)]).ok(`POST ${ApprovalPath.approve('wallet-adjustment', 7)}`, request(7, { status: 'approved', decidedBy: 'fin2' }));
    const card = await openQueue(server);
    const user = userEvent.setup();
    const approve = within(card).getByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    await user.type(within(card).getByLabelText('Reason for your decision'), 'Checked the ticket');
    await user.click(approve);
    expect(await screen.findByText('Nothing here.')).toBeInTheDocument();
    const [call] = server.callsTo(`POST ${ApprovalPath.approve('wallet-adjustment', 7)}`);
    expect(call!.body).toEqual({ reason: 'Checked the ticket' });
    expect(call!.headers['X-CSRF-Token']).toBe('csrf-1');
  });

  test('rejecting sends the reason to the reject call', async () => {
    const server = new FakeServer().ok(queue, [request(7)]).ok(`POST ${ApprovalPath.reject('wallet-adjustment', 7)}`, request(7, { status: 'rejected' }));
    const card = await openQueue(server);
    const user = userEvent.setup();
    await user.type(within(card).getByLabelText('Reason for your decision'), 'No ticket');
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Nothing here.')).toBeInTheDocument();
    expect(server.callsTo(`POST ${ApprovalPath.reject('wallet-adjustment', 7)}`)[0]!.body).toEqual({ reason: 'No ticket' });
  });

  test('maker-checker: the proposer deciding its own request sees the server refusal and the request stays', async () => {
    const server = new FakeServer().ok(queue, [request(7)]).fail(`POST ${ApprovalPath.approve('wallet-adjustment', 7)}`, 'approval.self.decision', 'Another operator must approve what you proposed');
    const card = await openQueue(server);
    const user = userEvent.setup();
    await user.type(within(card).getByLabelText('Reason for your decision'), 'mine');
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Another operator must approve what you proposed');
    expect(screen.getByRole('region', { name: 'Request 7' })).toBeInTheDocument();
  });

  test('another status lists decided requests with their decision', async () => {
    const server = new FakeServer().ok(queue, [request(7)]);
    await openQueue(server);
    server.ok(queue, [request(8, { status: 'failed', decidedBy: 'fin3', decisionReason: 'ok', failureCode: 'wallet.insufficient.funds' })]);
    await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'failed');
    const card = await screen.findByRole('region', { name: 'Request 8' });
    expect(within(card).getByText('wallet.insufficient.funds')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});
