/**
 * Loyalty in Chromium (issue 17): a member plays the house slot with real money, earns points and
 * reaches a level (the feed's points consumer credits them moments after each spin), sees both in
 * the points mall and the member centre, redeems a bonus item, finds the order in the reward centre
 * and claims the level-up reward there; a race's rank list moves on /m/leaderBoard as the member
 * plays and turns "Final" with the prize paid when the period closes; with a feature switch off
 * the quick tiles and deep links say coming soon (§2), and logged out the tiles lead to /m/login.
 * One server of this file's own (development mode: the gateway simulator funds the members), its
 * feed workers on and the loyalty job every second.
 */
import type { Page } from 'playwright-core';
import { LoyaltyPath, type LoyaltySummaryValue, type MallItemValue, type MallOrderValue, type RaceValue, type RewardCentreValue } from '@common/contract/loyalty';
import { ConsoleLoyaltyPath, type ConsoleMallItem, type ConsoleRace, type ConsoleRaceStandings, type RaceDraft } from '@common/contract/consoleLoyalty';
import { MerchantAdminPath } from '@common/contract/consoleMerchant';
import { ProtectionPath } from '@common/contract/protection';
import type { Whitelabel } from '@common/contract/system';
import site from '../locales/en.json';
import { formatMinor } from '../src/utils/money';
import { openContext, type Session } from './support/browser';
import { startDeskServer, type DeskServer } from './support/desk-server';
import { payGatewayDeposit, registerMember, siteCall, siteValue, type TestMember } from './support/payments';
import { inEnglish, logIn, MERCHANT, pathOf, skipHomePopups } from './support/session';
import { spinOnce } from './support/house-slot';
import { axeProblems, masked, openSlot, pointsText as points, setUpLoyalty, until } from './support/loyalty';

const DEPOSIT = 10_000;
/** The house slot's stake used throughout (10.00). */
const STAKE = 1_000;
/** Ten points per 1.00 staked (the most a rate may be): one spin of 10.00 earns 100 points. */
const RATE_BP = 100_000;
const POINTS_PER_SPIN = (STAKE * RATE_BP) / 1_000_000;
/** Level 2 after two spins; its reward: points, so later play stays real-money play (bonus play earns and scores nothing). */
const LEVEL2_THRESHOLD = 2 * STAKE;
const LEVEL2_REWARD = 50;
const ITEM_TITLE = 'E2E bonus credit';
const ITEM_PRICE = 150;
const ITEM_BONUS = 500;
const RACE_TITLE = 'E2E sprint race';
const FIRST_PRIZE = 300;
const SECOND_PRIZE = 100;
/** How long the race runs from its creation: the flow plays and watches within it. */
const RACE_MS = 50_000;

describe('loyalty in Chromium', () => {
  let desk: DeskServer;
  let url: string;
  let item: ConsoleMallItem;
  let silver: string;
  const sessions: Session[] = [];

  beforeAll(async () => {
    desk = await startDeskServer({ NODE_ENV: 'development', FEED_WORKERS: 'on', LOYALTY_JOB_SECONDS: '1' });
    url = desk.url;
    // Small figures so a few spins earn points and reach level 2.
    const item1 = { title: ITEM_TITLE, pricePoints: ITEM_PRICE, bonusAmount: ITEM_BONUS, stock: 5 };
    ({ item, level2: silver } = await setUpLoyalty(desk.owner, { rateBp: RATE_BP, level2Threshold: LEVEL2_THRESHOLD, level2RewardPoints: LEVEL2_REWARD, item: item1 }));
  }, 240_000);

  afterEach(async () => {
    for (const session of sessions.splice(0)) await session.close();
  });

  afterAll(async () => {
    await desk?.stop();
  });

  /** A phone in English with the home popups skipped. */
  async function phone(): Promise<Session> {
    const session = await openContext('phone');
    sessions.push(session);
    await inEnglish(session.page);
    await skipHomePopups(session.page);
    return session;
  }

  /** A new real member with `DEPOSIT` of real money, logged in on a phone. */
  async function fundedMember(prefix: string): Promise<{ member: TestMember; session: Session; page: Page }> {
    const member = await registerMember(prefix);
    await siteCall(member.token, 'POST', ProtectionPath.promptDismiss);
    await payGatewayDeposit(member, DEPOSIT);
    const session = await phone();
    await logIn(session.page, member.username, member.password);
    await session.page.waitForURL('**/m/home');
    return { member, session, page: session.page };
  }

  const summaryOf = (member: TestMember) => siteValue<LoyaltySummaryValue>(member.token, 'GET', LoyaltyPath.summary);
  const rewardsOf = (member: TestMember) => siteValue<RewardCentreValue>(member.token, 'GET', LoyaltyPath.rewards);

  test('a member plays the house slot, earns points and reaches level 2, sees both in the mall and the member centre, redeems a bonus item, finds the order in the reward centre and claims the level reward there', async () => {
    const { member, page } = await fundedMember('loyal');
    await openSlot(page, url, STAKE);
    await spinOnce(page);
    await spinOnce(page);

    // Credited by the points consumer from the feed: 100 points a spin, turnover 20.00, level 2.
    const earned = await until('points and level 2', () => summaryOf(member), (s) => s.points === 2 * POINTS_PER_SPIN && s.level?.rank === 2);
    expect(earned.turnover).toBe(2 * STAKE);
    expect(earned.level?.name).toBe(silver);
    expect(earned.expiring).toBeNull();

    await page.goto(`${url}/m/mall/mallHome`);
    const balance = page.getByTestId('mall-points-balance');
    await balance.filter({ hasText: points(2 * POINTS_PER_SPIN) }).waitFor();
    await page.getByLabel(site.loyalty.level.replace('{{name}}', silver), { exact: true }).waitFor();
    expect(await axeProblems(page)).toEqual([]);

    // Redeem: the item's sheet, Redeem, then the step naming the points.
    await page.getByRole('button', { name: site.mall.detailsOf.replace('{{title}}', ITEM_TITLE) }).click();
    await page.getByRole('button', { name: site.mall.redeem, exact: true }).click();
    const redeemed = page.waitForResponse((res) => new URL(res.url()).pathname === LoyaltyPath.redeem);
    await page.getByRole('button', { name: site.mall.confirmButton.replace('{{points}}', String(ITEM_PRICE)) }).click();
    expect((await redeemed).ok()).toBe(true);
    await page.getByRole('status').getByText(site.mall.redeemed.replace('{{title}}', ITEM_TITLE).replace('{{points}}', String(ITEM_PRICE))).waitFor();
    await balance.filter({ hasText: points(2 * POINTS_PER_SPIN - ITEM_PRICE) }).waitFor();
    const orders = await siteValue<MallOrderValue[]>(member.token, 'GET', LoyaltyPath.mallOrders);
    expect(orders.map((o) => [o.itemId, o.kind, o.pricePoints, o.status])).toEqual([[item.id, 'bonus', ITEM_PRICE, 'delivered']]);
    expect((await summaryOf(member)).points).toBe(2 * POINTS_PER_SPIN - ITEM_PRICE);
    const onSale = await siteValue<MallItemValue[]>(member.token, 'GET', LoyaltyPath.mallItems);
    expect(onSale.find((i) => i.id === item.id)).toMatchObject({ stockLeft: 4, yourLimitLeft: 0, redeemable: false });

    // The member centre's loyalty card: points and level on one line.
    await page.goto(`${url}/m/member/home`);
    await page.getByTestId('loyalty-points').filter({ hasText: `${points(2 * POINTS_PER_SPIN - ITEM_PRICE)} · ${site.loyalty.level.replace('{{name}}', silver)}` }).waitFor();

    // The reward centre: the mall order received, the level-2 reward to claim.
    await page.goto(`${url}/m/rewardCenter`);
    const history = page.locator('[aria-labelledby="rewards-history"]');
    const order = history.locator(`li[aria-label="${ITEM_TITLE}"]`);
    await order.getByText(site.rewardCenter.state.received, { exact: true }).waitFor();
    expect(await order.innerText()).toContain(site.rewardCenter.source.mall);
    const toClaim = page.locator('[aria-labelledby="rewards-claim"]').locator(`li[aria-label="${silver}"]`);
    await toClaim.getByText(site.rewardCenter.state.claim, { exact: true }).waitFor();
    expect(await axeProblems(page)).toEqual([]);
    const claimed = page.waitForResponse((res) => new URL(res.url()).pathname === LoyaltyPath.claimReward);
    await toClaim.getByRole('button', { name: site.rewardCenter.claimTitle.replace('{{title}}', silver) }).click();
    expect((await claimed).ok()).toBe(true);
    const levelEntry = history.locator(`li[aria-label="${silver}"]`);
    await levelEntry.getByText(site.rewardCenter.state.received, { exact: true }).waitFor();
    expect(await levelEntry.innerText()).toContain(points(LEVEL2_REWARD));
    await page.locator('[aria-labelledby="rewards-claim"]').getByText(site.rewardCenter.noClaim).waitFor();

    const centre = await rewardsOf(member);
    expect(centre.claimable).toEqual([]);
    expect(centre.history.map((e) => [e.source, e.title, e.state, e.kind, e.amount]).sort()).toEqual(
      [
        ['level', silver, 'received', 'points', LEVEL2_REWARD],
        ['mall', ITEM_TITLE, 'received', 'bonus', null],
      ].sort(),
    );
    expect((await summaryOf(member)).points).toBe(2 * POINTS_PER_SPIN - ITEM_PRICE + LEVEL2_REWARD);
    // A second claim of the same reward changes nothing.
    const again = await siteCall(member.token, 'POST', LoyaltyPath.claimReward, { source: 'level', id: centre.history.find((e) => e.source === 'level')!.id });
    expect(again.success).toBe(false);
    expect((await summaryOf(member)).points).toBe(2 * POINTS_PER_SPIN - ITEM_PRICE + LEVEL2_REWARD);
  }, 180_000);

  test('a race: the member watches their rank and score move on /m/leaderBoard as they play; when the period closes the board says Final and the prize is in the reward centre', async () => {
    // Settlement waits until the *database's* clock is past the period's end (feed consumerPassed):
    // TEST_CLOCK moves only the app's clock, so it cannot close a daily period. A custom race whose
    // period ends RACE_MS after now (real time) stands in for the controllable clock.
    const rival = await fundedMember('rival');
    await openSlot(rival.page, url, STAKE);
    const { member, session, page: slot } = await fundedMember('racer');
    await openSlot(slot, url, STAKE);

    const now = Date.now();
    const draft: RaceDraft = {
      merchantCode: MERCHANT,
      title: { EN: RACE_TITLE },
      metric: 'turnover',
      recurrence: 'custom',
      gameTypes: [],
      startsAt: now,
      endsAt: now + RACE_MS,
      prizes: [
        { rankFrom: 1, rankTo: 1, reward: { kind: 'points', amount: FIRST_PRIZE, wageringMultiplierPercent: 0 } },
        { rankFrom: 2, rankTo: 2, reward: { kind: 'points', amount: SECOND_PRIZE, wageringMultiplierPercent: 0 } },
      ],
    };
    const race = await desk.owner.call<ConsoleRace>('POST', ConsoleLoyaltyPath.races, draft);
    await desk.owner.call('POST', ConsoleLoyaltyPath.raceState(race.id), { action: 'publish' });
    const standings = () => desk.owner.call<ConsoleRaceStandings>('GET', ConsoleLoyaltyPath.raceStandings(race.id));

    // The rival stakes 10.00 first.
    await spinOnce(rival.page);
    await until('the rival scored', standings, (s) => s.ranks.length === 1 && s.ranks[0]!.score === STAKE);

    // The demo daily race runs too, when seeded: the member picks this one.
    const running = await siteValue<RaceValue[]>(member.token, 'GET', LoyaltyPath.races);
    expect(running.find((r) => r.id === race.id)).toMatchObject({ periodStart: race.startsAt, periodEnd: race.endsAt, yourRank: null, yourScore: null });
    // The board in a second tab opened from the game's (it inherits the tab's session, as a browser's window.open does).
    const [board] = await Promise.all([
      session.context.waitForEvent('page'),
      slot.evaluate(() => {
        window.open('/m/leaderBoard');
      }),
    ]);
    if (running.length > 1) await board.getByRole('group', { name: site.leaderBoard.races }).getByRole('button', { name: RACE_TITLE }).click();
    await board.locator('#race-title').filter({ hasText: RACE_TITLE }).waitFor();
    await board.getByText(site.leaderBoard.notRanked).waitFor();
    const top = board.getByRole('table', { name: site.leaderBoard.top });
    expect(await top.locator('tbody tr').first().locator('td').allInnerTexts()).toEqual(['1', masked(rival.member.username), formatMinor(STAKE), points(FIRST_PRIZE)]);
    const you = board.getByRole('table', { name: site.leaderBoard.yourPlace }).locator('tbody tr');
    /** The member's pinned row as the board's own refresh (every 15 s) shows it. */
    const yourRow = async (rank: number, score: number, prize: number): Promise<void> => {
      await board.bringToFront();
      await you.filter({ hasText: formatMinor(score) }).waitFor({ timeout: 30_000 });
      expect(await you.locator('td').allInnerTexts()).toEqual([String(rank), masked(member.username), formatMinor(score), points(prize)]);
    };

    // Level with the rival: a tie goes to whoever reached the score first — second place.
    await slot.bringToFront();
    await spinOnce(slot);
    await yourRow(2, STAKE, SECOND_PRIZE);
    // Ahead: first place.
    await slot.bringToFront();
    await spinOnce(slot);
    await yourRow(1, 2 * STAKE, FIRST_PRIZE);
    expect(await top.locator('tbody tr').nth(1).locator('td').allInnerTexts()).toEqual(['2', masked(rival.member.username), formatMinor(STAKE), points(SECOND_PRIZE)]);
    expect(Date.now()).toBeLessThan(race.endsAt!);

    // The period closes; the loyalty job pays the prizes once; the board's refresh shows Final.
    await board.locator('#race-title').getByText(site.leaderBoard.final, { exact: true }).waitFor({ timeout: RACE_MS + 45_000 });
    expect(await you.locator('td').allInnerTexts()).toEqual(['1', masked(member.username), formatMinor(2 * STAKE), points(FIRST_PRIZE)]);
    expect(await board.getByTestId('race-time-left').count()).toBe(0);
    expect(await axeProblems(board)).toEqual([]);

    const final = await standings();
    expect(final.settled).toBe(true);
    expect(final.ranks.map((r) => [r.rank, r.fullUsername, r.score, r.paid])).toEqual([
      [1, member.username, 2 * STAKE, true],
      [2, rival.member.username, STAKE, true],
    ]);
    expect((await summaryOf(member)).points).toBe(2 * POINTS_PER_SPIN + FIRST_PRIZE);
    expect((await summaryOf(rival.member)).points).toBe(POINTS_PER_SPIN + SECOND_PRIZE);

    await board.goto(`${url}/m/rewardCenter`);
    const prize = board.locator('[aria-labelledby="rewards-history"]').locator(`li[aria-label="${RACE_TITLE} · #1"]`);
    await prize.getByText(site.rewardCenter.state.received, { exact: true }).waitFor();
    expect(await prize.innerText()).toContain(`${site.rewardCenter.source.race} · ${points(FIRST_PRIZE)}`);
    const centre = await rewardsOf(member);
    expect(centre.history.filter((e) => e.source === 'race').map((e) => [e.title, e.state, e.kind, e.amount])).toEqual([[`${RACE_TITLE} · #1`, 'received', 'points', FIRST_PRIZE]]);
  }, 240_000);

  test('with MISSIONLB3 or PTSYS3 off the quick tiles and deep links say coming soon without a loyalty call; logged out the tiles lead to /m/login', async () => {
    const whitelabel = (switches: Partial<Whitelabel>) => desk.owner.call('PUT', MerchantAdminPath.whitelabel(MERCHANT), switches);
    const member = await registerMember('tiles');
    await siteCall(member.token, 'POST', ProtectionPath.promptDismiss);
    const { page } = await phone();
    const loyaltyCalls: string[] = [];
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (path.startsWith('/wps/races') || path.startsWith('/wps/loyalty') || path.startsWith('/wps/mall') || path.startsWith('/wps/rewards')) loyaltyCalls.push(path);
    });
    const tiles = page.getByRole('navigation', { name: site.home.shortcuts });
    const comingSoonToast = page.getByRole('status').getByText(site.home.comingSoon, { exact: true });
    const comingSoonCard = page.getByRole('heading', { name: site.app.comingSoonTitle });

    try {
      // Logged out: both tiles lead to the login screen.
      await page.goto(`${url}/m/home`);
      await tiles.getByRole('link', { name: site.home.tournament }).click();
      await page.waitForURL('**/m/login');
      await page.goto(`${url}/m/home`);
      await tiles.getByRole('link', { name: site.home.loyalty }).click();
      await page.waitForURL('**/m/login');

      await whitelabel({ MISSIONLB3: false });
      await logIn(page, member.username, member.password);
      await page.waitForURL('**/m/home');
      await tiles.getByRole('button', { name: site.home.tournament }).click();
      await comingSoonToast.waitFor();
      expect(pathOf(page)).toBe('/m/home');
      // PTSYS3 still on: the loyalty tile opens the mall.
      expect(await tiles.getByRole('link', { name: site.home.loyalty }).getAttribute('href')).toBe('/m/mall/mallHome');
      loyaltyCalls.length = 0;
      await page.goto(`${url}/m/leaderBoard`);
      await comingSoonCard.waitFor();
      await page.waitForLoadState('networkidle');
      expect(loyaltyCalls.filter((p) => p.startsWith('/wps/races'))).toEqual([]);

      await whitelabel({ MISSIONLB3: true, PTSYS3: false });
      await page.goto(`${url}/m/home`);
      await tiles.getByRole('button', { name: site.home.loyalty }).click();
      await comingSoonToast.waitFor();
      expect(pathOf(page)).toBe('/m/home');
      expect(await tiles.getByRole('link', { name: site.home.tournament }).getAttribute('href')).toBe('/m/leaderBoard');
      loyaltyCalls.length = 0;
      await page.goto(`${url}/m/mall/mallHome`);
      await comingSoonCard.waitFor();
      await page.waitForLoadState('networkidle');
      expect(loyaltyCalls).toEqual([]);
    } finally {
      await whitelabel({ MISSIONLB3: true, PTSYS3: true });
    }
  }, 120_000);
});
