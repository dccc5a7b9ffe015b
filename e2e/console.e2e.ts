/**
 * The operator console in Chromium (issue 13): real operators, two-factor login, maker-checker,
 * permissions refused by the server, merchant scope and the audit chain, on a server of this
 * file's own over PostgreSQL, with the member site of the same server.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ReviewPath } from '@common/contract/review';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { PlayerPath } from '@common/contract/consolePlayers';
import en from '../console/locales/en.json';
import site from '../locales/en.json';
import { openContext, type Session } from './support/browser';
import { consoleEnrol, consoleLogIn, startConsoleServer, type ConsoleServer } from './support/console';
import { drawerBalance, inEnglish, logIn, skipHomePopups } from './support/session';

const nav = (page: Page) => page.getByRole('navigation', { name: en.nav.label });

describe('the operator console in Chromium', () => {
  let server: ConsoleServer;
  let sharedUrl: string | undefined;
  const sessions: Session[] = [];

  beforeAll(async () => {
    server = await startConsoleServer();
    // The member-site helpers (logIn, drawerBalance) go to E2E_BASE_URL: this file's server.
    sharedUrl = process.env.E2E_BASE_URL;
    process.env.E2E_BASE_URL = server.url;
  }, 120_000);
  afterAll(async () => {
    process.env.E2E_BASE_URL = sharedUrl;
    await server?.stop();
  });
  afterEach(async () => {
    for (const session of sessions.splice(0)) await session.close();
  });

  async function desk(): Promise<Page> {
    const session = await openContext('desktop');
    sessions.push(session);
    return session.page;
  }
  async function phone(): Promise<Page> {
    const session = await openContext('phone');
    sessions.push(session);
    await inEnglish(session.page);
    await skipHomePopups(session.page);
    return session.page;
  }

  test('an owner logs in with password and TOTP and creates a finance operator, whose adjustment applies only when a second finance operator approves it, and the member sees it', async () => {
    const member = await phone();
    await logIn(member, 'demo1234', 'Demo12345');
    await member.waitForURL('**/m/home');
    const before = await drawerBalance(member);

    const owner = await desk();
    await consoleLogIn(owner, server.url, 'owner', 'Owner-demo-1');
    await nav(owner).getByRole('link', { name: en.nav.operators }).click();
    const form = owner.getByRole('form', { name: en.operators.new });
    await form.getByLabel(en.operators.username).fill('finance9');
    await form.getByLabel(en.operators.password).fill('Finance-nine-9');
    await form.getByLabel(en.operators.merchantInput).fill('MLOBBY');
    await form.getByLabel(en.roles.finance).check();
    await form.getByRole('button', { name: en.operators.create }).click();
    await owner.getByRole('cell', { name: 'finance9', exact: true }).waitFor();

    const maker = await desk();
    await consoleEnrol(maker, server.url, 'finance9', 'Finance-nine-9');
    await nav(maker).getByRole('link', { name: en.nav.players }).click();
    await maker.getByLabel(en.players.query).fill('demo1234');
    await maker.getByRole('button', { name: en.players.search }).click();
    await maker.getByRole('link', { name: 'demo1234', exact: true }).click();
    await maker.getByRole('link', { name: en.players.tabs.adjust }).click();
    await maker.getByLabel(en.players.adjustAmount).fill('12.34');
    await maker.getByLabel(en.players.adjustReason).fill('goodwill, ticket 4711');
    await maker.getByRole('button', { name: en.players.adjustSubmit }).click();
    await maker.getByText(/is waiting for a second operator/).waitFor();
    expect(await drawerBalance(member)).toBe(before);

    const checker = await desk();
    await consoleLogIn(checker, server.url, 'finance1', 'Finance-demo-1');
    await nav(checker).getByRole('link', { name: en.nav.review }).click();
    const item = checker.getByRole('region').filter({ hasText: 'goodwill, ticket 4711' });
    await item.getByLabel(en.review.decisionReason).fill('ticket checked');
    await item.getByRole('button', { name: en.review.approve }).click();
    // Decided, it leaves the open queue and shows under the decided ones.
    await item.waitFor({ state: 'detached' });
    await checker.getByLabel(en.review.state).selectOption('closed');
    await checker.getByRole('region').filter({ hasText: 'goodwill, ticket 4711' }).filter({ hasText: 'ticket checked' }).waitFor();
    expect(await drawerBalance(member)).toBe(before + 1234);
  });

  test('a content operator uploads a banner image and publishes the banner, and the member home shows it', async () => {
    const page = await desk();
    await consoleLogIn(page, server.url, 'content1', 'Content-demo-1');
    await nav(page).getByRole('link', { name: en.nav.content }).click();
    await page.getByRole('button', { name: en.content.new }).click();
    const editor = page.getByRole('region', { name: en.content.new });
    await editor.getByRole('combobox', { name: new RegExp(`^${en.content.type}`) }).selectOption('B');
    await editor.getByLabel('Title (EN)').fill('Console e2e banner');
    await editor.getByLabel(en.content.uploadImage).setInputFiles(path.join(__dirname, '..', 'src', 'assets', 'icons', 'apple-touch-icon-180.png'));
    const address = editor.getByLabel(en.content.image, { exact: true });
    // The upload's answer fills the address in.
    await page.waitForFunction((input) => (input as HTMLInputElement).value.startsWith('/announcement-images/uploads/'), await address.elementHandle());
    const image = await address.inputValue();
    expect(image).toMatch(/^\/announcement-images\/uploads\/\d+\.png$/);
    await editor.getByRole('button', { name: en.content.save }).click();
    await page.getByRole('row', { name: /Console e2e banner/ }).waitFor();

    const member = await phone();
    await member.goto(`${server.url}/m/home`);
    // .first(): the carousel may hold a slide twice (its loop).
    await member.locator(`img[src="${image}"]`).first().waitFor({ state: 'attached' });
    expect((await member.request.get(`${server.url}${image}`)).headers()['content-type']).toBe('image/png');
  });

  test('a support operator has no finance screens: its review entry serves reward applications and the server refuses the finance queues', async () => {
    const page = await desk();
    await consoleLogIn(page, server.url, 'support1', 'Support-demo-1');
    await nav(page).getByRole('link', { name: en.nav.players }).waitFor();
    // Support decides reward applications (promotions.review), so the review queue is in its navigation; the finance queues are refused.
    expect(await nav(page).getByRole('link', { name: en.nav.review }).count()).toBe(1);
    const refused = await page.request.get(`${server.url}${ReviewPath.queue('wallet-adjustment')}`);
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as Envelope<unknown>).code).toBe(ErrorCode.operatorForbidden);
  });

  test("a merchant's operator never sees another merchant's players, which a platform owner finds", async () => {
    const guest = await phone();
    await guest.goto(`${server.url}/m/login`);
    await guest.getByRole('button', { name: site.login.freeTrial }).click();
    await guest.waitForURL('**/m/home');
    const [trial] = await server.sql("select id, username from members where merchant_code <> 'MLOBBY' order by id desc limit 1");
    const username = String(trial!.username);

    const owner = await desk();
    await consoleLogIn(owner, server.url, 'owner', 'Owner-demo-1');
    await nav(owner).getByRole('link', { name: en.nav.players }).click();
    await owner.getByLabel(en.players.query).fill(username);
    await owner.getByRole('button', { name: en.players.search }).click();
    await owner.getByRole('link', { name: username, exact: true }).waitFor();

    const support = await desk();
    await consoleLogIn(support, server.url, 'support1', 'Support-demo-1');
    await nav(support).getByRole('link', { name: en.nav.players }).click();
    await support.getByLabel(en.players.query).fill(username);
    await support.getByRole('button', { name: en.players.search }).click();
    await support.getByText(en.table.empty).waitFor();
    const direct = await support.request.get(`${server.url}${PlayerPath.player(Number(trial!.id))}`);
    expect(direct.status()).toBe(404);
  });

  test('the audit chain verifies, and a row altered directly in the database is reported', async () => {
    const page = await desk();
    await consoleLogIn(page, server.url, 'owner', 'Owner-demo-1');
    await nav(page).getByRole('link', { name: en.nav.audit }).click();
    await page.getByRole('button', { name: en.audit.verify }).click();
    await page.getByText(/The chain verifies/).waitFor();

    // Someone with the database's password edits history behind the append-only trigger's back.
    const [row] = await server.sql('select id from audit_log where chain_seq is not null order by chain_seq limit 1 offset 2');
    await server.sql('alter table audit_log disable trigger user');
    await server.sql(`update audit_log set detail = '{"reason":"nothing happened"}' where id = $1`, [row!.id]);
    await server.sql('alter table audit_log enable trigger user');
    await page.getByRole('button', { name: en.audit.verify }).click();
    await page.getByText(new RegExp(`The chain is broken at row ${String(row!.id)} `)).waitFor();
    await page.getByText(en.audit.broken.content).waitFor();
  });
});
