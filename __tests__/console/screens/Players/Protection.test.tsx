import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlayerPath, type PlayerDetail } from '@common/contract/consolePlayers';
import { ConsoleProtectionPath, type LimitValue, type PlayerProtectionValue } from '@common/contract/protection';
import { LIMIT_KINDS, LIMIT_PERIODS } from '@common/rules/protection';
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
  balances: { real: 150000, bonus: 0, withdrawal: 0, points: 0, demo: 0 },
  blockReason: null,
};

const limits: LimitValue[] = LIMIT_KINDS.flatMap((kind) => LIMIT_PERIODS.map((period) => ({ kind, period, amount: null, used: 0, freesAt: null, pending: null })));
const withLimit = (patch: Partial<LimitValue> & Pick<LimitValue, 'kind' | 'period'>): LimitValue[] => limits.map((l) => (l.kind === patch.kind && l.period === patch.period ? { ...l, ...patch } : l));

const protection: PlayerProtectionValue = {
  limits: withLimit({ kind: 'loss', period: 'day', amount: 50_000, used: 12_345, freesAt: Date.UTC(2026, 0, 6, 10), pending: { value: 80_000, effectiveAt: Date.UTC(2026, 0, 6, 12), confirmable: false } }),
  sessionLimit: { minutes: 90, pending: null },
  realityCheck: { minutes: 30, pending: { value: 60, effectiveAt: Date.UTC(2026, 0, 6, 12), confirmable: false } },
  depositPrompt: false,
  block: null,
  history: [
    { at: Date.UTC(2026, 0, 5, 12), actor: 'member', action: 'limit.increase.requested', detail: 'loss day 500.00 → 800.00', reason: null },
    { at: Date.UTC(2026, 0, 5, 11), actor: 'sara', action: 'limit.set', detail: 'loss day 1,000.00 → 500.00', reason: 'Chasing losses' },
  ],
};

const server = () => new FakeServer().ok(`GET ${PlayerPath.player(12)}`, player).ok(`GET ${ConsoleProtectionPath.player(12)}`, protection);

async function openTab(roles: Parameters<typeof operator>[0], fake = server()) {
  const view = await renderConsole({ me: operator(roles), path: '/players/12/protection', server: fake });
  await screen.findByRole('table', { name: 'Limits' });
  return view;
}

describe("the player's protection tab", () => {
  test('shows each limit with used, when it frees and the pending raise; the session limit, reality check and history with reasons', async () => {
    await openTab(['support']);
    const table = screen.getByRole('table', { name: 'Limits' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 9);
    const loss = within(table).getByRole('row', { name: /^Loss 24 hours 500\.00 123\.45/ });
    expect(loss).toHaveTextContent('800.00 from');
    expect(within(table).getByRole('row', { name: /^Deposit 7 days No limit 0\.00/ })).toBeInTheDocument();
    expect(screen.getByText('90 min')).toBeInTheDocument();
    expect(screen.getByText('Every 30 min')).toBeInTheDocument();
    expect(screen.getByText('None in force')).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Protection history' });
    expect(within(history).getByRole('row', { name: /sara Limit set loss day 1,000\.00 → 500\.00 Chasing losses/ })).toBeInTheDocument();
    expect(within(history).getByRole('row', { name: /The player Limit: raise requested/ })).toBeInTheDocument();
  });

  test('support may lower a limit but sees no block form (players.block)', async () => {
    await openTab(['support']);
    expect(screen.getByRole('heading', { name: 'Lower or add a limit' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Impose a time-out or self-exclusion' })).not.toBeInTheDocument();
  });

  test('an operator without limits.reduce or players.block sees no forms', async () => {
    await openTab(['finance']);
    expect(screen.queryByRole('button', { name: 'Apply limit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Impose' })).not.toBeInTheDocument();
  });

  test('lowering sends the limit in minor units with the reason, and shows the answer', async () => {
    const lowered = { ...protection, limits: withLimit({ kind: 'loss', period: 'day', amount: 20_000, used: 12_345 }) };
    const fake = server().ok(`POST ${ConsoleProtectionPath.limit(12)}`, lowered);
    await openTab(['risk'], fake);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New amount'), '200');
    const submit = screen.getByRole('button', { name: 'Apply limit' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Reason for the limit (kept in the audit log)'), 'Asked by phone');
    await user.click(submit);
    expect(fake.callsTo(`POST ${ConsoleProtectionPath.limit(12)}`)[0]!.body).toEqual({ target: 'limit', kind: 'loss', period: 'day', value: 20_000, reason: 'Asked by phone' });
    expect(await screen.findByText('The limit is in force.')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^Loss 24 hours 200\.00/ })).toBeInTheDocument();
  });

  test('the session limit is sent in minutes', async () => {
    const fake = server().ok(`POST ${ConsoleProtectionPath.limit(12)}`, protection);
    await openTab(['support'], fake);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Limit'), 'Session-time limit');
    await user.type(screen.getByLabelText('New limit (minutes)'), '45');
    await user.type(screen.getByLabelText('Reason for the limit (kept in the audit log)'), 'Long nights');
    await user.click(screen.getByRole('button', { name: 'Apply limit' }));
    expect(fake.callsTo(`POST ${ConsoleProtectionPath.limit(12)}`)[0]!.body).toEqual({ target: 'sessionLimit', value: 45, reason: 'Long nights' });
  });

  test("a raise is refused by the server and its words show under the form; the limit stays", async () => {
    const fake = server().fail(`POST ${ConsoleProtectionPath.limit(12)}`, 'protection.operator.cannot.raise', 'Operators can only lower a limit or add a restriction.');
    await openTab(['support'], fake);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New amount'), '900');
    await user.type(screen.getByLabelText('Reason for the limit (kept in the audit log)'), 'Player asked');
    await user.click(screen.getByRole('button', { name: 'Apply limit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Operators can only lower a limit or add a restriction.');
    expect(screen.queryByText('The limit is in force.')).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^Loss 24 hours 500\.00/ })).toBeInTheDocument();
  });

  test('risk imposes a self-exclusion with a duration and reason; the block in force shows', async () => {
    const until = Date.UTC(2027, 0, 5);
    const blocked = { ...protection, block: { kind: 'selfExclusion' as const, startedAt: Date.UTC(2026, 0, 5), until, by: 'operator' as const } };
    const fake = server().ok(`POST ${ConsoleProtectionPath.block(12)}`, blocked);
    await openTab(['risk'], fake);
    const user = userEvent.setup();
    const form = screen.getByRole('heading', { name: 'Impose a time-out or self-exclusion' }).closest('form')!;
    await user.selectOptions(within(form).getByLabelText('Kind'), 'Self-exclusion');
    await user.selectOptions(within(form).getByLabelText('Duration'), '1 year');
    await user.type(within(form).getByLabelText('Reason for the block (kept in the audit log)'), 'Gambling harm signs');
    await user.click(within(form).getByRole('button', { name: 'Impose' }));
    expect(fake.callsTo(`POST ${ConsoleProtectionPath.block(12)}`)[0]!.body).toEqual({ kind: 'selfExclusion', duration: '1y', reason: 'Gambling harm signs' });
    expect(await screen.findByText('In force: the player has been logged out.')).toBeInTheDocument();
    expect(screen.getByText('An operator')).toBeInTheDocument();
    expect(screen.getByText(new Date(until).toLocaleString())).toBeInTheDocument();
  });

  test('a time-out offers only time-out durations; a permanent exclusion shows as permanent', async () => {
    const fake = server().ok(`GET ${ConsoleProtectionPath.player(12)}`, { ...protection, block: { kind: 'selfExclusion', startedAt: 1, until: null, by: 'member' } });
    await openTab(['risk'], fake);
    const form = screen.getByRole('heading', { name: 'Impose a time-out or self-exclusion' }).closest('form')!;
    expect(within(within(form).getByLabelText('Duration')).getAllByRole('option').map((o) => o.textContent)).toEqual(['24 hours', '7 days', '30 days']);
    expect(screen.getAllByText('Permanent').length).toBeGreaterThan(0);
    expect(screen.getByText('The player', { selector: 'dd' })).toBeInTheDocument();
  });
});
