import { screen, waitFor } from '@testing-library/react';
import type { MemberType } from '@common/contract/member';
import { decideAccess } from '../../../src/components/RouteGuard';
import type { Access } from '../../../src/routes';
import { en, inAct, renderApp, sessionOf } from '../helpers/renderApp';
import { paymentRoutes } from '../helpers/payments';
import { promotionRoutes } from '../helpers/promotions';

type Who = 'visitor' | 'member' | 'trial' | 'agent';
const WHO: Record<Who, [loggedIn: boolean, trial: boolean, realMember: boolean]> = {
  visitor: [false, false, false],
  member: [true, false, true],
  trial: [true, true, false],
  agent: [true, false, false], // type 40/41/42: logged in, neither trial nor real member
};

describe('decideAccess', () => {
  it.each<[Access, Who, { allowed: boolean; redirect?: string; message?: string }]>([
    ['public', 'visitor', { allowed: true }],
    ['public', 'trial', { allowed: true }],
    ['member', 'visitor', { allowed: false, redirect: '/login' }],
    ['promotion', 'visitor', { allowed: false, redirect: '/login' }],
    ['memberCentre', 'visitor', { allowed: false, redirect: '/login' }],
    ['deposit', 'visitor', { allowed: false, redirect: '/login' }],
    ['member', 'member', { allowed: true }],
    ['promotion', 'member', { allowed: true }],
    ['memberCentre', 'member', { allowed: true }],
    ['deposit', 'member', { allowed: true }],
    ['promotion', 'trial', { allowed: true }],
    ['member', 'trial', { allowed: false, redirect: '/home', message: 'error.freeReject' }],
    ['deposit', 'trial', { allowed: false, redirect: '/home', message: 'error.freeReject' }],
    ['memberCentre', 'trial', { allowed: false, redirect: '/home', message: 'error.trialRegister' }],
    ['deposit', 'agent', { allowed: false, redirect: '/home', message: 'error.noPermission' }],
    ['member', 'agent', { allowed: true }],
  ])('%s route, %s → %o', (access, who, expected) => {
    const verdict = decideAccess(access, ...WHO[who]);
    expect(verdict.allowed).toBe(expected.allowed);
    expect(verdict.redirect).toBe(expected.redirect);
    expect(verdict.message).toEqual(expected.message ? { key: expected.message } : undefined);
  });
});

describe('RouteGuard', () => {
  it('sends visitors who open /m/member/home to /m/login', async () => {
    const { location } = await renderApp({ path: '/m/member/home' });
    await waitFor(() => expect(location()).toBe('/m/login'));
  });

  it('sends visitors who open /m/voucherCenter to /m/login', async () => {
    const { location } = await renderApp({ path: '/m/voucherCenter' });
    await waitFor(() => expect(location()).toBe('/m/login'));
  });

  it('refuses a trial account on a member route with the free_reject notice and goes home', async () => {
    const { location } = await renderApp({ path: '/m/leaderBoard', session: sessionOf(4) });
    await waitFor(() => expect(location()).toBe('/m/home'));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(en.error.freeReject);
  });

  it('lets a trial account (type 4) open both promotion routes', async () => {
    const { location } = await renderApp({ path: '/m/applyReward?promotionId=7', session: sessionOf(4), routes: promotionRoutes() });
    expect(await screen.findByRole('button', { name: en.promo.submitApply })).toBeInTheDocument();
    expect(location()).toBe('/m/applyReward?promotionId=7');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('lets a trial account (type 4) reach the events centre', async () => {
    const { location } = await renderApp({ path: '/m/activity', session: sessionOf(4), routes: promotionRoutes() });
    expect(await screen.findByRole('heading', { name: 'Lucky screenshot' })).toBeInTheDocument();
    expect(location()).toBe('/m/activity');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('prompts a trial account on the member centre to register', async () => {
    const { location } = await renderApp({ path: '/m/member/home', session: sessionOf(4) });
    await waitFor(() => expect(location()).toBe('/m/home'));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(en.error.trialRegister);
  });

  it.each([0, 1, 2] as MemberType[])('lets member type %i open the deposit page', async (type) => {
    const { location } = await renderApp({ path: '/m/voucherCenter', session: sessionOf(type), routes: paymentRoutes() });
    expect(await screen.findByRole('group', { name: en.deposit.chooseMethod })).toBeInTheDocument();
    expect(location()).toBe('/m/voucherCenter');
  });

  it('refuses the deposit page to a logged-in account that is not type 0/1/2', async () => {
    const { location } = await renderApp({ path: '/m/voucherCenter', session: sessionOf(41) });
    await waitFor(() => expect(location()).toBe('/m/home'));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(en.error.noPermission);
  });
});

describe('RouteGuard during a forced password change', () => {
  test('keeps a member whose password change is forced on /m/changePsw when they open another page', async () => {
    const { store, location } = await renderApp({ path: '/m/activity', session: sessionOf(1) });
    expect(location()).toBe('/m/activity');
    await inAct(() => store.session.setOldPsw('Old12345'));
    await waitFor(() => expect(location()).toBe('/m/changePsw'));
  });
});
