import { screen, within } from '@testing-library/react';
import { ConsoleLoyaltyPath as Path } from '@common/contract/consoleLoyalty';
import { axeViolations } from '../../../src/helpers/axe';
import { order, pageOf } from './fixtures';
import { ORDERS, fill, loyaltyServer, openLoyalty } from './screen';

const FULFIL = `POST ${Path.fulfil(31)}`;

/** Support on the orders, order 31 opened. */
async function openOrder(server = loyaltyServer()) {
  const opened = await openLoyalty({ section: 'orders', roles: ['support'], server });
  await opened.user.click(await screen.findByRole('button', { name: 'Open order 31' }));
  return { ...opened, detail: screen.getByRole('region', { name: 'Order 31' }) };
}

describe('loyalty (console): orders and fulfilment (loyalty.fulfil)', () => {
  beforeAll(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));
  afterAll(() => jest.restoreAllMocks());

  test('lists orders by status; the detail shows the delivery address and only the steps its status allows; axe-clean', async () => {
    const server = loyaltyServer();
    const { user, detail } = await openOrder(server);
    expect(screen.getByRole('row', { name: /Team jersey/ })).toHaveTextContent('rahim88');
    expect(within(detail).getByText('Rahim Uddin')).toBeInTheDocument();
    expect(within(detail).getByText('+8801711000000')).toBeInTheDocument();
    expect(within(detail).getByText('House 4, Road 2, Dhanmondi, Dhaka')).toBeInTheDocument();
    expect(within(detail).getAllByRole('button').map((b) => b.textContent)).toEqual(['Mark shipped', 'Cancel order', 'Close']);
    expect(await axeViolations()).toEqual([]);
    await user.selectOptions(screen.getByLabelText('Status'), 'shipped');
    expect(server.callsTo(ORDERS).at(-1)!.url).toContain('status=shipped');
  });

  test('ship with a tracking note: confirmed, sent, and the order shows its next steps (deliver or cancel)', async () => {
    const server = loyaltyServer().on(FULFIL, () => {
      server.ok(ORDERS, pageOf([order({ status: 'shipped', note: 'Pathao 55-1' })]));
      return { value: order({ status: 'shipped', note: 'Pathao 55-1' }) };
    });
    const { user, detail } = await openOrder(server);
    await user.click(within(detail).getByRole('button', { name: 'Mark shipped' }));
    const dialog = within(detail).getByRole('alertdialog');
    expect(dialog).toHaveAccessibleName('Mark order 31 for rahim88 as shipped?');
    await fill(user, within(dialog).getByLabelText('Tracking note the member reads (optional)'), 'Pathao 55-1');
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(server.callsTo(FULFIL)[0]!.body).toEqual({ status: 'shipped', note: 'Pathao 55-1' });
    const after = await screen.findByRole('region', { name: 'Order 31' });
    expect(await within(after).findByText('Pathao 55-1')).toBeInTheDocument();
    expect(within(after).getAllByRole('button').map((b) => b.textContent)).toEqual(['Mark delivered', 'Cancel order', 'Close']);
  });

  test('cancel says the points are returned and needs a reason; a refusal shows in the dialog; a delivered order has no step', async () => {
    const server = loyaltyServer().fail(FULFIL, 'mall.order.state.invalid', 'This order cannot take that step now.');
    const { user, detail } = await openOrder(server);
    await user.click(within(detail).getByRole('button', { name: 'Cancel order' }));
    const dialog = within(detail).getByRole('alertdialog');
    expect(dialog).toHaveAccessibleName(expect.stringContaining('The 20,000 points are returned to the member'));
    const confirm = within(dialog).getByRole('button', { name: 'Cancel order' });
    expect(confirm).toBeDisabled();
    await fill(user, within(dialog).getByLabelText('Reason the member reads'), 'Out of stock at the supplier');
    await user.click(confirm);
    expect(server.callsTo(FULFIL)[0]!.body).toEqual({ status: 'cancelled', note: 'Out of stock at the supplier' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This order cannot take that step now.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(detail).queryByRole('alertdialog')).not.toBeInTheDocument();

    server.ok(ORDERS, pageOf([order({ status: 'delivered' })]));
    await user.selectOptions(screen.getByLabelText('Status'), 'delivered');
    const delivered = await screen.findByRole('region', { name: 'Order 31' });
    expect(await within(delivered).findByText('Delivered')).toBeInTheDocument();
    expect(within(delivered).getAllByRole('button').map((b) => b.textContent)).toEqual(['Close']);
  });

  test('deliver takes no note', async () => {
    const server = loyaltyServer().ok(ORDERS, pageOf([order({ status: 'shipped' })])).ok(FULFIL, order({ status: 'delivered' }));
    const { user, detail } = await openOrder(server);
    await user.click(within(detail).getByRole('button', { name: 'Mark delivered' }));
    const dialog = within(detail).getByRole('alertdialog');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    expect(server.callsTo(FULFIL)[0]!.body).toEqual({ status: 'delivered' });
  });
});
