import enJson from '../../../locales/en.json';
import { applyDocumentLanguage, createI18n, switchLanguage } from '../../../src/i18n';

describe('i18n', () => {
  afterEach(() => applyDocumentLanguage('en'));

  it('createI18n starts with the given language loaded and sets <html lang dir>', async () => {
    const load = jest.fn(async () => enJson);
    const i18n = await createI18n('EN', load);
    expect(load).toHaveBeenCalledWith('en');
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
    expect(load).toHaveBeenCalledWith('bn');
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
});
