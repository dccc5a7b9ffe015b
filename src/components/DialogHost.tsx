import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { DIALOG_CLICK_GUARD_MS, POPUP_FADE_MS } from '../config/constants';
import { useStores } from '../stores';
import { Backdrop, Button } from './ui';
import { useMessageText } from './useMessageText';

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
  animation: dialog-in ${POPUP_FADE_MS}ms ease-out;
  @keyframes dialog-in { from { opacity: 0; } to { opacity: 1; } }
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

/** Shows the oldest dialog; buttons ignore taps for 300 ms so a tap that opened it cannot close it. */
export const DialogHost = observer(function DialogHost() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ui } = useStores();
  const text = useMessageText();
  const dialog = ui.dialogs[0];
  const [armed, setArmed] = useState(false);

  useEffect(() => {
    setArmed(false);
    const timer = setTimeout(() => setArmed(true), DIALOG_CLICK_GUARD_MS);
    return () => clearTimeout(timer);
  }, [dialog?.id]);

  if (!dialog) return null;
  const confirm = () => {
    ui.closeDialog(dialog.id);
    if (dialog.to) navigate(dialog.to.replace(/^\/m(?=\/)/, ''));
    dialog.onConfirm?.();
  };

  return (
    <>
      <Layer />
      <Box role="alertdialog" aria-modal="true" aria-labelledby={`dialog-${dialog.id}`}>
        <h2 id={`dialog-${dialog.id}`}>{t(dialog.titleKey)}</h2>
        <p>{text(dialog.message)}</p>
        <Buttons>
          {dialog.onConfirm && (
            <Button type="button" $variant="ghost" disabled={!armed} onClick={() => ui.closeDialog(dialog.id)}>
              {t('common.cancel')}
            </Button>
          )}
          <Button type="button" disabled={!armed} onClick={confirm}>
            {t(dialog.confirmKey ?? 'common.confirm')}
          </Button>
        </Buttons>
      </Box>
    </>
  );
});
