import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LaunchMode } from '@common/contract/games';
import { DialogBox as Box, DialogButtons as Buttons, DialogLayer as Layer } from '../dialogStyles';
import { DocumentLayer, useModalFocus } from '../layer';
import { Button } from '../ui';

/**
 * A free-trial game's choice (§4): demo credit (the cancel-style button) or real money (the
 * OK-style button). A tap beside the box or Escape dismisses it without playing. It renders at the
 * document level: opened from the virtualised list it must still cover the screen.
 */
export function PlayModeDialog({ title, onChoose, onClose }: { title: string; onChoose: (mode: LaunchMode) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  useModalFocus(box, onClose, first);
  return (
    <DocumentLayer>
      <Layer onClick={onClose} />
      <Box ref={box} role="alertdialog" aria-modal="true" aria-labelledby="play-mode-title" aria-describedby="play-mode-text" tabIndex={-1}>
        <h2 id="play-mode-title">{title}</h2>
        <p id="play-mode-text">{t('game.chooseMode')}</p>
        <Buttons>
          <Button ref={first} type="button" $variant="ghost" onClick={() => onChoose('trial')}>
            {t('game.freeTrial')}
          </Button>
          <Button type="button" onClick={() => onChoose('real')}>
            {t('game.realPlay')}
          </Button>
        </Buttons>
      </Box>
    </DocumentLayer>
  );
}
