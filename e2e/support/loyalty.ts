/**
 * Loyalty set-up and checks for the browser tests (issue 17): small earning figures and a bonus
 * item through the console API, the house slot in real play, polling for what a feed consumer or
 * the loyalty job does moments later, masked names as the board shows them, and an axe scan.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { ConsoleLoyaltyPath, type ConsoleMallItem, type LevelDraft, type LoyaltySettings, type MallItemDraft } from '@common/contract/consoleLoyalty';
import site from '../../locales/en.json';
import type { Desk } from './desk';
import { MERCHANT } from './session';

/** What `setUpLoyalty` sets: every rate, level 2's threshold and its points reward, a bonus item. */
export interface LoyaltyFigures {
  rateBp: number;
  level2Threshold: number;
  level2RewardPoints: number;
  item: { title: string; pricePoints: number; bonusAmount: number; stock: number };
}

/**
 * Every game type earns at `rateBp`; level 2 needs `level2Threshold` of turnover and rewards points
 * (so later play stays real-money play: bonus play earns and scores nothing); a live bonus item
 * without wagering, one per member. The live item and level 2's English name.
 */
export async function setUpLoyalty(owner: Desk, figures: LoyaltyFigures): Promise<{ item: ConsoleMallItem; level2: string }> {
  const settings = await owner.call<LoyaltySettings>('GET', `${ConsoleLoyaltyPath.settings}?merchantCode=${MERCHANT}`);
  await owner.call('PUT', ConsoleLoyaltyPath.settings, { ...settings, merchantCode: MERCHANT, defaultRateBp: figures.rateBp, rates: { ...settings.rates, RNG: figures.rateBp } });
  const levels = await owner.call<LevelDraft[]>('GET', `${ConsoleLoyaltyPath.levels}?merchantCode=${MERCHANT}`);
  const reward = { kind: 'points' as const, amount: figures.level2RewardPoints, wageringMultiplierPercent: 0 };
  const ladder = levels.map(({ members: _members, ...level }) => (level.rank === 2 ? { ...level, threshold: figures.level2Threshold, reward } : level));
  await owner.call('PUT', ConsoleLoyaltyPath.levels, { merchantCode: MERCHANT, levels: ladder });
  const draft: MallItemDraft = {
    merchantCode: MERCHANT,
    kind: 'bonus',
    title: { EN: figures.item.title },
    description: { EN: 'A small bonus for the browser test, no wagering.' },
    imageUrl: null,
    pricePoints: figures.item.pricePoints,
    stock: figures.item.stock,
    perMemberLimit: 1,
    minLevelRank: null,
    startsAt: Date.now() - 60_000,
    endsAt: null,
    bonusAmount: figures.item.bonusAmount,
    wageringMultiplierPercent: 0,
    lotteryGameCode: null,
    ticketStake: null,
    sortOrder: 0,
  };
  const item = await owner.call<ConsoleMallItem>('POST', ConsoleLoyaltyPath.mallItems, draft);
  await owner.call('POST', ConsoleLoyaltyPath.mallItemState(item.id), { action: 'publish' });
  return { item, level2: ladder[1]!.name.EN! };
}

/** Opens the house slot (the first MLS slot) in real play from the game list, at `stake`. */
export async function openSlot(page: Page, url: string, stake: number): Promise<void> {
  await page.goto(`${url}/m/gameList?gameType=RNG&vassalage=MLS`);
  await page.locator('li[aria-posinset="1"] button:not([aria-pressed])').click();
  await page.getByRole('button', { name: site.game.realPlay }).click();
  await page.waitForURL('**/vendors/house-slot/**');
  await page.locator('#bal').filter({ hasText: /\d/ }).waitFor();
  await page.locator('#stake').selectOption(String(stake));
}

/** Polls `read` until `done` holds (a feed consumer or the loyalty job acts moments later); its last value. */
export async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value)) {
    if (Date.now() > deadline) throw new Error(`${what}: never happened; last ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    value = await read();
  }
  return value;
}

/** As the server masks names on the board (seamless maskUsername). */
export const masked = (username: string): string => (username.length <= 4 ? `${username.slice(0, 1)}***` : `${username.slice(0, 2)}***${username.slice(-2)}`);

/** "1,234 points", as the site words a number of points. */
export const pointsText = (n: number): string => site.loyalty.points.replace('{{points}}', n.toLocaleString('en-US'));

/** The serious and critical axe violations on the page as it is now, one line per rule and element. */
export async function axeProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}
