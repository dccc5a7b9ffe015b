import { observer } from 'mobx-react-lite';
import { Fragment, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DialogBox, DialogLayer } from '../../../components/dialogStyles';
import { Icon } from '../../../components/icons';
import { IconButton } from '../../../components/ui';
import { POPUP_FADE_MS, POPUP_ZOOM_MS } from '../../../config/constants';
import { useStores } from '../../../stores';

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

/** The home's popups (type PU), one at a time in the server's order; a closed one stays closed this session. */
export const HomePopup = observer(function HomePopup() {
  const { t } = useTranslation();
  const { announcements } = useStores();
  const popup = announcements.nextPopup;
  const close = useRef<HTMLButtonElement>(null);

  // Focus goes into the dialog, so keyboard and screen-reader users land on it.
  useEffect(() => close.current?.focus(), [popup?.id]);

  if (!popup) return null;
  const titleId = `home-popup-${popup.id}`;
  const dismiss = () => announcements.closePopup(popup.id);

  // Keyed by popup: the next one mounts afresh and plays its own entrance.
  return (
    <Fragment key={popup.id}>
      <Layer onClick={dismiss} />
      <Box role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={(e) => e.key === 'Escape' && dismiss()}>
        <header>
          <h2 id={titleId}>{popup.title}</h2>
          <IconButton ref={close} type="button" onClick={dismiss} aria-label={t('common.close')}>
            <Icon name="close" />
          </IconButton>
        </header>
        {popup.imageUrl && <img src={popup.imageUrl} alt="" />}
        <p>{popup.content}</p>
      </Box>
    </Fragment>
  );
});
