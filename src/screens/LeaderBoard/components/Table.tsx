import styled from 'styled-components';

/** A compact table that fits a phone: captioned, numbers at the end. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin: ${(p) => p.theme.base.space.m} 0;
  caption { text-align: start; font-weight: 700; padding-bottom: ${(p) => p.theme.base.space.s}; }
  th, td { padding: ${(p) => p.theme.base.space.s} ${(p) => p.theme.base.space.xs}; border-top: 1px solid ${(p) => p.theme.colors.border}; text-align: start; }
  th { color: ${(p) => p.theme.colors.textMuted}; font-weight: 600; }
  td:last-child, th:last-child { text-align: end; }
  tr[aria-current='true'] td { color: ${(p) => p.theme.colors.primary}; font-weight: 700; }
`;
