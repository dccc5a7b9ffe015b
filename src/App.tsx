import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import { BottomNav, showsBottomNav } from './components/BottomNav';
import { CustomerServicePopup } from './components/CustomerServicePopup';
import { DialogHost } from './components/DialogHost';
import { Header } from './components/Header';
import { LanguagePicker } from './components/LanguagePicker';
import { LoadingOverlay } from './components/LoadingOverlay';
import { OfflineBanner } from './components/OfflineBanner';
import { PageTransition } from './components/PageTransition';
import { RouteGuard } from './components/RouteGuard';
import { SideDrawer } from './components/SideDrawer';
import { StatusGate } from './components/StatusGate';
import { ToastHost } from './components/ToastHost';
import { Muted, Page } from './components/ui';
import { ROUTES } from './routes';
import { StoresProvider, useStores, type RootStore } from './stores';
import { GlobalStyle } from './theme';
import { homePath, routerPath } from './paths';
import { loadScreenStrings } from './i18n';

// The reality check, session limit and game-header figures (issue 15): its own chunk with the
// screens' strings, for accounts the server serves it to (not visitors, trial or withdraw-only).
const SessionWatch = lazy(() => Promise.all([import(/* webpackChunkName: "session-watch" */ './components/protection/SessionWatch'), loadScreenStrings()]).then(([chunk]) => chunk));

// Money held at transfer-wallet vendors (issue 19): the recall on coming back and the launch's
// amount question, its own chunk with the screens' strings, for members only (not visitors or trial).
const VendorWalletWatch = lazy(() => Promise.all([import(/* webpackChunkName: "vendor-wallet" */ './components/vendorWallet/VendorWalletWatch'), loadScreenStrings()]).then(([chunk]) => chunk));

const Main = styled.main<{ $withNav: boolean }>`
  padding-bottom: ${(p) => (p.$withNav ? p.theme.base.bottomNavHeight : '0')};
`;

/** Keeps the UiStore's online flag in step with the browser. */
function useOnlineStatus(): void {
  const { ui } = useStores();
  useEffect(() => {
    const update = () => ui.setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [ui]);
}

/** Shown while a lazy screen's chunk downloads, so a slow network never shows a blank page. */
function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <Page role="status">
      <Muted>{t('app.loading')}</Muted>
    </Page>
  );
}

const Shell = observer(function Shell() {
  useOnlineStatus();
  const { pathname } = useLocation();
  const { session } = useStores();
  return (
    <StatusGate>
      <Header />
      {session.isLoggedIn && !session.isTrial && !session.info?.withdrawOnly && (
        <Suspense>
          <SessionWatch key={session.token} />
        </Suspense>
      )}
      {session.isLoggedIn && !session.isTrial && (
        <Suspense>
          <VendorWalletWatch key={session.token} />
        </Suspense>
      )}
      <OfflineBanner />
      <Main $withNav={showsBottomNav(pathname)}>
        <Suspense fallback={<ScreenLoading />}>
          <PageTransition>
            <Routes>
              {ROUTES.flatMap((route) =>
                route.paths.map((path) => (
                  <Route
                    key={path}
                    path={path}
                    element={
                      <RouteGuard access={route.access} visitorPath={route.visitorPath}>
                        <route.screen.component />
                      </RouteGuard>
                    }
                  />
                )),
              )}
              <Route path="*" element={<Navigate to={routerPath(homePath())} replace />} />
            </Routes>
          </PageTransition>
        </Suspense>
      </Main>
      <BottomNav />
      <SideDrawer />
      <CustomerServicePopup />
      <LanguagePicker />
      <DialogHost />
      <ToastHost />
      <LoadingOverlay />
    </StatusGate>
  );
});

const Themed = observer(function Themed() {
  const { ui } = useStores();
  return (
    <ThemeProvider theme={ui.theme}>
      <GlobalStyle />
      <Shell />
    </ThemeProvider>
  );
});

/** The whole site below the router: stores, strings, theme, shell. */
export function App({ store, i18n }: { store: RootStore; i18n: I18n }) {
  return (
    <StoresProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <Themed />
      </I18nextProvider>
    </StoresProvider>
  );
}
