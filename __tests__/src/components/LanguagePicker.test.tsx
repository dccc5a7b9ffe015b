import { screen, waitFor, within } from '@testing-library/react';
import { en, inAct, renderApp, statusValue } from '../helpers/renderApp';

describe('LanguagePicker', () => {
  afterEach(() => {
    document.documentElement.dir = 'ltr';
  });

  it('choosing a language restyles the site in it, closes the popup and the drawer, and flips <html dir>', async () => {
    const { store, user } = await renderApp({ path: '/m/home', status: statusValue({ info: { languages: ['en', 'ar'] } }) });
    await inAct(() => {
      store.ui.toggleDrawer(true);
      store.ui.toggleLanguagePicker(true);
    });
    const picker = screen.getByRole('dialog', { name: en.common.selectLanguage });
    await user.click(within(picker).getByRole('button', { name: 'العربية' }));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(store.language.code).toBe('ar');
    expect(screen.queryByRole('dialog', { name: en.common.selectLanguage })).not.toBeInTheDocument();
    expect(store.ui.drawerOpen).toBe(false);
    await waitFor(() => expect(screen.queryByRole('link', { name: en.common.login })).not.toBeInTheDocument());
  });

  it('never shows when the merchant offers a single language', async () => {
    const { store } = await renderApp({ path: '/m/home', status: statusValue({ info: { languages: ['en'] } }) });
    await inAct(() => store.ui.toggleLanguagePicker(true));
    expect(screen.queryByRole('dialog', { name: en.common.selectLanguage })).not.toBeInTheDocument();
  });

  it('uses a one-column list on /m/changePsw and two columns elsewhere', async () => {
    const status = statusValue({ info: { languages: ['bn', 'en', 'th'] } });
    const home = await renderApp({ path: '/m/home', status });
    await inAct(() => home.store.ui.toggleLanguagePicker(true));
    const twoCol = window.getComputedStyle(within(screen.getByRole('dialog')).getByRole('list')).gridTemplateColumns;
    home.unmount();
    const change = await renderApp({ path: '/m/changePsw', status, session: { token: 't', merchantCode: 'M', userName: 'u', type: 0, firstTimeLogin: true } });
    await inAct(() => change.store.ui.toggleLanguagePicker(true));
    const oneCol = window.getComputedStyle(within(screen.getByRole('dialog')).getByRole('list')).gridTemplateColumns;
    expect(twoCol).toBe('repeat(2, 1fr)');
    expect(oneCol).toBe('repeat(1, 1fr)');
  });
});
