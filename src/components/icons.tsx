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
  search: 'M11 4a7 7 0 100 14 7 7 0 000-14M16 16l5 5',
  grid: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  megaphone: 'M3 10v4h4l6 4V6L7 10H3M17 8a5 5 0 010 8',
  trophy: 'M8 4h8v5a4 4 0 01-8 0V4M8 6H4a4 4 0 004 4M16 6h4a4 4 0 01-4 4M12 13v4M8 20h8',
  crown: 'M3 8l4 4 5-7 5 7 4-4-2 11H5z',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z',
  download: 'M12 4v11M7 10l5 5 5-5M4 20h16',
  lottery: 'M12 3a9 9 0 100 18 9 9 0 000-18M9 9h.01M15 9h.01M9 15h.01M15 15h.01M12 12h.01',
  slots: 'M3 5h18v14H3zM9 5v14M15 5v14M5 10l2-1v6M11 9h2l-1 6M17 9h2l-1 6',
  live: 'M4 6h16v12H4zM10 9l5 3-5 3z',
  fish: 'M3 12c4-6 10-6 14 0-4 6-10 6-14 0M17 12l4-4v8zM8 11h.01',
  sports: 'M12 3a9 9 0 100 18 9 9 0 000-18M12 7l4 3-1.5 5h-5L8 10zM12 3v4M16 10l4.5-1.5M14.5 15l2.5 4M9.5 15L7 19M8 10L3.5 8.5',
  cards: 'M7 4h10v16H7zM4 7l3-1M20 7l-3-1M12 9l2 3-2 3-2-3z',
  arcade: 'M12 3a3 3 0 100 6 3 3 0 000-6M12 9v5M4 14h16v6H4zM8 17h.01',
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
