import styled from 'styled-components';

/** A wrapping row of choice buttons (bet types, digits, options, filters). */
export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.base.space.s};
  margin-bottom: ${(p) => p.theme.base.space.m};
  button { padding: 0 ${(p) => p.theme.base.space.m}; }
`;

/** Label/value lines of a summary. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${(p) => p.theme.base.space.xs} ${(p) => p.theme.base.space.m};
  margin: 0 0 ${(p) => p.theme.base.space.m};
  dt { color: ${(p) => p.theme.colors.textMuted}; }
  dd { margin: 0; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
`;

export const SubHeading = styled.h3`
  margin: ${(p) => p.theme.base.space.m} 0 ${(p) => p.theme.base.space.s};
  font-size: ${(p) => p.theme.base.fontSize.body};
`;
