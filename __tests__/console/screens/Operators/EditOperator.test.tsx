import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OperatorAdminPath, type OperatorSummary } from '@common/contract/consoleAdmin';
import { renderConsole } from '../../helpers/console';
import { FakeServer, operator } from '../../helpers/fakeServer';

describe('editing an operator', () => {
  test('ending its sessions and resetting its two-factor need a reason, which the server gets for the audit log', async () => {
    const bob: OperatorSummary = { id: 7, username: 'bob', merchantCode: 'MLOBBY', roles: ['support'], status: 'active', totpEnrolled: true, lockedUntil: null, lastLoginAt: null, activeSessions: 1, createdAt: 1 };
    const server = new FakeServer()
      .ok(`GET ${OperatorAdminPath.operators}`, [bob])
      .ok(`DELETE ${OperatorAdminPath.sessions(7)}`, { ...bob, activeSessions: 0 })
      .ok(`POST ${OperatorAdminPath.resetTotp(7)}`, { ...bob, totpEnrolled: false });
    await renderConsole({ me: operator(['owner']), path: '/operators', server });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit bob' }));
    const end = screen.getByRole('button', { name: 'End its sessions' });
    const reset = screen.getByRole('button', { name: 'Reset two-factor' });
    expect(end).toBeDisabled();
    expect(reset).toBeDisabled();
    await user.type(screen.getByLabelText('Reason (kept in the audit log)'), 'lost phone');
    await user.click(end);
    await user.click(reset);
    expect(server.callsTo(`DELETE ${OperatorAdminPath.sessions(7)}`)[0]!.body).toEqual({ reason: 'lost phone' });
    expect(server.callsTo(`POST ${OperatorAdminPath.resetTotp(7)}`)[0]!.body).toEqual({ reason: 'lost phone' });
  });
});
