import { gameNames, WORDS } from '../../../../server/modules/catalog/names';

describe('gameNames', () => {
  it('gives distinct names, the same for the same vendor code', () => {
    const names = gameNames('SPN', 700, WORDS.adjectives, WORDS.slots);
    expect(new Set(names).size).toBe(700);
    expect(gameNames('SPN', 700, WORDS.adjectives, WORDS.slots)).toEqual(names);
  });

  it('orders names differently per vendor', () => {
    expect(gameNames('SPN', 10, WORDS.adjectives, WORDS.slots)).not.toEqual(gameNames('LUM', 10, WORDS.adjectives, WORDS.slots));
  });

  it('refuses to ask for more names than the words can make', () => {
    expect(() => gameNames('X', 200, ['A', 'B'], ['C'])).toThrow(/only 20/);
  });
});
