import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

/** Common look of game and vendor tiles: a square icon over one or two short lines, ≥ 44 px. */
const tile = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.base.space.xs};
  min-width: ${(p) => p.theme.base.touchTarget};
  min-height: ${(p) => p.theme.base.touchTarget};
  width: 100%;
  padding: ${(p) => p.theme.base.space.xs};
  border: 0;
  border-radius: ${(p) => p.theme.base.radius.medium};
  background: transparent;
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  img {
    width: 100%;
    max-width: 96px;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${(p) => p.theme.base.radius.medium};
    background: ${(p) => p.theme.colors.surfaceRaised};
  }
  &:disabled { opacity: 0.6; }
`;

export const TileButton = styled.button`
  ${tile};
`;

export const TileLink = styled(Link)`
  ${tile};
`;

/** One clipped line of a tile (names are long in some languages). */
export const TileLine = styled.span<{ $muted?: boolean }>`
  display: block;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${(p) => p.theme.base.fontSize.small};
  color: ${(p) => (p.$muted ? p.theme.colors.textMuted : p.theme.colors.text)};
`;

/** Grid of tiles; four across on a phone. */
export const TileGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${(p) => p.theme.base.space.s};
`;
