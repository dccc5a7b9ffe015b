/** The web app manifest, generated from the merchant's configuration. */
import type { Merchant } from '../merchant';

/** The members of the W3C web app manifest that the site uses. */
export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  lang: string;
  icons: { src: string; sizes: string; type: string; purpose?: 'any' | 'maskable' }[];
}

/** Home screens truncate long labels; 12 characters is the common safe length. */
const SHORT_NAME_MAX = 12;

/** Manifest for the merchant's site under /m (the front end ships the icon files). */
export function webManifest(merchant: Merchant): WebManifest {
  const { theme, defaultLanguage } = merchant.config;
  return {
    id: '/m/',
    name: merchant.name,
    short_name: merchant.name.slice(0, SHORT_NAME_MAX),
    start_url: '/m/home',
    scope: '/m/',
    display: 'standalone',
    theme_color: theme.themeColor,
    background_color: theme.backgroundColor,
    lang: defaultLanguage,
    icons: [
      { src: '/m/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/m/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      // Android crops launcher icons to its own shape; this one keeps the logo in the safe zone.
      { src: '/m/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
