import { screen } from '@testing-library/react';
import { en, renderApp, sessionOf } from '../../helpers/renderApp';
import { axeViolations } from '../../helpers/axe';
import { application, bonusesValue, card, facts, promotionRoutes } from '../../helpers/promotions';

describe('promotions are axe-clean (jsdom: every rule but colour contrast, which needs layout)', () => {
  beforeAll(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));
  afterAll(() => jest.restoreAllMocks());

  it('the events centre with cards of several labels, applications and bonuses', async () => {
    const cards = [card({ imageUrl: '/img/a.png' }), card({ id: 3, title: 'Welcome match', facts: facts(), status: 'claim', pendingAmount: 500 }), card({ id: 4, title: 'Old', status: 'rejected', rejectReason: 'No' })];
    await renderApp({ path: '/m/activity', session: sessionOf(0), routes: promotionRoutes(cards, { applications: [application()], bonuses: bonusesValue({ totalRemaining: 100 }) }) });
    await screen.findByRole('region', { name: en.promo.myBonuses });
    expect(await axeViolations()).toEqual([]);
  });

  it('the apply-reward screen', async () => {
    await renderApp({ path: '/m/applyReward?promotionId=7', session: sessionOf(0), routes: promotionRoutes([card({ imageRequired: 'Y', remarkRequired: 'Y' })]) });
    await screen.findByRole('button', { name: en.promo.submitApply });
    expect(await axeViolations()).toEqual([]);
  });
});
