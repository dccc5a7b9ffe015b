/** The promotions screen opened on a fake server, and what its tests type with. */
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MerchantAdminPath } from '@common/contract/consoleMerchant';
import { ConsolePromotionPath, type ConsolePromotion } from '@common/contract/promotions';
import { renderConsole } from '../../helpers/console';
import { FakeServer, operator } from '../../helpers/fakeServer';
import { pageOf, promotion } from './fixtures';

export const LIST = `GET ${ConsolePromotionPath.list}`;
export const CREATE = `POST ${ConsolePromotionPath.list}`;
export const PREVIEW = `POST ${ConsolePromotionPath.preview}`;

/** A server with one merchant's promotions and its languages (EN, BN). */
export const withList = (items: ConsolePromotion[] = [promotion()]) =>
  new FakeServer().ok(LIST, pageOf(items)).ok(`GET ${MerchantAdminPath.languages('MLOBBY')}`, { languages: ['en', 'bn'], defaultLanguage: 'en' });

export async function openScreen(server = withList()) {
  await renderConsole({ me: operator(['content']), path: '/promotions', server });
  // The screen is a lazy chunk: its first load in a suite takes longer than a find's default second.
  await screen.findByRole('heading', { name: 'Promotions', level: 1 }, { timeout: 5000 });
  return { server, user: userEvent.setup({ delay: null }) };
}

/** Types a text in one go (a paste: the editor is large, and key by key the suite would be slow). */
export async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

export async function newEditor(server = withList()) {
  const opened = await openScreen(server);
  await opened.user.click(await screen.findByRole('button', { name: 'New promotion' }));
  return { ...opened, editor: screen.getByRole('region', { name: 'New promotion' }) };
}

/** Fills what every promotion needs: an English title and a start. */
export async function fillBasics(user: ReturnType<typeof userEvent.setup>, editor: HTMLElement) {
  await fill(user, within(editor).getByLabelText('Title (EN)'), 'Big weekend');
  fireEvent.change(within(editor).getByLabelText('Starts'), { target: { value: '2030-01-01T10:00' } });
}
