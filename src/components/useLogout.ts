import { useNavigate } from 'react-router-dom';
import { LOGOUT_WAIT_MS } from '../config/constants';
import { useStores } from '../stores';
import { homePath, routerPath } from '../paths';

/** The logout flow of the drawer (§4): confirm, waiting message, call, clear, replace to /m/home. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const { ui, session } = useStores();
  return () =>
    ui.confirm({ key: 'toast.logoutConfirm' }, () => {
      void session.logout(LOGOUT_WAIT_MS).then(() => navigate(routerPath(homePath()), { replace: true }));
    });
}
