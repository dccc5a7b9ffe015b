import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApprovalPath } from '@common/contract/approvals';
import { ConsolePaymentPath, type PlayerPaymentsValue } from '@common/contract/consolePayments';
import { PlayerPath, type PlayerDetail } from '@common/contract/consolePlayers';
import type { PayoutAccountValue } from '@common/contract/payments';
import { renderConsole } from '../../helpers/console';
import { FakeServer, operator } from '../../helpers/fakeServer';

const player: PlayerDetail = {
  id: 12,
  merchantCode: 'MLOBBY',
  username: 'rahim',
  memberType: 'member',
  mobile: '01700000000',
  email: null,
  blocked: false,
  createdAt: Date.UTC(2026, 0, 1),
  lastLoginAt: null,
  realName: 'Rahim',
  language: 'bn',
  balances: { real: 150000, bonus: 0, withdrawal: 0, points: 12, demo: 0 },
  blockReason: null,
};

const account: PayoutAccountValue = { id: 2, channelId: 4, kind: 'mobileWallet', provider: 'bKash', holder: 'Rahim', masked: '*******0001', createdAt: 1 };

const payments: PlayerPaymentsValue = {
  turnover: { required: 300_000, done: 120_050, remaining: 179_950 },
  kyc: {
    status: 'review',
    reason: null,
    fields: { address: 'Road 5, Dhaka', nationality: 'Bangladeshi', occupation: 'Teacher', sourceOfIncome: 'Salary' },
    documents: { front: true, back: true, selfie: false },
    submittedAt: Date.UTC(2026, 0, 4),
    decidedAt: null,
    documentUrls: { front: '/console/api/files/kyc/12/front.jpg?sig=a', back: '/console/api/files/kyc/12/back.jpg?sig=b' },
  },
  deposits: [
    { id: 'd1', channelId: 4, channelName: 'bKash', kind: 'mobileWallet', amount: 300_000, fee: 4_500, credited: 295_500, status: 'approved', reason: null, redirectUrl: null, instructions: null, trxId: 'TRX81', senderNumber: '01700000001', proofCount: 0, createdAt: Date.UTC(2026, 0, 3), updatedAt: 1 },
  ],
  withdrawals: [
    { id: 'w1', amount: 100_000, fee: 1_000, payout: 99_000, status: 'rejected', reason: 'Name does not match', account, channelName: 'bKash', steps: [], createdAt: Date.UTC(2026, 0, 5), updatedAt: 1 },
  ],
};

const withPlayer = () => new FakeServer().ok(`GET ${PlayerPath.player(12)}`, player);

describe('player page', () => {
  test('shows the profile and balances; tabs follow the permissions (no adjustment for support)', async () => {
    await renderConsole({ me: operator(['support']), path: '/players/12', server: withPlayer() });
    expect(await screen.findByRole('heading', { name: /rahim/ })).toBeInTheDocument();
    expect(screen.getByText('1,500.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notes' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Adjust balance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Block player' })).not.toBeInTheDocument();
  });

  test('finance proposes an adjustment: it goes to the approvals queue with the player and the minor units', async () => {
    const server = withPlayer().ok(`POST ${ApprovalPath.queue('wallet-adjustment')}`, { id: 31, kind: 'wallet-adjustment', payload: { username: 'rahim', amount: -1250 } });
    await renderConsole({ me: operator(['finance']), path: '/players/12/adjust', server });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Amount/), '-12.50');
    await user.type(screen.getByLabelText('Reason'), 'Duplicate deposit');
    await user.click(screen.getByRole('button', { name: 'Propose adjustment' }));
    expect(await screen.findByText('Request 31 for -12.50 is waiting for a second operator.')).toBeInTheDocument();
    expect(server.callsTo(`POST ${ApprovalPath.queue('wallet-adjustment')}`)[0]!.body).toEqual({ merchantCode: 'MLOBBY', username: 'rahim', amount: -1250, reason: 'Duplicate deposit' });
  });

  test('risk blocks with a reason; the force logout ends the sessions', async () => {
    const server = withPlayer().ok(`PUT ${PlayerPath.block(12)}`, null).ok(`GET ${PlayerPath.sessions(12)}`, [{ id: 1, createdAt: 1, lastSeenAt: null, ip: '10.0.0.1', device: 'MOBILE' }]).ok(`DELETE ${PlayerPath.sessions(12)}`, null);
    await renderConsole({ me: operator(['risk']), path: '/players/12', server });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Reason (kept in the audit log)'), 'Fraud check');
    await user.click(screen.getByRole('button', { name: 'Block player' }));
    expect(server.callsTo(`PUT ${PlayerPath.block(12)}`)[0]!.body).toEqual({ blocked: true, reason: 'Fraud check' });
    await user.click(screen.getByRole('link', { name: 'Sessions' }));
    const forceLogout = await screen.findByRole('button', { name: 'Force logout (end every session)' });
    expect(forceLogout).toBeDisabled();
    await user.type(screen.getByLabelText('Reason (kept in the audit log)'), 'Lost phone');
    await user.click(forceLogout);
    expect(server.callsTo(`DELETE ${PlayerPath.sessions(12)}`).map((c) => c.body)).toEqual([{ reason: 'Lost phone' }]);
  });

  test("another merchant's player (404) shows the server's message, not a page", async () => {
    const server = new FakeServer().fail(`GET ${PlayerPath.player(99)}`, 'not.found', 'No such player', 404);
    await renderConsole({ me: operator(['support']), path: '/players/99', server });
    expect(await screen.findByRole('alert')).toHaveTextContent('No such player');
  });

  test('the payments tab: turnover to wager, identity verification with its pictures, recent deposits and withdrawals', async () => {
    const server = withPlayer().ok(`GET ${ConsolePaymentPath.player(12)}`, payments);
    await renderConsole({ me: operator(['finance']), path: '/players/12', server });
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Payments' }));
    expect(await screen.findByText('1,799.50')).toBeInTheDocument();
    expect(screen.getByText('3,000.00', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Under review')).toBeInTheDocument();
    expect(screen.getByText('Teacher')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Document front' })).toHaveAttribute('href', '/console/api/files/kyc/12/front.jpg?sig=a');
    expect(screen.getByRole('img', { name: 'Document back' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Selfie' })).not.toBeInTheDocument();
    const deposits = screen.getByRole('table', { name: 'Recent deposits' });
    expect(within(deposits).getByRole('row', { name: /bKash 3,000\.00 45\.00 Approved TRX81/ })).toBeInTheDocument();
    const withdrawals = screen.getByRole('table', { name: 'Recent withdrawals' });
    expect(within(withdrawals).getByRole('row', { name: /1,000\.00 10\.00 bKash \*+0001 Rejected Name does not match/ })).toBeInTheDocument();
  });
});
