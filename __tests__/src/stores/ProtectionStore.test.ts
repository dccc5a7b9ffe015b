import { ProtectionPath } from '@common/contract/protection';
import { ProtectionStore } from '../../../src/stores/ProtectionStore';
import { SessionClock, formatElapsed, formatNet } from '../../../src/stores/protection/SessionClock';
import { limitAmount } from '../../../src/stores/protection/limitAmount';
import { callsTo, createTestStore, sessionOf } from '../helpers/renderApp';
import { ok, protectionRoutes, protectionValue, sessionStatus } from '../helpers/protection';

const body = (init: RequestInit) => JSON.parse(String(init.body)) as unknown;

describe('ProtectionStore', () => {
  it('sends a limit in minor units and shows the value the server answers', async () => {
    const after = protectionValue({ depositPrompt: false });
    const { store, fetch } = await createTestStore({ session: sessionOf(0), routes: { ...protectionRoutes(), [`POST ${ProtectionPath.limit}`]: ok(after) } });
    const protection = store.feature(ProtectionStore);
    expect(await protection.setLimit('deposit', 'day', 12_345)).toBe(true);
    expect(body(callsTo(fetch, ProtectionPath.limit, 'POST')[0].init)).toEqual({ kind: 'deposit', period: 'day', amount: 12_345 });
    expect(protection.value).toEqual(after);
  });

  it('a refused change keeps what was shown and tells the player why', async () => {
    const { store } = await createTestStore({ session: sessionOf(0), routes: { ...protectionRoutes(), [`POST ${ProtectionPath.confirm}`]: { success: false, code: 'protection.cooling.off', message: 'Not yet' } } });
    const protection = store.feature(ProtectionStore);
    await protection.load();
    const before = protection.value;
    expect(await protection.confirm({ target: 'sessionLimit' })).toBe(false);
    expect(protection.value).toBe(before);
    expect(store.ui.dialogs.map((d) => d.message)).toContainEqual({ text: 'Not yet' });
  });

  it('a time-out logs this site out at once (the server ended every session) and returns its end', async () => {
    const block = { kind: 'timeOut', startedAt: 1, until: 2, by: 'member' };
    const { store, fetch } = await createTestStore({ session: sessionOf(0), routes: { [`POST ${ProtectionPath.timeOut}`]: ok(block) } });
    expect(await store.feature(ProtectionStore).takeBreak({ kind: 'timeOut', duration: '7d' })).toEqual(block);
    expect(body(callsTo(fetch, ProtectionPath.timeOut, 'POST')[0].init)).toEqual({ duration: '7d' });
    expect(store.session.isLoggedIn).toBe(false);
  });

  it('self-exclusion sends the duration and the login password', async () => {
    const { store, fetch } = await createTestStore({ session: sessionOf(0), routes: { [`POST ${ProtectionPath.selfExclusion}`]: ok({ kind: 'selfExclusion', startedAt: 1, until: null, by: 'member' }) } });
    await store.feature(ProtectionStore).takeBreak({ kind: 'selfExclusion', duration: 'permanent', password: 'secret123' });
    expect(body(callsTo(fetch, ProtectionPath.selfExclusion, 'POST')[0].init)).toEqual({ duration: 'permanent', password: 'secret123' });
  });

  it('a refused break keeps the member logged in', async () => {
    const { store } = await createTestStore({ session: sessionOf(0), routes: { [`POST ${ProtectionPath.selfExclusion}`]: { success: false, code: 'user.password.wrong', message: 'Wrong password' } } });
    expect(await store.feature(ProtectionStore).takeBreak({ kind: 'selfExclusion', duration: '1y', password: 'x' })).toBeNull();
    expect(store.session.isLoggedIn).toBe(true);
  });

  it('offers the deposit-limit prompt only when the server says it is due', async () => {
    const due = await createTestStore({ session: sessionOf(0), routes: protectionRoutes(protectionValue({ depositPrompt: true })) });
    await due.store.feature(ProtectionStore).offerDepositPrompt();
    expect(due.store.feature(ProtectionStore).promptOpen).toBe(true);
    const notDue = await createTestStore({ session: sessionOf(0), routes: protectionRoutes(protectionValue({ depositPrompt: false })) });
    await notDue.store.feature(ProtectionStore).offerDepositPrompt();
    expect(notDue.store.feature(ProtectionStore).promptOpen).toBe(false);
  });

  it('"not now" closes the prompt and tells the server', async () => {
    const { store, fetch } = await createTestStore({ session: sessionOf(0), routes: { ...protectionRoutes(protectionValue({ depositPrompt: true })), [`POST ${ProtectionPath.promptDismiss}`]: ok(protectionValue()) } });
    const protection = store.feature(ProtectionStore);
    await protection.offerDepositPrompt();
    await protection.dismissPrompt();
    expect(protection.promptOpen).toBe(false);
    expect(callsTo(fetch, ProtectionPath.promptDismiss, 'POST')).toHaveLength(1);
  });

  it('logout forgets the limits, the prompt and the session figures', async () => {
    const { store } = await createTestStore({ session: sessionOf(0), routes: protectionRoutes(protectionValue({ depositPrompt: true })) });
    const protection = store.feature(ProtectionStore);
    await protection.offerDepositPrompt();
    await protection.refreshSession();
    store.clear();
    expect(protection.value).toBeNull();
    expect(protection.promptOpen).toBe(false);
    expect(protection.clock.status).toBeNull();
  });
});

describe('SessionClock', () => {
  it('counts by the server’s clock, not the phone’s: a phone 3 hours wrong changes nothing', () => {
    let phone = Date.UTC(2030, 0, 1, 9, 0); // three hours behind the server
    const clock = new SessionClock(() => phone);
    const status = sessionStatus({ now: Date.UTC(2030, 0, 1, 12, 0), realityCheckAt: Date.UTC(2030, 0, 1, 12, 5) });
    clock.update(status);
    expect(clock.elapsedMs).toBe(10 * 60_000);
    expect(clock.realityCheckDue).toBe(false);
    phone += 5 * 60_000;
    clock.tick();
    expect(clock.elapsedMs).toBe(15 * 60_000);
    expect(clock.realityCheckDue).toBe(true);
  });

  it('the session limit ends at sessionEndsAt; nothing is due without one', () => {
    let phone = 0;
    const clock = new SessionClock(() => phone);
    clock.update(sessionStatus({ now: 1_000_000 }));
    expect(clock.sessionEnded).toBe(false);
    expect(clock.msToNextEvent).toBeNull();
    clock.update(sessionStatus({ now: 1_000_000, sessionEndsAt: 1_060_000 }));
    phone = 59_999;
    clock.tick();
    expect(clock.sessionEnded).toBe(false);
    phone = 60_000;
    clock.tick();
    expect(clock.sessionEnded).toBe(true);
  });

  it('net position is signed with 2 decimals; elapsed time reads h:mm:ss', () => {
    expect(formatNet(1250)).toBe('+12.50');
    expect(formatNet(-300)).toBe('-3.00');
    expect(formatNet(0)).toBe('0.00');
    expect(formatElapsed(65_000)).toBe('1:05');
    expect(formatElapsed(3_725_000)).toBe('1:02:05');
  });

  it('a limit amount is read in minor units within 1.00 .. 10,000,000,000.00, never as a float', () => {
    expect(limitAmount('0.99')).toBeNull();
    expect(limitAmount('1')).toBe(100);
    expect(limitAmount('0.1')).toBeNull();
    expect(limitAmount('19.99')).toBe(1999);
    expect(limitAmount('12.345')).toBeNull();
  });
});
