import { screen, waitFor, within } from '@testing-library/react';
import type { AnnounceValue } from '@common/contract/announcements';
import { announcementRoutes, notice, popup } from '../../helpers/announcements';
import { homeRoutes } from '../../helpers/games';
import { en, inAct, renderApp } from '../../helpers/renderApp';
import { POPUP_HIDDEN_MS, SEEN_POPUPS_KEY } from '../../../../src/config/constants';

function home(data: Partial<AnnounceValue> = {}, slogan: Partial<AnnounceValue> = {}) {
  return renderApp({ routes: { ...homeRoutes(), ...announcementRoutes(data, slogan) } });
}

const ticker = () => screen.getByTestId('ticker-track');

describe('Home ticker (§2)', () => {
  it('shows the placeholder item (id -1) opening /m/notice when there is no notice', async () => {
    await home();
    const item = within(ticker()).getByRole('link', { name: en.home.noAnnouncement });
    expect(item).toHaveAttribute('href', '/m/notice');
    expect(item.closest('li')).toHaveAttribute('data-id', '-1');
  });

  it('shows the notice titles, each opening its own notice on /m/notice?id=', async () => {
    const { user, location } = await home({ player: [notice(4, 4, 'Maintenance'), notice(5, 5, 'New games')] });
    const links = await within(ticker()).findAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['New games', 'Maintenance']);
    await user.click(links[1]);
    await waitFor(() => expect(location()).toBe('/m/notice?id=4'));
  });
});

describe('Home banners (§2)', () => {
  it('the carousel shows the m_home banners and the slogan is the first 06_home banner', async () => {
    await home({ banners: [{ url: '/promo.png' }] }, { banners: [{ url: '/slogan.png' }, { url: '/second.png' }] });
    const region = screen.getByRole('region', { name: en.home.banners });
    expect(await within(region).findByRole('img', { name: en.home.slogan })).toHaveAttribute('src', '/slogan.png');
    expect(within(region).getByRole('button', { name: 'Banner 1 of 1' }).querySelector('img')).toHaveAttribute('src', '/promo.png');
  });
});

describe('HomePopup (§2 popups)', () => {
  it('shows the popups one after another in a dialog labelled by its title, closed by a button', async () => {
    const { user } = await home({ popup: [popup(1, 'Welcome bonus'), popup(2, 'Weekend event')] });
    const first = await screen.findByRole('dialog', { name: 'Welcome bonus' });
    expect(first).toHaveTextContent('Text of Welcome bonus');
    await user.click(within(first).getByRole('button', { name: en.common.close }));
    const second = await screen.findByRole('dialog', { name: 'Weekend event' });
    await user.click(within(second).getByRole('button', { name: en.common.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a closed popup does not show again in this browser session', async () => {
    const data = { popup: [popup(1, 'Welcome bonus')], player: [notice(9, 9, 'Loaded')] };
    const { user, unmount } = await home(data);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: en.common.close }));
    unmount();
    await home(data);
    await within(ticker()).findByRole('link', { name: 'Loaded' }); // the announcements have arrived
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a closed popup does not come back after logout', async () => {
    const data = { popup: [popup(1, 'Welcome bonus')], player: [notice(9, 9, 'Loaded')] };
    const { user, store, unmount } = await home(data);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: en.common.close }));
    // Logout resets the stores and wipes session storage (§4), then the home loads again.
    await inAct(() => store.clear());
    window.sessionStorage.clear();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    await home(data);
    await within(ticker()).findByRole('link', { name: 'Loaded' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a popup closed more than a day ago shows again', async () => {
    const data = { popup: [popup(1, 'Welcome bonus'), popup(2, 'Weekend event')] };
    const now = Date.now();
    window.localStorage.setItem(SEEN_POPUPS_KEY, JSON.stringify({ 1: now - POPUP_HIDDEN_MS - 1, 2: now - 1000 }));
    await home(data);
    expect(await screen.findByRole('dialog', { name: 'Welcome bonus' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Weekend event' })).not.toBeInTheDocument();
  });

  it('never opens over a side drawer the user opened; it waits until the drawer closes', async () => {
    const data = { popup: [popup(1, 'Welcome bonus')], player: [notice(9, 9, 'Loaded')] };
    const { store } = await home(data);
    await inAct(() => store.ui.toggleDrawer(true));
    await within(ticker()).findByRole('link', { name: 'Loaded' });
    expect(screen.queryByRole('dialog', { name: 'Welcome bonus' })).not.toBeInTheDocument();
    await inAct(() => store.ui.toggleDrawer(false));
    expect(await screen.findByRole('dialog', { name: 'Welcome bonus' })).toBeInTheDocument();
  });

  it('renders at the document level and takes focus on its close button', async () => {
    await home({ popup: [popup(1, 'Welcome bonus')] });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome bonus' });
    expect(dialog.parentElement).toBe(document.body);
    expect(within(dialog).getByRole('button', { name: en.common.close })).toHaveFocus();
  });
});
