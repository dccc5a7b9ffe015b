import { screen, within } from '@testing-library/react';
import { CHANNEL_URLS, en, inAct, renderApp, statusValue } from '../helpers/renderApp';

describe('StatusGate', () => {
  it('status 0 renders the site', async () => {
    await renderApp({ path: '/m/home', status: statusValue() });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByText(en.status.maintenanceTitle)).not.toBeInTheDocument();
    expect(screen.queryByText(en.status.regionTitle)).not.toBeInTheDocument();
  });

  it('status 1 (maintenance) shows only the maintenance page', async () => {
    const { container } = await renderApp({ path: '/m/home', status: statusValue({ maintenance: true }) });
    expect(screen.getByRole('heading', { name: en.status.maintenanceTitle })).toBeInTheDocument();
    expect(container.querySelector('[data-status="maintenance"]')).not.toBeNull();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('maintenance wins when region restriction is on as well', async () => {
    await renderApp({ path: '/m/home', status: statusValue({ maintenance: true, regionRestriction: true }) });
    expect(screen.getByRole('heading', { name: en.status.maintenanceTitle })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: en.status.regionTitle })).not.toBeInTheDocument();
  });

  it('status 2 (region) shows the region page with the client IP and the service channels', async () => {
    const { container } = await renderApp({ path: '/m/activity', status: statusValue({ regionRestriction: true, ip: '198.51.100.23' }) });
    expect(screen.getByRole('heading', { name: en.status.regionTitle })).toBeInTheDocument();
    expect(container.querySelector('[data-status="region"]')).not.toBeNull();
    expect(screen.getByText('Your IP: 198.51.100.23')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Telegram help' })).toHaveAttribute('href', CHANNEL_URLS.TELEGRAM);
    expect(within(main).getByRole('link', { name: 'Facebook help' })).toHaveAttribute('href', CHANNEL_URLS.FACEBOOK);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('a status change at runtime swaps the page', async () => {
    const { store } = await renderApp({ path: '/m/home', status: statusValue() });
    await inAct(() => store.common.setStatus(statusValue({ maintenance: true })));
    expect(screen.getByRole('heading', { name: en.status.maintenanceTitle })).toBeInTheDocument();
    await inAct(() => store.common.setStatus(statusValue()));
    expect(screen.queryByRole('heading', { name: en.status.maintenanceTitle })).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
