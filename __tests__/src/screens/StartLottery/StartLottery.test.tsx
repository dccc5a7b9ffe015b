import { act, screen, within } from '@testing-library/react';
import { LotteryPath, type VerifyResult } from '@common/contract/lottery';
import { deriveNumbers, seedHash } from '@common/lottery/fairness';
import { installWebCrypto } from '../../helpers/crypto';
import { callsTo, renderApp, sessionOf, statusValue, type Reply } from '../../helpers/renderApp';
import { gameInfo, issue, lotteryTile, order, result, T0 } from '../../helpers/lottery';

function openGame(path: string, routes: Record<string, Reply> = {}, languages?: string[]) {
  return renderApp({
    path,
    session: sessionOf(0),
    status: languages ? statusValue({ info: { languages } }) : undefined,
    routes: {
      [`GET ${LotteryPath.game}`]: ({ url }: { url: string }) => ({ success: true, value: gameInfo({}, new URL(url, 'http://x').searchParams.get('gameCode') ?? 'SSC1') }),
      [`GET ${LotteryPath.orders}`]: { content: [], pageNum: 1, totalPages: 1 },
      [`GET ${LotteryPath.results}`]: { success: true, value: { content: [], pageNum: 1, totalPages: 1 } },
      ...routes,
    },
  });
}

describe('StartLottery countdown', () => {
  afterEach(() => jest.useRealTimers());

  it('counts down to close on the server clock, not the device clock', async () => {
    // The device is 90 s behind the server: uncorrected it would show 02:20 for a close 50 s away.
    jest.useFakeTimers({ now: T0 - 90_000, advanceTimers: true });
    await openGame('/m/startLottery?gameCode=SSC1');
    const timer = await screen.findByRole('timer');
    expect(['00:50', '00:49']).toContain(timer.textContent);
  });

  it('re-fetches the game when the current issue closes', async () => {
    jest.useFakeTimers({ now: issue(1).closesAt - 1_500, advanceTimers: true });
    const { fetch } = await openGame('/m/startLottery?gameCode=SSC1', {
      [`GET ${LotteryPath.game}`]: { success: true, value: gameInfo({ serverTime: issue(1).closesAt - 1_500 }) },
    });
    await screen.findByRole('timer');
    expect(callsTo(fetch, LotteryPath.game)).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2_000);
    });
    expect(callsTo(fetch, LotteryPath.game).length).toBeGreaterThanOrEqual(2);
  });
});

describe('StartLottery bet slip', () => {
  it('shows units and total as digits are picked, with real pressed-state buttons', async () => {
    const { user } = await openGame('/m/startLottery?gameCode=SSC1');
    await screen.findByRole('button', { name: 'Any position' });
    const first = screen.getByRole('group', { name: 'Position 1' });
    await user.click(within(first).getByRole('button', { name: '3' }));
    await user.click(within(first).getByRole('button', { name: '4' }));
    expect(within(first).getByRole('button', { name: '3' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('units')).toHaveTextContent('2');
    await user.clear(screen.getByRole('textbox', { name: 'Multiple' }));
    await user.type(screen.getByRole('textbox', { name: 'Multiple' }), '5');
    expect(screen.getByTestId('total')).toHaveTextContent('10.00');
  });
});

describe('StartLottery my orders', () => {
  it('offers cancel only on pending sub-orders of issues still open, and cancels that one', async () => {
    jest.useFakeTimers({ now: T0, advanceTimers: true });
    const { user, fetch } = await openGame('/m/startLottery?gameCode=SSC1', {
      [`GET ${LotteryPath.orders}`]: { content: [order()], pageNum: 1, totalPages: 1 },
      [`POST ${LotteryPath.cancel}`]: order(),
    });
    await user.click(await screen.findByRole('button', { name: 'My orders' }));
    const item = await screen.findByRole('listitem', { name: 'Order 7' });
    const cancels = within(item).getAllByRole('button', { name: 'Cancel' });
    expect(cancels).toHaveLength(1);
    await user.click(cancels[0]);
    expect(JSON.parse(String(callsTo(fetch, LotteryPath.cancel, 'POST')[0].init.body))).toEqual({ orderId: 7, suborderIds: [71] });
    jest.useRealTimers();
  });
});

describe('StartLottery fairness verification', () => {
  beforeAll(installWebCrypto);

  async function verifyWith(tamper: boolean) {
    const seed = 'cd'.repeat(32);
    const number = issue(0).issueNumber;
    const { numbers } = await deriveNumbers('ssc', seed, 'SSC1', number);
    const posted = tamper ? numbers.map((n) => String((Number(n) + 1) % 10)) : numbers;
    const answer: VerifyResult = {
      issue: result(0, posted, { seed, seedHash: await seedHash(seed) }),
      hashMatches: true,
      resultMatches: true,
      recomputed: posted,
    };
    await openGame(`/m/startLottery?gameCode=SSC1&verify=${number}`, { [`GET ${LotteryPath.verify}`]: { success: true, value: answer } });
    return screen.findByTestId('browser-verdict', {}, { timeout: 3000 }).then(async (el) => {
      await screen.findByText(/Result: (match|MISMATCH)/, { selector: '[data-testid="browser-verdict"]' });
      return el;
    });
  }

  it('recomputes hash and result in the browser and reports a match', async () => {
    const verdict = await verifyWith(false);
    expect(verdict).toHaveTextContent('Hash: match · Result: match');
    expect(screen.getByText('cd'.repeat(32))).toBeInTheDocument();
  });

  it('reports a mismatch when the posted result is not what the seed gives, whatever the server says', async () => {
    const verdict = await verifyWith(true);
    expect(verdict).toHaveTextContent('Result: MISMATCH');
    expect(screen.getByTestId('server-verdict')).toHaveTextContent('Result: match');
  });
});

describe('StartLottery Vietnamese launch (view=lobby, lang, backUrl)', () => {
  const vnList = { success: true, value: [lotteryTile({ gameCode: 'VN_NORTH', labelName: 'Vietnam North', vendorCode: 'TCG_LOTTO_VN' }), lotteryTile({ gameCode: 'VN_SOUTH', labelName: 'Vietnam South', vendorCode: 'TCG_LOTTO_VN' }), lotteryTile()] };
  const launch = (backUrl: string) => `/m/startLottery?${new URLSearchParams({ gameCode: 'VN_NORTH', view: 'lobby', lang: 'VI', backUrl })}`;

  it('shows a back link to the /m page it came from and the vendor games to switch between', async () => {
    await openGame(launch('http://localhost/m/home'), { [`GET ${LotteryPath.list}`]: vnList });
    const lobby = await screen.findByRole('navigation', { name: 'Lottery lobby' });
    expect(within(lobby).getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/m/home');
    expect(await within(lobby).findByRole('link', { name: 'Vietnam South' })).toHaveAttribute('href', expect.stringContaining('gameCode=VN_SOUTH'));
    expect(within(lobby).getByRole('link', { name: 'Vietnam South' }).getAttribute('href')).toContain('view=lobby');
    expect(within(lobby).queryByRole('link', { name: 'SSC 1 Minute' })).toBeNull();
  });

  it('refuses a back link that leaves the site', async () => {
    await openGame(launch('https://evil.test/m/home'), { [`GET ${LotteryPath.list}`]: vnList });
    const lobby = await screen.findByRole('navigation', { name: 'Lottery lobby' });
    expect(within(lobby).queryByRole('link', { name: 'Back' })).toBeNull();
  });

  it('switches to Vietnamese when the merchant offers it, and stays otherwise', async () => {
    const offered = await openGame(launch('/m/home'), {}, ['bn', 'en', 'vi']);
    await screen.findByRole('heading', { name: 'Miền Bắc' }); // the Vietnamese name, now that the site speaks Vietnamese;
    expect(offered.store.language.code).toBe('vi');
    offered.unmount();
    const notOffered = await openGame(launch('/m/home'), {}, ['bn', 'en']);
    await screen.findByRole('heading', { name: 'Vietnam North' });
    expect(notOffered.store.language.code).toBe('en');
  });
});

describe('StartLottery unknown game', () => {
  it('says the lottery was not found and links to every lottery instead of loading forever', async () => {
    await openGame('/m/startLottery?gameCode=NOPE', {
      [`GET ${LotteryPath.game}`]: { success: false, code: 'lottery.game.unknown', message: 'Unknown lottery game.' },
    });
    expect(await screen.findByText('This lottery was not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All lotteries' })).toHaveAttribute('href', '/m/moreLottery');
  });
});
