import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MerchantAdminPath, type MerchantSettings } from '@common/contract/consoleMerchant';
import { renderConsole } from '../../helpers/console';
import { FakeServer, operator, type Call } from '../../helpers/fakeServer';

const settings: MerchantSettings = {
  code: 'MLOBBY', trialCode: 'MLOBBYTRIAL', name: 'M Lobby', maintenance: false,
  regionRestriction: { blockedCountries: [], blockedCidrs: [] },
  whitelabel: { AGENTPOLICY3: true, PTSYS3: true, MISSIONLB3: false, CBS3: true, REWCEN3: true, smsLogin: true, passwordReset: true, googleSignIn: false, facebookSignIn: false },
  languages: ['bn', 'en'], defaultLanguage: 'bn',
  branding: { template: 'dark', themeColor: '#f5b301', backgroundColor: '#0b1220' },
  customerService: [], downloads: [],
  register: { fields: [], minAge: 18 },
  transferLaunchMode: 'all',
};

describe('merchant settings: transfer-wallet launch mode', () => {
  test('shows the merchant\'s mode and saves the amount-chosen one', async () => {
    const server = new FakeServer()
      .ok(`GET ${MerchantAdminPath.merchant('MLOBBY')}`, settings)
      .on(`PUT ${MerchantAdminPath.transferLaunchMode('MLOBBY')}`, (call: Call) => ({ value: { ...settings, transferLaunchMode: (call.body as { mode: string }).mode } }));
    await renderConsole({ me: operator(['owner']), path: '/merchant', server });
    const form = await screen.findByRole('form', { name: 'Transfer-wallet vendors' });
    expect(within(form).getByRole('radio', { name: 'The whole main balance' })).toBeChecked();
    const user = userEvent.setup();
    await user.click(within(form).getByRole('radio', { name: 'An amount the member chooses' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(server.callsTo(`PUT ${MerchantAdminPath.transferLaunchMode('MLOBBY')}`).at(-1)?.body).toEqual({ mode: 'choose' });
    expect(await within(form).findByRole('status')).toHaveTextContent('Saved.');
  });

  test('opens on the mode the merchant saved', async () => {
    const server = new FakeServer().ok(`GET ${MerchantAdminPath.merchant('MLOBBY')}`, { ...settings, transferLaunchMode: 'choose' });
    await renderConsole({ me: operator(['owner']), path: '/merchant', server });
    const form = await screen.findByRole('form', { name: 'Transfer-wallet vendors' });
    expect(within(form).getByRole('radio', { name: 'An amount the member chooses' })).toBeChecked();
  });
});
