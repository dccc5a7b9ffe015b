import { DIALOG_CLICK_GUARD_MS, SWIPE_BACK_RESET_MS, TOAST_INFO_MS, TOAST_SHORT_MS } from '../../../src/config/constants';
import { createTestStore, statusValue } from '../helpers/renderApp';

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
});
afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
});

describe('UiStore', () => {
  it('spec timings are 1.5 s info toast, 3 s default toast, 500 ms swipe reset, 300 ms dialog guard', () => {
    expect([TOAST_INFO_MS, TOAST_SHORT_MS, SWIPE_BACK_RESET_MS, DIALOG_CLICK_GUARD_MS]).toEqual([1500, 3000, 500, 300]);
  });

  it('an info toast dismisses itself after 1.5 s', async () => {
    const { store } = await createTestStore();
    store.ui.showToast({ key: 'toast.copySuccess' });
    jest.advanceTimersByTime(1499);
    expect(store.ui.toasts).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.ui.toasts).toHaveLength(0);
  });

  it('other toasts dismiss themselves after 3 s by default', async () => {
    const { store } = await createTestStore();
    store.ui.showToast({ key: 'error.unknown' }, 'error');
    jest.advanceTimersByTime(2999);
    expect(store.ui.toasts).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.ui.toasts).toHaveLength(0);
  });

  it('a toast with its own duration lasts exactly that long', async () => {
    const { store } = await createTestStore();
    store.ui.showToast({ key: 'toast.pleaseWait' }, 'loading', 8000);
    jest.advanceTimersByTime(7999);
    expect(store.ui.toasts).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.ui.toasts).toHaveLength(0);
  });

  it('dismissing one toast leaves the others', async () => {
    const { store } = await createTestStore();
    const a = store.ui.showToast({ text: 'a' });
    store.ui.showToast({ text: 'b' });
    store.ui.dismissToast(a);
    expect(store.ui.toasts.map((t) => t.message)).toEqual([{ text: 'b' }]);
  });

  it('the same notice is not stacked twice', async () => {
    const { store } = await createTestStore();
    store.ui.showNotice({ key: 'error.notLoggedIn' }, '/m/login');
    store.ui.showNotice({ key: 'error.notLoggedIn' }, '/m/login');
    expect(store.ui.dialogs).toHaveLength(1);
    expect(store.ui.dialogs[0]).toMatchObject({ titleKey: 'common.notice', to: '/m/login' });
  });

  it('different notices are queued', async () => {
    const { store } = await createTestStore();
    store.ui.showNotice({ text: 'one' });
    store.ui.showNotice({ text: 'two' });
    expect(store.ui.dialogs).toHaveLength(2);
  });

  it('a notice can be shown again after it was closed', async () => {
    const { store } = await createTestStore();
    store.ui.showNotice({ text: 'once' });
    store.ui.closeDialog(store.ui.dialogs[0].id);
    store.ui.showNotice({ text: 'once' });
    expect(store.ui.dialogs).toHaveLength(1);
  });

  it('confirm() queues a two-button dialog carrying its action', async () => {
    const { store } = await createTestStore();
    const action = jest.fn();
    store.ui.confirm({ key: 'toast.logoutConfirm' }, action);
    expect(store.ui.dialogs[0]).toMatchObject({ titleKey: 'common.notice', confirmKey: 'common.confirm' });
    store.ui.dialogs[0].onConfirm?.();
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('the theme follows the merchant template until setTheme switches it at runtime', async () => {
    const { store } = await createTestStore({ status: statusValue({ info: { template: 'light' } }) });
    expect(store.ui.theme.name).toBe('light');
    const lightPrimary = store.ui.theme.colors.primary;
    store.ui.setTheme('dark');
    expect(store.ui.theme.name).toBe('dark');
    expect(store.ui.theme.colors.primary).not.toBe(lightPrimary);
    store.ui.setTheme(null);
    expect(store.ui.theme.name).toBe('light');
  });

  it('uses the dark theme without a status', async () => {
    const { store } = await createTestStore({ status: null });
    expect(store.ui.theme.name).toBe('dark');
  });

  it('suppressTransition() comes back on after 500 ms', async () => {
    const { store } = await createTestStore();
    store.ui.suppressTransition();
    expect(store.ui.transitionSuppressed).toBe(true);
    jest.advanceTimersByTime(499);
    expect(store.ui.transitionSuppressed).toBe(true);
    jest.advanceTimersByTime(1);
    expect(store.ui.transitionSuppressed).toBe(false);
  });

  it('a second swipe restarts the 500 ms reset', async () => {
    const { store } = await createTestStore();
    store.ui.suppressTransition();
    jest.advanceTimersByTime(400);
    store.ui.suppressTransition();
    jest.advanceTimersByTime(400);
    expect(store.ui.transitionSuppressed).toBe(true);
    jest.advanceTimersByTime(100);
    expect(store.ui.transitionSuppressed).toBe(false);
  });

  it('the loading overlay hides itself after its duration as a safety net', async () => {
    const { store } = await createTestStore();
    store.ui.showLoading({ key: 'toast.pleaseWait' }, 3000);
    expect(store.ui.loading).toEqual({ key: 'toast.pleaseWait' });
    jest.advanceTimersByTime(3000);
    expect(store.ui.loading).toBeNull();
  });

  it('drawer, service popup and language picker toggle open and closed', async () => {
    const { store } = await createTestStore();
    store.ui.toggleDrawer();
    store.ui.toggleServicePopup();
    store.ui.toggleLanguagePicker();
    expect([store.ui.drawerOpen, store.ui.servicePopupOpen, store.ui.languagePickerOpen]).toEqual([true, true, true]);
    store.ui.toggleDrawer();
    store.ui.toggleServicePopup();
    store.ui.toggleLanguagePicker();
    expect([store.ui.drawerOpen, store.ui.servicePopupOpen, store.ui.languagePickerOpen]).toEqual([false, false, false]);
  });
});
