/**
 * The member inbox and customer-service chat in Chromium (issue 15): an operator sends a message
 * from the console, it reaches the member's inbox with the unread count on the header's menu
 * button and in the drawer, and opening it clears the count; a member writes in the chat, the
 * operator answers at the console's chat desk, and the member's open chat shows the answer. A
 * server of this file's own (PostgreSQL); the support operator stays logged in for the file.
 */
import type { Page } from 'playwright-core';
import con from '../console/locales/en.json';
import site from '../locales/en.json';
import { openContext, type Session } from './support/browser';
import { startDeskServer, type DeskServer } from './support/desk-server';
import { openDesk, type Desk } from './support/desk';
import { registerMember, type TestMember } from './support/payments';
import { inEnglish, logIn, skipHomePopups } from './support/session';

describe('inbox and chat in Chromium', () => {
  let desk: DeskServer;
  let url: string;
  let support: Desk;
  const phones: Session[] = [];

  beforeAll(async () => {
    desk = await startDeskServer();
    url = desk.url;
    support = await openDesk(url, 'support1', 'Support-demo-1');
  }, 240_000);

  afterAll(async () => {
    await support?.session.close();
    await desk?.stop();
  });

  afterEach(async () => {
    for (const session of phones.splice(0)) await session.close();
  });

  /** A new member logged in on a phone, in English. */
  async function memberOnPhone(prefix: string): Promise<{ member: TestMember; page: Page }> {
    const member = await registerMember(prefix);
    const session = await openContext('phone');
    phones.push(session);
    await inEnglish(session.page);
    await skipHomePopups(session.page);
    await logIn(session.page, member.username, member.password);
    await session.page.waitForURL('**/m/home');
    return { member, page: session.page };
  }

  const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: site.header.openPanel });

  test('an operator\'s message reaches the member\'s inbox with the unread count; opening it clears the count', async () => {
    const { member, page } = await memberOnPhone('inbox');
    await countIs(menuButton(page).getByRole('status'), 0);

    const desk = support.page;
    await desk.goto(`${url}/console/inbox`);
    await desk.getByRole('heading', { name: con.inbox.title, exact: true }).waitFor();
    await desk.getByLabel(con.inbox.username).fill(member.username);
    await desk.getByLabel(con.inbox.messageTitle, { exact: true }).fill('Your weekly statement');
    await desk.getByLabel(con.inbox.body, { exact: true }).fill('Your statement for this week is ready.');
    await desk.getByRole('button', { name: con.inbox.send, exact: true }).click();
    await desk.getByRole('status').filter({ hasText: con.inbox.sentTo.replace('{{count}}', '1') }).waitFor();

    // The member comes back to the tab: the counts refresh.
    await page.reload();
    await menuButton(page).getByText('1', { exact: true }).waitFor();
    await menuButton(page).click();
    const inboxLink = page.getByRole('complementary', { name: site.drawer.label }).getByRole('link', { name: new RegExp(site.drawer.inbox) });
    await inboxLink.getByText('1', { exact: true }).waitFor();
    await inboxLink.click();
    await page.waitForURL('**/m/inbox');
    await page.getByText('Your weekly statement').click();
    await page.getByText('Your statement for this week is ready.').waitFor();
    await page.getByText(site.inbox.unread, { exact: true }).waitFor({ state: 'detached' });
    // A fresh load of the home page: the counts' first answer, then no badge.
    const counted = page.waitForResponse((res) => new URL(res.url()).pathname === '/wps/inbox/unread');
    await page.goto(`${url}/m/home`);
    await counted;
    await countIs(menuButton(page).getByRole('status'), 0);
  });

  test('a member chats, the operator answers at the chat desk, the member sees the answer', async () => {
    const { member, page } = await memberOnPhone('chat');
    await page.goto(`${url}/m/service`);
    await page.getByRole('button', { name: site.service.chat }).click();
    await page.waitForURL('**/m/chat');
    await page.getByLabel(site.chat.label).fill('Hello, my deposit has not arrived.');
    await page.getByRole('button', { name: site.chat.send, exact: true }).click();
    const log = page.getByRole('list', { name: site.chat.log });
    await log.getByText('Hello, my deposit has not arrived.').waitFor();

    const desk = support.page;
    await desk.goto(`${url}/console/chat`);
    await desk.getByRole('heading', { name: con.chat.title, exact: true }).waitFor();
    const row = desk.getByRole('row', { name: new RegExp(member.username) });
    await row.waitFor();
    await row.getByRole('button', { name: con.chat.openNamed.replace('{{username}}', member.username) }).click();
    await desk.getByRole('list', { name: con.chat.messages }).getByText(/my deposit has not arrived/).waitFor();
    await desk.getByLabel(con.chat.reply).fill('We are checking it now.');
    await desk.getByRole('button', { name: con.chat.send, exact: true }).click();
    await desk.getByRole('list', { name: con.chat.messages }).getByText(/We are checking it now\./).waitFor();

    // The member's open chat polls: the answer arrives without a reload.
    await log.getByText('We are checking it now.').waitFor({ timeout: 20_000 });
  });
});

/** Waits until the locator matches `n` elements (playwright-core has no expect). */
async function countIs(locator: ReturnType<Page['locator']>, n: number): Promise<void> {
  const deadline = Date.now() + 5000;
  while ((await locator.count()) !== n) {
    if (Date.now() > deadline) throw new Error(`expected ${n} of ${locator.toString()}, found ${await locator.count()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
