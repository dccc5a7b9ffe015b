import { screen, waitFor, within } from '@testing-library/react';
import { AccountPath } from '@common/contract/account';
import { OLD_PSW_KEY } from '../../../../src/stores/SessionStore';
import { confirmDialog, jsonBody } from '../../helpers/member';
import { callsTo, en, renderApp, sessionOf, type Reply } from '../../helpers/renderApp';

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: en.changePsw.submit });

/** /m/changePsw for alice; `remembered` is the old password a forced login kept. */
async function openChange({ firstTimeLogin = false, remembered = null as string | null, routes = {} as Record<string, Reply> } = {}) {
  if (remembered !== null) window.sessionStorage.setItem(OLD_PSW_KEY, JSON.stringify(remembered));
  const app = await renderApp({
    path: ['/m/member/home', '/m/changePsw'],
    session: { ...sessionOf(0, 'alice'), firstTimeLogin },
    routes: { [`POST ${AccountPath.password}`]: { success: true }, ...routes },
  });
  await screen.findByRole('form', { name: en.changePsw.heading });
  return app;
}

describe('ChangePsw screen', () => {
  describe('normal change', () => {
    it('asks for old, new and confirmation, and refuses a new password equal to the old one', async () => {
      const { user, fetch } = await openChange();
      await user.type(input(en.changePsw.oldPassword), 'secret123');
      await user.type(input(en.changePsw.newPassword), 'secret123');
      await user.type(input(en.changePsw.confirmPassword), 'secret123');
      await user.click(submit());
      expect(screen.getByText(en.validation.newEqualsOld)).toBeInTheDocument();
      expect(callsTo(fetch, AccountPath.password)).toHaveLength(0);
    });

    it('posts old and new, confirms, and returns to the member centre', async () => {
      const { user, fetch, location } = await openChange();
      await user.type(input(en.changePsw.oldPassword), 'secret123');
      await user.type(input(en.changePsw.newPassword), 'better456');
      await user.type(input(en.changePsw.confirmPassword), 'better456');
      await user.click(submit());
      await waitFor(() => expect(location()).toBe('/m/member/home'));
      expect(jsonBody(callsTo(fetch, AccountPath.password, 'POST')[0])).toEqual({ oldPassword: 'secret123', newPassword: 'better456' });
      expect(await screen.findByText(en.changePsw.success)).toBeInTheDocument();
    });

    it('shows the server refusal (wrong old password) and stays', async () => {
      const { user, location } = await openChange({
        routes: { [`POST ${AccountPath.password}`]: { success: false, code: 'password.wrong', message: 'Old password is wrong' } },
      });
      await user.type(input(en.changePsw.oldPassword), 'wrong1234');
      await user.type(input(en.changePsw.newPassword), 'better456');
      await user.type(input(en.changePsw.confirmPassword), 'better456');
      await user.click(submit());
      expect(await screen.findByRole('alertdialog')).toHaveTextContent('Old password is wrong');
      expect(location()).toBe('/m/changePsw');
    });
  });

  describe('forced change', () => {
    it('explains why, hides the old password and covers the header so the page cannot be left', async () => {
      await openChange({ firstTimeLogin: true, remembered: 'first123' });
      expect(screen.getByText(en.changePsw.forcedFirstLogin)).toBeInTheDocument();
      expect(screen.queryByLabelText(en.changePsw.oldPassword)).not.toBeInTheDocument();
      expect(document.body).not.toHaveTextContent('first123');
      const layer = screen.getByRole('region', { name: en.title.changePsw });
      expect(within(layer).queryByRole('link', { name: en.header.home })).not.toBeInTheDocument();
      expect(within(layer).getByRole('button', { name: en.changePsw.logoutInstead })).toBeInTheDocument();
    });

    it('an expired password says so', async () => {
      await openChange({ remembered: 'first123' });
      expect(screen.getByText(en.changePsw.forcedExpired)).toBeInTheDocument();
    });

    it('refuses a new password equal to the remembered old one', async () => {
      const { user, fetch } = await openChange({ firstTimeLogin: true, remembered: 'first123' });
      await user.type(input(en.changePsw.newPassword), 'first123');
      await user.type(input(en.changePsw.confirmPassword), 'first123');
      await user.click(submit());
      expect(screen.getByText(en.validation.newEqualsOld)).toBeInTheDocument();
      expect(callsTo(fetch, AccountPath.password)).toHaveLength(0);
    });

    it('uses the remembered old password, then forgets it and the forced state and goes home', async () => {
      const { user, fetch, location, store } = await openChange({ firstTimeLogin: true, remembered: 'first123' });
      await user.type(input(en.changePsw.newPassword), 'better456');
      await user.type(input(en.changePsw.confirmPassword), 'better456');
      await user.click(submit());
      await waitFor(() => expect(location()).toBe('/m/home'));
      expect(jsonBody(callsTo(fetch, AccountPath.password, 'POST')[0])).toEqual({ oldPassword: 'first123', newPassword: 'better456' });
      expect(store.session.oldPsw).toBeNull();
      expect(store.session.passwordChangeForced).toBe(false);
      expect(store.session.info?.firstTimeLogin).toBe(false);
      expect(window.sessionStorage.getItem(OLD_PSW_KEY)).toBeNull();
    });

    it('logging out instead runs the logout flow', async () => {
      const { user, fetch, location, store } = await openChange({ firstTimeLogin: true, remembered: 'first123' });
      await user.click(screen.getByRole('button', { name: en.changePsw.logoutInstead }));
      expect(await confirmDialog(user, en.common.confirm)).toContain(en.toast.logoutConfirm);
      await waitFor(() => expect(location()).toBe('/m/home'));
      expect(callsTo(fetch, '/wps/session/logout', 'DELETE')).toHaveLength(1);
      expect(store.session.isLoggedIn).toBe(false);
      expect(store.session.oldPsw).toBeNull();
    });
  });
});
