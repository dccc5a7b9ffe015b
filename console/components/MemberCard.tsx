import type { ReactNode } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { buildDarkTheme } from '../../src/theme';

/** The member site's default look (its dark theme, from the site's own builder). */
const memberTheme = buildDarkTheme();

const Card = styled.article<{ $width: number; $imageRatio: string }>`
  width: ${(p) => p.$width}px;
  max-width: 100%;
  border-radius: ${(p) => p.theme.base.radius.medium};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    aspect-ratio: ${(p) => p.$imageRatio};
    object-fit: cover;
  }
`;

/**
 * A card as the member site draws it (a promotion, a mall item), in the site's look, for a
 * console preview: `width` in CSS pixels of the phone layout, `imageRatio` its picture's shape.
 */
export function MemberCard({ width, imageRatio, children }: { width: number; imageRatio: string; children: ReactNode }) {
  return (
    <ThemeProvider theme={memberTheme}>
      <Card $width={width} $imageRatio={imageRatio}>
        {children}
      </Card>
    </ThemeProvider>
  );
}
