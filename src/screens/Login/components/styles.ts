import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** A plain text link with a 44 px touch target. */
export const TextLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${(p) => p.theme.base.touchTarget};
  padding: 0 ${(p) => p.theme.base.space.s};
  color: ${(p) => p.theme.colors.accent};
`;

/** A row of actions that wraps on narrow phones. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.base.space.s};
  margin: ${(p) => p.theme.base.space.m} 0;
`;

/** The form-level failure (server message, lock end time). */
export const FormError = styled.p`
  margin: ${(p) => p.theme.base.space.s} 0;
  color: ${(p) => p.theme.colors.danger};
`;

/** Full-width main action. */
export const Wide = styled.div`
  display: grid;
  gap: ${(p) => p.theme.base.space.s};
  margin-top: ${(p) => p.theme.base.space.m};
`;
