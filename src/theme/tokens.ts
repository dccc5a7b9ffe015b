import type { BrandColours } from '@common/contract/system';
import { TOUCH_TARGET_PX } from '../config/constants';
import { contrast, READABLE_CONTRAST } from './contrast';

/**
 * Theme tokens (Outline's shared/styles/theme.ts pattern): a base object of sizes and motion
 * shared by every theme, and one builder per merchant template that adds the colours.
 */
export const base = {
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Bengali', 'Helvetica Neue', Arial, sans-serif",
  fontSize: { small: '12px', body: '14px', title: '17px', large: '20px' },
  radius: { small: '6px', medium: '10px', large: '16px', round: '999px' },
  space: { xs: '4px', s: '8px', m: '12px', l: '16px', xl: '24px' },
  touchTarget: `${TOUCH_TARGET_PX}px`,
  headerHeight: '48px',
  bottomNavHeight: '56px',
  drawerWidth: '280px',
  maxContentWidth: '640px',
  zIndex: { header: 10, nav: 10, drawer: 30, dialog: 40, toast: 50, loading: 60 },
};

/** Colour tokens every theme must define; components use only these. */
export interface Palette {
  background: string;
  surface: string;
  surfaceRaised: string;
  text: string;
  textMuted: string;
  primary: string;
  onPrimary: string;
  accent: string;
  danger: string;
  success: string;
  border: string;
  overlay: string;
  headerBackground: string;
  headerText: string;
  navBackground: string;
  navActive: string;
  navInactive: string;
  toastBackground: string;
  toastText: string;
  focus: string;
}

export type ThemeName = 'dark' | 'light';

export interface MlobbyTheme {
  name: ThemeName;
  base: typeof base;
  colors: Palette;
}

/** Dark default theme: navy and gold, easy on OLED phones at night. */
export function buildDarkTheme(): MlobbyTheme {
  return {
    name: 'dark',
    base,
    colors: {
      background: '#0b1220',
      surface: '#131c2e',
      surfaceRaised: '#1c2740',
      text: '#f2f4f8',
      textMuted: '#a3adc2',
      primary: '#f5b301',
      onPrimary: '#1a1300',
      accent: '#38bdf8',
      danger: '#f87171',
      success: '#4ade80',
      border: '#2a3652',
      overlay: 'rgba(3, 6, 12, 0.72)',
      headerBackground: '#0f1a2e',
      headerText: '#f2f4f8',
      navBackground: '#0f1a2e',
      navActive: '#f5b301',
      navInactive: '#8b96ad',
      toastBackground: 'rgba(20, 28, 46, 0.94)',
      toastText: '#ffffff',
      focus: '#fbbf24',
    },
  };
}

/** Light theme: white surfaces with a deep blue brand colour. */
export function buildLightTheme(): MlobbyTheme {
  return {
    name: 'light',
    base,
    colors: {
      background: '#f3f5f9',
      surface: '#ffffff',
      surfaceRaised: '#ffffff',
      text: '#172033',
      textMuted: '#5b6578',
      primary: '#1d4ed8',
      onPrimary: '#ffffff',
      accent: '#0f766e',
      danger: '#b91c1c',
      success: '#15803d',
      border: '#d5dbe6',
      overlay: 'rgba(15, 23, 42, 0.55)',
      headerBackground: '#1d4ed8',
      headerText: '#ffffff',
      navBackground: '#ffffff',
      navActive: '#1d4ed8',
      navInactive: '#5b6578',
      toastBackground: 'rgba(23, 32, 51, 0.92)',
      toastText: '#ffffff',
      focus: '#f59e0b',
    },
  };
}

export const THEMES: Record<ThemeName, () => MlobbyTheme> = {
  dark: buildDarkTheme,
  light: buildLightTheme,
};

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
const BLACK = '#000000';
const WHITE = '#ffffff';

/** The template's colour for text on `surface` if it reads there, else black or white, whichever reads better. */
function readableOn(surface: string, preferred: string): string {
  if (contrast(preferred, surface) >= READABLE_CONTRAST) return preferred;
  return contrast(BLACK, surface) >= contrast(WHITE, surface) ? BLACK : WHITE;
}

/**
 * The template's theme in a merchant's colours: the brand colour paints the header (its text turns
 * black or white when the template's would not read on it), the background colour the page. A colour that is not #rrggbb is ignored; a page
 * background the template's text cannot be read on (under 4.5:1) is ignored too, so no
 * merchant's choice can make the site unreadable.
 */
function branded(theme: MlobbyTheme, brand: BrandColours): MlobbyTheme {
  const colors = { ...theme.colors };
  if (HEX_COLOUR.test(brand.themeColor)) {
    colors.headerBackground = brand.themeColor;
    colors.headerText = readableOn(brand.themeColor, colors.headerText);
  }
  if (HEX_COLOUR.test(brand.backgroundColor) && contrast(colors.text, brand.backgroundColor) >= READABLE_CONTRAST) {
    colors.background = brand.backgroundColor;
  }
  return { ...theme, colors };
}

/** Theme for a merchant template name (unknown names get the dark default), in the merchant's brand colours when given. */
export function themeFor(name: string | undefined | null, brand?: BrandColours | null): MlobbyTheme {
  const theme = (name && name in THEMES ? THEMES[name as ThemeName] : buildDarkTheme)();
  return brand ? branded(theme, brand) : theme;
}
