/**
 * Player protection during play and in the console (issue 15) in Chromium: a daily loss limit
 * reached in the house slot (the next spin refused in the page's words, the balance unchanged,
 * the overview showing the limit used up); the reality check appearing in the game on schedule
 * with the session's time and net position, "continue" and "log out"; an operator lowering a
 * limit, imposing a time-out with a reason (the player logged out) and refused a raise. A server
 * of this file's own in development mode with TEST_CLOCK, so the test moves its clock.
 */
import type { Page } from 'playwright-core';
import { AccountPath } from '@common/contract/account';
import { PlayerPath, type PlayerSummary } from '@common/contract/consolePlayers';
import { ErrorCode } from '@common/contract/envelope';
import { ProtectionPath, type ProtectionValue, type SessionStatusValue } from '@common/contract/protection';
import con from '../console/locales/en.json';
import site from '../locales/en.json';
import { STAKES } from '../server/vendors/house-slot/game-config';
import { formatMinor } from '../src/utils/money';
import { WATCH_STRINGS } from '../server/vendors/session-watch-strings';
import { openContext, type Session } from './support/browser';
import { advanceClock } from './support/clock';
import { startDeskServer, type DeskServer } from './support/desk-server';
import { openDesk } from './support/desk';
import { payGatewayDeposit, registerMember, siteCall, siteValue, type TestMember } from './support/payments';
import { inEnglish, logIn, minorOf, skipHomePopups } from './support/session';
import { spinOnce } from './support/house-slot';

const W = WATCH_STRINGS.en;
/** A select's name is its label followed by the chosen option (the label wraps it). */
const startsWith = (label: string) => new RegExp(`^${label}`);
const MINUTE = 60_000;
const LOSS_LIMIT = 2_000;

describe('player protection during play and in the console, in Chromium', () => {
  let desk: DeskServer;
  let url: string;
  const phones: Session[] = [];

  beforeAll(async () => {
    // The clock jumps 15 minutes twice while the member plays in the game page, which makes no site
    // call: the site session's idle timeout is lengthened so it stays live across the jumps.
    desk = await startDeskServer({ NODE_ENV: 'development', TEST_CLOCK: 'true', SESSION_IDLE_MINUTES: '120' });
    url = desk.url;
  }, 240_000);

  // close() fails the test on a CSP violation: the game page's watch script and dialogs run under its nonce policy.
  afterEach(async () => {
    for (const session of phones.splice(0)) await session.close();
  });

  afterAll(async () => {
    await desk?.stop();
  });

  /** A new member with `deposit` minor units paid in, logged in on a phone, in the house slot for real money. */
  async function memberInSlot(prefix: string, deposit: number, before?: (member: TestMember) => Promise<void>): Promise<{ member: TestMember; page: Page }> {
    const member = await registerMember(prefix);
    await payGatewayDeposit(member, deposit);
    await before?.(member);
    const session = await openContext('phone');
    phones.push(session);
    const { page } = session;
    await inEnglish(page);
    await skipHomePopups(page);
    await logIn(page, member.username, member.password);
    await page.waitForURL('**/m/home');
    await page.goto(`${url}/m/gameList?gameType=RNG&vassalage=MLS`);
    await page.locator('li[aria-posinset="1"] button:not([aria-pressed])').click();
    await page.getByRole('button', { name: site.game.realPlay }).click();
    await page.waitForURL('**/vendors/house-slot/**');
    await page.locator('#bal').filter({ hasText: /\d/ }).waitFor();
    return { member, page };
  }

  /** What the page's own session call answers (its game cookie), read in the page. */
  const pageStatus = (page: Page) => page.evaluate(async () => ((await (await fetch('/vendors/house-slot/session')).json()) as { value: SessionStatusValue }).value);
  const signed = (minor: number) => `${minor > 0 ? '+' : minor < 0 ? '-' : ''}${(Math.abs(minor) / 100).toFixed(2)}`;

  test('a member loses up to a daily loss limit in the house slot: the next spin is refused in clear words, the balance stays, the limit shows as reached', async () => {
    const { member, page } = await memberInSlot('loss', 50_000, (m) =>
      siteValue(m.token, 'POST', ProtectionPath.limit, { kind: 'loss', period: 'day', amount: LOSS_LIMIT }).then(() => undefined),
    );
    const refusal = W.refusals[ErrorCode.protectionLossLimit];
    // Largest stakes first; each is played until the limit refuses it, so in the end even the smallest stake would pass the limit.
    for (const stake of STAKES.filter((s) => s <= LOSS_LIMIT).reverse()) {
      await page.locator('#stake').selectOption(String(stake));
      for (let i = 0; i < 100; i++) if ((await spinOnce(page)) === refusal) break;
      expect(await page.locator('#msg').innerText()).toBe(refusal);
    }
    // The refused spin charged nothing: the page's balance is the wallet's.
    const shown = minorOf(await page.locator('#bal').innerText());
    const wallet = await page.evaluate(async () => ((await (await fetch('/vendors/house-slot/balance')).json()) as { value: { balance: number } }).value.balance);
    expect(shown).toBe(wallet);
    expect(await spinOnce(page)).toBe(refusal);
    expect(minorOf(await page.locator('#bal').innerText())).toBe(wallet);

    const overview = await siteValue<ProtectionValue>(member.token, 'GET', ProtectionPath.overview);
    const loss = overview.limits.find((l) => l.kind === 'loss' && l.period === 'day')!;
    expect(loss.amount).toBe(LOSS_LIMIT);
    expect(loss.used).toBeLessThanOrEqual(LOSS_LIMIT);
    expect(loss.used + STAKES[0]!).toBeGreaterThan(LOSS_LIMIT);
    expect(loss.freesAt).not.toBeNull();

    // The member's own screen shows the same: the 24-hour loss limit and, used, what the overview counts.
    await page.goto(`${url}/m/responsibleGaming`);
    const day = page
      .getByRole('region', { name: site.protection.limitsTitle.loss })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: site.protection.period.day }) });
    const fact = (label: string) => day.locator(`dt:text-is("${label}") + dd`);
    await fact(site.protection.used).waitFor();
    expect(await fact(site.protection.limit).innerText()).toBe(formatMinor(LOSS_LIMIT));
    expect(await fact(site.protection.used).innerText()).toBe(formatMinor(loss.used));
  }, 300_000);

  // Before the reality check's test: moving the server's clock ends console sessions (idle) and TOTP codes would not match.
  test('an operator lowers a limit and imposes a time-out with a reason in the console: the player is logged out; a raise is refused', async () => {
    const member = await registerMember('oper');
    await siteValue(member.token, 'POST', ProtectionPath.limit, { kind: 'loss', period: 'day', amount: 50_000 });
    const risk = await openDesk(url, 'risk1', 'Risk-demo-1');
    try {
      const [player] = await risk.call<PlayerSummary[]>('GET', `${PlayerPath.search}?q=${member.username}`);
      const { page } = risk;
      await page.goto(`${url}/console/players/${player!.id}/protection`);
      const limits = page.getByRole('table', { name: con.players.protection.limits });
      await limits.getByRole('row', { name: /^Loss 24 hours 500\.00/ }).waitFor();

      const lower = page.locator('form').filter({ has: page.getByRole('heading', { name: con.players.protection.lowerTitle }) });
      await lower.getByRole('combobox', { name: startsWith(con.players.protection.target) }).selectOption('loss.day');
      await lower.getByLabel(con.players.protection.value).fill('200');
      await lower.getByLabel(con.players.protection.limitReason).fill('Player asked on the phone');
      await lower.getByRole('button', { name: con.players.protection.lowerSubmit }).click();
      await lower.getByText(con.players.protection.lowered).waitFor();
      await limits.getByRole('row', { name: /^Loss 24 hours 200\.00/ }).waitFor();

      await lower.getByLabel(con.players.protection.value).fill('900');
      await lower.getByLabel(con.players.protection.limitReason).fill('Trying to raise');
      await lower.getByRole('button', { name: con.players.protection.lowerSubmit }).click();
      await lower.getByRole('alert').filter({ hasText: 'Operators can only lower a limit' }).waitFor();
      await limits.getByRole('row', { name: /^Loss 24 hours 200\.00/ }).waitFor();
      const overview = await siteValue<ProtectionValue>(member.token, 'GET', ProtectionPath.overview);
      expect(overview.limits.find((l) => l.kind === 'loss' && l.period === 'day')!.amount).toBe(20_000);

      const block = page.locator('form').filter({ has: page.getByRole('heading', { name: con.players.protection.blockTitle }) });
      await block.getByRole('combobox', { name: startsWith(con.players.protection.blockKindLabel) }).selectOption('timeOut');
      await block.getByRole('combobox', { name: startsWith(con.players.protection.duration) }).selectOption('24h');
      await block.getByLabel(con.players.protection.blockReason).fill('Signs of chasing losses');
      await block.getByRole('button', { name: con.players.protection.blockSubmit }).click();
      await block.getByText(con.players.protection.imposed).waitFor();
      await page.getByText(con.players.protection.blockKind.timeOut, { exact: true }).first().waitFor();
      const history = page.getByRole('table', { name: con.players.protection.history });
      await history.getByRole('row').filter({ hasText: 'Signs of chasing losses' }).waitFor();

      const after = await siteCall(member.token, 'GET', AccountPath.memberInfo);
      expect(after.success).toBe(false);
    } finally {
      await risk.session.close();
    }
  }, 240_000);

  test('the reality check appears in the game on schedule with the time played and net position; continue plays on, log out ends the session', async () => {
    const { member, page } = await memberInSlot('reality', 20_000, (m) => siteValue(m.token, 'POST', ProtectionPath.realityCheck, { minutes: 15 }).then(() => undefined));
    // The bar counts the session from the server's figures.
    await page.locator('#w-time').filter({ hasText: /^0:0\d:\d\d$/ }).waitFor();
    for (let i = 0; i < 3; i++) await spinOnce(page);
    const dialog = page.getByRole('dialog', { name: W.realityTitle });
    expect(await dialog.isVisible()).toBe(false);

    await advanceClock(url, 15 * MINUTE);
    // Nothing tapped: the page learns of the due check on its next refresh (SESSION_STATUS_REFRESH_SECONDS).
    await dialog.waitFor({ timeout: 45_000 });
    const status = await pageStatus(page);
    expect(status.realityCheckAt).toBeLessThanOrEqual(status.now);
    const text = await dialog.innerText();
    expect(text).toMatch(/You have been playing for 0:15:\d\d\./);
    expect(text).toContain(`Your net position this session is ${signed(status.net)}.`);
    expect(await page.locator('#w-net').innerText()).toBe(signed(status.net));

    await dialog.getByRole('button', { name: W.continue }).click();
    await dialog.waitFor({ state: 'hidden' });
    const message = await spinOnce(page);
    expect(Object.values(W.refusals)).not.toContain(message);
    expect((await pageStatus(page)).realityCheckAt).toBeGreaterThan(status.now);

    // The next check, answered with "log out": back on the site's home, logged out, and the game takes no more bets.
    await advanceClock(url, 15 * MINUTE);
    await page.reload();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: W.logout }).click();
    await page.waitForURL('**/m/home');
    expect((await siteCall(member.token, 'GET', AccountPath.memberInfo)).success).toBe(false);
    const spinAfter = await page.evaluate(async () => (await fetch('/vendors/house-slot/spin', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ stake: 20, requestId: 'after-logout' }) })).json());
    expect(spinAfter).toMatchObject({ success: false });
  }, 300_000);
});
