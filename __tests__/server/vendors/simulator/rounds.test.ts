import { OUTCOME_TOTAL, OUTCOMES, playSimulatedRound, SIMULATOR_RTP, SIMULATOR_STAKES } from '../../../../server/vendors/simulator/rounds';

describe('simulated rounds', () => {
  it('state an exact return of 95 %', () => {
    expect(SIMULATOR_RTP).toBe(0.95);
  });

  it('pay each outcome for its share of the draw, in whole minor units', () => {
    let ticket = 0;
    for (const outcome of OUTCOMES) {
      for (let i = 0; i < outcome.weight; i++) {
        const round = playSimulatedRound(200, () => ticket++);
        expect(round.multiple).toBe(outcome.halves / 2);
        expect(round.win).toBe(outcome.halves * 100);
      }
    }
    expect(ticket).toBe(OUTCOME_TOTAL);
  });

  it('offer only even stakes, so a half-stake win is never a fraction', () => {
    for (const stake of SIMULATOR_STAKES) expect(stake % 2).toBe(0);
  });

  it('draw from node:crypto, never Math.random', () => {
    const mathRandom = jest.spyOn(Math, 'random');
    for (let i = 0; i < 100; i++) expect(Number.isInteger(playSimulatedRound(100).win)).toBe(true);
    expect(mathRandom).not.toHaveBeenCalled();
    mathRandom.mockRestore();
  });
});
