/**
 * Agents in Chromium (issue 18, docs/agents.md): an agent's affiliate link brings a player whose
 * deposit and real-money play show in the agent's team KPI; the AGENTPOLICY3 prompt leads an agent
 * to sign the daily salary contract the merchant offered, and when the day closes the salary is paid
 * once with its statement; a downline transfer to a self-excluded team member is refused and moves
 * nothing, one to a team member in good standing moves exactly the amount. One server of this
 * file's own in development mode (the gateway simulator funds members) with TEST_CLOCK (the salary
 * test jumps a day: the member sessions are lengthened to live through it) and the agent job every
 * second.
 */
import type { Page } from 'playwright-core';
import { AgentPath, type AffiliateLinkValue, type DownlineTransferValue, type StatementValue, type TeamKpiValue } from '@common/contract/agents';
import type { Page as ListPage } from '@common/contract/consolePlayers';
import { ConsoleAgentPath } from '@common/contract/consoleAgents';
import { MerchantAdminPath, type MerchantSettings } from '@common/contract/consoleMerchant';
import { ErrorCode } from '@common/contract/envelope';
import { ProtectionPath } from '@common/contract/protection';
import { WalletPath, type WalletBalance } from '@common/contract/wallet';
import site from '../locales/en.json';
import { SESSION_INFO_KEY } from '../src/config/constants';
import { formatMinor } from '../src/utils/money';
import { kpiShown, promotedAgent, realBalance, teamMember } from './support/agents';
import { openContext, type Session } from './support/browser';
import { advanceClock } from './support/clock';
import { startDeskServer, type DeskServer } from './support/desk-server';
import { spinOnce } from './support/house-slot';
import { axeProblems, openSlot, until } from './support/loyalty';
import { payGatewayDeposit, setWithdrawalPassword, siteValue, WITHDRAWAL_PASSWORD, type TestMember } from './support/payments';
import { inEnglish, logIn, MERCHANT, skipHomePopups } from './support/session';

const DEPOSIT = 10_000;
/** The house slot's stake (10.00): two spins make 20.00 of turnover. */
const STAKE = 1_000;
const DAY = 24 * 60 * 60_000;
/** The daily salary offered: one tier, one active player and 1.00 of turnover → 50.00 a day. */
const SALARY = 5_000;
const TIER = { minActivePlayers: 1, minTurnover: 100, value: SALARY };
const LINK_LABEL = 'Facebook group';
const TRANSFER = 2_500;

describe('agents in Chromium', () => {
  let desk: DeskServer;
  let url: string;
  const sessions: Session[] = [];

  beforeAll(async () => {
    // The salary test moves the clock a day and a few minutes: member sessions must outlive the jump.
    desk = await startDeskServer({ NODE_ENV: 'development', TEST_CLOCK: 'true', AGENT_JOB_SECONDS: '1', SESSION_IDLE_MINUTES: '3000', SESSION_MAX_HOURS: '72' });
    url = desk.url;
  }, 240_000);

  afterEach(async () => {
    for (const session of sessions.splice(0)) await session.close();
  });

  afterAll(async () => {
    await desk?.stop();
  });

  /** A phone in English with the home popups skipped. */
  async function phone(): Promise<Page> {
    const session = await openContext('phone');
    sessions.push(session);
    await inEnglish(session.page);
    await skipHomePopups(session.page);
    return session.page;
  }

  /** `member` logged in on a new phone, at home. */
  async function onPhone(member: TestMember): Promise<Page> {
    const page = await phone();
    await logIn(page, member.username, member.password);
    await page.waitForURL('**/m/home');
    return page;
  }

  /** Two real-money spins of STAKE in the house slot on a new phone. */
  async function playTwice(member: TestMember): Promise<void> {
    const page = await onPhone(member);
    await openSlot(page, url, STAKE);
    await spinOnce(page);
    await spinOnce(page);
  }

  const balanceOf = async (member: TestMember) => (await siteValue<WalletBalance>(member.token, 'GET', WalletPath.balance)).sumBalance;
  const kpiOf = (member: TestMember) => siteValue<TeamKpiValue>(member.token, 'GET', `${AgentPath.kpi}?scope=direct&cycle=day`);

  test("an agent's affiliate link brings a player whose deposit and real-money play show in the agent's team KPI (direct, day)", async () => {
    const { member: agent } = await promotedAgent(desk.owner, 'lnkagt');
    const agentPage = await onPhone(agent);

    // The Links tab: a labelled link, its URL read from the page.
    await agentPage.goto(`${url}/m/agent/home`);
    await agentPage.getByRole('group', { name: site.agent.tabs }).getByRole('button', { name: site.agent.tab.links, exact: true }).click();
    const form = agentPage.getByRole('form', { name: site.agent.links.new });
    await form.getByLabel(site.agent.links.label).fill(LINK_LABEL);
    await form.getByRole('button', { name: site.agent.links.create, exact: true }).click();
    const link = agentPage.getByRole('list', { name: site.agent.links.title }).getByRole('listitem', { name: LINK_LABEL });
    const shownUrl = await link.getByText(/\/m\/register\?code=[A-Z0-9]+$/).innerText();
    const [created] = await siteValue<AffiliateLinkValue[]>(agent.token, 'GET', AgentPath.links);
    expect(created).toMatchObject({ label: LINK_LABEL, url: shownUrl, registrations: 0 });
    expect(shownUrl).toBe(`${url}/m/register?code=${created!.code}`);
    await link.getByRole('img', { name: site.agent.links.qr.replace('{{label}}', LINK_LABEL) }).waitFor();
    expect(await axeProblems(agentPage)).toEqual([]);

    // A new player opens the link on another phone: the invitation code is filled in and accepted.
    const player = await phone();
    await player.goto(shownUrl);
    const code = player.getByLabel(site.register.referrerCode);
    await player.getByText(site.register.referrerValid).waitFor();
    expect(await code.inputValue()).toBe(created!.code);
    const username = `lnk${Date.now().toString(36)}`.slice(0, 16);
    const password = 'Welcome123';
    await player.locator('input[name="username"]').fill(username);
    await player.getByText(site.register.usernameAvailable).waitFor();
    await player.locator('input[name="password"]').fill(password);
    await player.locator('input[name="confirmPassword"]').fill(password);
    const mobile = player.locator('input[name="mobile"]');
    if (await mobile.count()) await mobile.fill(`17${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);
    const birthday = player.locator('input[name="birthday"]');
    if (await birthday.count()) await birthday.fill('1990-05-17');
    await player.locator('input[name="terms"]').check();
    await player.getByRole('button', { name: site.register.submit, exact: true }).click();
    await player.waitForURL('**/m/home');
    await player.getByRole('dialog', { name: site.protection.prompt.title }).getByRole('button', { name: site.protection.prompt.notNow }).click();
    const token = await player.evaluate((key) => (JSON.parse(window.sessionStorage.getItem(key) ?? '{}') as { token?: string }).token ?? null, SESSION_INFO_KEY);
    const newcomer: TestMember = { username, password, token: token! };

    // Deposit through the gateway simulator, then two real-money spins of the house slot.
    await payGatewayDeposit(newcomer, DEPOSIT);
    await openSlot(player, url, STAKE);
    await spinOnce(player);
    await spinOnce(player);

    // The Team tab, direct members over the day: the figures consumer folds the postings moments later.
    await agentPage.goto(`${url}/m/agent/home?tab=team`);
    await agentPage.getByRole('group', { name: site.agent.kpi.scope }).getByRole('button', { name: site.agent.scope.direct, exact: true }).click();
    await agentPage.getByRole('group', { name: site.agent.kpi.cycle }).getByRole('button', { name: site.agent.cycle.day, exact: true }).click();
    const shown = await until(
      'the team KPI shows the player',
      async () => {
        const rows = await kpiShown(agentPage);
        if (rows?.turnover[0] !== formatMinor(2 * STAKE)) {
          await agentPage.reload();
          await agentPage.getByRole('table', { name: site.agent.kpi.title }).waitFor();
        }
        return rows;
      },
      (rows) => rows?.turnover[0] === formatMinor(2 * STAKE),
      45_000,
    );
    expect(shown!.newMembers[0]).toBe('1');
    expect(shown!.activePlayers[0]).toBe('1');
    expect(shown!.depositors[0]).toBe('1');
    expect(shown!.deposits[0]).toBe(formatMinor(DEPOSIT));
    expect(shown!.turnover[0]).toBe(formatMinor(2 * STAKE));
    const kpi = await kpiOf(agent);
    expect(kpi.current).toMatchObject({ newMembers: 1, activePlayers: 1, depositors: 1, deposits: DEPOSIT, turnover: 2 * STAKE });
    expect(shown!.ngr[0]).toBe(formatMinor(kpi.current.ngr));
    expect(await axeProblems(agentPage)).toEqual([]);
    // The link counts the registration and the depositor.
    const [after] = await siteValue<AffiliateLinkValue[]>(agent.token, 'GET', AgentPath.links);
    expect(after).toMatchObject({ registrations: 1, depositors: 1, deposits: DEPOSIT });
  }, 300_000);

  test('a downline transfer to a self-excluded team member is refused with the reason and moves nothing; one to a team member in good standing moves exactly the amount', async () => {
    const { member: agent, agent: profile } = await promotedAgent(desk.owner, 'trfagt');
    await setWithdrawalPassword(agent);
    await payGatewayDeposit(agent, DEPOSIT);
    const excluded = await teamMember('trfexc', profile.code);
    const member = await teamMember('trfok', profile.code);
    await siteValue(excluded.token, 'POST', ProtectionPath.selfExclusion, { duration: '6m', password: excluded.password });

    const agentBefore = await realBalance(desk.owner, agent.username);
    const excludedBefore = await realBalance(desk.owner, excluded.username);
    const memberBefore = await realBalance(desk.owner, member.username);
    expect(agentBefore).toBe(DEPOSIT);

    const page = await onPhone(agent);
    await page.goto(`${url}/m/agent/home?tab=transfer`);
    const form = page.getByRole('form', { name: site.agent.transfer.title });
    const send = async (username: string): Promise<void> => {
      await form.getByLabel(site.agent.transfer.username).fill(username);
      await form.getByLabel(site.pay.amount).fill(formatMinor(TRANSFER));
      await form.getByLabel(site.withdraw.password).fill(WITHDRAWAL_PASSWORD);
      await form.getByRole('button', { name: site.agent.transfer.send, exact: true }).click();
    };

    // Refused: the player-protection guard judges the recipient; the agent is told only that the member
    // cannot receive (never the exclusion or its end, which are the member's to know).
    const refused = page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === AgentPath.transfer);
    await send(excluded.username);
    const answer = (await (await refused).json()) as { success: boolean; code: string; message: string };
    expect(answer).toMatchObject({ success: false, code: ErrorCode.agentRecipientRefused, message: site.errors.agent_recipient_refused });
    const notice = page.getByRole('alertdialog');
    await notice.getByText(answer.message, { exact: true }).waitFor();
    await notice.getByRole('button', { name: site.common.confirm, exact: true }).click();
    await page.getByRole('list', { name: site.agent.transfer.history }).or(page.getByText(site.agent.transfer.none)).first().waitFor();
    expect(await realBalance(desk.owner, agent.username)).toBe(agentBefore);
    expect(await realBalance(desk.owner, excluded.username)).toBe(excludedBefore);
    expect((await siteValue<ListPage<DownlineTransferValue>>(agent.token, 'GET', AgentPath.transfer)).items).toEqual([]);

    // Done: both balances move by exactly the amount; the toast and the history say so.
    const done = page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === AgentPath.transfer);
    await send(member.username);
    expect((await (await done).json()) as { success: boolean }).toMatchObject({ success: true });
    await page.getByRole('status').getByText(site.agent.transfer.done.replace('{{amount}}', formatMinor(TRANSFER)).replace('{{username}}', member.username)).waitFor();
    await page.getByRole('list', { name: site.agent.transfer.history }).getByText(new RegExp(`^${member.username}: ${formatMinor(TRANSFER)} on `)).waitFor();
    expect(await realBalance(desk.owner, agent.username)).toBe(agentBefore - TRANSFER);
    expect(await realBalance(desk.owner, member.username)).toBe(memberBefore + TRANSFER);
    expect(await realBalance(desk.owner, excluded.username)).toBe(excludedBefore);
    const history = await siteValue<ListPage<DownlineTransferValue>>(agent.token, 'GET', AgentPath.transfer);
    expect(history.items.map((t) => [t.username, t.amount])).toEqual([[member.username, TRANSFER]]);
    expect(await axeProblems(page)).toEqual([]);
  }, 240_000);

  // Last: it moves the server's clock a day, past the console session's lifetime.
  test('the AGENTPOLICY3 prompt leads the agent to sign the daily salary contract offered; when the day closes the salary is paid once with its statement', async () => {
    const { member: agent, agent: profile } = await promotedAgent(desk.owner, 'salagt');
    await desk.owner.call('POST', ConsoleAgentPath.offer(profile.memberId), { kind: 'dailySalary', cycle: 'day', tiers: [TIER] });
    // One team member who deposits and plays today: the team reaches the tier.
    const player = await teamMember('salply', profile.code);
    await payGatewayDeposit(player, DEPOSIT);
    await playTwice(player);
    await until('the day shows the active player', () => kpiOf(agent), (k) => k.current.activePlayers === 1 && k.current.turnover === 2 * STAKE);

    const settings = await desk.owner.call<MerchantSettings>('GET', MerchantAdminPath.merchant(MERCHANT));
    const whitelabel = (on: boolean) => desk.owner.call('PUT', MerchantAdminPath.whitelabel(MERCHANT), { AGENTPOLICY3: on });
    let page: Page;
    try {
      await whitelabel(true);
      page = await onPhone(agent);
      // The §4 prompt after the login: go opens the daily salary contract screen.
      const prompt = page.getByRole('alertdialog').filter({ hasText: site.agent.prompt.dailySalary });
      await prompt.getByRole('button', { name: site.common.cancel, exact: true }).waitFor();
      await prompt.getByRole('button', { name: site.agent.prompt.go, exact: true }).click();
      await page.waitForURL('**/m/member/agent/getSalaryContract');

      // Sign the offer (after the confirmation): it becomes the contract in force.
      const offer = page.getByRole('region', { name: site.agent.contract.offer });
      await offer.getByText(site.agent.contract.merchant, { exact: true }).waitFor();
      expect(await axeProblems(page)).toEqual([]);
      const signed = page.waitForResponse((res) => new URL(res.url()).pathname === AgentPath.sign);
      await offer.getByRole('button', { name: site.agent.contract.sign, exact: true }).click();
      await page.getByRole('alertdialog').filter({ hasText: site.agent.contract.signConfirm.replace('{{kind}}', site.agent.kind.dailySalary) }).getByRole('button', { name: site.agent.contract.sign, exact: true }).click();
      expect((await (await signed).json()) as { success: boolean }).toMatchObject({ success: true });
      await page.getByRole('region', { name: site.agent.contract.current }).waitFor();
      expect(await offer.count()).toBe(0);
    } finally {
      await whitelabel(settings.whitelabel.AGENTPOLICY3);
    }
    const before = await balanceOf(agent);

    // The day closes; the agent job settles it and pays the salary.
    await advanceClock(url, DAY + 5 * 60_000);
    const [statement] = (
      await until(
        'the day is settled',
        () => siteValue<ListPage<StatementValue>>(agent.token, 'GET', `${AgentPath.statements}?kind=dailySalary&page=1`),
        (s) => s.items.length > 0,
        60_000,
      )
    ).items;
    expect(statement).toMatchObject({ kind: 'dailySalary', state: 'paid', tier: 1, gross: SALARY, net: SALARY, paid: SALARY, carryIn: 0, carryOut: 0 });
    expect(statement!.figures).toMatchObject({ activePlayers: 1, turnover: 2 * STAKE });
    expect(await balanceOf(agent)).toBe(before + SALARY);

    // The contract screen's statements: paid, with its lines.
    await page!.reload();
    const list = page!.getByRole('list', { name: site.agent.statement.listOf.replace('{{kind}}', site.agent.kind.dailySalary) });
    const shown = list.getByRole('article');
    // The state beside the period (the "Paid" line's term has the same words).
    await shown.getByText(site.agent.statement.state.paid, { exact: true }).and(page!.locator(':not(dt)')).waitFor();
    const line = (key: keyof typeof site.agent.statement.line) => shown.locator(`dt:text-is("${site.agent.statement.line[key]}") + dd`);
    expect(await line('tier').innerText()).toBe('1');
    expect(await line('gross').innerText()).toBe(formatMinor(SALARY));
    expect(await line('net').innerText()).toBe(formatMinor(SALARY));
    expect(await line('paid').innerText()).toBe(formatMinor(SALARY));
    expect(await line('carryOut').innerText()).toBe(formatMinor(0));
    expect(formatMinor(SALARY)).toBe('50.00');
    expect(await axeProblems(page!)).toEqual([]);

    // Exactly once: the job keeps running, nothing more is paid.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await balanceOf(agent)).toBe(before + SALARY);
    expect((await siteValue<ListPage<StatementValue>>(agent.token, 'GET', `${AgentPath.statements}?kind=dailySalary&page=1`)).items).toHaveLength(1);
  }, 300_000);
});
