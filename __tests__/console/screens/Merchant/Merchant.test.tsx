import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MerchantAdminPath, type MerchantSettings } from '@common/contract/consoleMerchant';
import { buildLightTheme } from '../../../../src/theme';
import { memberTheme } from '../../../../console/screens/Merchant/Branding';
import { renderConsole } from '../../helpers/console';
import { FakeServer, operator, type Call } from '../../helpers/fakeServer';

const settings: MerchantSettings = {
  code: 'MLOBBY', trialCode: 'MLOBBYTRIAL', name: 'M Lobby', maintenance: false,
  regionRestriction: { blockedCountries: ['US'], blockedCidrs: [] },
  whitelabel: { AGENTPOLICY3: true, PTSYS3: true, MISSIONLB3: false, CBS3: true, REWCEN3: true, smsLogin: true, passwordReset: true, googleSignIn: false, facebookSignIn: false },
  languages: ['bn', 'en'], defaultLanguage: 'bn',
  branding: { template: 'dark', themeColor: '#f5b301', backgroundColor: '#0b1220' },
  customerService: [], downloads: [{ resourceType: 'android', url: 'https://dl.example/app.apk' }],
  register: { fields: [{ name: 'username', show: true, required: true }, { name: 'email', show: true, required: true }], minAge: 18 },
  transferLaunchMode: 'all',
};

/** Every section's PUT answers the settings with the body applied (as the server would). */
function merchantServer(): FakeServer {
  const server = new FakeServer().ok(`GET ${MerchantAdminPath.merchant('MLOBBY')}`, settings);
  for (const section of ['maintenance', 'whitelabel', 'regionRestriction', 'registerFields', 'languages', 'branding', 'customerService', 'downloads'] as const)
    server.on(`PUT ${MerchantAdminPath[section]('MLOBBY')}`, (call: Call) => ({ value: { ...settings, ...(section === 'maintenance' ? { maintenance: (call.body as { enabled: boolean }).enabled } : {}) } }));
  return server;
}
const lastBody = (server: FakeServer, section: keyof typeof MerchantAdminPath) => server.callsTo(`PUT ${(MerchantAdminPath[section] as (c: string) => string)('MLOBBY')}`).at(-1)?.body;
const section = (name: string) => screen.getByRole('form', { name });

describe('merchant settings', () => {
  test("a merchant's owner opens its own settings; a section saves on its own and says so", async () => {
    const server = merchantServer();
    await renderConsole({ me: operator(['owner']), path: '/merchant', server });
    expect(await screen.findByRole('heading', { name: 'M Lobby (MLOBBY)' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(section('Maintenance')).getByRole('checkbox'));
    await user.click(within(section('Maintenance')).getByRole('button', { name: 'Save' }));
    expect(lastBody(server, 'maintenance')).toEqual({ enabled: true });
    expect(await within(section('Maintenance')).findByRole('status')).toHaveTextContent('Saved.');
    expect(within(section('Features')).queryByRole('status')).not.toBeInTheDocument();
  });

  test('only the feature switches changed are sent', async () => {
    const server = merchantServer();
    await renderConsole({ me: operator(['owner']), path: '/merchant', server });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Sign in with Google' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cashback' }));
    await user.click(within(section('Features')).getByRole('button', { name: 'Save' }));
    expect(lastBody(server, 'whitelabel')).toEqual({ googleSignIn: true, CBS3: false });
  });

  test('a hidden registration field is never required; the region lists are cleaned up', async () => {
    const server = merchantServer();
    await renderConsole({ me: operator(['owner']), path: '/merchant', server });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Show email' }));
    expect(screen.getByRole('checkbox', { name: 'Require email' })).toBeDisabled();
    await user.click(within(section('Registration fields')).getByRole('button', { name: 'Save' }));
    expect(lastBody(server, 'registerFields')).toEqual({ fields: [settings.register.fields[0], { name: 'email', show: false, required: false }], minAge: 18 });
    const countries = within(section('Region restriction')).getByLabelText('Blocked countries (ISO codes)');
    await user.clear(countries);
    await user.type(countries, 'us, sg  ,');
    await user.type(within(section('Region restriction')).getByLabelText(/Blocked address ranges/), '203.0.113.0/24{enter}{enter}198.51.100.0/24');
    await user.click(within(section('Region restriction')).getByRole('button', { name: 'Save' }));
    expect(lastBody(server, 'regionRestriction')).toEqual({ blockedCountries: ['US', 'SG'], blockedCidrs: ['203.0.113.0/24', '198.51.100.0/24'] });
  });

  test('the default language must be offered: dropping it says so and sends nothing', async () => {
    const server = merchantServer();
    await renderConsole({ me: operator(['owner']), path: '/merchant', server });
    const user = userEvent.setup();
    const languages = await screen.findByRole('form', { name: 'Languages' });
    await user.click(within(languages).getByRole('checkbox', { name: 'bn' }));
    await user.click(within(languages).getByRole('button', { name: 'Save' }));
    expect(within(languages).getByRole('alert')).toHaveTextContent('Offer at least one language');
    expect(lastBody(server, 'languages')).toBeUndefined();
    await user.click(within(languages).getByRole('checkbox', { name: 'zh-CN' }));
    await user.selectOptions(within(languages).getByLabelText('Default language'), 'en');
    await user.click(within(languages).getByRole('button', { name: 'Save' }));
    expect(lastBody(server, 'languages')).toEqual({ languages: ['en', 'zh-CN'], defaultLanguage: 'en' });
  });

  test('brand colours: the preview is the site theme of the template with the colours typed; a bad colour is not sent', async () => {
    const light = buildLightTheme();
    expect(memberTheme({ template: 'light', themeColor: '#aa0000', backgroundColor: '#fafafa' }).colors).toEqual({ ...light.colors, headerBackground: '#aa0000', background: '#fafafa' });
    expect(memberTheme({ template: 'light', themeColor: 'red', backgroundColor: '#fafafa' }).colors.headerBackground).toBe(light.colors.headerBackground);
    const server = merchantServer();
    await renderConsole({ me: operator(['owner']), path: '/merchant', server });
    const user = userEvent.setup();
    const branding = await screen.findByRole('form', { name: 'Brand colours and template' });
    expect(within(branding).getByRole('figure', { name: 'The member site in these colours' })).toBeInTheDocument();
    const brand = within(branding).getByLabelText('Brand colour');
    await user.clear(brand);
    await user.type(brand, '#12');
    await user.click(within(branding).getByRole('button', { name: 'Save' }));
    expect(within(branding).getByRole('alert')).toHaveTextContent('#rrggbb');
    expect(lastBody(server, 'branding')).toBeUndefined();
    await user.type(brand, '3456');
    // The dark template's light words read on the dark background: nothing to say.
    expect(within(branding).queryByRole('status')).toBeNull();
    await user.selectOptions(within(branding).getByLabelText('Template'), 'light');
    // The light template's dark words would not read on the dark background kept from before: the site keeps its own.
    expect(within(branding).getByRole('status')).toHaveTextContent('The site will keep its own background');
    await user.click(within(branding).getByRole('button', { name: 'Save' }));
    expect(lastBody(server, 'branding')).toEqual({ template: 'light', themeColor: '#123456', backgroundColor: '#0b1220' });
  });

  test('customer-service channels and download links are edited as lists and saved whole', async () => {
    const server = merchantServer();
    await renderConsole({ me: operator(['owner']), path: '/merchant', server });
    const user = userEvent.setup();
    const cs = await screen.findByRole('form', { name: 'Customer service' });
    await user.click(within(cs).getByRole('button', { name: 'Add' }));
    await user.type(within(cs).getByLabelText('Title of channel 1'), ' Telegram support ');
    await user.type(within(cs).getByLabelText('Address of channel 1'), 'tg://resolve?domain=mlobby');
    await user.click(within(cs).getByRole('button', { name: 'Save' }));
    expect(lastBody(server, 'customerService')).toEqual({ channels: [{ csType: 'TELEGRAM', title: 'Telegram support', url: 'tg://resolve?domain=mlobby' }] });
    const downloads = section('App downloads');
    await user.click(within(downloads).getByRole('button', { name: 'Remove link 1' }));
    await user.click(within(downloads).getByRole('button', { name: 'Save' }));
    expect(lastBody(server, 'downloads')).toEqual({ links: [] });
  });

  test('a platform owner picks a merchant from the list, or creates one copied from another; refusals show on the form', async () => {
    const server = merchantServer()
      .ok(`GET ${MerchantAdminPath.merchants}`, [{ code: 'MLOBBY', trialCode: 'MLOBBYTRIAL', name: 'M Lobby', maintenance: true }])
      .ok(`POST ${MerchantAdminPath.merchants}`, { ...settings, code: 'NEWCO', name: 'New Co' });
    await renderConsole({ me: operator(['owner'], { merchantCode: null }), path: '/merchant', server });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Merchant'), 'M Lobby (MLOBBY) · in maintenance');
    expect(await screen.findByRole('heading', { name: 'M Lobby (MLOBBY)' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'New merchant' });
    await user.type(within(form).getByLabelText('Code'), 'NEWCO');
    await user.type(within(form).getByLabelText('Name'), 'New Co');
    await user.selectOptions(within(form).getByLabelText('Copy settings from'), 'MLOBBY');
    await user.click(within(form).getByRole('button', { name: 'Create merchant' }));
    expect(server.callsTo(`POST ${MerchantAdminPath.merchants}`)[0]!.body).toEqual({ code: 'NEWCO', name: 'New Co', copyFrom: 'MLOBBY' });
    expect(await screen.findByRole('heading', { name: 'New Co (NEWCO)' })).toBeInTheDocument();
    server.fail(`POST ${MerchantAdminPath.merchants}`, 'merchant.exists', 'That merchant code is taken');
    await user.type(within(form).getByLabelText('Code'), 'NEWCO');
    await user.type(within(form).getByLabelText('Name'), 'Again');
    await user.click(within(form).getByRole('button', { name: 'Create merchant' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('That merchant code is taken');
  });
});
