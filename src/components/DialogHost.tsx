import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DIALOG_CLICK_GUARD_MS } from '../config/constants';
import { useStores, type Dialog } from '../stores';
import { DialogBox as Box, DialogButtons as Buttons, DialogLayer as Layer } from './dialogStyles';
import { DocumentLayer, useModalFocus } from './layer';
import { Button } from './ui';
import { useMessageText } from './useMessageText';

/** One dialog; its buttons ignore taps for 300 ms so a tap that opened it cannot close it. */
const DialogView = observer(function DialogView({ dialog }: { dialog: Dialog }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ui } = useStores();
  const text = useMessageText();
  const [armed, setArmed] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const cancel = () => {
    ui.closeDialog(dialog.id);
    dialog.onCancel?.();
  };
  // The box takes focus: its buttons are still disabled while the click guard runs.
  useModalFocus(box, cancel);

  useEffect(() => {
    const timer = setTimeout(() => setArmed(true), DIALOG_CLICK_GUARD_MS);
    return () => clearTimeout(timer);
  }, []);

  const confirm = () => {
    ui.closeDialog(dialog.id);
    if (dialog.to) navigate(dialog.to.replace(/^\/m(?=\/)/, ''));
    dialog.onConfirm?.();
  };

  return (
    <DocumentLayer>
      <Layer />
      <Box ref={box} role="alertdialog" aria-modal="true" aria-labelledby={`dialog-${dialog.id}`} tabIndex={-1}>
        <h2 id={`dialog-${dialog.id}`}>{t(dialog.titleKey)}</h2>
        <p>{text(dialog.message)}</p>
        <Buttons>
          {dialog.onConfirm && (
            <Button type="button" $variant="ghost" disabled={!armed} onClick={cancel}>
              {t('common.cancel')}
            </Button>
          )}
          <Button type="button" disabled={!armed} onClick={confirm}>
            {t(dialog.confirmKey ?? 'common.confirm')}
          </Button>
        </Buttons>
      </Box>
    </DocumentLayer>
  );
});

/** Shows the oldest dialog at the document level; each one mounts afresh with its own click guard. */
export const DialogHost = observer(function DialogHost() {
  const { ui } = useStores();
  const dialog = ui.dialogs[0];
  return dialog ? <DialogView key={dialog.id} dialog={dialog} /> : null;
});
