import { backTarget } from '../../../../src/components/Header/backTarget';

describe('backTarget', () => {
  it.each([0, 1])('goes home when the history holds %i entries', (length) => {
    expect(backTarget(length, '/notice')).toBe('/home');
  });

  it('goes home from /activity whatever the history', () => {
    expect(backTarget(5, '/activity')).toBe('/home');
  });

  it('goes one page back otherwise', () => {
    expect(backTarget(2, '/notice')).toBe(-1);
    expect(backTarget(10, '/member/home')).toBe(-1);
  });
});
