import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PromotionPath } from '@common/contract/promotions';
import { PROMOTION_STATUS_LABELS } from '@common/rules/promotions';
import { callsTo, en, renderApp, sessionOf, type Reply } from '../../helpers/renderApp';
import { application, bonusesValue, card, facts, ok, promotionRoutes } from '../../helpers/promotions';
import type { PromotionCard } from '@common/contract/promotions';
import type { MemberType } from '@common/contract/member';

const fill = (text: string, values: Record<string, string>) => text.replace(/{{(\w+)}}/g, (_, k: string) => values[k] ?? '');
const depositMatch = (overrides: Partial<PromotionCard> = {}) =>
  card({ id: 3, title: 'Welcome match', facts: facts({ channels: ['BKASH', 'NAGAD'], contributions: { LIVE: 10 } }), endsAt: Date.UTC(2026, 11, 31), ...overrides });

async function open(cards: PromotionCard[], type: MemberType | null = 0, routes: Record<string, Reply> = {}, extra: Parameters<typeof promotionRoutes>[1] = {}) {
  const app = await renderApp({ path: '/m/activity', session: type === null ? null : sessionOf(type), routes: { ...promotionRoutes(cards, extra), ...routes } });
  await screen.findByRole('heading', { name: cards[0].title });
  return app;
}

const region = (title: string) => screen.getByRole('region', { name: title });
const fact = (scope: HTMLElement, label: string) => within(scope).getByText(label).nextElementSibling?.textContent;

describe('/m/activity', () => {
  it('shows each promotion with its title, summary, status label and terms to expand', async () => {
    await open([card()]);
    const item = region('Lucky screenshot');
    expect(within(item).getByText('Send us your big win')).toBeInTheDocument();
    expect(within(item).getByTestId('promotion-status')).toHaveTextContent(en.promo.status.join);
    const terms = within(item).getByText(en.promo.terms).closest('details')!;
    expect(terms).not.toHaveAttribute('open');
    expect(within(terms).getByText('One reward per member.')).toBeInTheDocument();
  });

  it.each(PROMOTION_STATUS_LABELS)('labels a promotion of status %s in words', async (status) => {
    await open([card({ status })]);
    expect(within(region('Lucky screenshot')).getByTestId('promotion-status')).toHaveTextContent(en.promo.status[status]);
  });

  it('shows the exact figures before joining: rate, cap, minimum, first deposit, channels, wagering, contributions, expiry, cap per member, period', async () => {
    await open([depositMatch()]);
    const item = region('Welcome match');
    expect(fact(item, en.promo.fact.type)).toBe(en.promo.type.depositMatch);
    expect(fact(item, en.promo.fact.rate)).toBe('50 %');
    expect(fact(item, en.promo.fact.maxBonus)).toBe('500.00');
    expect(fact(item, en.promo.fact.minDeposit)).toBe('100.00');
    expect(fact(item, en.promo.fact.depositKind)).toBe(en.promo.depositKind.first);
    expect(fact(item, en.promo.fact.channels)).toBe('BKASH, NAGAD');
    expect(fact(item, en.promo.fact.wagering)).toBe('5×');
    expect(fact(item, en.promo.fact.contributions)).toMatch(/ 10 %, other games 100 %$/);
    expect(fact(item, en.promo.fact.expiry)).toBe(fill(en.promo.days, { n: '7' }));
    expect(fact(item, en.promo.fact.perMemberCap)).toBe('1');
    expect(fact(item, en.promo.fact.schedule)).toContain('2026');
  });

  it('a rebate shows its fractional rate, period, games and uncapped award; no wagering says so', async () => {
    await open([card({ title: 'Daily rebate', facts: facts({ type: 'rebate', rateBp: 80, maxBonus: null, minDeposit: null, depositKind: null, period: 'day', gameTypes: [], wageringMultiplierPercent: 0 }) })]);
    const item = region('Daily rebate');
    expect(fact(item, en.promo.fact.rate)).toBe('0.8 %');
    expect(fact(item, en.promo.fact.maxAward)).toBe(en.promo.noCap);
    expect(fact(item, en.promo.fact.period)).toBe(en.promo.period.day);
    expect(fact(item, en.promo.fact.gameTypes)).toBe(en.promo.allGames);
    expect(fact(item, en.promo.fact.wagering)).toBe(en.promo.noWagering);
    expect(within(item).queryByText(en.promo.fact.expiry)).not.toBeInTheDocument();
  });

  it('shows the picture lazily, and a placeholder when it fails', async () => {
    await open([card({ imageUrl: '/img/promo.png' })]);
    const img = region('Lucky screenshot').querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    fireEvent.error(img);
    expect(await screen.findByTestId('promotion-image-placeholder')).toBeInTheDocument();
  });

  it('a visitor is offered to log in to join, which leads to /m/login', async () => {
    await open([depositMatch()], null);
    expect(screen.getByRole('link', { name: en.promo.loginToJoin })).toHaveAttribute('href', '/m/login');
    expect(screen.queryByRole('button', { name: fill(en.promo.joinTitle, { title: 'Welcome match' }) })).not.toBeInTheDocument();
  });

  it('a member joins; the card shows the new label', async () => {
    const { user, fetch } = await open([depositMatch()], 0, { [`POST ${PromotionPath.join}`]: ok(depositMatch({ status: 'signed' })) });
    await user.click(screen.getByRole('button', { name: fill(en.promo.joinTitle, { title: 'Welcome match' }) }));
    await waitFor(() => expect(within(region('Welcome match')).getByTestId('promotion-status')).toHaveTextContent(en.promo.status.signed));
    expect(JSON.parse(String(callsTo(fetch, PromotionPath.join, 'POST')[0].init.body))).toEqual({ promotionId: 3 });
  });

  it('a manual reward is applied for on /m/applyReward?promotionId=', async () => {
    const { user, location } = await open([card()]);
    await user.click(screen.getByRole('link', { name: fill(en.promo.applyFor, { title: 'Lucky screenshot' }) }));
    await waitFor(() => expect(location()).toBe('/m/applyReward?promotionId=7'));
  });

  it('a waiting award is claimed for its amount', async () => {
    const { user, fetch } = await open([card({ status: 'claim', pendingAmount: 1234, facts: facts({ type: 'cashback', period: 'week' }) })], 0, {
      [`POST ${PromotionPath.claim(7)}`]: ok({ card: card({ status: 'claimed' }), bonus: {} }),
    });
    await user.click(screen.getByRole('button', { name: fill(en.promo.claimAmount, { amount: '12.34' }) }));
    await waitFor(() => expect(within(region('Lucky screenshot')).getByTestId('promotion-status')).toHaveTextContent(en.promo.status.claimed));
    expect(callsTo(fetch, PromotionPath.claim(7), 'POST')).toHaveLength(1);
  });

  it('a rejected application shows the reason, and may be applied for again', async () => {
    await open([card({ status: 'rejected', rejectReason: 'The picture is unreadable' })]);
    const item = region('Lucky screenshot');
    expect(within(item).getByText(fill(en.pay.reason, { reason: 'The picture is unreadable' }))).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: fill(en.promo.applyFor, { title: 'Lucky screenshot' }) })).toHaveTextContent(en.promo.applyAgain);
  });

  it("lists the member's applications with their status", async () => {
    await open([card()], 0, {}, { applications: [application({ status: 'approved', amount: 1000 }), application({ id: 2, status: 'rejected', reason: 'Too late' })] });
    const list = await screen.findByRole('region', { name: en.promo.myApplications });
    await waitFor(() => expect(within(list).getByText(en.promo.appStatus.approved)).toBeInTheDocument());
    expect(within(list).getByText(fill(en.promo.credited, { amount: '10.00' }))).toBeInTheDocument();
    expect(within(list).getByText(en.promo.appStatus.rejected)).toBeInTheDocument();
    expect(within(list).getByText(fill(en.pay.reason, { reason: 'Too late' }))).toBeInTheDocument();
  });

  it('a real member sees the bonuses being wagered and what stands before a withdrawal', async () => {
    const bonuses = bonusesValue({
      bonuses: [{ id: 1, promotionId: 3, promotionTitle: 'Welcome bonus', amount: 10_000, required: 50_000, done: 12_000, remaining: 38_000, status: 'active', grantedAt: 1, expiresAt: Date.UTC(2026, 11, 1), forfeitedAmount: null }],
      bonusRemaining: 38_000,
      depositRemaining: 2_000,
      totalRemaining: 40_000,
    });
    await open([card()], 0, {}, { bonuses });
    const box = await screen.findByRole('region', { name: en.promo.myBonuses });
    expect(await within(box).findByText(fill(en.promo.beforeWithdrawal, { amount: '400.00' }))).toBeInTheDocument();
    const bonus = within(box).getByRole('listitem', { name: 'Welcome bonus' });
    expect(fact(bonus, en.promo.wagerRequired)).toBe('500.00');
    expect(fact(bonus, en.promo.wagerDone)).toBe('120.00');
    expect(fact(bonus, en.promo.wagerRemaining)).toBe('380.00');
  });

  it('a trial account (type 4) reaches the list and its applications, but is not asked for bonuses', async () => {
    const { fetch, location } = await open([card()], 4);
    expect(location()).toBe('/m/activity');
    expect(await screen.findByRole('region', { name: en.promo.myApplications })).toBeInTheDocument();
    expect(callsTo(fetch, PromotionPath.bonuses)).toHaveLength(0);
    expect(screen.queryByRole('region', { name: en.promo.myBonuses })).not.toBeInTheDocument();
  });

  it('a visitor sees the list without the applications and bonuses boxes', async () => {
    const visitor = await open([card()], null);
    expect(callsTo(visitor.fetch, PromotionPath.applications)).toHaveLength(0);
    expect(screen.queryByRole('region', { name: en.promo.myBonuses })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: en.promo.myApplications })).not.toBeInTheDocument();
  });

  it('with nothing on offer it says so', async () => {
    await renderApp({ path: '/m/activity', routes: promotionRoutes([]) });
    expect(await screen.findByText(en.promo.none)).toBeInTheDocument();
  });

  it('back goes home whatever the history (§2)', async () => {
    const { user, location } = await renderApp({ path: ['/m/service', '/m/activity'], routes: promotionRoutes() });
    await screen.findByRole('heading', { name: 'Lucky screenshot' });
    await user.click(screen.getByRole('button', { name: en.header.back }));
    await waitFor(() => expect(location()).toBe('/m/home'));
  });
});
