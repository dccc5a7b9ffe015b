import { screen, within } from '@testing-library/react';
import { LotteryPath, type VerifyResult } from '@common/contract/lottery';
import { VN_PRIZE_TIERS } from '@common/lottery/games';
import { PRIZE_TIER_ORDER } from '../../../../src/components/lottery/ResultNumbers';
import { en, renderApp, sessionOf } from '../../helpers/renderApp';
import { gameInfo, lotteryTile, result } from '../../helpers/lottery';

/** A northern sheet: every tier's numbers, `n` repeated to its width (special 00000, first 11111...). */
const northSheet = (): string[][] => VN_PRIZE_TIERS['vn-north'].map((tier, i) => Array.from({ length: tier.count }, () => String(i).repeat(tier.width)));
const vnResult = () => {
  const prizes = northSheet();
  return result(0, prizes.flat(), { gameCode: 'VN_NORTH_5', prizes, seed: 'cd'.repeat(32) });
};

describe('Vietnamese result sheets', () => {
  it.each(['vn-north', 'vn-south'] as const)('the tier names follow the engine order of the %s sheet', (kind) => {
    expect(VN_PRIZE_TIERS[kind].map((tier) => tier.name)).toEqual(PRIZE_TIER_ORDER.slice(0, VN_PRIZE_TIERS[kind].length));
  });

  it('lists (/m/moreLottery) show the special prize only and say that it is the special prize', async () => {
    await renderApp({
      path: '/m/moreLottery',
      session: sessionOf(0),
      routes: { [`GET ${LotteryPath.list}`]: { success: true, value: [lotteryTile({ gameCode: 'VN_NORTH_5', kind: 'vn-north', labelName: 'Vietnam North 5 Minutes', last: vnResult() })] } },
    });
    const row = await screen.findByRole('link', { name: /Vietnam North 5 Minutes/ });
    const tiers = within(row).getAllByTestId('prize-tier');
    expect(tiers).toHaveLength(1);
    expect(tiers[0]).toHaveTextContent(`${en.lottery.prizeTier.special}:00000`);
  });

  it('the verify panel shows every prize group under its tier name', async () => {
    const answer: VerifyResult = { issue: vnResult(), hashMatches: true, resultMatches: true, recomputed: [] };
    await renderApp({
      path: `/m/startLottery?gameCode=VN_NORTH_5&verify=${answer.issue.issueNumber}`,
      session: sessionOf(0),
      routes: {
        [`GET ${LotteryPath.game}`]: { success: true, value: gameInfo({}, 'VN_NORTH_5') },
        [`GET ${LotteryPath.orders}`]: { content: [], pageNum: 1, totalPages: 1 },
        [`GET ${LotteryPath.verify}`]: { success: true, value: answer },
      },
    });
    const panel = await screen.findByRole('region', { name: en.lottery.verifyTitle.replace('{{issue}}', answer.issue.issueNumber) });
    const tiers = await within(panel).findAllByTestId('prize-tier');
    expect(tiers.map((tier) => tier.textContent)).toEqual([
      `${en.lottery.prizeTier.special}:00000`,
      `${en.lottery.prizeTier.first}:11111`,
      `${en.lottery.prizeTier.second}:2222222222`,
      `${en.lottery.prizeTier.third}:${'33333'.repeat(6)}`,
      `${en.lottery.prizeTier.fourth}:${'4444'.repeat(4)}`,
      `${en.lottery.prizeTier.fifth}:${'5555'.repeat(6)}`,
      `${en.lottery.prizeTier.sixth}:${'666'.repeat(3)}`,
      `${en.lottery.prizeTier.seventh}:${'77'.repeat(4)}`,
    ]);
  });
});
