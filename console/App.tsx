import type { i18n as I18n } from 'i18next';
import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { buildLightTheme, GlobalStyle } from '../src/theme';
import { Layout } from './components/layout/Layout';
import { Login } from './components/login/Login';
import { Muted } from './components/ui';
import { allowedRoutes } from './routes';
import type { RootStore } from './stores/RootStore';
import { StoresProvider, useStores } from './stores/context';

/** The console works in daylight at a desk: the light theme of the site's tokens. */
const theme = buildLightTheme();

const Loading = () => {
  const { t } = useTranslation();
  return <Muted role="status">{t('shell.loading')}</Muted>;
};

/** The screens this operator may open, each lazily loaded; anything else leads to the first of them. */
const Screens = observer(function Screens() {
  const { t } = useTranslation();
  const { session } = useStores();
  const routes = allowedRoutes((permission) => session.may(permission));
  return (
    <Layout routes={routes}>
      <Suspense fallback={<Loading />}>
        <Routes>
          {routes.map(({ id, pattern, screen: Screen }) => (
            <Route key={id} path={pattern} element={<Screen />} />
          ))}
          <Route path="*" element={routes[0] ? <Navigate to={routes[0].to} replace /> : <Muted>{t('shell.nothingAllowed')}</Muted>} />
        </Routes>
      </Suspense>
    </Layout>
  );
});

/** Restoring the session, the login, or the console. */
const Gate = observer(function Gate() {
  const { session } = useStores();
  if (session.status === 'restoring') return <Loading />;
  return session.ready ? <Screens /> : <Login />;
});

export function App({ store, i18n }: { store: RootStore; i18n: I18n }) {
  return (
    <StoresProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <Gate />
        </ThemeProvider>
      </I18nextProvider>
    </StoresProvider>
  );
}
