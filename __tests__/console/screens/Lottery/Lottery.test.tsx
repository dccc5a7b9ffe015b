import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LotteryAdminPath, type ConsoleIssue, type ConsoleLotteryGame } from '@common/contract/consoleCatalog';
import { renderConsole } from '../../helpers/console';
import { FakeServer, operator } from '../../helpers/fakeServer';

const games: ConsoleLotteryGame[] = [
  { gameCode: 'QK3', labelName: 'Quick 3', kind: 'pick3', enabled: true },
  { gameCode: 'LK5', labelName: 'Lucky 5', kind: 'pick5', enabled: false },
];
const issue = (patch: Partial<ConsoleIssue>): ConsoleIssue => ({
  gameCode: 'QK3', issueNumber: '20261126-001', status: 'open', opensAt: 0, closesAt: 0, drawAt: 0, seedHash: 'a1b2c3', seed: null, numbers: [], settlement: 'pending', drawnAt: null, settledAt: null, ...patch,
});
const upcoming = [issue({ issueNumber: '20261126-090', seedHash: 'hash-of-090' })];
const results = { items: [issue({ issueNumber: '20261126-001', status: 'drawn', seed: 'seed-001', seedHash: 'hash-of-001', numbers: ['3', '1', '4'], settlement: 'failed' })], page: 1, pageSize: 50, total: 1 };

const lotteryServer = () =>
  new FakeServer().ok(`GET ${LotteryAdminPath.games}`, games).ok(`GET ${LotteryAdminPath.upcoming}`, upcoming).ok(`GET ${LotteryAdminPath.results}`, results);

describe('lottery', () => {
  test('upcoming issues show their seed hash only; results the revealed seed, the numbers and a failed settlement', async () => {
    await renderConsole({ me: operator(['owner']), path: '/lottery', server: lotteryServer() });
    const next = await screen.findByRole('row', { name: /20261126-090/ });
    expect(next).toHaveTextContent('hash-of-090');
    const drawn = within(await screen.findByRole('table', { name: 'Results' })).getByRole('row', { name: /20261126-001/ });
    expect(drawn).toHaveTextContent('3 1 4');
    expect(drawn).toHaveTextContent('seed-001');
    expect(within(drawn).getByText('Failed')).toBeInTheDocument();
  });

  test('picking a game and a settlement filters both lists by them', async () => {
    const server = lotteryServer();
    await renderConsole({ me: operator(['owner']), path: '/lottery', server });
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Lucky 5' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game' }), 'LK5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Settlement' }), 'failed');
    expect(server.callsTo(`GET ${LotteryAdminPath.upcoming}`).at(-1)!.url).toBe(`${LotteryAdminPath.upcoming}?gameCode=LK5`);
    expect(server.callsTo(`GET ${LotteryAdminPath.results}`).at(-1)!.url).toBe(`${LotteryAdminPath.results}?gameCode=LK5&settlement=failed&page=1`);
  });

  test('a platform-wide operator switches a game off, and the list shows what the server answers', async () => {
    const server = lotteryServer().ok(`PUT ${LotteryAdminPath.game('QK3')}`, games.map((g) => ({ ...g, enabled: false })));
    await renderConsole({ me: operator(['owner'], { merchantCode: null }), path: '/lottery', server });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Switch Quick 3 off' }));
    expect(server.callsTo(`PUT ${LotteryAdminPath.game('QK3')}`)[0]!.body).toEqual({ enabled: false });
    expect(await screen.findByRole('button', { name: 'Switch Quick 3 on' })).toBeInTheDocument();
  });

  test("a merchant's operator sees the games but gets no switch (they are every merchant's)", async () => {
    await renderConsole({ me: operator(['owner']), path: '/lottery', server: lotteryServer() });
    expect(await screen.findByRole('row', { name: /Quick 3/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Switch/ })).not.toBeInTheDocument();
    expect(screen.getByText('Games are switched for every merchant by platform operators.')).toBeInTheDocument();
  });
});
