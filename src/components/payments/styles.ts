import styled from 'styled-components';

/** Label–value rows of a summary (amounts, bank details, a record's fields). */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${(p) => p.theme.base.space.xs} ${(p) => p.theme.base.space.m};
  margin: ${(p) => p.theme.base.space.s} 0;
  dt { color: ${(p) => p.theme.colors.textMuted}; }
  dd { margin: 0; text-align: end; font-weight: 600; overflow-wrap: anywhere; }
`;

/** A row of choice buttons (presets, filters) that wraps on a narrow phone. */
export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.base.space.s};
  margin: ${(p) => p.theme.base.space.s} 0;
`;

/** Buttons under a form or a card, the main one last. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${(p) => p.theme.base.space.s};
  margin-top: ${(p) => p.theme.base.space.m};
`;

/** A list without bullets whose items are separated by a rule. */
export const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  > li { border-top: 1px solid ${(p) => p.theme.colors.border}; padding: ${(p) => p.theme.base.space.m} 0; }
  > li:first-child { border-top: 0; }
`;

/** A short status word in the status's colour: success, danger, or the muted colour while it waits. */
export const StatusText = styled.span<{ $tone: 'success' | 'danger' | 'waiting' }>`
  font-weight: 700;
  color: ${(p) => (p.$tone === 'success' ? p.theme.colors.success : p.$tone === 'danger' ? p.theme.colors.danger : p.theme.colors.accent)};
`;

/** A notice inside a card: what stands in the way, or a rule the player must know. */
export const Note = styled.p`
  margin: ${(p) => p.theme.base.space.s} 0;
  padding: ${(p) => p.theme.base.space.m};
  border-radius: ${(p) => p.theme.base.radius.medium};
  background: ${(p) => p.theme.colors.surfaceRaised};
  border-inline-start: 4px solid ${(p) => p.theme.colors.accent};
`;

/** Text for screen readers only (a step's state the dot shows by colour). */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
