import { act, screen } from '@testing-library/react';
import { TOAST_INFO_MS } from '../../../src/config/constants';
import { en, inAct, renderApp } from '../helpers/renderApp';

describe('ToastHost', () => {
  it('shows a toast and removes it after 1.5 s (info)', async () => {
    jest.useFakeTimers();
    try {
      const { store } = await renderApp({ path: '/m/home' });
      await inAct(() => store.ui.showToast({ key: 'toast.copySuccess' }));
      expect(screen.getByText(en.toast.copySuccess)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(TOAST_INFO_MS));
      expect(screen.queryByText(en.toast.copySuccess)).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('an offline failure shows the no-internet toast', async () => {
    const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { store } = await renderApp({ path: '/m/home' });
      await inAct(() => store.api.get('/wps/member/info').catch(() => undefined));
      const stack = screen.getAllByRole('status').find((el) => el.getAttribute('aria-live') === 'polite');
      expect(stack).toHaveTextContent(en.error.noInternet);
      expect(store.ui.toasts).toEqual([expect.objectContaining({ message: { key: 'error.noInternet' }, durationMs: 1500 })]);
    } finally {
      online.mockRestore();
    }
  });
});

describe('LoadingOverlay', () => {
  it('shows the loading message while loading and hides it after', async () => {
    const { store } = await renderApp({ path: '/m/home' });
    await inAct(() => store.ui.showLoading({ key: 'toast.pleaseWait' }, 9999));
    expect(screen.getByRole('status', { busy: true })).toHaveTextContent(en.toast.pleaseWait);
    await inAct(() => store.ui.hideLoading());
    expect(screen.queryByText(en.toast.pleaseWait)).not.toBeInTheDocument();
  });
});

describe('OfflineBanner', () => {
  it('says the phone is offline when the browser goes offline, and disappears when back online', async () => {
    const { store } = await renderApp({ path: '/m/home' });
    expect(screen.queryByText(en.offline.title)).not.toBeInTheDocument();
    await inAct(() => store.ui.setOnline(false));
    expect(screen.getByRole('alert')).toHaveTextContent(en.offline.title);
    await inAct(() => store.ui.setOnline(true));
    expect(screen.queryByText(en.offline.title)).not.toBeInTheDocument();
  });

  it('follows the browser online and offline events', async () => {
    const { store } = await renderApp({ path: '/m/home' });
    const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await inAct(() => window.dispatchEvent(new Event('offline')));
      expect(store.ui.online).toBe(false);
      expect(screen.getByRole('alert')).toHaveTextContent(en.offline.title);
      online.mockReturnValue(true);
      await inAct(() => window.dispatchEvent(new Event('online')));
      expect(store.ui.online).toBe(true);
    } finally {
      online.mockRestore();
    }
  });
});
