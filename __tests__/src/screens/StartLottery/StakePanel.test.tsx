import { screen } from '@testing-library/react';
import { LotteryPath } from '@common/contract/lottery';
import { THEMES } from '../../../../src/theme';
import { gameInfo } from '../../helpers/lottery';
import { renderApp, sessionOf } from '../../helpers/renderApp';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe('StakePanel chase select', () => {
  it("draws its text in the theme's text colour on the theme's raised surface, not the browser's grey", async () => {
    const { store } = await renderApp({
      path: '/m/startLottery?gameCode=SSC1',
      session: sessionOf(0),
      routes: {
        [`GET ${LotteryPath.game}`]: { success: true, value: gameInfo() },
        [`GET ${LotteryPath.orders}`]: { content: [], pageNum: 1, totalPages: 1 },
      },
    });
    const select = await screen.findByRole('combobox', { name: /Issues \(chase\)/ });
    const { colors } = store.ui.theme;
    expect(getComputedStyle(select).color).toBe(rgb(colors.text));
    expect(getComputedStyle(select).backgroundColor).toBe(rgb(colors.surfaceRaised));
  });

  it.each(Object.keys(THEMES) as (keyof typeof THEMES)[])('the %s theme keeps form text at 4.5:1 or more on its raised surface', (name) => {
    const { colors } = THEMES[name]();
    expect(contrast(colors.text, colors.surfaceRaised)).toBeGreaterThanOrEqual(4.5);
  });
});
