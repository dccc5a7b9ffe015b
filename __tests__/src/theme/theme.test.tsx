import { screen } from '@testing-library/react';
import { base, buildDarkTheme, buildLightTheme, themeFor, THEMES, type Palette } from '../../../src/theme';
import { inAct, renderApp, statusValue } from '../helpers/renderApp';

/** '#1d4ed8' → 'rgb(29, 78, 216)', the form computed styles report. */
const rgb = (hex: string): string => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

describe('themes', () => {
  it('every theme defines every colour token, shares the base tokens and differs in colour', () => {
    const dark = buildDarkTheme();
    const light = buildLightTheme();
    const keys = Object.keys(dark.colors).sort();
    expect(Object.keys(light.colors).sort()).toEqual(keys);
    for (const theme of [dark, light]) {
      expect(theme.base).toBe(base);
      for (const value of Object.values(theme.colors as Palette)) expect(value).toMatch(/^(#[0-9a-f]{6}|rgba\()/i);
    }
    expect(light.colors.headerBackground).not.toBe(dark.colors.headerBackground);
  });

  it('picks the theme by merchant template; unknown names get dark', () => {
    expect(themeFor('light').name).toBe('light');
    expect(themeFor('dark').name).toBe('dark');
    expect(themeFor('neon').name).toBe('dark');
    expect(themeFor(null).name).toBe('dark');
    expect(Object.keys(THEMES).sort()).toEqual(['dark', 'light']);
  });

  it('keeps touch targets at 44 px', () => {
    expect(base.touchTarget).toBe('44px');
  });
});

describe('runtime theme switch', () => {
  it('the header takes the token colours of the theme in force and restyles when ui.setTheme switches it', async () => {
    const { store } = await renderApp({ path: '/m/home', status: statusValue({ info: { template: 'dark' } }) });
    const header = screen.getByRole('banner');
    const dark = buildDarkTheme().colors;
    const light = buildLightTheme().colors;
    expect(getComputedStyle(header).backgroundColor).toBe(rgb(dark.headerBackground));
    expect(getComputedStyle(header).color).toBe(rgb(dark.headerText));

    await inAct(() => store.ui.setTheme('light'));
    expect(getComputedStyle(screen.getByRole('banner')).backgroundColor).toBe(rgb(light.headerBackground));
    expect(getComputedStyle(screen.getByRole('banner')).color).toBe(rgb(light.headerText));
    expect(getComputedStyle(document.body).backgroundColor).toBe(rgb(light.background));

    await inAct(() => store.ui.setTheme('dark'));
    expect(getComputedStyle(screen.getByRole('banner')).backgroundColor).toBe(rgb(dark.headerBackground));
  });

  it('a merchant template of light renders the light theme from the start', async () => {
    await renderApp({ path: '/m/home', status: statusValue({ info: { template: 'light' } }) });
    expect(getComputedStyle(screen.getByRole('banner')).backgroundColor).toBe(rgb(buildLightTheme().colors.headerBackground));
  });
});
