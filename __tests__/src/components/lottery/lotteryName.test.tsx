import { act, screen, within } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { GamePath, type WinnerEntry } from '@common/contract/games';
import { LotteryPath } from '@common/contract/lottery';
import { LOTTERY_GAMES } from '@common/lottery/games';
import bn from '../../../../locales/bn.json';
import { lotteryName } from '../../../../src/components/lottery/lotteryName';
import { switchLanguage } from '../../../../src/i18n';
import { category, homeRoutes } from '../../helpers/games';
import { gameInfo, lotteryTile } from '../../helpers/lottery';
import { createTestI18n, renderApp, sessionOf, type Reply } from '../../helpers/renderApp';

const LOCALES = path.resolve(__dirname, '../../../../locales');
type Names = Record<string, string>;
const namesOf = (file: string): Names => (JSON.parse(readFileSync(path.join(LOCALES, file), 'utf8')) as { lottery: { name: Names } }).lottery.name;

/** Renders `route` logged in, then switches the site to Bengali (the merchant's default). */
async function inBengali(route: string, routes: Record<string, Reply>) {
  const rendered = await renderApp({ path: route, session: sessionOf(0), routes });
  await act(() => switchLanguage(rendered.i18n, 'bn', async () => bn));
  return rendered;
}

describe('lottery names', () => {
  const english = namesOf('en.json');

  it.each(readdirSync(LOCALES).filter((f) => f.endsWith('.json')))('%s names every lottery game of the engine', (file) => {
    const names = namesOf(file);
    for (const game of LOTTERY_GAMES) expect([game.code, typeof names[game.code]]).toEqual([game.code, 'string']);
  });

  it('English names are the engine labels, so the server and the site name a game alike', () => {
    for (const game of LOTTERY_GAMES) expect(english[game.code]).toBe(game.labelName);
  });

  it.each(readdirSync(LOCALES).filter((f) => f.endsWith('.json') && f !== 'en.json'))('%s translates the lottery names, not copies the English ones', (file) => {
    const names = namesOf(file);
    expect(LOTTERY_GAMES.filter((game) => names[game.code] !== english[game.code]).map((g) => g.code)).toContain('VN_NORTH_5');
  });

  it("falls back to the server's label for a game the locales do not name yet", async () => {
    const i18n = await createTestI18n();
    expect(lotteryName(i18n.t, { gameCode: 'NEW_GAME', labelName: 'New Game 2 Minutes' })).toBe('New Game 2 Minutes');
  });
});

describe('lottery names in Bengali on every screen that shows one', () => {
  const vn = lotteryTile({ gameCode: 'VN_NORTH_5', gameGroupCode: 'VN', labelName: 'Vietnam North 5 Minutes', kind: 'vn-north', vendorCode: 'TCG_LOTTO_VN' });

  it('home lottery tiles', async () => {
    await inBengali('/m/home', {
      ...homeRoutes({ categories: [category('LOTT', 1, ['HOUSE_LOTTO'])] }),
      [`GET ${LotteryPath.centre}`]: { success: true, value: [lotteryTile(), vn] },
    });
    expect(await screen.findByRole('link', { name: bn.lottery.name.SSC1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: bn.lottery.name.VN_NORTH_5 })).toBeInTheDocument();
    expect(screen.queryByText('Vietnam North 5 Minutes')).toBeNull();
  });

  it('/m/moreLottery rows', async () => {
    await inBengali('/m/moreLottery', { [`GET ${LotteryPath.list}`]: { success: true, value: [vn] } });
    const row = await screen.findByRole('link', { name: new RegExp(bn.lottery.name.VN_NORTH_5) });
    expect(row).not.toHaveTextContent('Vietnam North');
  });

  it('/m/startLottery heading above the bet slip and the lobby bar', async () => {
    await inBengali('/m/startLottery?gameCode=VN_NORTH_5&view=lobby', {
      [`GET ${LotteryPath.game}`]: { success: true, value: gameInfo({}, 'VN_NORTH_5') },
      [`GET ${LotteryPath.list}`]: { success: true, value: [vn, lotteryTile({ gameCode: 'VN_SOUTH_5', gameGroupCode: 'VN', labelName: 'Vietnam South 5 Minutes', kind: 'vn-south', vendorCode: 'TCG_LOTTO_VN' })] },
      [`GET ${LotteryPath.orders}`]: { content: [], pageNum: 1, totalPages: 1 },
    });
    expect(await screen.findByRole('heading', { name: bn.lottery.name.VN_NORTH_5 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: bn.lottery.name.VN_SOUTH_5 })).toBeInTheDocument();
  });

  it("winner board: a lottery win by the lottery's name, a vendor game by the catalogue's name", async () => {
    const win = (over: Partial<WinnerEntry>): WinnerEntry => ({ userName: 'de***34', gameName: 'Lucky Lanterns', lotteryCode: null, vendorCode: 'V1', gameType: 'RNG', amount: 12_300, time: 1, ...over });
    await inBengali('/m/home', {
      ...homeRoutes(),
      [`GET ${GamePath.winners}`]: { success: true, value: [win({ gameName: 'SSC 1 Minute', lotteryCode: 'SSC1', vendorCode: 'HOUSE_LOTTERY', gameType: 'LOTT' }), win({})] },
    });
    const board = await screen.findByRole('region', { name: bn.home.winners });
    const lines = within(board).getAllByRole('listitem').map((li) => li.textContent);
    expect(lines[0]).toContain(bn.lottery.name.SSC1);
    expect(lines[0]).not.toContain('Minute');
    expect(lines[1]).toContain('Lucky Lanterns');
  });
});
