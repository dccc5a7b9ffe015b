import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LaunchMode } from '../../api/games';
import { Backdrop, Button } from '../ui';

const Box = styled.div`
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
  h2 { margin: 0 0 ${(p) => p.theme.base.space.s}; font-size: ${(p) => p.theme.base.fontSize.title}; }
`;

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${(p) => p.theme.base.space.s};
  margin-top: ${(p) => p.theme.base.space.l};
`;

const Layer = styled(Backdrop)`
  z-index: ${(p) => p.theme.base.zIndex.dialog};
`;

/**
 * A free-trial game's choice (§4): demo credit (the cancel-style button) or real money (the
 * OK-style button). A tap beside the box dismisses it without playing.
 */
export function PlayModeDialog({ title, onChoose, onClose }: { title: string; onChoose: (mode: LaunchMode) => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Layer onClick={onClose} />
      <Box role="alertdialog" aria-modal="true" aria-labelledby="play-mode-title" aria-describedby="play-mode-text">
        <h2 id="play-mode-title">{title}</h2>
        <p id="play-mode-text">{t('game.chooseMode')}</p>
        <Buttons>
          <Button type="button" $variant="ghost" onClick={() => onChoose('trial')}>
            {t('game.freeTrial')}
          </Button>
          <Button type="button" onClick={() => onChoose('real')}>
            {t('game.realPlay')}
          </Button>
        </Buttons>
      </Box>
    </>
  );
}
