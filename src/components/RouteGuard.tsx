import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Access } from '../routes';
import { HOME_PATH, LOGIN_PATH, samePath } from '../routes';
import { useStores } from '../stores';
import type { Message } from '../stores';
import { AuthRoute } from '../stores/AuthStore';

interface Verdict {
  allowed: boolean;
  redirect?: string;
  message?: Message;
}

/** Decides access for a route (§4, §6); the server enforces the same rules on its calls. */
export function decideAccess(access: Access, loggedIn: boolean, trial: boolean, realMember: boolean): Verdict {
  if (access === 'public') return { allowed: true };
  if (!loggedIn) return { allowed: false, redirect: LOGIN_PATH };
  if (access === 'promotion') return { allowed: true };
  if (trial && access === 'memberCentre') return { allowed: false, redirect: HOME_PATH, message: { key: 'error.trialRegister' } };
  if (trial) return { allowed: false, redirect: HOME_PATH, message: { key: 'error.freeReject' } };
  if (access === 'deposit' && !realMember) return { allowed: false, redirect: HOME_PATH, message: { key: 'error.noPermission' } };
  return { allowed: true };
}

/**
 * Renders the screen when allowed; otherwise redirects (visitors to /m/login) and explains why.
 * A pending forced password change (first login, expired password) keeps the member on
 * /m/changePsw whatever they open, browser back included.
 */
export const RouteGuard = observer(function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const { session, ui, auth } = useStores();
  const { pathname } = useLocation();
  const verdict = decideAccess(access, session.isLoggedIn, session.isTrial, session.isRealMember);
  const forced = session.isLoggedIn && auth.passwordChangeForced && !samePath(pathname, AuthRoute.changePassword);
  useEffect(() => {
    if (verdict.message && !forced) ui.showNotice(verdict.message);
  }, [verdict.message, forced, ui]);
  if (forced) return <Navigate to={AuthRoute.changePassword} replace />;
  if (verdict.allowed) return <>{children}</>;
  return <Navigate to={verdict.redirect ?? HOME_PATH} replace />;
});
