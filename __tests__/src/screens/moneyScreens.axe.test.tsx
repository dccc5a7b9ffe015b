import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { PaymentPath } from '@common/contract/payments';
import { depositTemplate } from '../helpers/depositScreen';
import { deposit, kyc, ok, paymentRoutes, readiness, recordPage, withdrawal } from '../helpers/payments';
import { en, renderApp, sessionOf } from '../helpers/renderApp';

/** Every money screen in a state that shows most of its markup. */
const SCREENS: [string, string, Record<string, unknown>][] = [
  ['/m/voucherCenter', en.deposit.chooseMethod, {}],
  ['/m/voucherCenter?deposit=dep-1', en.deposit.walletTitle.replace('{{channel}}', 'bKash'), {}],
  ['/m/voucherCenter?deposit=dep-2', en.deposit.detailTitle, {}],
  ['/m/withdraw', en.withdraw.formTitle, {}],
  ['/m/withdraw', en.withdraw.blockersTitle, { [`GET ${PaymentPath.withdraw}`]: ok(readiness({ blockers: ['withdrawalPassword', 'payoutAccount', 'turnover', 'kyc', 'balance'] })) }],
  ['/m/payoutAccounts', en.payout.title, {}],
  ['/m/identity', en.kyc.resubmitTitle, { [`GET ${PaymentPath.kyc}`]: ok(kyc({ status: 'rejected', reason: 'Blurred' })) }],
  ['/m/records?tab=withdrawals', en.records.tab.withdrawals, { [`GET ${PaymentPath.withdrawals}`]: ok(recordPage([withdrawal()], 1, 2)) }],
];

const routes = {
  ...paymentRoutes(),
  [`GET ${PaymentPath.deposit('dep-1')}`]: ok(deposit()),
  [`GET ${PaymentPath.deposit('dep-2')}`]: ok(deposit({ id: 'dep-2', status: 'pending', trxId: 'BGH7K2L9QZ' })),
};

describe('money screens are axe-clean (jsdom: every rule but colour contrast, which needs layout)', () => {
  // axe measures icon ligatures on a canvas, which jsdom lacks: without one it skips that check quietly.
  beforeAll(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));
  afterAll(() => jest.restoreAllMocks());

  it.each(SCREENS)('%s (%s)', async (path, landmark, extra) => {
    await renderApp({ path, session: sessionOf(0), status: depositTemplate('1'), routes: { ...routes, ...extra } });
    await screen.findAllByText(landmark);
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
