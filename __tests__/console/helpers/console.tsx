import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { OperatorPath, type OperatorMe } from '@common/contract/operator';
import { App } from '../../../console/App';
import { createConsoleI18n, type ConsoleLanguage, type LoadStrings } from '../../../console/i18n';
import { RootStore } from '../../../console/stores/RootStore';
import bn from '../../../console/locales/bn.json';
import en from '../../../console/locales/en.json';
import zh from '../../../console/locales/zh.json';
import { FakeServer } from './fakeServer';

/** The strings from the files, without webpack's chunks. */
export const loadStrings: LoadStrings = async (lang) => ({ en, bn, zh })[lang];

/** A RootStore on a fake server, in a language (English by default). */
export async function consoleStore(server = new FakeServer(), lang: ConsoleLanguage = 'en') {
  const i18n = await createConsoleI18n(lang, loadStrings);
  const store = new RootStore({ i18n, fetch: server.fetch, loadStrings });
  return { store, i18n, server };
}

/** The whole console rendered at a path; `me`: logged in as this operator (the session restored). */
export async function renderConsole({ path = '/', me, server = new FakeServer() }: { path?: string; me?: OperatorMe; server?: FakeServer } = {}) {
  if (me) server.ok(`GET ${OperatorPath.session}`, me);
  else server.fail(`GET ${OperatorPath.session}`, 'operator.not.logged.in', 'Not logged in', 401);
  const { store, i18n } = await consoleStore(server);
  await store.session.restore();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <App store={store} i18n={i18n} />
    </MemoryRouter>,
  );
  return { ...view, store, server };
}
