import styled from 'styled-components';
import { Button } from '../../../components/ui';

/** Full-width submit button of a reset form. */
export const Submit = styled(Button)`
  width: 100%;
  margin-top: ${(p) => p.theme.base.space.m};
`;
