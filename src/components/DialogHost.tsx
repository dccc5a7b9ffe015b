import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DIALOG_CLICK_GUARD_MS } from '../config/constants';
import { useStores } from '../stores';
import { DialogBox as Box, DialogButtons as Buttons, DialogLayer as Layer } from './dialogStyles';
import { Button } from './ui';
import { useMessageText } from './useMessageText';

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
