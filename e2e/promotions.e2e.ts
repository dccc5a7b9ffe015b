/**
 * Promotions in Chromium (issue 16): a member joins the first-deposit match, deposits through the
 * gateway simulator and is credited the bonus (by the feed consumer, within moments), plays the house
 * slot and sees the wagering move, and is told on the withdrawal screen exactly what remains; a
 * member applies for the manual reward with pictures and a remark under the §5 picker rules and an
 * operator approves it in the console's review queue; a trial account sees the promotions and
 * nothing else (§4). A server of this file's own in development mode (the gateway simulator), with
 * its feed workers on.
 */
import type { Locator, Page } from 'playwright-core';
import { ProtectionPath } from '@common/contract/protection';
import { PromotionPath, type BonusesValue, type PromotionCard, type PromotionListValue } from '@common/contract/promotions';
import site from '../locales/en.json';
import { formatMinor } from '../src/utils/money';
import { openContext, type Session } from './support/browser';
import { startDeskServer, type DeskServer } from './support/desk-server';
import { decideInQueue, openDesk, type Desk } from './support/desk';
import { documentJpeg, payGatewayDeposit, registerMember, siteCall, siteValue, type TestMember } from './support/payments';
import { inEnglish, logIn, pathOf, skipHomePopups } from './support/session';
import { spinOnce } from './support/house-slot';

/** The seeded promotions' titles (server/modules/promotions/seed.ts). */
const DEPOSIT_MATCH = '100% first deposit bonus';
const MANUAL_REWARD = 'Share your big win';
const DEPOSIT = 20_000;
const SPIN_STAKE = 1_000;
const SPINS = 3;

describe('promotions in Chromium', () => {
  let desk: DeskServer;
  let url: string;
  let support: Desk;
  const phones: Session[] = [];

  beforeAll(async () => {
    desk = await startDeskServer({ NODE_ENV: 'development' });
    url = desk.url;
    support = await openDesk(url, 'support1', 'Support-demo-1');
  }, 240_000);

  afterEach(async () => {
    for (const session of phones.splice(0)) await session.close();
  });

  afterAll(async () => {
    await support?.session.close();
    await desk?.stop();
  });

  /** A phone in English with the home popups skipped. */
  async function phone(): Promise<Page> {
    const session = await openContext('phone');
    phones.push(session);
    await inEnglish(session.page);
    await skipHomePopups(session.page);
    return session.page;
  }

  /** A new member (the deposit-limit prompt answered "not now") logged in on a phone. */
  async function memberOnPhone(prefix: string): Promise<{ member: TestMember; page: Page }> {
    const member = await registerMember(prefix);
    await siteCall(member.token, 'POST', ProtectionPath.promptDismiss);
    const page = await phone();
    await logIn(page, member.username, member.password);
    await page.waitForURL('**/m/home');
    return { member, page };
  }

  /** The seeded promotion titled `title`, as the member's list has it. */
  async function cardOf(member: TestMember, title: string): Promise<PromotionCard> {
    const list = await siteValue<PromotionListValue>(member.token, 'GET', PromotionPath.list);
    const card = list.promotions.find((c) => c.title === title);
    if (!card) throw new Error(`no promotion ${title}`);
    return card;
  }

  /** The promotion's card on /m/activity. */
  const cardOnScreen = (page: Page, id: number): Locator => page.locator(`[aria-labelledby="promotion-${id}"]`);
  /** The dd after the dt reading `label` exactly, inside `scope`. */
  const fact = (scope: Locator, label: string): Locator => scope.locator(`dt:text-is("${label}") + dd`).first();

  /** Reloads /m/activity until `check` holds (a feed consumer acts moments after the call that caused it); fails with the last reason. */
  async function untilOnActivity(page: Page, check: () => Promise<string | null>, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let problem: string | null = 'not checked';
    while (Date.now() < deadline) {
      await page.goto(`${url}/m/activity`);
      await page.locator('[data-testid="promotion-status"]').first().waitFor();
      await page.waitForLoadState('networkidle');
      problem = await check();
      if (problem === null) return;
    }
    throw new Error(`/m/activity never showed what was expected: ${problem}`);
  }

  /** The bonus row of `title` in "My bonuses": its four figures as shown. */
  async function shownBonus(page: Page, title: string) {
    const row = page.locator('[aria-labelledby="promotion-bonuses"]').locator(`li[aria-label="${title}"]`);
    if ((await row.count()) === 0) return null;
    return {
      amount: await fact(row, site.promo.bonusAmount).innerText(),
      required: await fact(row, site.promo.wagerRequired).innerText(),
      done: await fact(row, site.promo.wagerDone).innerText(),
      remaining: await fact(row, site.promo.wagerRemaining).innerText(),
    };
  }

  /** What the screen must show for the server's bonus of `title`. */
  function expectedBonus(bonuses: BonusesValue, title: string) {
    const bonus = bonuses.bonuses.find((b) => b.promotionTitle === title && b.status === 'active');
    if (!bonus) return null;
    return { amount: formatMinor(bonus.amount), required: formatMinor(bonus.required), done: formatMinor(bonus.done), remaining: formatMinor(bonus.remaining) };
  }

  /** Taps Spin in the house slot and waits for the round's answer. */
  test('a member joins a deposit-match promotion, deposits through the gateway simulator, gets the bonus, sees the wagering progress move while playing the house slot, and is told precisely what remains before a withdrawal', async () => {
    const { member, page } = await memberOnPhone('match');
    const promotion = await cardOf(member, DEPOSIT_MATCH);
    await page.goto(`${url}/m/activity`);
    const card = cardOnScreen(page, promotion.id);
    const status = card.getByTestId('promotion-status');
    expect(await status.innerText()).toBe(site.promo.status.join);
    await card.getByRole('button', { name: site.promo.joinTitle.replace('{{title}}', DEPOSIT_MATCH) }).click();
    await status.filter({ hasText: site.promo.status.signed }).waitFor();

    // 100% of the deposit, under the 500.00 cap, credited by the feed consumer moments after the payment.
    await payGatewayDeposit(member, DEPOSIT);
    let bonuses: BonusesValue | null = null;
    await untilOnActivity(page, async () => {
      const label = await cardOnScreen(page, promotion.id).getByTestId('promotion-status').innerText();
      if (label !== site.promo.status.issued) return `status ${label}`;
      bonuses = await siteValue<BonusesValue>(member.token, 'GET', PromotionPath.bonuses);
      const shown = await shownBonus(page, DEPOSIT_MATCH);
      const wanted = expectedBonus(bonuses, DEPOSIT_MATCH);
      return JSON.stringify(shown) === JSON.stringify(wanted) ? null : `bonus ${JSON.stringify(shown)} ≠ ${JSON.stringify(wanted)}`;
    });
    const before = bonuses! as BonusesValue;
    const granted = before.bonuses.find((b) => b.promotionTitle === DEPOSIT_MATCH)!;
    expect(granted.amount).toBe(Math.min((DEPOSIT * promotion.facts.rateBp!) / 10_000, promotion.facts.maxBonus!));
    expect(granted.required).toBe((granted.amount * promotion.facts.wageringMultiplierPercent) / 100);
    expect(granted.done).toBe(0);
    expect(granted.remaining).toBe(granted.required);

    // Real play in the house slot (a slot: RNG, whose contribution is 100 % unless the promotion says otherwise).
    await page.goto(`${url}/m/gameList?gameType=RNG&vassalage=MLS`);
    await page.locator('li[aria-posinset="1"] button:not([aria-pressed])').click();
    await page.getByRole('button', { name: site.game.realPlay }).click();
    await page.waitForURL('**/vendors/house-slot/**');
    await page.locator('#bal').filter({ hasText: /\d/ }).waitFor();
    await page.locator('#stake').selectOption(String(SPIN_STAKE));
    for (let i = 0; i < SPINS; i++) await spinOnce(page);
    const counted = (SPINS * SPIN_STAKE * (promotion.facts.contributions.RNG ?? 100)) / 100;

    let after: BonusesValue | null = null;
    await untilOnActivity(page, async () => {
      after = await siteValue<BonusesValue>(member.token, 'GET', PromotionPath.bonuses);
      const bonus = after.bonuses.find((b) => b.id === granted.id)!;
      if (bonus.done !== granted.done + counted) return `server done ${bonus.done}`;
      const shown = await shownBonus(page, DEPOSIT_MATCH);
      const wanted = expectedBonus(after, DEPOSIT_MATCH);
      return JSON.stringify(shown) === JSON.stringify(wanted) ? null : `bonus ${JSON.stringify(shown)} ≠ ${JSON.stringify(wanted)}`;
    });
    const now = after! as BonusesValue;
    const played = now.bonuses.find((b) => b.id === granted.id)!;
    expect(played.done).toBe(counted);
    expect(played.remaining).toBe(granted.remaining - counted);
    expect(now.bonusRemaining).toBe(before.bonusRemaining - counted);
    expect(now.totalRemaining).toBe(now.bonusRemaining + now.depositRemaining);
    const bonusesCard = page.locator('[aria-labelledby="promotion-bonuses"]');
    await bonusesCard.getByText(site.promo.beforeWithdrawal.replace('{{amount}}', formatMinor(now.totalRemaining)), { exact: true }).waitFor();

    // The withdrawal screen: the bonus's wagering and the exact total still to stake, deposits and bonus together.
    await page.goto(`${url}/m/withdraw`);
    const wagering = page.locator('[aria-labelledby="withdraw-bonuses"]');
    await wagering.waitFor();
    const row = wagering.locator(`li[aria-label="${DEPOSIT_MATCH}"]`);
    expect(await fact(row, site.withdraw.bonus.required).innerText()).toBe(formatMinor(played.required));
    expect(await fact(row, site.withdraw.bonus.done).innerText()).toBe(formatMinor(played.done));
    expect(await fact(row, site.withdraw.bonus.remaining).innerText()).toBe(formatMinor(played.remaining));
    expect(await fact(wagering, site.withdraw.bonus.totalRemaining).innerText()).toBe(formatMinor(now.totalRemaining));
    await page.getByText(site.withdraw.blocker.turnoverBonus.replace('{{remaining}}', formatMinor(now.totalRemaining)), { exact: true }).waitFor();
  }, 240_000);

  test("a member applies for a manual reward with two pictures and a remark, the submit button enables only when the required inputs are filled, a 6 MB picture and a fourth picture are refused with the right toasts, an operator approves it in the console and the member sees 'issued'", async () => {
    const { member, page } = await memberOnPhone('reward');
    const promotion = await cardOf(member, MANUAL_REWARD);
    expect([promotion.imageRequired, promotion.remarkRequired]).toEqual(['Y', 'Y']);
    await page.goto(`${url}/m/activity`);
    await cardOnScreen(page, promotion.id).getByRole('link', { name: site.promo.applyFor.replace('{{title}}', MANUAL_REWARD) }).click();
    await page.waitForURL('**/m/applyReward?promotionId=*');

    const submit = page.getByRole('button', { name: site.promo.submitApply });
    await submit.waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.getByText(site.promo.applyNeeds).waitFor();
    const picker = page.locator('input[type="file"][name="pictures"]');
    const picture = async (n: number) => ({ name: `win${n}.jpg`, mimeType: 'image/jpeg', buffer: await documentJpeg(['#3a6', '#36a', '#a63', '#a36'][n - 1]!, `Big win ${n}`) });

    // Over 5 MB: refused with its toast, nothing kept.
    const big = await picture(1);
    await picker.setInputFiles({ ...big, name: 'huge.jpg', buffer: Buffer.concat([big.buffer, Buffer.alloc(6 * 1024 * 1024)]) });
    await page.getByRole('status').getByText(site.activity_apply_remark_limit3).waitFor();
    expect(await page.getByRole('img', { name: site.pay.pictureN.replace('{{n}}', '1') }).count()).toBe(0);

    // Four at once: three kept, the fourth refused with its toast.
    await picker.setInputFiles([await picture(1), await picture(2), await picture(3), await picture(4)]);
    await page.getByRole('status').getByText(site.activity_apply_remark_limit4).waitFor();
    await page.getByRole('img', { name: site.pay.pictureN.replace('{{n}}', '3') }).waitFor();
    expect(await page.getByRole('img', { name: site.pay.pictureN.replace('{{n}}', '4') }).count()).toBe(0);
    await page.getByRole('button', { name: site.pay.removePictureN.replace('{{n}}', '3') }).click();
    await page.getByRole('img', { name: site.pay.pictureN.replace('{{n}}', '3') }).waitFor({ state: 'detached' });
    // Pictures without the required remark: still disabled.
    expect(await submit.isDisabled()).toBe(true);

    const remarks = page.getByLabel(`${site.promo.remarks} (${site.promo.required})`);
    await remarks.fill('   ');
    expect(await submit.isDisabled()).toBe(true);
    await remarks.fill('Big win on the house slot: 60x my stake');
    await page.waitForFunction(() => [...document.querySelectorAll('button[type="submit"]')].some((b) => !(b as HTMLButtonElement).disabled));
    expect(await submit.isEnabled()).toBe(true);
    const sent = page.waitForResponse((res) => new URL(res.url()).pathname === PromotionPath.applyReward);
    await submit.click();
    expect((await sent).ok()).toBe(true);
    await page.waitForURL('**/m/activity');
    await cardOnScreen(page, promotion.id).getByTestId('promotion-status').filter({ hasText: site.promo.status.applying }).waitFor();

    const decided = await decideInQueue(support, url, 'reward-application', member.username, 'approve', 'the screenshot shows a 60x win');
    expect(decided.status).toBe('approved');

    await page.reload();
    await cardOnScreen(page, promotion.id).getByTestId('promotion-status').filter({ hasText: site.promo.status.issued }).waitFor();
    const bonuses = await siteValue<BonusesValue>(member.token, 'GET', PromotionPath.bonuses);
    const wanted = expectedBonus(bonuses, MANUAL_REWARD);
    expect(wanted?.amount).toBe(formatMinor(promotion.facts.fixedAmount!));
    await page.locator('[aria-labelledby="promotion-bonuses"]').locator(`li[aria-label="${MANUAL_REWARD}"]`).waitFor();
    expect(await shownBonus(page, MANUAL_REWARD)).toEqual(wanted);
  }, 180_000);

  test('a trial account can open promotions and nothing else (§4)', async () => {
    const page = await phone();
    await page.goto(`${url}/m/login`);
    await page.getByRole('button', { name: site.login.freeTrial }).click();
    await page.waitForURL('**/m/home');

    await page.goto(`${url}/m/activity`);
    const join = page.getByRole('button', { name: site.promo.joinTitle.replace('{{title}}', DEPOSIT_MATCH) });
    await join.waitFor();
    await page.getByRole('heading', { name: MANUAL_REWARD, exact: true }).waitFor();
    // No bonuses for a trial account.
    expect(await page.locator('[aria-labelledby="promotion-bonuses"]').count()).toBe(0);
    await join.click();
    await page.getByText(site.errors.free_reject).first().waitFor();
    expect(await page.getByTestId('promotion-status').first().innerText()).toBe(site.promo.status.join);

    // Deposits: sent home with the trial's refusal.
    await page.goto(`${url}/m/voucherCenter`);
    await page.getByText(site.error.freeReject).first().waitFor();
    await page.waitForURL('**/m/home');
    // The member centre: refused with the trial's message.
    await page.goto(`${url}/m/member/home`);
    await page.getByText(site.error.trialRegister).waitFor();
    expect(pathOf(page)).toBe('/m/home');
  }, 120_000);
});
