import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LOGOUT_WAIT_MS } from '../../config/constants';
import { homePath, routerPath } from '../../paths';
import { useFeature, useStores } from '../../stores';
import { ProtectionStore } from '../../stores/ProtectionStore';
import { formatElapsed, formatNet } from '../../stores/protection/SessionClock';
import { Facts } from '../payments/styles';
import { Button } from '../ui';
import { ProtectionDialog } from './ProtectionDialog';

/** The normal logout (server call, every store cleared, home), without asking again: the player chose it. */
function useLogoutNow(): () => void {
  const navigate = useNavigate();
  const { session } = useStores();
  return () => void session.logout(LOGOUT_WAIT_MS).then(() => navigate(routerPath(homePath()), { replace: true }));
}

/**
 * The reality check (UKGC RTS 13): how long the session has lasted and its net position, with
 * "Continue" (the next check is an interval later) and "Log out". It cannot be closed otherwise:
 * the server holds stakes until it is answered.
 */
export const RealityCheckDialog = observer(function RealityCheckDialog() {
  const { t } = useTranslation();
  const store = useFeature(ProtectionStore);
  const logout = useLogoutNow();
  const { clock } = store;
  const elapsed = formatElapsed(clock.elapsedMs);
  return (
    <ProtectionDialog
      id="reality-check-dialog"
      alert
      title={t('protection.reality.title')}
      buttons={
        <>
          <Button type="button" $variant="ghost" onClick={logout}>
            {t('protection.reality.logout')}
          </Button>
          <Button type="button" disabled={store.busy} onClick={() => void store.continueSession()}>
            {t('protection.reality.continue')}
          </Button>
        </>
      }
    >
      <p>{t('protection.reality.text', { elapsed })}</p>
      <Facts>
        <dt>{t('protection.reality.elapsed')}</dt>
        <dd>{elapsed}</dd>
        <dt>{t('protection.reality.net')}</dt>
        <dd>{formatNet(clock.status?.net ?? 0)}</dd>
      </Facts>
    </ProtectionDialog>
  );
});

/** The session-time limit is reached: said, then the site logs out. */
export const SessionEndDialog = observer(function SessionEndDialog() {
  const { t } = useTranslation();
  const logout = useLogoutNow();
  return (
    <ProtectionDialog
      id="session-end-dialog"
      alert
      title={t('protection.sessionEnd.title')}
      onEscape={logout}
      buttons={
        <Button type="button" onClick={logout}>
          {t('protection.sessionEnd.ok')}
        </Button>
      }
    >
      <p>{t('protection.sessionEnd.text')}</p>
    </ProtectionDialog>
  );
});
