/** The centred dialog box, its button row and its backdrop, shared by every dialog of the shell. */
import styled from 'styled-components';
import { POPUP_FADE_MS } from '../config/constants';
import { Backdrop } from './ui';

export const DialogBox = styled.div`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(320px, 86vw);
  z-index: ${(p) => p.theme.base.zIndex.dialog};
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.text};
  border-radius: ${(p) => p.theme.base.radius.large};
  padding: ${(p) => p.theme.base.space.l};
  animation: dialog-in ${POPUP_FADE_MS}ms ease-out;
  @keyframes dialog-in { from { opacity: 0; } to { opacity: 1; } }
  h2 { margin: 0 0 ${(p) => p.theme.base.space.s}; font-size: ${(p) => p.theme.base.fontSize.title}; }
`;

export const DialogButtons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${(p) => p.theme.base.space.s};
  margin-top: ${(p) => p.theme.base.space.l};
`;

export const DialogLayer = styled(Backdrop)`
  z-index: ${(p) => p.theme.base.zIndex.dialog};
`;
