import { screen, waitFor, within } from '@testing-library/react';
import { LoyaltyPath } from '@common/contract/loyalty';
import { axeViolations } from '../../helpers/axe';
import { callsTo, en, renderApp, sessionOf, type Reply } from '../../helpers/renderApp';
import { refused } from '../../helpers/payments';
import { loyaltyRoutes, loyaltyStatus, mallItem, mallOrder, ok, physicalItem } from '../../helpers/loyalty';

const fill = (text: string, values: Record<string, string | number>) => text.replace(/{{(\w+)}}/g, (_, k: string) => String(values[k] ?? ''));
const tile = (title: string) => screen.getByRole('listitem', { name: title });

async function open(routes: Record<string, Reply> = {}, points = true) {
  const app = await renderApp({ path: '/m/mall/mallHome', session: sessionOf(0), status: loyaltyStatus({ PTSYS3: points }), routes: loyaltyRoutes(routes) });
  if (points) await screen.findByRole('listitem', { name: 'Bonus 10' });
  return app;
}

describe('/m/mall/mallHome', () => {
  it('shows the points, what expires soon with its date, the level badge and the way to the next level', async () => {
    await open();
    const card = screen.getByRole('region', { name: en.mall.yourPoints });
    await waitFor(() => expect(within(card).getByTestId('mall-points-balance')).toHaveTextContent('12,345 points'));
    expect(within(card).getByLabelText(fill(en.loyalty.level, { name: 'Gold' }))).toHaveTextContent('Gold');
    expect(within(card).getByText(/500 points expire on Dec 10, 2026/)).toBeInTheDocument();
    expect(within(card).getByText(fill(en.mall.nextLevel, { amount: '2,500.00', name: 'Platinum' }))).toBeInTheDocument();
  });

  it('lists each item with price, stock left or sold out, level needed and the member’s limit left', async () => {
    await open({ [`GET ${LoyaltyPath.mallItems}`]: ok([mallItem(), physicalItem({ stockLeft: 0, redeemable: false, refusal: 'mall.out.of.stock', minLevelName: 'Gold', yourLimitLeft: null })]) });
    expect(within(tile('Bonus 10')).getByText('1,000 points')).toBeInTheDocument();
    expect(within(tile('Bonus 10')).getByText(fill(en.mall.stockLeft, { count: 7 }))).toBeInTheDocument();
    expect(within(tile('Bonus 10')).getByText(fill(en.mall.limitLeft, { count: 2 }))).toBeInTheDocument();
    expect(within(tile('T-shirt')).getByText(en.mall.soldOut)).toBeInTheDocument();
    expect(within(tile('T-shirt')).getByText(fill(en.mall.levelNeeded, { name: 'Gold' }))).toBeInTheDocument();
    expect(within(tile('T-shirt')).getByTestId('mall-refusal')).toHaveTextContent(en.mall.refusal.mall_out_of_stock);
  });

  it('redeems a bonus item: detail, a confirmation naming the points, one POST, a toast and the order in My orders', async () => {
    let made: unknown[] = [];
    const { user, fetch } = await open({
      [`POST ${LoyaltyPath.redeem}`]: () => {
        made = [mallOrder({ id: 40 })];
        return ok(made[0]);
      },
      [`GET ${LoyaltyPath.mallOrders}`]: () => ok(made),
    });
    await user.click(within(tile('Bonus 10')).getByRole('button', { name: fill(en.mall.detailsOf, { title: 'Bonus 10' }) }));
    const sheet = screen.getByRole('dialog', { name: 'Bonus 10' });
    expect(within(sheet).getByText('Ten of bonus credit.')).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: en.mall.redeem }));
    expect(within(sheet).getByText(fill(en.mall.confirm, { title: 'Bonus 10', points: '1,000' }))).toBeInTheDocument();
    expect(callsTo(fetch, LoyaltyPath.redeem, 'POST')).toHaveLength(0);
    await user.click(within(sheet).getByRole('button', { name: fill(en.mall.confirmButton, { points: '1,000' }) }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bonus 10' })).not.toBeInTheDocument());
    expect(callsTo(fetch, LoyaltyPath.redeem, 'POST')).toHaveLength(1);
    expect(await screen.findByText(fill(en.mall.redeemed, { title: 'Bonus 10', points: '1,000' }))).toBeInTheDocument();
    const orders = screen.getByRole('region', { name: en.mall.orders });
    expect(within(orders).getByRole('listitem', { name: 'Bonus 10' })).toHaveTextContent(en.mall.orderStatus.delivered);
  });

  it('physical goods ask for a labelled name, phone and address; missing or bad fields are named and nothing is sent', async () => {
    const { user, fetch } = await open({ [`POST ${LoyaltyPath.redeem}`]: ok(mallOrder({ kind: 'physical', title: 'T-shirt', status: 'pending' })) });
    await user.click(within(tile('T-shirt')).getByRole('button', { name: fill(en.mall.detailsOf, { title: 'T-shirt' }) }));
    const sheet = screen.getByRole('dialog', { name: 'T-shirt' });
    await user.click(within(sheet).getByRole('button', { name: en.mall.redeem }));
    const name = within(sheet).getByLabelText(en.mall.delivery.name);
    const phone = within(sheet).getByLabelText(en.mall.delivery.phone);
    const address = within(sheet).getByLabelText(en.mall.delivery.address);
    expect(name).toHaveAttribute('maxLength', '60');
    expect(phone).toHaveAttribute('maxLength', '20');
    expect(address).toHaveAttribute('maxLength', '200');
    await user.click(within(sheet).getByRole('button', { name: en.mall.continue }));
    expect(within(sheet).getByText(en.mall.delivery.missing.name)).toBeInTheDocument();
    expect(within(sheet).getByText(en.mall.delivery.missing.address)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.type(name, 'Rahim');
    await user.type(phone, '12');
    await user.type(address, 'House 1, Dhaka');
    await user.click(within(sheet).getByRole('button', { name: en.mall.continue }));
    expect(within(sheet).getByText(en.mall.delivery.phoneInvalid)).toBeInTheDocument();
    await user.type(phone, '345678');
    await user.click(within(sheet).getByRole('button', { name: en.mall.continue }));
    expect(within(sheet).getByText(fill(en.mall.deliverTo, { name: 'Rahim', address: 'House 1, Dhaka' }))).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: fill(en.mall.confirmButton, { points: '5,000' }) }));
    await waitFor(() => expect(callsTo(fetch, LoyaltyPath.redeem, 'POST')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetch, LoyaltyPath.redeem, 'POST')[0].init.body)).delivery).toEqual({ name: 'Rahim', phone: '12345678', address: 'House 1, Dhaka' });
  });

  it('an item not redeemable has its Redeem disabled, with the reason', async () => {
    const { user } = await open({ [`GET ${LoyaltyPath.mallItems}`]: ok([mallItem({ redeemable: false, refusal: 'points.insufficient' })]) });
    await user.click(within(tile('Bonus 10')).getByRole('button', { name: fill(en.mall.detailsOf, { title: 'Bonus 10' }) }));
    const redeem = within(screen.getByRole('dialog', { name: 'Bonus 10' })).getByRole('button', { name: en.mall.redeem });
    expect(redeem).toBeDisabled();
    expect(redeem).toHaveAccessibleDescription(en.mall.refusal.points_insufficient);
  });

  it('a refused redemption shows the server’s message and the sheet stays', async () => {
    const message = 'This item is sold out.';
    const { user } = await open({ [`POST ${LoyaltyPath.redeem}`]: refused('mall.out.of.stock', message) });
    await user.click(within(tile('Bonus 10')).getByRole('button', { name: fill(en.mall.detailsOf, { title: 'Bonus 10' }) }));
    const sheet = screen.getByRole('dialog', { name: 'Bonus 10' });
    await user.click(within(sheet).getByRole('button', { name: en.mall.redeem }));
    await user.click(within(sheet).getByRole('button', { name: fill(en.mall.confirmButton, { points: '1,000' }) }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(message);
    expect(screen.getByRole('dialog', { name: 'Bonus 10' })).toBeInTheDocument();
  });

  it('lists my orders with their status and the operator’s note', async () => {
    await open({
      [`GET ${LoyaltyPath.mallOrders}`]: ok([
        mallOrder({ id: 1, title: 'T-shirt', kind: 'physical', status: 'shipped', note: 'Tracking BD123', delivery: { name: 'Rahim', phone: '01711000000', address: 'Dhaka' } }),
        mallOrder({ id: 2, title: 'Cap', kind: 'physical', status: 'cancelled', note: 'Out of stock at the warehouse' }),
      ]),
    });
    const orders = screen.getByRole('region', { name: en.mall.orders });
    const shirt = await within(orders).findByRole('listitem', { name: 'T-shirt' });
    expect(shirt).toHaveTextContent(en.mall.orderStatus.shipped);
    expect(shirt).toHaveTextContent(fill(en.mall.note, { note: 'Tracking BD123' }));
    expect(within(orders).getByRole('listitem', { name: 'Cap' })).toHaveTextContent(en.mall.orderStatus.cancelled);
  });

  it('with nothing on sale and no orders it says so', async () => {
    await renderApp({ path: '/m/mall/mallHome', session: sessionOf(0), status: loyaltyStatus(), routes: loyaltyRoutes({ [`GET ${LoyaltyPath.mallItems}`]: ok([]) }) });
    expect(await screen.findByText(en.mall.none)).toBeInTheDocument();
    expect(await screen.findByText(en.mall.noOrders)).toBeInTheDocument();
  });

  it('with points off for the merchant a deep link shows coming soon and calls nothing', async () => {
    const { fetch } = await open({}, false);
    expect(await screen.findByText(en.app.comingSoonBody)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.app.backHome })).toHaveAttribute('href', '/m/home');
    for (const path of [LoyaltyPath.summary, LoyaltyPath.mallItems, LoyaltyPath.mallOrders]) expect(callsTo(fetch, path)).toHaveLength(0);
  });

  it('back goes home', async () => {
    const { user, location } = await renderApp({ path: ['/m/member/home', '/m/mall/mallHome'], session: sessionOf(0), status: loyaltyStatus(), routes: loyaltyRoutes() });
    await screen.findByRole('listitem', { name: 'Bonus 10' });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: en.header.back }));
    await waitFor(() => expect(location()).toBe('/m/home'));
  });

  it('has no axe violations, with the item sheet open too', async () => {
    const { user } = await open();
    expect(await axeViolations()).toEqual([]);
    await user.click(within(tile('T-shirt')).getByRole('button', { name: fill(en.mall.detailsOf, { title: 'T-shirt' }) }));
    await user.click(within(screen.getByRole('dialog', { name: 'T-shirt' })).getByRole('button', { name: en.mall.redeem }));
    expect(await axeViolations()).toEqual([]);
  });
});
