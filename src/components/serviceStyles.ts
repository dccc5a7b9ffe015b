import styled from 'styled-components';

/** One row of the customer-service list: a contact channel or the chat entry. */
export const Channel = styled.a`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.base.space.m};
  width: 100%;
  min-height: ${(p) => p.theme.base.touchTarget};
  padding: 0 ${(p) => p.theme.base.space.l};
  border-radius: ${(p) => p.theme.base.radius.medium};
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.border};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  text-decoration: none;
  cursor: pointer;
`;
