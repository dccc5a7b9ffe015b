import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DIALOG_CLICK_GUARD_MS } from '../../../src/config/constants';
import { en, inAct, renderApp } from '../helpers/renderApp';

describe('DialogHost', () => {
  it('ignores clicks during the 300 ms guard, then confirms and follows the dialog route', async () => {
    jest.useFakeTimers();
    try {
      const { store, location } = await renderApp({ path: '/m/notice' });
      await inAct(() => store.ui.showNotice({ text: 'Session over' }, '/m/login'));
      const dialog = screen.getByRole('alertdialog', { name: en.common.notice });
      expect(dialog).toHaveTextContent('Session over');
      const confirm = within(dialog).getByRole('button', { name: en.common.confirm });
      fireEvent.click(confirm);
      act(() => jest.advanceTimersByTime(DIALOG_CLICK_GUARD_MS - 1));
      fireEvent.click(confirm);
      expect(screen.getByRole('alertdialog')).toBeInTheDocument();
      expect(location()).toBe('/m/notice');

      act(() => jest.advanceTimersByTime(1));
      fireEvent.click(confirm);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      // The login screen is a lazy chunk now: the route changes once it has loaded.
      await waitFor(() => expect(location()).toBe('/m/login'));
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows queued dialogs one at a time, each with its own guard', async () => {
    const { store } = await renderApp({ path: '/m/home' });
    await inAct(() => {
      store.ui.showNotice({ text: 'first' });
      store.ui.showNotice({ text: 'second' });
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    const first = within(screen.getByRole('alertdialog')).getByRole('button', { name: en.common.confirm });
    await waitFor(() => expect(first).toBeEnabled());
    fireEvent.click(first);
    expect(await screen.findByText('second')).toBeInTheDocument();
    expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: en.common.confirm })).toBeDisabled();
  });

  it('translates key messages and shows server text as is', async () => {
    const { store } = await renderApp({ path: '/m/home' });
    await inAct(() => store.ui.showNotice({ key: 'error.noPermission' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(en.error.noPermission);
  });

  it('runs the confirm action of a confirmation dialog only on confirm', async () => {
    const { store, user } = await renderApp({ path: '/m/home' });
    const action = jest.fn();
    await inAct(() => store.ui.confirm({ text: 'Sure?' }, action));
    const confirm = screen.getByRole('button', { name: en.common.confirm });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(screen.getByRole('button', { name: en.common.cancel }));
    expect(action).not.toHaveBeenCalled();
    await inAct(() => store.ui.confirm({ text: 'Sure?' }, action));
    const again = screen.getByRole('button', { name: en.common.confirm });
    await waitFor(() => expect(again).toBeEnabled());
    await user.click(again);
    expect(action).toHaveBeenCalledTimes(1);
  });
});
