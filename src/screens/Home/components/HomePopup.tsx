import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DialogBox, DialogLayer } from '../../../components/dialogStyles';
import { Icon } from '../../../components/icons';
import { DocumentLayer, useModalFocus } from '../../../components/layer';
import { IconButton } from '../../../components/ui';
import { POPUP_FADE_MS, POPUP_ZOOM_MS } from '../../../config/constants';
import { useStores } from '../../../stores';
import type { PopupItem } from '@common/contract/announcements';

const Layer = styled(DialogLayer)`
  animation: popup-fade ${POPUP_FADE_MS}ms ease-out;
  @keyframes popup-fade { from { opacity: 0; } to { opacity: 1; } }
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

/** The shared dialog box, fading in (§9: 200 ms) while it zooms (300 ms); it keeps its centring translate. */
const Box = styled(DialogBox)`
  max-height: 80vh;
  overflow-y: auto;
  animation: popup-fade ${POPUP_FADE_MS}ms ease-out, popup-zoom ${POPUP_ZOOM_MS}ms ease-out;
  @keyframes popup-zoom { from { transform: translate(-50%, -50%) scale(0.8); } to { transform: translate(-50%, -50%) scale(1); } }
  @media (prefers-reduced-motion: reduce) { animation: none; }
  header { display: flex; align-items: center; justify-content: space-between; gap: ${(p) => p.theme.base.space.s}; }
  h2 { margin: 0; }
  img { display: block; max-width: 100%; height: auto; margin-top: ${(p) => p.theme.base.space.s}; }
  p { white-space: pre-line; }
`;

/** One popup at the document level; focus goes into it and back where it was when it closes. */
function PopupView({ popup, onClose }: { popup: PopupItem; onClose: () => void }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  useModalFocus(box, onClose, close);
  const titleId = `home-popup-${popup.id}`;
  return (
    <DocumentLayer>
      <Layer onClick={onClose} />
      <Box ref={box} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <header>
          <h2 id={titleId}>{popup.title}</h2>
          <IconButton ref={close} type="button" onClick={onClose} aria-label={t('common.close')}>
            <Icon name="close" />
          </IconButton>
        </header>
        {popup.imageUrl && <img src={popup.imageUrl} alt="" />}
        <p>{popup.content}</p>
      </Box>
    </DocumentLayer>
  );
}

/**
 * The home's popups (type PU), one at a time in the server's order; a closed one stays closed
 * for a day on this device. None opens over a drawer, popup or dialog the user already has open:
 * it waits until that closes.
 */
export const HomePopup = observer(function HomePopup() {
  const { announcements, ui } = useStores();
  const popup = announcements.nextPopup;
  if (!popup || ui.layerOpen) return null;
  // Keyed by popup: the next one mounts afresh and plays its own entrance.
  return <PopupView key={popup.id} popup={popup} onClose={() => announcements.closePopup(popup.id)} />;
});
