import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@common/contract/envelope';
import { loadConfig } from '../../../server/config';
import { ok } from '../../../server/http/envelope';
import { authOf, authPlugin, roleRefusal, type AuthRequirement } from '../../../server/plugins/auth';
import { errorHandling } from '../../../server/plugins/errors';
import { gateway } from '../../../server/plugins/gateway';
import { merchantSeed, seedMerchant } from '../../../server/modules/merchant/seed';
import { updateMerchantConfig } from '../../../server/modules/merchant/service';
import { createMember, type Member, type NewMember } from '../../../server/modules/member/service';
import { revokeMemberSessions, startSession } from '../../../server/modules/session/tokens';
import { TestClock } from '../helpers/accounts';
import { bareApp, databases, siteHeaders } from '../helpers/build';

const MINUTE = 60_000;

/** Test-only routes, one per requirement: what a deposit, agent or promotion module would declare. */
async function guardedRoutes(app: FastifyInstance): Promise<void> {
  for (const need of ['trialAllowed', 'member', 'real', 'deposit', 'agent'] as AuthRequirement[]) {
    app.get(`/guarded/${need}`, { config: { auth: need } }, async (request) => ok(authOf(request).member.username));
  }
}

describe('roleRefusal', () => {
  const member = (type: Member['type'], extra: Partial<Pick<Member, 'demo' | 'agent'>> = {}) => ({ type, demo: false, agent: false, ...extra });

  it.each([
    ['trialAllowed', member(4, { demo: true }), null],
    ['member', member(4, { demo: true }), ErrorCode.freeReject],
    ['deposit', member(4, { demo: true }), ErrorCode.freeReject],
    ['agent', member(4, { demo: true, agent: true }), ErrorCode.freeReject],
    ['member', member(40), null],
    ['deposit', member(0), null],
    ['deposit', member(2), null],
    ['deposit', member(40), ErrorCode.noPermission],
    ['deposit', member(1, { demo: true }), ErrorCode.noPermission],
    ['real', member(1, { demo: true }), ErrorCode.noPermission],
    ['real', member(41), null],
    ['agent', member(1), ErrorCode.noPermission],
    ['agent', member(1, { agent: true }), null],
  ] as const)('%s refuses %j with %p', (need, who, expected) => {
    expect(roleRefusal(need, who)).toBe(expected);
  });
});

describe.each(databases())('route auth on $name', (db) => {
  let app: FastifyInstance;
  const clock = new TestClock();
  const config = loadConfig({ LOG_LEVEL: 'silent' });
  const deps = () => ({ db: app.db, config, now: clock.now });
  beforeAll(async () => {
    app = await bareApp(db, config, clock.now);
    await seedMerchant(app.db, merchantSeed(), { code: 'MLOBBY', trialCode: 'MLOBBYTRIAL' });
    await app.register(errorHandling);
    await app.register(authPlugin);
    await app.register(gateway([guardedRoutes]), { prefix: '/wps' });
    await app.ready();
  }, 30_000);
  afterAll(() => app.close());

  let serial = 0;
  async function sessionFor(fields: Partial<NewMember> = {}, ip = '127.0.0.1'): Promise<{ member: Member; token: string }> {
    const member = (await createMember(app.db, { merchantCode: 'MLOBBY', username: `user${serial++}x`, type: 1, ...fields }, { actor: 'test' }))!;
    return { member, token: await startSession(deps(), member.id, { ip, userAgent: null, language: null }) };
  }
  const get = (path: string, token?: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
    app.inject({ method: 'GET', url: `/wps/guarded/${path}`, headers: siteHeaders({ ...(token ? { authorization: token } : {}), ...headers }), remoteAddress });
  const codeOf = async (path: string, token?: string, headers?: Record<string, string>, ip?: string) => {
    const res = await get(path, token, headers, ip);
    expect(res.statusCode).toBe(200);
    return res.json().code as string | undefined;
  };

  describe('tokens', () => {
    it('lets a valid token through and hands the member to the handler', async () => {
      const { token, member } = await sessionFor();
      expect((await get('member', token)).json()).toEqual({ success: true, value: member.username });
    });

    it('accepts the token with a Bearer prefix too', async () => {
      const { token } = await sessionFor();
      expect(await codeOf('member', `Bearer ${token}`)).toBeUndefined();
    });

    it('answers a missing token with customer.not.login', async () => {
      expect(await codeOf('member')).toBe(ErrorCode.customerNotLogin);
    });

    it('answers an unknown token with user.or.token.invalid', async () => {
      expect(await codeOf('member', 'x'.repeat(43))).toBe(ErrorCode.userOrTokenInvalid);
    });

    it('answers a revoked token with user.or.token.invalid', async () => {
      const { token, member } = await sessionFor();
      await revokeMemberSessions(app.db, member.id, clock.ms);
      expect(await codeOf('member', token)).toBe(ErrorCode.userOrTokenInvalid);
    });

    it('expires a token idle for SESSION_IDLE_MINUTES with login.not.session; each call restarts the idle clock', async () => {
      const { token } = await sessionFor();
      clock.advance(29 * MINUTE);
      expect(await codeOf('member', token)).toBeUndefined();
      clock.advance(29 * MINUTE);
      expect(await codeOf('member', token)).toBeUndefined();
      clock.advance(30 * MINUTE);
      expect(await codeOf('member', token)).toBe(ErrorCode.loginNotSession);
    });

    it('expires a token SESSION_MAX_HOURS after login however active it is', async () => {
      const { token } = await sessionFor();
      for (let i = 0; i < 95; i++) {
        clock.advance(15 * MINUTE);
        expect(await codeOf('member', token)).toBeUndefined();
      }
      clock.advance(15 * MINUTE);
      expect(await codeOf('member', token)).toBe(ErrorCode.loginNotSession);
    }, 30_000);

    it("refuses a token on another merchant's site", async () => {
      const { member } = await sessionFor();
      const other = (await createMember(app.db, { merchantCode: 'OTHER', username: 'elsewhere', type: 1 }, { actor: 'test' }))!;
      expect(member.merchantCode).toBe('MLOBBY');
      expect(await codeOf('member', await startSession(deps(), other.id, { ip: '127.0.0.1', userAgent: null, language: null }))).toBe(ErrorCode.userOrTokenInvalid);
    });

    it('refuses the token of an account disabled after login', async () => {
      const { token } = await sessionFor({ status: 'disabled' });
      expect(await codeOf('member', token)).toBe(ErrorCode.userNonexistentOrDisabled);
    });

    it('answers token_ip_different from another IP only while the merchant binds tokens to IP', async () => {
      const { token } = await sessionFor({}, '203.0.113.5');
      expect(await codeOf('member', token, {}, '203.0.113.99')).toBeUndefined();
      await updateMerchantConfig(app.db, 'MLOBBY', (c) => ({ ...c, bindTokenToIp: true }), { actor: 'test' });
      try {
        expect(await codeOf('member', token, {}, '203.0.113.99')).toBe(ErrorCode.tokenIpDifferent);
        expect(await codeOf('member', token, {}, '203.0.113.5')).toBeUndefined();
      } finally {
        await updateMerchantConfig(app.db, 'MLOBBY', (c) => ({ ...c, bindTokenToIp: false }), { actor: 'test' });
      }
    });
  });

  describe('roles', () => {
    it('lets a trial account (type 4) reach trialAllowed routes only: free.reject elsewhere', async () => {
      const { token } = await sessionFor({ merchantCode: 'MLOBBYTRIAL', type: 4, demo: true });
      const trialHeaders = { merchant: 'MLOBBYTRIAL' };
      expect(await codeOf('trialAllowed', token, trialHeaders)).toBeUndefined();
      for (const path of ['member', 'real', 'deposit', 'agent']) expect(await codeOf(path, token, trialHeaders)).toBe(ErrorCode.freeReject);
    });

    it('lets types 0, 1 and 2 deposit, and refuses type 40 with no.permission', async () => {
      for (const type of [0, 1, 2] as const) expect(await codeOf('deposit', (await sessionFor({ type })).token)).toBeUndefined();
      expect(await codeOf('deposit', (await sessionFor({ type: 40 })).token)).toBe(ErrorCode.noPermission);
    });

    it('refuses non-agents on agent-only routes with no.permission', async () => {
      expect(await codeOf('agent', (await sessionFor()).token)).toBe(ErrorCode.noPermission);
      expect(await codeOf('agent', (await sessionFor({ agent: true })).token)).toBeUndefined();
    });
  });
});
