import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AccountPath } from '@common/contract/account';
import { confirmDialog, formBody, jsonBody, memberCentreRoutes } from '../../helpers/member';
import { callsTo, en, renderApp, sessionOf, type Reply } from '../../helpers/renderApp';
import { MemberStore } from '../../../../src/stores/MemberStore';

// Distinct URLs per icon (the site's jest setup stubs every image import with one name).
jest.mock('../../../../src/assets/head', () => {
  const HEAD_ICONS = Array.from({ length: 9 }, (_, i) => `/m/assets/head-${i}.svg`);
  return { HEAD_ICONS, headIconUrl: (id: number | null) => (id === null ? null : (HEAD_ICONS[id] ?? null)) };
});

async function openMemberHome({ security = {}, routes = {} as Record<string, Reply> } = {}) {
  const app = await renderApp({ path: '/m/member/home', session: sessionOf(0, 'alice'), routes: { ...memberCentreRoutes(security), ...routes } });
  await screen.findByRole('region', { name: en.member.profile });
  return app;
}

const avatar = () => screen.getByRole('img', { name: en.member.avatarAlt });

describe('MemberHome screen', () => {
  it('shows the username, the account type and the head icon the server holds', async () => {
    await openMemberHome();
    const profile = screen.getByRole('region', { name: en.member.profile });
    expect(within(profile).getAllByText('alice').length).toBeGreaterThan(0);
    expect(within(profile).getByText(en.member.typeReal)).toBeInTheDocument();
    await waitFor(() => expect(avatar()).toHaveAttribute('src', '/m/assets/head-2.svg'));
  });

  it('the icon picker offers icons 0 to 8, posts the choice form-encoded and shows it at once', async () => {
    const { user, fetch } = await openMemberHome();
    await user.click(screen.getByRole('button', { name: en.member.changeIcon }));
    const picker = screen.getByRole('dialog', { name: en.member.iconPicker });
    expect(within(picker).getAllByRole('img')).toHaveLength(9);
    await user.click(within(picker).getByRole('button', { name: en.member.iconOption.replace('{{id}}', '5') }));
    await waitFor(() => expect(avatar()).toHaveAttribute('src', '/m/assets/head-4.svg'));
    const [call] = callsTo(fetch, AccountPath.icon, 'POST');
    expect(call.init.body).toBeInstanceOf(URLSearchParams);
    expect(formBody(call)).toEqual({ iconId: '4' });
    expect(screen.queryByRole('dialog', { name: en.member.iconPicker })).not.toBeInTheDocument();
  });

  it('a head icon that fails to load falls back to the default picture', async () => {
    await openMemberHome();
    await waitFor(() => expect(avatar()).toHaveAttribute('src', '/m/assets/head-2.svg'));
    fireEvent.error(avatar());
    expect(avatar()).toHaveAttribute('src', 'file-stub');
  });

  it('edits the nickname: posts it and shows it', async () => {
    const { user, fetch } = await openMemberHome();
    await screen.findByText('Ali');
    await user.click(screen.getByRole('button', { name: en.member.editField.replace('{{field}}', en.member.nickname) }));
    const field = screen.getByLabelText(en.member.nickname, { selector: 'input' });
    expect(field).toHaveValue('Ali');
    await user.clear(field);
    await user.type(field, 'Lucky');
    await user.click(screen.getByRole('button', { name: en.member.save }));
    expect(await screen.findByText('Lucky')).toBeInTheDocument();
    expect(jsonBody(callsTo(fetch, AccountPath.nickname, 'POST')[0])).toEqual({ nickname: 'Lucky' });
  });

  it('edits the email: a bad one shows the email text and is not sent; a good one is saved', async () => {
    const { user, fetch } = await openMemberHome();
    await screen.findByText('ali@example.com');
    await user.click(screen.getByRole('button', { name: en.member.editField.replace('{{field}}', en.member.email) }));
    const field = screen.getByLabelText(en.member.email, { selector: 'input' });
    await user.clear(field);
    await user.type(field, 'nope');
    await user.click(screen.getByRole('button', { name: en.member.save }));
    expect(screen.getByText(en.validation.emailFormat)).toBeInTheDocument();
    expect(callsTo(fetch, AccountPath.email)).toHaveLength(0);
    await user.clear(field);
    await user.type(field, 'new@example.com');
    await user.click(screen.getByRole('button', { name: en.member.save }));
    expect(await screen.findByText('new@example.com')).toBeInTheDocument();
    expect(jsonBody(callsTo(fetch, AccountPath.email, 'POST')[0])).toEqual({ email: 'new@example.com' });
  });

  it('sets a withdrawal password of exactly 6 digits', async () => {
    const { user, fetch } = await openMemberHome();
    await user.click(await screen.findByRole('button', { name: en.security.setWithdrawal }));
    expect(screen.queryByLabelText(en.security.oldWithdrawal)).not.toBeInTheDocument();
    const field = screen.getByLabelText(en.security.newWithdrawal, { selector: 'input' });
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await user.type(field, '12345');
    await user.type(screen.getByLabelText(en.security.confirmWithdrawal, { selector: 'input' }), '12345');
    await user.click(screen.getByRole('button', { name: en.member.save }));
    expect(screen.getAllByText(en.security.withdrawalFormat).length).toBeGreaterThan(0);
    expect(callsTo(fetch, AccountPath.paymentPassword)).toHaveLength(0);
    await user.type(field, '6');
    await user.type(screen.getByLabelText(en.security.confirmWithdrawal, { selector: 'input' }), '6');
    await user.click(screen.getByRole('button', { name: en.member.save }));
    expect(await screen.findByText(en.security.withdrawalSaved)).toBeInTheDocument();
    expect(jsonBody(callsTo(fetch, AccountPath.paymentPassword, 'POST')[0])).toEqual({ newPaymentPassword: '123456' });
    expect(screen.getByText(en.security.withdrawalIsSet)).toBeInTheDocument();
  });

  it('changing an existing withdrawal password sends the current one too', async () => {
    const { user, fetch } = await openMemberHome({ security: { hasWithdrawalPassword: true } });
    await user.click(await screen.findByRole('button', { name: en.security.changeWithdrawal }));
    await user.type(screen.getByLabelText(en.security.oldWithdrawal, { selector: 'input' }), '111111');
    await user.type(screen.getByLabelText(en.security.newWithdrawal, { selector: 'input' }), '222222');
    await user.type(screen.getByLabelText(en.security.confirmWithdrawal, { selector: 'input' }), '222222');
    await user.click(screen.getByRole('button', { name: en.member.save }));
    await waitFor(() => expect(callsTo(fetch, AccountPath.paymentPassword, 'POST')).toHaveLength(1));
    expect(jsonBody(callsTo(fetch, AccountPath.paymentPassword)[0])).toEqual({ oldPaymentPassword: '111111', newPaymentPassword: '222222' });
  });

  it('links to the password change', async () => {
    await openMemberHome();
    expect(screen.getByRole('link', { name: en.security.changePassword })).toHaveAttribute('href', '/m/changePsw');
  });

  it('the refresh button reloads the balance through the wallet', async () => {
    let balance = 100;
    const { user, fetch } = await openMemberHome({ routes: { 'GET /wps/wallets/balance': () => ({ success: true, value: { sumBalance: balance } }) } });
    const amount = within(screen.getByRole('region', { name: en.member.wallet })).getByLabelText(en.common.balance);
    await waitFor(() => expect(amount).toHaveTextContent('1.00'));
    const before = callsTo(fetch, '/wps/wallets/balance').length;
    balance = 123456;
    await user.click(screen.getByRole('button', { name: en.common.refreshBalance }));
    await waitFor(() => expect(amount).toHaveTextContent('1,234.56'));
    expect(callsTo(fetch, '/wps/wallets/balance')).toHaveLength(before + 1);
  });

  it('logout: confirm, call, session cleared, replaced to /m/home', async () => {
    const { user, fetch, location, store } = await openMemberHome();
    await user.click(screen.getByRole('button', { name: en.common.logout }));
    expect(await confirmDialog(user, en.common.confirm)).toContain(en.toast.logoutConfirm);
    await waitFor(() => expect(location()).toBe('/m/home'));
    expect(callsTo(fetch, '/wps/session/logout', 'DELETE')).toHaveLength(1);
    expect(store.session.isLoggedIn).toBe(false);
    expect(store.feature(MemberStore).iconId).toBeNull();
  });
});
