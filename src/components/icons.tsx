/** Inline icons drawn in currentColor, so the theme colours them. Decorative: aria-hidden. */
const paths = {
  menu: 'M3 6h18M3 12h18M3 18h18',
  back: 'M15 5l-7 7 7 7',
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  service: 'M4 13a8 8 0 0116 0M4 13v4h3v-5H4M20 13v4h-3v-5h3M17 17c0 2-2 3-5 3',
  events: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
  deposit: 'M3 7h18v12H3zM3 11h18M16 15h2',
  member: 'M12 12a4 4 0 100-8 4 4 0 000 8M4 21c1-4 4-6 8-6s7 2 8 6',
  globe: 'M12 3a9 9 0 100 18 9 9 0 000-18M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13',
  logout: 'M10 5H5v14h5M14 8l4 4-4 4M18 12H9',
  close: 'M6 6l12 12M18 6L6 18',
  refresh: 'M20 11a8 8 0 10-2 6M20 5v6h-6',
  offline: 'M2 8a15 15 0 0120 0M5 12a10 10 0 0114 0M8.5 15.5a5 5 0 017 0M12 19h.01M3 3l18 18',
} as const;

export type IconName = keyof typeof paths;

/** Icons that point along the reading direction; Arabic, Persian and Urdu mirror them. */
const DIRECTIONAL: ReadonlySet<IconName> = new Set(['back', 'logout']);

/** A 24 px line icon. */
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={DIRECTIONAL.has(name) ? 'mirror-rtl' : undefined}
    >
      <path d={paths[name]} />
    </svg>
  );
}
