import styled from 'styled-components';

/** Buttons in a row that wraps on a narrow phone. */
export const Buttons = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.base.space.s};
  margin-top: ${(p) => p.theme.base.space.s};
`;

/** An editor: the labelled field, then its buttons. */
export const Editor = styled.form`
  margin-top: ${(p) => p.theme.base.space.s};
`;

/** A group of radio choices, each a 44 px tappable row. */
export const ChoiceGroup = styled.fieldset`
  border: 0;
  margin: 0 0 ${(p) => p.theme.base.space.m};
  padding: 0;
  legend { font-weight: 700; padding: 0; margin-bottom: ${(p) => p.theme.base.space.s}; }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.base.space.s};
    min-height: ${(p) => p.theme.base.touchTarget};
    padding: 0 ${(p) => p.theme.base.space.m};
    margin: 0 ${(p) => p.theme.base.space.s} ${(p) => p.theme.base.space.s} 0;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.base.radius.medium};
  }
  input { width: 20px; height: 20px; accent-color: ${(p) => p.theme.colors.primary}; }
`;
