/** A lottery-ticket item's bet: for every house lottery game that can be a ticket, a random selection is valid and costs exactly one unit. */
import { LOTTERY_GAMES, findBetType, findLotteryGame } from '@common/lottery/games';
import { unitsOf, validateSelection } from '@common/lottery/settlement';
import { isTicketGame, ticketRequest } from '../../../../../server/modules/loyalty/mall/ticket';

describe('lottery ticket bets', () => {
  test.each(LOTTERY_GAMES.filter((g) => isTicketGame(g.code)).map((g) => g.code))('%s: 20 random tickets are each a valid one-unit bet of the stake', (code) => {
    const game = findLotteryGame(code)!;
    for (let i = 0; i < 20; i += 1) {
      const request = ticketRequest(code, 200n, 'issue', `mall-${i}`);
      const betType = findBetType(game, request.betType)!;
      expect(validateSelection(game, betType, request.selection)).toBeNull();
      expect(unitsOf(game, betType, request.selection)).toBe(1);
      expect(betType.odds[request.prizeMode]).toBeDefined();
      expect(request).toMatchObject({ unitStake: 200, multiple: 1, issues: ['issue'], stopOnWin: false });
    }
  });

  test('an unknown game cannot be a ticket; every house SSC game can', () => {
    expect(isTicketGame('NOPE')).toBe(false);
    expect(LOTTERY_GAMES.filter((g) => g.code.startsWith('SSC')).every((g) => isTicketGame(g.code))).toBe(true);
  });
});
