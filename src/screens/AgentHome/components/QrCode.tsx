import { useMemo } from 'react';
import styled, { useTheme } from 'styled-components';
import { renderSVG } from 'uqr';

const Frame = styled.div`
  width: 160px;
  height: 160px;
  svg { width: 100%; height: 100%; }
`;

/** A link's QR code as an inline SVG (uqr: no dependencies, only in the agent area's chunk), in the theme's colours. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const theme = useTheme();
  const svg = useMemo(() => renderSVG(value, { border: 2, whiteColor: theme.colors.surface, blackColor: theme.colors.text }), [value, theme]);
  // The SVG is uqr's own markup of `value` (its modules as rects), never text from the server.
  return <Frame role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: svg }} />;
}
