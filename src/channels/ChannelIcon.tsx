import { useState } from 'react';
import styled from 'styled-components';

/** Line icons of the channel kinds, drawn in currentColor (kept here, not in the shell's icon set: only the deposit screen needs them). */
const paths = {
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  phone: 'M8 3h8v18H8zM11 18h2M10 6h4',
  bank: 'M3 10l9-6 9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18',
} as const;

export type ChannelIconName = keyof typeof paths;

/** The names, for the registry's contract test. */
export const CHANNEL_ICON_NAMES = Object.keys(paths) as ChannelIconName[];

const ICON_PX = 32;

const Picture = styled.img`
  width: ${ICON_PX}px;
  height: ${ICON_PX}px;
  object-fit: contain;
  flex: none;
`;

/** A channel's icon: the merchant's picture when it has one (and it loads), else its kind's line icon. Decorative. */
export function ChannelIcon({ name, url }: { name: ChannelIconName; url?: string }) {
  const [failed, setFailed] = useState(false);
  if (url && !failed) return <Picture src={url} alt="" onError={() => setFailed(true)} />;
  return (
    <svg width={ICON_PX} height={ICON_PX} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </svg>
  );
}
