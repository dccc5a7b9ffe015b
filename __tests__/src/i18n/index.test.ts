import enJson from '../../../locales/en.json';
import { applyDocumentLanguage, createI18n, loadScreenStrings, prepareStrings, screenStringsLoaded, switchLanguage, type StringsPart } from '../../../src/i18n';

/** A loader that serves each language in the two parts the build makes (shell: common; screens: login). */
function parts(texts: Record<string, { common: string; login: string }>) {
  return jest.fn(async (code: string, part: StringsPart) =>
    part === 'shell' ? { common: { login: texts[code].common } } : { login: { title: texts[code].login } },
  );
}

describe('i18n', () => {
  afterEach(() => applyDocumentLanguage('en'));

  it('createI18n starts with the given language loaded and sets <html lang dir>', async () => {
    const load = jest.fn(async () => enJson);
    const i18n = await createI18n('EN', load);
    expect(load).toHaveBeenCalledWith('en', 'shell');
    expect(i18n.language).toBe('en');
    expect(i18n.t('common.login')).toBe('Log in');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('createI18n loads only the one language it starts with', async () => {
    const load = jest.fn(async () => enJson);
    await createI18n('en', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('an unknown code starts in bn', async () => {
    const load = jest.fn(async () => ({ common: { login: 'লগইন' } }));
    const i18n = await createI18n('xx', load);
    expect(load).toHaveBeenCalledWith('bn', 'shell');
    expect(i18n.language).toBe('bn');
  });

  it('switchLanguage loads strings it does not hold yet, once', async () => {
    const i18n = await createI18n('en', async () => enJson);
    const load = jest.fn(async () => ({ common: { login: 'تسجيل الدخول' } }));
    await switchLanguage(i18n, 'ar', load);
    await switchLanguage(i18n, 'en', load);
    await switchLanguage(i18n, 'ar', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(i18n.t('common.login')).toBe('تسجيل الدخول');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('interpolates placeholders without HTML escaping', async () => {
    const i18n = await createI18n('en', async () => enJson);
    expect(i18n.t('home.welcome', { name: 'A & B' })).toBe('Welcome to A & B');
  });

  it('the screens\' strings come only when asked for, and join the shell\'s in the one namespace', async () => {
    const load = parts({ en: { common: 'Log in', login: 'Member login' } });
    const i18n = await createI18n('en', load);
    expect(load.mock.calls).toEqual([['en', 'shell']]);
    expect(i18n.exists('login.title')).toBe(false);
    expect(screenStringsLoaded()).toBe(false);
    await Promise.all([loadScreenStrings(), loadScreenStrings()]);
    expect(load.mock.calls).toEqual([['en', 'shell'], ['en', 'screens']]);
    expect(i18n.t('login.title')).toBe('Member login');
    expect(i18n.t('common.login')).toBe('Log in');
    expect(screenStringsLoaded()).toBe(true);
  });

  it('switchLanguage loads only the shell\'s strings while no screen needed the others', async () => {
    const load = parts({ en: { common: 'Log in', login: 'Member login' }, ar: { common: 'تسجيل الدخول', login: 'دخول الأعضاء' } });
    const i18n = await createI18n('en', load);
    await switchLanguage(i18n, 'ar', load);
    expect(load.mock.calls).toEqual([['en', 'shell'], ['ar', 'shell']]);
    expect(i18n.t('common.login')).toBe('تسجيل الدخول');
  });

  it('switchLanguage loads the screens\' strings of the new language once a screen needed them', async () => {
    const load = parts({ en: { common: 'Log in', login: 'Member login' }, ar: { common: 'تسجيل الدخول', login: 'دخول الأعضاء' } });
    const i18n = await createI18n('en', load);
    await loadScreenStrings();
    await switchLanguage(i18n, 'ar', load);
    expect(load.mock.calls).toEqual([['en', 'shell'], ['en', 'screens'], ['ar', 'shell'], ['ar', 'screens']]);
    expect(i18n.language).toBe('ar');
    expect(i18n.t('login.title')).toBe('دخول الأعضاء');
    await switchLanguage(i18n, 'en', load);
    expect(load).toHaveBeenCalledTimes(4);
    expect(i18n.t('login.title')).toBe('Member login');
  });

  it('a screen opened before the instance exists fetches its strings beside the shell\'s', async () => {
    const load = parts({ bn: { common: 'লগইন', login: 'সদস্য লগইন' } });
    prepareStrings('bn', load);
    const screen = loadScreenStrings();
    expect(load.mock.calls).toEqual([['bn', 'shell'], ['bn', 'screens']]);
    const i18n = await createI18n('bn', load);
    await screen;
    expect(load).toHaveBeenCalledTimes(2);
    expect(i18n.t('login.title')).toBe('সদস্য লগইন');
  });
});
