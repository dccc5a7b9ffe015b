import { screen, within } from '@testing-library/react';
import { AnnouncementPath, type AnnounceValue } from '@common/contract/announcements';
import { announce, announcementRoutes, notice } from '../../helpers/announcements';
import { deferred, en, renderApp } from '../../helpers/renderApp';

function noticePage(player: AnnounceValue['player'], path = '/m/notice') {
  return renderApp({ path, routes: announcementRoutes({ player }) });
}

/** The notices list (the bottom navigation is a list too). */
const notices = async () => within(await screen.findByRole('list', { name: en.title.notice })).getAllByRole('listitem');

const NOTICES = [notice(1, 5, 'Old news'), notice(2, 20, 'Latest news'), notice(3, 10, 'Middle news')];

describe('Notice screen (§2 /m/notice)', () => {
  it('lists the player notices newest first, each with title, locale date and content', async () => {
    await noticePage(NOTICES);
    const items = await notices();
    expect(items.map((li) => li.querySelector('summary')?.firstChild?.textContent)).toEqual(['Latest news', 'Middle news', 'Old news']);
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(Date.UTC(2024, 0, 20));
    expect(within(items[0]).getByText(date).tagName).toBe('TIME');
    expect(items[0]).toHaveTextContent('Body of Latest news');
  });

  it('opens the notice named by ?id= and leaves the others folded', async () => {
    await noticePage(NOTICES, '/m/notice?id=3');
    await notices();
    expect(screen.getByText('Body of Middle news')).toBeVisible();
    expect(screen.getByText('Body of Latest news')).not.toBeVisible();
  });

  it('says there is no announcement only once the answer says so', async () => {
    const answer = deferred<unknown>();
    await renderApp({ path: '/m/notice', routes: { [`GET ${AnnouncementPath.list}`]: () => answer.promise } });
    expect(screen.queryByText(en.notice.empty)).not.toBeInTheDocument();
    answer.resolve({ success: true, value: announce() });
    expect(await screen.findByText(en.notice.empty)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: en.title.notice })).not.toBeInTheDocument();
  });

  it('keeps the announcement title in the header', async () => {
    await noticePage(NOTICES);
    expect(await screen.findByRole('heading', { name: en.title.notice })).toBeInTheDocument();
  });
});
