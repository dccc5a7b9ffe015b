import { BetSlip, parseMinor } from '../../../../src/screens/StartLottery/betSlip';
import { gameInfo, issue, T0 } from '../../helpers/lottery';

const slipOf = (gameCode = 'SSC1') => {
  const info = gameInfo({}, gameCode);
  return new BetSlip(() => info);
};

describe('parseMinor', () => {
  it('reads a typed amount of at most 2 decimals as minor units', () => {
    expect(parseMinor('2')).toBe(200);
    expect(parseMinor('2.5')).toBe(250);
    expect(parseMinor('0.01')).toBe(1);
  });

  it.each(['', '0', '1.234', '-1', 'abc'])('refuses %p', (text) => {
    expect(parseMinor(text)).toBeNull();
  });
});

describe('BetSlip: selection → units and total', () => {
  it('counts one unit per picked digit of the positional bet', () => {
    const slip = slipOf();
    slip.chooseBetType('position');
    slip.toggle('1', 0);
    slip.toggle('2', 0);
    slip.toggle('7', 4);
    expect(slip.units).toBe(3);
    slip.setUnitStake('2');
    slip.setMultiple('3');
    expect(slip.amountPerIssue).toBe(3 * 200 * 3);
  });

  it('multiplies the digits of each position for a straight bet and is 0 until every position has one', () => {
    const slip = slipOf();
    slip.chooseBetType('last2');
    slip.toggle('1', 0);
    expect(slip.units).toBe(0);
    slip.toggle('2', 0);
    slip.toggle('3', 1);
    slip.toggle('4', 1);
    slip.toggle('5', 1);
    expect(slip.units).toBe(6);
  });

  it('charges the chased issues: the total is the amount per issue times the issues', () => {
    const slip = slipOf();
    slip.chooseBetType('sum_big_small');
    slip.toggle('big');
    slip.setChase(3, true);
    expect(slip.units).toBe(1);
    expect(slip.total(T0)).toBe(100 * 3);
    expect(slip.draft(T0)).toEqual({
      gameCode: 'SSC1',
      prizeMode: 'Lott',
      betType: 'sum_big_small',
      selection: [['big']],
      unitStake: 100,
      multiple: 1,
      issues: [issue(1).issueNumber, issue(2).issueNumber, issue(3).issueNumber],
      stopOnWin: true,
    });
  });

  it('never chases an issue that has closed on the server clock', () => {
    const slip = slipOf();
    slip.chooseBetType('sum_big_small');
    slip.toggle('big');
    slip.setChase(3, false);
    expect(slip.draft(issue(1).closesAt)?.issues).toEqual([issue(2).issueNumber, issue(3).issueNumber]);
  });

  it('applies a bet type stake multiplier (VN north bao lô 2 costs 27 units a number)', () => {
    const slip = slipOf('VN_NORTH');
    slip.chooseBetType('bao_lo_2');
    slip.toggle('07');
    slip.toggle('42');
    expect(slip.units).toBe(2 * 27);
  });

  it('pays odds × stake × multiple per hit, with an option\'s own odds where it has them', () => {
    const slip = slipOf('K3_1');
    slip.chooseBetType('sum');
    slip.toggle('4');
    slip.setMultiple('2');
    const odds = slip.info.betTypes.find((t) => t.code === 'sum')!.optionOdds!['4'].Lott!;
    expect(slip.winPerHit).toBe(Math.floor((100 * 2 * odds) / 1000));
  });
});
