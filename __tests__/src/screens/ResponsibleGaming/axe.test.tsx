import { screen } from '@testing-library/react';
import { en, renderApp, sessionOf } from '../../helpers/renderApp';
import { axeViolations } from '../../helpers/axe';
import { limits, protectionRoutes, protectionValue, sessionStatus } from '../../helpers/protection';

const NOW = Date.UTC(2030, 0, 1, 12, 0);
const value = protectionValue({
  limits: limits([{ kind: 'deposit', period: 'day', amount: 10_000, used: 5_000, freesAt: NOW + 3_600_000, pending: { value: 20_000, effectiveAt: NOW + 86_400_000, confirmable: false } }]),
  sessionLimit: { minutes: 60, pending: { value: null, effectiveAt: NOW, confirmable: true } },
  depositPrompt: true,
});

describe('player protection is axe-clean (jsdom: every rule but colour contrast, which needs layout)', () => {
  beforeAll(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));
  afterAll(() => jest.restoreAllMocks());

  it('the responsible-gaming screen with limits, pending changes and a confirmable one', async () => {
    await renderApp({ path: '/m/responsibleGaming', session: sessionOf(0), routes: protectionRoutes(value, sessionStatus({ now: NOW })) });
    await screen.findByRole('heading', { name: en.protection.exclusionTitle });
    expect(await axeViolations()).toEqual([]);
  });

  it('the reality check over a game screen with its figures bar', async () => {
    await renderApp({ path: '/m/moreLottery', session: sessionOf(0), routes: { ...protectionRoutes(value, sessionStatus({ now: NOW, realityCheckAt: NOW })), 'GET /wps/lottery/games': { success: true, value: [] } } });
    await screen.findByRole('alertdialog', { name: en.protection.reality.title });
    await screen.findByRole('complementary', { name: en.protection.figures.label });
    expect(await axeViolations()).toEqual([]);
  });

  it('the deposit-limit prompt', async () => {
    await renderApp({ path: '/m/voucherCenter', session: sessionOf(0), routes: protectionRoutes(value, sessionStatus({ now: NOW })) });
    await screen.findByRole('dialog', { name: en.protection.prompt.title });
    expect(await axeViolations()).toEqual([]);
  });
});
