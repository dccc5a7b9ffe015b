/**
 * The user agreement in Chromium (issue 15): a content operator publishes a new version in the
 * console; the demo player, logging in afterwards, is kept on the agreement until they accept it
 * (their game launch is refused meanwhile), accepts, and then plays. A server of this file's own:
 * a new version on the shared server would stop every other file's demo player.
 */
import { ErrorCode } from '@common/contract/envelope';
import { GamePath, type LaunchResult } from '@common/contract/games';
import con from '../console/locales/en.json';
import site from '../locales/en.json';
import { SESSION_INFO_KEY } from '../src/config/constants';
import { openContext, type Session } from './support/browser';
import { startConsoleServer, type ConsoleServer } from './support/console';
import { openDesk, type Desk } from './support/desk';
import { siteCall } from './support/payments';
import { inEnglish, logIn, skipHomePopups } from './support/session';

const TITLE = 'Terms of play 2027';
/** The demo catalogue's house slot (it offers real play as well as a free trial). */
const HOUSE_GAME = 10_001;
const launchPath = `${GamePath.launch}?gameId=${HOUSE_GAME}&device=MOBILE&launchMode=real&language=EN&backUrl=%2Fm%2Fhome`;

describe('user agreement in Chromium', () => {
  let server: ConsoleServer;
  let sharedUrl: string | undefined;
  let content: Desk;
  let phone: Session;

  beforeAll(async () => {
    server = await startConsoleServer();
    // The member-site helpers (logIn, skipHomePopups, siteCall) go to E2E_BASE_URL: this file's server.
    sharedUrl = process.env.E2E_BASE_URL;
    process.env.E2E_BASE_URL = server.url;
    content = await openDesk(server.url, 'content1', 'Content-demo-1');
    phone = await openContext();
  }, 240_000);

  afterAll(async () => {
    await phone?.close();
    await content?.session.close();
    process.env.E2E_BASE_URL = sharedUrl;
    await server?.stop();
  });

  test('an operator publishes a new version; the player must accept it before playing, then plays', async () => {
    // The console: a draft in English, published as version 2 after the confirmation.
    const desk = content.page;
    await desk.getByRole('link', { name: con.nav.agreements }).click();
    await desk.getByRole('heading', { name: con.agreements.title, exact: true }).waitFor();
    await desk.getByRole('button', { name: con.agreements.newDraft }).click();
    const editor = desk.getByRole('region', { name: con.agreements.newDraft });
    await editor.getByLabel(con.agreements.titleIn.replace('{{lang}}', 'EN')).fill(TITLE);
    await editor.getByLabel(con.agreements.bodyIn.replace('{{lang}}', 'EN')).fill('You play for fun.\n\nYou keep your password to yourself.');
    await editor.getByRole('button', { name: con.agreements.save }).click();
    await editor.waitFor({ state: 'detached' });
    await desk.getByRole('button', { name: con.agreements.publishNamed.replace('{{title}}', TITLE) }).click();
    await desk.getByRole('alertdialog').getByRole('button', { name: con.agreements.confirm.replace('{{version}}', '2') }).click();
    await desk.getByRole('row', { name: new RegExp(TITLE) }).getByText(con.agreements.statuses.published).waitFor();

    // The player logs in and is sent to the new version with "I accept".
    const { page } = phone;
    await inEnglish(page);
    await skipHomePopups(page);
    await logIn(page, 'demo1234', 'Demo12345');
    await page.waitForURL('**/m/useragreement?accept=1');
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await page.getByText('You keep your password to yourself.').waitFor();

    // Meanwhile the server refuses a launch, and the site's game pages lead back here.
    const token = await page.evaluate((key) => (JSON.parse(window.sessionStorage.getItem(key) ?? 'null') as { token: string } | null)?.token ?? null, SESSION_INFO_KEY);
    expect((await siteCall<LaunchResult>(token, 'GET', launchPath)).code).toBe(ErrorCode.agreementAcceptanceRequired);
    await page.goto(`${server.url}/m/gameList?gameType=RNG&vassalage=MLS`);
    await page.waitForURL('**/m/useragreement?accept=1');

    // Accepting returns the player to where they were going; the launch goes through and the game opens.
    await page.getByRole('button', { name: site.agreement.accept }).click();
    await page.waitForURL('**/m/gameList?gameType=RNG&vassalage=MLS');
    const launched = await siteCall<LaunchResult>(token, 'GET', launchPath);
    expect(launched.success).toBe(true);
    await page.goto(`${server.url}${launched.value!.gameUrl}`);
    await page.locator('#bal').filter({ hasText: /\d/ }).waitFor();

    // The console counts the acceptance.
    await desk.reload();
    // Columns: version, title, status, languages, published, accepted by, actions.
    await desk.getByRole('row', { name: new RegExp(TITLE) }).locator('td').nth(5).filter({ hasText: /^1$/ }).waitFor();
  }, 180_000);
});
