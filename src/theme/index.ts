export { GlobalStyle } from './GlobalStyle';
export { base, themeFor, THEMES, buildDarkTheme, buildLightTheme } from './tokens';
export type { MlobbyTheme, Palette, ThemeName } from './tokens';
export { contrast, READABLE_CONTRAST } from './contrast';
