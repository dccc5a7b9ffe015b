import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AccountPath } from '@common/contract/account';
import { COUNTRY_PATH } from '../../../../src/stores/auth/PhoneVerification';
import { sliderRoute } from '../../helpers/accounts';
import { accountStatus, formBody, jsonBody } from '../../helpers/member';
import { callsTo, en, renderApp, type Reply } from '../../helpers/renderApp';

const COUNTRIES = [{ countryCode: 'BD', countryDialingCode: '880', name: 'Bangladesh' }];

async function openForget({ path = '/m/forget', passwordReset = true, routes = {} as Record<string, Reply> } = {}) {
  return renderApp({
    path,
    status: accountStatus({ flags: { passwordReset } }),
    routes: {
      ...sliderRoute(),
      [`GET ${COUNTRY_PATH}`]: { success: true, value: COUNTRIES },
      [`POST ${AccountPath.passwordEmail}`]: { success: true },
      [`POST ${AccountPath.smsLogin}`]: { success: true, value: { expirationTime: Date.now() + 60_000 } },
      [`POST ${AccountPath.passwordSms}`]: { success: true },
      [`POST ${AccountPath.passwordReset}`]: { success: true },
      ...routes,
    },
  });
}

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });

describe('Forget screen', () => {
  it('says honestly that reset is off, with the way to customer service, and shows no form', async () => {
    await openForget({ passwordReset: false });
    expect(await screen.findByText(en.forget.disabled)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.status.contactService })).toHaveAttribute('href', '/m/service');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('email: checks the inputs, then posts username and email form-encoded and says the link is on its way', async () => {
    const { user, fetch } = await openForget();
    await screen.findByRole('form', { name: en.forget.byEmail });
    await user.type(input(en.register.email), 'nope');
    await user.click(screen.getByRole('button', { name: en.forget.sendLink }));
    expect(screen.getByText(en.validation.accountFormat)).toBeInTheDocument();
    expect(screen.getByText(en.validation.emailFormat)).toBeInTheDocument();
    expect(callsTo(fetch, AccountPath.passwordEmail)).toHaveLength(0);

    await user.type(input(en.register.username), 'Alice1');
    await user.clear(input(en.register.email));
    await user.type(input(en.register.email), 'alice@example.com');
    await user.click(screen.getByRole('button', { name: en.forget.sendLink }));
    expect(await screen.findByText(en.forget.emailSent)).toBeInTheDocument();
    const [call] = callsTo(fetch, AccountPath.passwordEmail, 'POST');
    expect(call.init.body).toBeInstanceOf(URLSearchParams);
    expect(formBody(call)).toEqual({ username: 'alice1', email: 'alice@example.com' });
  });

  it('phone: number, slider, reset code (purpose reset), new password, then /m/login', async () => {
    const { user, fetch, location } = await openForget();
    await user.click(await screen.findByRole('button', { name: en.forget.byPhone }));
    await user.type(await screen.findByLabelText(en.login.mobileNum, { selector: 'input' }), '1712345678');
    fireEvent.change(await screen.findByRole('slider'), { target: { value: '40' } });
    await user.click(screen.getByRole('button', { name: en.sms.getCode }));
    await waitFor(() => expect(callsTo(fetch, AccountPath.smsLogin, 'POST')).toHaveLength(1));
    expect(jsonBody(callsTo(fetch, AccountPath.smsLogin)[0])).toMatchObject({ mobileNum: '1712345678', countryDialingCode: '880', purpose: 'reset' });

    await user.type(input(en.login.messageCode), '654321');
    await user.type(input(en.changePsw.newPassword), 'better456');
    await user.type(input(en.changePsw.confirmPassword), 'better457');
    await user.click(screen.getByRole('button', { name: en.forget.submit }));
    expect(screen.getByText(en.validation.confirmMismatch)).toBeInTheDocument();
    expect(callsTo(fetch, AccountPath.passwordSms)).toHaveLength(0);

    await user.clear(input(en.changePsw.confirmPassword));
    await user.type(input(en.changePsw.confirmPassword), 'better456');
    await user.click(screen.getByRole('button', { name: en.forget.submit }));
    await waitFor(() => expect(location()).toBe('/m/login'));
    expect(jsonBody(callsTo(fetch, AccountPath.passwordSms)[0])).toEqual({
      mobileNum: '1712345678',
      countryDialingCode: '880',
      messageCode: '654321',
      newPassword: 'better456',
    });
  });

  it('phone: a refused code shows the server text and stays', async () => {
    const { user, location } = await openForget({
      routes: { [`POST ${AccountPath.passwordSms}`]: { success: false, code: 'verification.code.wrong', message: 'Wrong code' } },
    });
    await user.click(await screen.findByRole('button', { name: en.forget.byPhone }));
    await user.type(await screen.findByLabelText(en.login.mobileNum, { selector: 'input' }), '1712345678');
    await user.type(input(en.login.messageCode), '000000');
    await user.type(input(en.changePsw.newPassword), 'better456');
    await user.type(input(en.changePsw.confirmPassword), 'better456');
    await user.click(screen.getByRole('button', { name: en.forget.submit }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Wrong code');
    expect(location()).toBe('/m/forget');
  });

  it('the emailed link (?resetToken=) sets the new password with its token, then /m/login', async () => {
    const { user, fetch, location } = await openForget({ path: '/m/forget?resetToken=tok123' });
    await user.type(await screen.findByLabelText(en.changePsw.newPassword, { selector: 'input' }), 'better456');
    await user.type(input(en.changePsw.confirmPassword), 'better456');
    await user.click(screen.getByRole('button', { name: en.forget.submit }));
    await waitFor(() => expect(location()).toBe('/m/login'));
    expect(jsonBody(callsTo(fetch, AccountPath.passwordReset)[0])).toEqual({ resetToken: 'tok123', newPassword: 'better456' });
  });
});
