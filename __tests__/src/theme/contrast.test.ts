import { contrast } from '../../../src/theme/contrast';

describe('colour contrast (WCAG 2)', () => {
  test('black on white is 21:1, a colour on itself 1:1, in either order', () => {
    expect(contrast('#000000', '#ffffff')).toBe(21);
    expect(contrast('#ffffff', '#000000')).toBe(21);
    expect(contrast('#1d4ed8', '#1d4ed8')).toBe(1);
  });

  test("the site's light theme's white on its blue passes 4.5:1; white on a light yellow does not", () => {
    expect(contrast('#1d4ed8', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#fde68a', '#ffffff')).toBeLessThan(4.5);
  });
});
