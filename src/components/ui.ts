import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

/** Shared look of every tappable control: at least 44 px, theme colours only. */
const tappable = css`
  min-height: ${(p) => p.theme.base.touchTarget};
  min-width: ${(p) => p.theme.base.touchTarget};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.base.space.s};
  padding: 0 ${(p) => p.theme.base.space.l};
  border-radius: ${(p) => p.theme.base.radius.medium};
  font-weight: 600;
  text-decoration: none;
  border: 1px solid transparent;
`;

/** Primary action button. */
export const Button = styled.button<{ $variant?: 'primary' | 'ghost' }>`
  ${tappable};
  background: ${(p) => (p.$variant === 'ghost' ? 'transparent' : p.theme.colors.primary)};
  color: ${(p) => (p.$variant === 'ghost' ? p.theme.colors.text : p.theme.colors.onPrimary)};
  border-color: ${(p) => (p.$variant === 'ghost' ? p.theme.colors.border : 'transparent')};
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

/** A real link that looks like a button. */
export const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'ghost' }>`
  ${tappable};
  background: ${(p) => (p.$variant === 'ghost' ? 'transparent' : p.theme.colors.primary)};
  color: ${(p) => (p.$variant === 'ghost' ? p.theme.colors.text : p.theme.colors.onPrimary)};
  border-color: ${(p) => (p.$variant === 'ghost' ? p.theme.colors.border : 'transparent')};
`;

/** Square icon-only button (header, drawer close). */
export const IconButton = styled.button`
  ${tappable};
  padding: 0;
  background: transparent;
  color: inherit;
`;

/** Square icon-only link. */
export const IconLink = styled(Link)`
  ${tappable};
  padding: 0;
  color: inherit;
`;

/** Page body with readable width and room for the bottom navigation. */
export const Page = styled.div`
  max-width: ${(p) => p.theme.base.maxContentWidth};
  margin: 0 auto;
  padding: ${(p) => p.theme.base.space.l};
`;

export const Card = styled.section`
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.base.radius.large};
  padding: ${(p) => p.theme.base.space.l};
  margin-bottom: ${(p) => p.theme.base.space.l};
`;

export const Muted = styled.p`
  color: ${(p) => p.theme.colors.textMuted};
  margin: ${(p) => p.theme.base.space.s} 0;
`;

/** Full-screen dimmed layer under popups and the drawer. */
export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: ${(p) => p.theme.colors.overlay};
  z-index: ${(p) => p.theme.base.zIndex.drawer};
`;
