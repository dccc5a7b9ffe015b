import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiKeyPath } from '@common/contract/consoleAdmin';
import { renderConsole } from '../../helpers/console';
import { FakeServer, operator } from '../../helpers/fakeServer';

describe('API keys', () => {
  test('a new key shows its secret once; "I copied it" forgets it', async () => {
    const key = { id: 5, operatorId: 1, operatorUsername: 'ann', label: 'payouts bot', prefix: 'mlk_ab', permissions: ['audit.view'], createdAt: 1, lastUsedAt: null, revokedAt: null, expiresAt: null };
    const server = new FakeServer().ok(`GET ${ApiKeyPath.keys}`, []).ok(`POST ${ApiKeyPath.keys}`, { ...key, secret: 'mlk_secret-value' });
    await renderConsole({ me: operator(['owner']), path: '/api-keys', server });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Label'), 'payouts bot');
    await user.click(screen.getByLabelText('audit.view'));
    server.ok(`GET ${ApiKeyPath.keys}`, [key]);
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('mlk_secret-value')).toBeInTheDocument();
    expect(server.callsTo(`POST ${ApiKeyPath.keys}`)[0]!.body).toEqual({ label: 'payouts bot', permissions: ['audit.view'] });
    await user.click(screen.getByRole('button', { name: 'I copied it' }));
    expect(screen.queryByText('mlk_secret-value')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke payouts bot' })).toBeInTheDocument();
  });
});
