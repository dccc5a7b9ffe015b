import { AccountPath } from '@common/contract/account';
import { findActiveAffiliateCode } from '../../../../server/modules/agent/service';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../../../server/modules/member/seed';
import { findMemberByUsername } from '../../../../server/modules/member/service';
import { call, login } from '../../helpers/accounts';
import { build, databases, suiteApp } from '../../helpers/build';

describe.each(databases())('demo accounts on $name', (db) => {
  const t = suiteApp(db, { DEMO_ACCOUNTS: 'true' });

  it('seeds the README accounts under MLOBBY with OWASP scrypt hashes', async () => {
    for (const demo of DEMO_ACCOUNTS) {
      const member = (await findMemberByUsername(t.app.db, 'MLOBBY', demo.username))!;
      expect(member).toMatchObject({ type: 1, status: 'active', agent: demo.agent ?? false, firstTimeLogin: demo.firstTimeLogin ?? false });
      expect(member.passwordHash).toMatch(/^scrypt\$N=32768,r=8,p=3\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    }
    expect(DEMO_ACCOUNTS.map((d) => d.username)).toEqual(['demo1234', 'agent001', 'newbie01']);
  });

  it('gives agent001 the affiliate code AGENT01', async () => {
    const code = await findActiveAffiliateCode(t.app.db, 'MLOBBY', 'AGENT01');
    expect(code?.agentMemberId).toBe((await findMemberByUsername(t.app.db, 'MLOBBY', 'agent001'))!.id);
  });

  it('logs newbie01 in with the forced-change flag', async () => {
    expect((await login(t.app, { type: 'username', username: 'newbie01', password: 'Newbie12345' })).value).toMatchObject({ firstTimeLogin: true });
  });

  it('marks agent001 as an agent in member info', async () => {
    const res = await login(t.app, { type: 'username', username: 'agent001', password: 'Agent12345' });
    expect((await call(t.app, 'GET', AccountPath.memberInfo, { token: res.value!.token })).json().value).toMatchObject({ agent: true });
  });

  it('is idempotent: seeding again leaves the accounts as they are', async () => {
    const before = await findMemberByUsername(t.app.db, 'MLOBBY', 'demo1234');
    await seedDemoAccounts(t.app.db, 'MLOBBY', Date.now());
    expect(await findMemberByUsername(t.app.db, 'MLOBBY', 'demo1234')).toEqual(before);
  });
});

describe('demo accounts by default', () => {
  it('are not seeded in production', async () => {
    const t = await build({ name: 'pglite' }, { NODE_ENV: 'production', DEV_OUTBOX: 'false', DEMO_ACCOUNTS: 'auto' });
    try {
      expect(await findMemberByUsername(t.app.db, 'MLOBBY', 'demo1234')).toBeNull();
    } finally {
      await t.close();
    }
  }, 30_000);
});
