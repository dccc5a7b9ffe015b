/** The loyalty screen opened on a fake server, and what its tests type with. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsoleLoyaltyPath as Path } from '@common/contract/consoleLoyalty';
import { MerchantAdminPath } from '@common/contract/consoleMerchant';
import type { Role } from '@common/rules/operatorRoles';
import { renderConsole } from '../../helpers/console';
import { FakeServer, operator } from '../../helpers/fakeServer';
import { item, levels, order, pageOf, race, report, settings } from './fixtures';

export const SETTINGS = `GET ${Path.settings}`;
export const LEVELS = `GET ${Path.levels}`;
export const ITEMS = `GET ${Path.mallItems}`;
export const ORDERS = `GET ${Path.mallOrders}`;
export const RACES = `GET ${Path.races}`;
export const REPORT = `GET ${Path.report}`;

/** A server answering every loyalty read of the merchant MLOBBY (languages EN, BN). */
export const loyaltyServer = () =>
  new FakeServer()
    .ok(SETTINGS, settings())
    .ok(LEVELS, levels())
    .ok(ITEMS, pageOf([item()]))
    .ok(ORDERS, pageOf([order()]))
    .ok(RACES, pageOf([race()]))
    .ok(REPORT, report)
    .ok(`GET ${MerchantAdminPath.languages('MLOBBY')}`, { languages: ['en', 'bn'], defaultLanguage: 'en' });

export async function openLoyalty({ section = 'earning', roles = ['content'] as Role[], server = loyaltyServer() } = {}) {
  const view = await renderConsole({ me: operator(roles), path: `/loyalty/${section}`, server });
  // The screen is a lazy chunk: its first load in a suite takes longer than a find's default second.
  await screen.findByRole('heading', { name: 'Loyalty', level: 1 }, { timeout: 5000 });
  return { ...view, server, user: userEvent.setup({ delay: null }) };
}

/** Types a text in one go (a paste: key by key the suite would be slow). */
export async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) {
    await user.click(input);
    await user.paste(text);
  }
}
