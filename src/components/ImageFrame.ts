import styled from 'styled-components';

/** A picture's frame at a fixed aspect ratio, the image covering it; a placeholder icon sits centred while there is none. */
export const ImageFrame = styled.div<{ $ratio: string }>`
  aspect-ratio: ${(p) => p.$ratio};
  overflow: hidden;
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.textMuted};
  display: flex;
  align-items: center;
  justify-content: center;
  img { width: 100%; height: 100%; object-fit: cover; display: block; }
`;
