import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { DialogBox, DialogButtons, DialogLayer } from '../dialogStyles';
import { DocumentLayer, useModalFocus } from '../layer';

const Box = styled(DialogBox)`
  width: min(360px, 90vw);
  max-height: 90vh;
  overflow-y: auto;
  ul { margin: ${(p) => p.theme.base.space.s} 0; padding-inline-start: ${(p) => p.theme.base.space.l}; }
`;

/**
 * A dialog of player protection (the break confirmation, the reality check, the session's end, the
 * deposit-limit prompt): at the document level through the portal, focus kept inside, an
 * alertdialog when the player must answer it. Escape does what `onEscape` says (nothing when absent:
 * the reality check must be answered).
 */
export function ProtectionDialog({ id, title, children, buttons, onEscape, alert = false }: { id: string; title: string; children: ReactNode; buttons: ReactNode; onEscape?: () => void; alert?: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  useModalFocus(box, () => onEscape?.());
  return (
    <DocumentLayer>
      <DialogLayer />
      <Box ref={box} role={alert ? 'alertdialog' : 'dialog'} aria-modal="true" aria-labelledby={id} tabIndex={-1}>
        <h2 id={id}>{title}</h2>
        {children}
        <DialogButtons>{buttons}</DialogButtons>
      </Box>
    </DocumentLayer>
  );
}
