import { AccountPath } from '@common/contract/account';
import { USERNAME_CHECK_DEBOUNCE_MS } from '../../../src/config/constants';
import { removeWebCrypto } from '../helpers/crypto';
import { accountStatus, registerFields } from '../helpers/member';
import { callsTo, createTestStore, deferred, sessionOf } from '../helpers/renderApp';
import { MemberStore } from '../../../src/stores/MemberStore';

describe('MemberStore', () => {
  describe('register settings', () => {
    it('always shows and requires username and password; others follow the settings; unknown ones stay hidden', async () => {
      const { store } = await createTestStore({ status: accountStatus({ fields: registerFields(['email', 'nickname'], ['nickname']) }) });
      expect(store.feature(MemberStore).registration.fieldRule('username')).toEqual({ show: true, required: true });
      expect(store.feature(MemberStore).registration.fieldRule('password')).toEqual({ show: true, required: true });
      expect(store.feature(MemberStore).registration.fieldRule('email')).toEqual({ show: true, required: false });
      expect(store.feature(MemberStore).registration.fieldRule('nickname')).toEqual({ show: true, required: true });
      expect(store.feature(MemberStore).registration.fieldRule('realName')).toEqual({ show: false, required: false });
    });

    it('a hidden field is never required, whatever the settings say', async () => {
      const { store } = await createTestStore({ status: accountStatus({ fields: [{ name: 'email', show: false, required: true }] }) });
      expect(store.feature(MemberStore).registration.fieldRule('email')).toEqual({ show: false, required: false });
    });

    it('the minimum age is 21 and a merchant may only raise it', async () => {
      expect((await createTestStore({ status: accountStatus({ minAge: 18 }) })).store.feature(MemberStore).registration.minAge).toBe(21);
      expect((await createTestStore({ status: accountStatus({ minAge: 25 }) })).store.feature(MemberStore).registration.minAge).toBe(25);
    });
  });

  describe('live username check', () => {
    afterEach(() => jest.useRealTimers());

    it('waits for typing to stop, then sends one check for the last value', async () => {
      jest.useFakeTimers();
      const { store, fetch } = await createTestStore({ routes: { [`GET ${AccountPath.checkUsername}`]: { success: true, value: { available: false } } } });
      for (const name of ['alice1', 'alice12', 'alice123']) store.feature(MemberStore).registration.checkUsernameSoon(name);
      expect(store.feature(MemberStore).registration.usernameCheck).toEqual({ username: 'alice123', state: 'checking' });
      jest.advanceTimersByTime(USERNAME_CHECK_DEBOUNCE_MS - 1);
      expect(callsTo(fetch, AccountPath.checkUsername)).toHaveLength(0);
      jest.advanceTimersByTime(1);
      jest.useRealTimers();
      await new Promise((r) => setTimeout(r, 0));
      const calls = callsTo(fetch, AccountPath.checkUsername);
      expect(calls).toHaveLength(1);
      expect(calls[0].url).toContain('username=alice123');
      expect(store.feature(MemberStore).registration.usernameCheck).toEqual({ username: 'alice123', state: 'bad' });
    });

    it('never checks a name that breaks the username rule', async () => {
      jest.useFakeTimers();
      const { store, fetch } = await createTestStore();
      store.feature(MemberStore).registration.checkUsernameSoon('ab');
      jest.advanceTimersByTime(USERNAME_CHECK_DEBOUNCE_MS * 2);
      expect(callsTo(fetch, AccountPath.checkUsername)).toHaveLength(0);
      expect(store.feature(MemberStore).registration.usernameCheck.state).toBe('idle');
    });

    it('drops an answer for a name the user has typed past', async () => {
      const answer = deferred<unknown>();
      const { store } = await createTestStore({ routes: { [`GET ${AccountPath.checkUsername}`]: () => answer.promise } });
      const pending = store.feature(MemberStore).registration.checkUsernameNow('alice1');
      store.feature(MemberStore).registration.checkUsernameSoon('bob123');
      answer.resolve({ success: true, value: { available: true } });
      await pending;
      expect(store.feature(MemberStore).registration.usernameCheck).toEqual({ username: 'bob123', state: 'checking' });
    });
  });

  describe('invitation code', () => {
    it('an empty code is fine and sends nothing; a code is valid only when the lookup says so', async () => {
      const { store, fetch } = await createTestStore({
        routes: {
          [`GET ${AccountPath.affiliate}/GOOD1`]: { success: true, value: { valid: true, code: 'GOOD1' } },
          [`GET ${AccountPath.affiliate}/BAD1`]: { success: true, value: { valid: false, code: 'BAD1' } },
        },
      });
      await expect(store.feature(MemberStore).registration.checkReferrer('  ')).resolves.toBe(true);
      expect(callsTo(fetch, AccountPath.affiliate)).toHaveLength(0);
      await expect(store.feature(MemberStore).registration.checkReferrer(' GOOD1 ')).resolves.toBe(true);
      expect(store.feature(MemberStore).registration.referrerCheck).toEqual({ code: 'GOOD1', state: 'ok' });
      await expect(store.feature(MemberStore).registration.checkReferrer('BAD1')).resolves.toBe(false);
      await expect(store.feature(MemberStore).registration.checkReferrer('NOPE')).resolves.toBe(false); // 404 from the fake
      expect(store.feature(MemberStore).registration.referrerCheck).toEqual({ code: 'NOPE', state: 'bad' });
    });
  });

  describe('passwords', () => {
    it('refuses a new password equal to the old one without calling the server', async () => {
      const { store, fetch } = await createTestStore({ session: sessionOf(0) });
      await expect(store.feature(MemberStore).changePassword('secret123', 'secret123')).resolves.toBe(false);
      expect(callsTo(fetch, AccountPath.password)).toHaveLength(0);
      expect(store.ui.dialogs[0].message).toEqual({ key: 'validation.newEqualsOld' });
    });

    it('a forced change without a remembered old password does nothing', async () => {
      const { store, fetch } = await createTestStore({ session: sessionOf(0) });
      await expect(store.feature(MemberStore).changeForcedPassword('better456')).resolves.toBe(false);
      expect(callsTo(fetch, AccountPath.password)).toHaveLength(0);
    });

    it('a refused reset (pass-through path) shows the server text', async () => {
      const { store } = await createTestStore({
        routes: { [`POST ${AccountPath.passwordEmail}`]: { success: false, code: 'no.permission', message: 'Reset is off' } },
      });
      await expect(store.feature(MemberStore).resetByEmail('alice1', 'a@b.co')).resolves.toBe(false);
      expect(store.ui.dialogs[0].message).toEqual({ text: 'Reset is off' });
      expect(store.feature(MemberStore).busy).toBe(false);
    });
  });

  it('registration without WebCrypto (plain HTTP) fails with a notice, never in plain text', async () => {
    removeWebCrypto();
    const { store, fetch } = await createTestStore();
    await expect(store.feature(MemberStore).registration.register({ username: 'bob123', password: 'secret123' })).resolves.toBe(false);
    expect(callsTo(fetch, AccountPath.register)).toHaveLength(0);
    expect(store.ui.dialogs[0].message).toEqual({ key: 'member.secureUnavailable' });
  });

  it('balance refresh goes through the wallet', async () => {
    const { store } = await createTestStore({ session: sessionOf(0) });
    const refresh = jest.spyOn(store.wallet, 'refresh');
    await store.feature(MemberStore).refreshBalance();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(store.wallet.sumBalance).toBe(123456);
  });

  it('forgets the profile when the session ends', async () => {
    const { store } = await createTestStore({
      session: sessionOf(0),
      routes: {
        [`GET ${AccountPath.icon}`]: { success: true, value: { iconId: 3 } },
        [`GET ${AccountPath.securityConfig}`]: { success: true, value: { hasWithdrawalPassword: true, emailBound: false, mobileBound: false, passwordUpdatedAt: null } },
      },
    });
    await store.feature(MemberStore).loadProfile();
    expect(store.feature(MemberStore).iconId).toBe(3);
    expect(store.feature(MemberStore).security?.hasWithdrawalPassword).toBe(true);
    store.clear();
    expect(store.feature(MemberStore).iconId).toBeNull();
    expect(store.feature(MemberStore).security).toBeNull();
  });
});
