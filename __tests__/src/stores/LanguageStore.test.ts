import { runInAction } from 'mobx';
import { LANGUAGES } from '../../../src/i18n/languages';
import { initialLanguage } from '../../../src/stores/LanguageStore';
import { createTestStore, statusValue } from '../helpers/renderApp';

const LANGUAGE_KEY = 'mlobby.language';

describe('LanguageStore', () => {
  afterEach(() => {
    document.documentElement.dir = 'ltr';
    document.documentElement.lang = 'en';
  });

  it('offers only the merchant languages, in the selector order', async () => {
    const { store } = await createTestStore({ status: statusValue({ info: { languages: ['en', 'th', 'bn'] } }) });
    expect(store.language.options.map((l) => l.code)).toEqual(['bn', 'en', 'th']);
  });

  it('matches merchant language codes case-insensitively', async () => {
    const { store } = await createTestStore({ status: statusValue({ info: { languages: ['BN', 'EN', 'ZH-CN'] } }) });
    expect(store.language.options.map((l) => l.code)).toEqual(['bn', 'en', 'zh-CN']);
  });

  it('offers every language when the merchant configured none', async () => {
    const { store } = await createTestStore({ status: null });
    expect(store.language.options).toHaveLength(LANGUAGES.length);
  });

  it('hides the selector when the merchant offers one language', async () => {
    const { store } = await createTestStore({ status: statusValue({ info: { languages: ['en'] } }) });
    expect(store.language.options).toHaveLength(1);
    expect(store.language.showSelector).toBe(false);
  });

  it('shows the selector with two languages or more', async () => {
    const { store } = await createTestStore({ status: statusValue({ info: { languages: ['bn', 'en'] } }) });
    expect(store.language.showSelector).toBe(true);
  });

  it('setLanguage() switches i18n and persists the choice', async () => {
    const { store, i18n } = await createTestStore();
    await store.language.setLanguage('bn');
    expect(store.language.code).toBe('bn');
    expect(i18n.language).toBe('bn');
    expect(JSON.parse(window.localStorage.getItem(LANGUAGE_KEY) ?? 'null')).toBe('bn');
    expect(i18n.t('common.login')).not.toBe('Log in');
  });

  it.each(['ar', 'fa', 'ur'])('setLanguage(%s) sets <html dir="rtl">, and back to ltr for English', async (code) => {
    const { store } = await createTestStore();
    await store.language.setLanguage(code);
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe(code);
    await store.language.setLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('en');
  });

  it('a left-to-right language keeps <html dir="ltr">', async () => {
    const { store } = await createTestStore();
    await store.language.setLanguage('zh-CN');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('a language change clears the cached hot games', async () => {
    const { store } = await createTestStore();
    runInAction(() => {
      store.catalog.hotGames = [];
    });
    await store.language.setLanguage('bn');
    expect(store.catalog.hotGames).toBeNull();
  });

  it('choosing the current language changes nothing', async () => {
    const { store } = await createTestStore();
    runInAction(() => {
      store.catalog.hotGames = [];
    });
    await store.language.setLanguage('en');
    expect(store.catalog.hotGames).toEqual([]);
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBeNull();
  });

  it('the Language header follows the chosen language', async () => {
    const { store, fetch } = await createTestStore();
    await store.language.setLanguage('zh-TW');
    await store.common.refreshStatus();
    expect((fetch.mock.calls[0][1]?.headers as Record<string, string>).Language).toBe('CN');
  });
});

describe('initialLanguage', () => {
  it('uses the saved choice when the merchant offers it', () => {
    window.localStorage.setItem(LANGUAGE_KEY, JSON.stringify('en'));
    expect(initialLanguage(['bn', 'en'], 'bn')).toBe('en');
  });

  it('ignores a saved choice the merchant no longer offers', () => {
    window.localStorage.setItem(LANGUAGE_KEY, JSON.stringify('th'));
    expect(initialLanguage(['bn', 'en'], 'en')).toBe('en');
  });

  it('falls back to BN without a saved choice or merchant default', () => {
    expect(initialLanguage([], null)).toBe('bn');
  });
});
