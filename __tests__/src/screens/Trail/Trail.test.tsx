import { screen, waitFor } from '@testing-library/react';
import { AccountPath } from '@common/contract/account';
import { TOAST_TRIAL_LOADING_MS } from '../../../../src/config/constants';
import { loginResult } from '../../helpers/accounts';
import { deferred, en, renderApp } from '../../helpers/renderApp';

describe('Trail screen', () => {
  it('explains the free trial and its start button shows please wait, logs in a type 4 trial and lands on /m/home', async () => {
    const account = deferred<unknown>();
    const { user, location, store } = await renderApp({
      path: '/m/trail',
      routes: {
        [`GET ${AccountPath.trialAccount}`]: () => account.promise,
        [`POST ${AccountPath.freeplayLogin}`]: { success: true, value: loginResult({ token: 'tok-t', userName: 'trial1', type: 4 }) },
      },
    });
    expect(await screen.findByRole('heading', { name: en.trial.title })).toBeInTheDocument();
    expect(screen.getByText(en.trial.pointCredit)).toBeInTheDocument();
    const showLoading = jest.spyOn(store.ui, 'showLoading');
    await user.click(screen.getByRole('button', { name: en.trial.start }));
    expect(await screen.findByText(en.toast.pleaseWait)).toBeInTheDocument();
    expect(showLoading).toHaveBeenCalledWith({ key: 'toast.pleaseWait' }, TOAST_TRIAL_LOADING_MS);
    account.resolve({ success: true, value: { trialName: 'trial1' } });
    await waitFor(() => expect(location()).toBe('/m/home'));
    expect(store.session.info).toMatchObject({ userName: 'trial1', type: 4 });
    expect(screen.queryByText(en.toast.pleaseWait)).not.toBeInTheDocument();
  });
});
