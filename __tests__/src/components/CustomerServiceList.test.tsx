import { screen, within } from '@testing-library/react';
import { encodeServicePath } from '@common/contract/customerServicePath';
import { en, inAct, renderApp, statusValue } from '../helpers/renderApp';

describe('CustomerServiceList', () => {
  it('opens each channel in a new tab with its decoded URL, and skips malformed or unsafe paths', async () => {
    await renderApp({
      path: '/m/service',
      status: statusValue({
        info: {
          customerService: [
            { csType: 'TELEGRAM', title: '', path: encodeServicePath('tg://resolve?domain=help', 'abcdefgh') },
            { csType: 'MIDUOKE', title: 'Chat', path: 'broken' },
            { csType: 'FACEBOOK', title: 'Evil', path: encodeServicePath('javascript:alert(1)', 'abcdefgh') },
          ],
        },
      }),
    });
    const main = screen.getByRole('main');
    const link = await within(main).findByRole('link', { name: en.service.TELEGRAM });
    expect(link).toHaveAttribute('href', 'tg://resolve?domain=help');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(main).queryByRole('link', { name: 'Chat' })).not.toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: 'Evil' })).not.toBeInTheDocument();
  });

  it('says so when no channel is set up', async () => {
    const { store } = await renderApp({ path: '/m/service', status: statusValue({ info: { customerService: [] } }) });
    expect(await screen.findByText(en.service.none)).toBeInTheDocument();
    await inAct(() => store.common.setStatus(statusValue()));
    expect(await screen.findByRole('link', { name: 'Telegram help' })).toBeInTheDocument();
  });
});
