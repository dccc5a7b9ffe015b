import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Access } from '../routes';
import { useStores } from '../stores';
import type { Message } from '../stores';
import { changePasswordPath, homePath, loginPath, routerPath, samePath, userAgreementPath } from '../paths';

interface Verdict {
  allowed: boolean;
  redirect?: string;
  message?: Message;
}

/** Decides access for a route (§4, §6); the server enforces the same rules on its calls. */
export function decideAccess(access: Access, loggedIn: boolean, trial: boolean, realMember: boolean): Verdict {
  if (access === 'public') return { allowed: true };
  if (!loggedIn) return { allowed: false, redirect: routerPath(loginPath()) };
  if (access === 'promotion') return { allowed: true };
  if (trial && access === 'memberCentre') return { allowed: false, redirect: routerPath(homePath()), message: { key: 'error.trialRegister' } };
  if (trial) return { allowed: false, redirect: routerPath(homePath()), message: { key: 'error.freeReject' } };
  if (access === 'deposit' && !realMember) return { allowed: false, redirect: routerPath(homePath()), message: { key: 'error.noPermission' } };
  return { allowed: true };
}

/** Where "I accept" returns the member to: the page the guard sent them away from. */
export interface AgreementRedirectState {
  from: string;
}

/**
 * Renders the screen when allowed; otherwise redirects (visitors to /m/login, or the route's
 * visitorPath) and explains why.
 * A pending forced password change (first login, expired password) keeps the member on
 * /m/changePsw whatever they open, browser back included; a user agreement to accept keeps them
 * on /m/useragreement?accept=1 the same way.
 */
export const RouteGuard = observer(function RouteGuard({ access, visitorPath, children }: { access: Access; visitorPath?: string; children: ReactNode }) {
  const { session, ui } = useStores();
  const { pathname, search } = useLocation();
  const verdict = decideAccess(access, session.isLoggedIn, session.isTrial, session.isRealMember);
  const forced = session.isLoggedIn && session.passwordChangeForced && !samePath(pathname, routerPath(changePasswordPath()));
  useEffect(() => {
    if (verdict.message && !forced) ui.showNotice(verdict.message);
  }, [verdict.message, forced, ui]);
  if (forced) return <Navigate to={routerPath(changePasswordPath())} replace />;
  if (session.isLoggedIn && session.agreementPending && !samePath(pathname, routerPath(userAgreementPath()))) {
    const state: AgreementRedirectState = { from: `${pathname}${search}` };
    // ?accept=1: the address says why the member is here (the screen asks whenever acceptance is pending).
    return <Navigate to={`${routerPath(userAgreementPath())}?accept=1`} state={state} replace />;
  }
  if (verdict.allowed) return <>{children}</>;
  const redirect = !session.isLoggedIn && visitorPath ? visitorPath : verdict.redirect;
  return <Navigate to={redirect ?? routerPath(homePath())} replace />;
});
