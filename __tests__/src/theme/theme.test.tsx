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

  it("takes the merchant's brand colours: the brand colour paints the header, the background colour the page", () => {
    const light = buildLightTheme();
    const theme = themeFor('light', { themeColor: '#aa0000', backgroundColor: '#fafafa' });
    expect(theme.colors).toEqual({ ...light.colors, headerBackground: '#aa0000', background: '#fafafa' });
    expect(themeFor('dark', null).colors).toEqual(buildDarkTheme().colors);
  });

  it('a brand colour the header text would not read on turns that text black or white; a colour that is not #rrggbb is ignored', () => {
    const dark = buildDarkTheme();
    // The dark template's near-white header text on a pale yellow: 1.1:1, so the text turns black.
    expect(themeFor('dark', { themeColor: '#fde68a', backgroundColor: dark.colors.background }).colors).toMatchObject({ headerBackground: '#fde68a', headerText: '#000000' });
    expect(themeFor('dark', { themeColor: 'red', backgroundColor: 'url(x)' }).colors).toEqual(dark.colors);
  });

  it("a background the template's text cannot be read on (under 4.5:1) is not used: no merchant's choice makes the site unreadable", () => {
    const light = buildLightTheme();
    expect(themeFor('light', { themeColor: light.colors.headerBackground, backgroundColor: '#0b1220' }).colors.background).toBe(light.colors.background);
  });

  it('keeps touch targets at 44 px', () => {
    expect(base.touchTarget).toBe('44px');
  });
});

describe('runtime theme switch', () => {
  it('the header takes the token colours of the theme in force and restyles when ui.setTheme switches it', async () => {
    // The merchant's brand colours are the dark template's own, so the light theme's header is the brand's too.
    const brand = { themeColor: buildDarkTheme().colors.headerBackground, backgroundColor: buildDarkTheme().colors.background };
    const { store } = await renderApp({ path: '/m/home', status: statusValue({ info: { template: 'dark', theme: brand } }) });
    const header = screen.getByRole('banner');
    const dark = buildDarkTheme().colors;
    const light = themeFor('light', brand).colors;
    expect(getComputedStyle(header).backgroundColor).toBe(rgb(dark.headerBackground));
    expect(getComputedStyle(header).color).toBe(rgb(dark.headerText));

    await inAct(() => store.ui.setTheme('light'));
    expect(getComputedStyle(screen.getByRole('banner')).backgroundColor).toBe(rgb(light.headerBackground));
    expect(getComputedStyle(screen.getByRole('banner')).color).toBe(rgb(light.headerText));
    expect(getComputedStyle(document.body).backgroundColor).toBe(rgb(light.background));

    await inAct(() => store.ui.setTheme('dark'));
    expect(getComputedStyle(screen.getByRole('banner')).backgroundColor).toBe(rgb(dark.headerBackground));
  });

  it('a merchant template of light renders the light theme from the start, in the brand colour', async () => {
    await renderApp({ path: '/m/home', status: statusValue({ info: { template: 'light', theme: { themeColor: '#aa0000', backgroundColor: '#fafafa' } } }) });
    expect(getComputedStyle(screen.getByRole('banner')).backgroundColor).toBe(rgb('#aa0000'));
    expect(getComputedStyle(document.body).backgroundColor).toBe(rgb('#fafafa'));
    expect(getComputedStyle(screen.getByRole('banner')).color).toBe(rgb(buildLightTheme().colors.headerText));
  });
});
