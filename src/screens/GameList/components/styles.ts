import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** A horizontally scrolling row of chips or tabs: phones swipe it instead of wrapping to many lines. */
export const ChipRow = styled.ul<{ $reserved?: boolean }>`
  display: flex;
  /* Empty while the vendors load: one chip's height. */
  min-height: ${(p) => (p.$reserved ? p.theme.base.touchTarget : '0')};
  gap: ${(p) => p.theme.base.space.s};
  margin: 0 0 ${(p) => p.theme.base.space.m};
  padding: 0;
  list-style: none;
  overflow-x: auto;
  scrollbar-width: none;
  li { flex: none; }
`;

/** A real link styled as a chip; aria-current marks the selected one. */
export const ChipLink = styled(Link)`
  min-height: ${(p) => p.theme.base.touchTarget};
  display: inline-flex;
  align-items: center;
  padding: 0 ${(p) => p.theme.base.space.l};
  border-radius: ${(p) => p.theme.base.radius.round};
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font-size: ${(p) => p.theme.base.fontSize.body};
  text-decoration: none;
  white-space: nowrap;
  &[aria-current='page'] {
    background: ${(p) => p.theme.colors.primary};
    border-color: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.onPrimary};
    font-weight: 600;
  }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.colors.focus}; outline-offset: 1px; }
`;

/** Loading, empty and error messages of a list. */
export const ListMessage = styled.div`
  padding: ${(p) => p.theme.base.space.xl} ${(p) => p.theme.base.space.l};
  text-align: center;
  color: ${(p) => p.theme.colors.textMuted};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.base.space.m};
`;

export const SectionTitle = styled.h2`
  font-size: ${(p) => p.theme.base.fontSize.title};
  margin: ${(p) => p.theme.base.space.m} 0 ${(p) => p.theme.base.space.s};
`;
