import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { createConsoleI18n, initialLanguage } from './i18n';
import { CONSOLE_BASE } from './paths';
import { LANGUAGE_KEY } from './stores/LanguageStore';
import { RootStore } from './stores/RootStore';

/** Start-up: the operator's language, the session restored (a reload keeps the operator logged in), render. */
async function start(): Promise<void> {
  const lang = initialLanguage(localStorage.getItem(LANGUAGE_KEY), navigator.languages ?? []);
  document.documentElement.lang = lang;
  const i18n = await createConsoleI18n(lang);
  const store = new RootStore({ i18n });
  void store.session.restore();
  store.session.watchIdle();
  // Back on the tab after a while: ask at once whether the session is still alive.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && store.session.status === 'loggedIn') void store.session.restore();
  });
  createRoot(document.getElementById('root')!).render(
    <BrowserRouter basename={CONSOLE_BASE}>
      <App store={store} i18n={i18n} />
    </BrowserRouter>,
  );
}

void start();
