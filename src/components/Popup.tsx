import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { POPUP_ZOOM_MS } from '../config/constants';
import { Icon } from './icons';
import { DocumentLayer, useModalFocus } from './layer';
import { Backdrop, IconButton } from './ui';

const Sheet = styled.div`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: ${(p) => p.theme.base.zIndex.dialog};
  max-height: 80vh;
  overflow-y: auto;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  border-radius: ${(p) => p.theme.base.radius.large} ${(p) => p.theme.base.radius.large} 0 0;
  padding: ${(p) => p.theme.base.space.l};
  animation: sheet-in ${POPUP_ZOOM_MS}ms ease-out;
  @keyframes sheet-in { from { transform: translateY(30%); opacity: 0; } to { transform: none; opacity: 1; } }
  header { display: flex; align-items: center; justify-content: space-between; }
  h2 { margin: 0; font-size: ${(p) => p.theme.base.fontSize.title}; }
`;

const SheetBackdrop = styled(Backdrop)`
  z-index: ${(p) => p.theme.base.zIndex.dialog};
`;

/** Bottom-sheet popup with a titled header and a close button; a tap on the backdrop or Escape closes it. */
export function Popup({ id, title, onClose, children }: { id: string; title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const sheet = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  useModalFocus(sheet, onClose, close);
  return (
    <DocumentLayer>
      <SheetBackdrop onClick={onClose} />
      <Sheet ref={sheet} role="dialog" aria-modal="true" aria-labelledby={id} tabIndex={-1}>
        {/* role none: a header inside the dialog is its title row, not a second page banner. */}
        <header role="none">
          <h2 id={id}>{title}</h2>
          <IconButton ref={close} type="button" onClick={onClose} aria-label={t('common.close')}>
            <Icon name="close" />
          </IconButton>
        </header>
        {children}
      </Sheet>
    </DocumentLayer>
  );
}
