import { screen, waitFor, within } from '@testing-library/react';
import { PaymentPath, type WithdrawalReadiness } from '@common/contract/payments';
import { deferred } from '../../helpers/fixtures';
import { memberCentreRoutes } from '../../helpers/member';
import { ok, paymentRoutes, readiness, withdrawal } from '../../helpers/payments';
import { callsTo, en, renderApp, sessionOf, type Reply } from '../../helpers/renderApp';

async function openWithdraw(ready: Partial<WithdrawalReadiness> = {}, routes: Record<string, Reply> = {}) {
  const app = await renderApp({ path: '/m/withdraw', session: sessionOf(0), routes: { ...paymentRoutes(), [`GET ${PaymentPath.withdraw}`]: ok(readiness(ready)), ...routes } });
  await screen.findByRole('heading', { name: en.withdraw.standingTitle });
  return app;
}

const fact = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

async function fillForm(user: Awaited<ReturnType<typeof openWithdraw>>['user'], amount = '1000') {
  await user.type(screen.getByLabelText(en.pay.amount), amount);
  await user.type(screen.getByLabelText(en.withdraw.password, { selector: 'input' }), '123456');
}

describe('/m/withdraw', () => {
  it('shows the available and held balance, the wagering still required and the identity state', async () => {
    await openWithdraw({ available: 123_456, held: 50_000, turnover: { required: 300_000, done: 120_000, remaining: 180_000 }, kyc: { status: 'review', singleThreshold: null, cumulativeThreshold: null, requiredNow: false } });
    expect(fact(en.withdraw.available)).toBe('1,234.56');
    expect(fact(en.withdraw.held)).toBe('500.00');
    expect(fact(en.withdraw.turnoverRemaining)).toBe('1,800.00');
    expect(fact(en.withdraw.turnoverProgress)).toBe('1,200.00 of 3,000.00');
    expect(fact(en.kyc.title)).toBe(en.kyc.status.review);
  });

  it('under the turnover, each active bonus with what it needs, what was wagered, what remains and its expiry, and the total before a withdrawal', async () => {
    const expiresAt = Date.UTC(2030, 5, 15, 12);
    const bonus = { promotionId: 3, amount: 20_000, status: 'active' as const, grantedAt: Date.UTC(2030, 5, 8), forfeitedAmount: null };
    await openWithdraw({
      blockers: ['turnover'],
      turnover: { required: 100_000, done: 40_000, remaining: 60_000 },
      bonusWagering: {
        remaining: 150_000,
        bonuses: [
          { ...bonus, id: 1, promotionTitle: 'Welcome 100%', required: 100_000, done: 25_000, remaining: 75_000, expiresAt },
          { ...bonus, id: 2, promotionTitle: 'Weekend reload', required: 100_000, done: 25_000, remaining: 75_000, expiresAt },
        ],
      },
    });
    const section = screen.getByRole('region', { name: en.withdraw.bonus.title });
    const first = within(section).getByRole('listitem', { name: 'Welcome 100%' });
    const factIn = (item: HTMLElement, label: string) => within(item).getByText(label).nextElementSibling?.textContent;
    expect([en.withdraw.bonus.required, en.withdraw.bonus.done, en.withdraw.bonus.remaining].map((label) => factIn(first, label))).toEqual(['1,000.00', '250.00', '750.00']);
    expect(factIn(first, en.withdraw.bonus.expires)).toBe(new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(expiresAt));
    expect(within(section).getByRole('listitem', { name: 'Weekend reload' })).toBeInTheDocument();
    expect(factIn(section, en.withdraw.bonus.totalRemaining)).toBe('2,100.00');
    const blockers = screen.getByRole('region', { name: en.withdraw.blockersTitle });
    expect(blockers).toHaveTextContent(en.withdraw.blocker.turnoverBonus.replace('{{remaining}}', '2,100.00'));
  });

  it('shows no bonus section when no bonus is being wagered', async () => {
    await openWithdraw();
    expect(screen.queryByRole('region', { name: en.withdraw.bonus.title })).not.toBeInTheDocument();
  });

  it('names every blocker in plain words with the link that fixes it, before the player tries; no form meanwhile', async () => {
    await openWithdraw({ blockers: ['balance', 'kyc', 'turnover', 'payoutAccount', 'withdrawalPassword'], turnover: { required: 100_000, done: 25_000, remaining: 75_000 } });
    const card = screen.getByRole('region', { name: en.withdraw.blockersTitle });
    const items = within(card).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('link').getAttribute('href'))).toEqual([
      '/m/member/home?edit=withdrawalPassword',
      '/m/payoutAccounts',
      '/m/home',
      '/m/identity',
      '/m/voucherCenter',
    ]);
    expect(items[0]).toHaveTextContent(en.withdraw.blocker.withdrawalPassword);
    expect(items[2]).toHaveTextContent(en.withdraw.blocker.turnover.replace('{{remaining}}', '750.00'));
    expect(within(items[3]).getByRole('link')).toHaveTextContent(en.withdraw.fix.kyc);
    expect(screen.queryByRole('button', { name: en.withdraw.submit })).not.toBeInTheDocument();
  });

  it('identity under review: says it is being checked, with no link to send it again', async () => {
    await openWithdraw({ blockers: ['kyc'], kyc: { status: 'review', singleThreshold: null, cumulativeThreshold: 1_000_000, requiredNow: true } });
    const card = screen.getByRole('region', { name: en.withdraw.blockersTitle });
    expect(card).toHaveTextContent(en.withdraw.blocker.kycReview);
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('the fix for a missing withdrawal password opens its form in the member centre', async () => {
    await renderApp({ path: '/m/member/home?edit=withdrawalPassword', session: sessionOf(0), routes: memberCentreRoutes() });
    expect(await screen.findByLabelText(en.security.newWithdrawal, { selector: 'input' })).toBeInTheDocument();
  });

  it('shows the account’s channel limits and fee, and works out the fee and the payout live', async () => {
    const { user } = await openWithdraw();
    expect(screen.getByRole('radio', { name: /bKash \*{7}5678/ })).toBeChecked();
    expect(fact(en.pay.limits)).toBe('200.00 – 50,000.00');
    await user.type(screen.getByLabelText(en.pay.amount), '1000');
    expect(fact(en.pay.fee)).toBe('10.00');
    expect(fact(en.withdraw.payout)).toBe('990.00');
  });

  it('above the single threshold without verified identity: said at once, and not sent', async () => {
    const { user, fetch } = await openWithdraw({ kyc: { status: 'none', singleThreshold: 50_000, cumulativeThreshold: null, requiredNow: false } });
    await fillForm(user, '600');
    expect(screen.getByRole('alert')).toHaveTextContent(en.withdraw.kycAbove.replace('{{amount}}', '500.00'));
    await user.click(screen.getByRole('button', { name: en.withdraw.submit }));
    expect(callsTo(fetch, PaymentPath.withdraw, 'POST')).toHaveLength(0);
  });

  it('says a request cannot be cancelled, and offers no cancel, before or after', async () => {
    const { user } = await openWithdraw({}, { [`POST ${PaymentPath.withdraw}`]: ok(withdrawal()) });
    expect(screen.getByText(en.withdraw.noCancel)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /cancel/i })).not.toBeInTheDocument();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: en.withdraw.submit }));
    await screen.findByRole('heading', { name: en.withdraw.resultTitle });
    expect(screen.queryByRole('button', { name: /cancel/i })).not.toBeInTheDocument();
  });

  it('the result: held at once, its steps, the amounts, the way to the records', async () => {
    const { user } = await openWithdraw({}, { [`POST ${PaymentPath.withdraw}`]: ok(withdrawal()) });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: en.withdraw.submit }));
    const result = await screen.findByRole('region', { name: en.withdraw.resultTitle });
    const steps = within(result).getByRole('list', { name: en.pay.steps });
    expect(within(steps).getAllByRole('listitem').map((li) => li.getAttribute('data-state'))).toEqual(['current', 'upcoming', 'upcoming']);
    expect(result).toHaveTextContent(en.withdraw.heldNote);
    expect(within(result).getByRole('link', { name: en.withdraw.records })).toHaveAttribute('href', '/m/records?tab=withdrawals');
  });

  it('a double tap makes one request', async () => {
    const held = deferred<unknown>();
    const { user, fetch } = await openWithdraw({}, { [`POST ${PaymentPath.withdraw}`]: () => held.promise });
    await fillForm(user);
    const button = screen.getByRole('button', { name: en.withdraw.submit });
    await user.dblClick(button);
    held.resolve(ok(withdrawal()));
    await screen.findByRole('heading', { name: en.withdraw.resultTitle });
    await waitFor(() => expect(callsTo(fetch, PaymentPath.withdraw, 'POST')).toHaveLength(1));
  });
});
