import { useNavigate } from 'react-router-dom';
import { LOGOUT_WAIT_MS } from '../config/constants';
import { HOME_PATH } from '../routes';
import { useStores } from '../stores';

/** The logout flow of the drawer (§4): confirm, waiting message, call, clear, replace to /m/home. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const { ui, session } = useStores();
  return () =>
    ui.confirm({ key: 'toast.logoutConfirm' }, () => {
      void session.logout(LOGOUT_WAIT_MS).then(() => navigate(HOME_PATH, { replace: true }));
    });
}
