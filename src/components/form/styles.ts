import styled, { css } from 'styled-components';

/** One labelled field: label above, control, then its message. */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.base.space.xs};
  margin-bottom: ${(p) => p.theme.base.space.m};
`;

export const Label = styled.label`
  font-size: ${(p) => p.theme.base.fontSize.body};
  color: ${(p) => p.theme.colors.text};
  font-weight: 600;
`;

/** A control and what sits beside it (show-password toggle, captcha image, get-code button). */
export const Row = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${(p) => p.theme.base.space.s};
  > :first-child { flex: 1; min-width: 0; }
`;

/** Text input and select share this look: 44 px tall, theme colours, a visible focus ring. */
const control = css`
  min-height: ${(p) => p.theme.base.touchTarget};
  width: 100%;
  box-sizing: border-box;
  padding: 0 ${(p) => p.theme.base.space.m};
  font-size: 16px; /* below 16px mobile browsers zoom into the field */
  color: ${(p) => p.theme.colors.text};
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.base.radius.medium};
  &[aria-invalid='true'] { border-color: ${(p) => p.theme.colors.danger}; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.colors.focus}; outline-offset: 1px; }
`;

export const Input = styled.input`
  ${control};
`;

export const Select = styled.select`
  ${control};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.danger};
  font-size: ${(p) => p.theme.base.fontSize.small};
`;

export const HintText = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.base.fontSize.small};
`;
