import { AccountPath } from '@common/contract/account';
import { call } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';

/** The account-takeover the hardening issue found: reading a reset code off the outbox from anywhere. */
describe.each(databases())('the dev outbox on $name', (db) => {
  describe('by default (no DEV_OUTBOX), even outside production', () => {
    const t = suiteApp(db, { NODE_ENV: 'development', DEV_OUTBOX: 'false' });

    it('is not served at all, not even to this machine', async () => {
      expect((await call(t.app, 'GET', AccountPath.devOutbox)).statusCode).toBe(404);
    });
  });

  describe('with DEV_OUTBOX=true', () => {
    const t = suiteApp(db, { DEV_OUTBOX: 'true', TRUST_PROXY: 'true' });

    it('answers a client on this machine', async () => {
      const res = await call(t.app, 'GET', AccountPath.devOutbox);
      expect(res.statusCode).toBe(200);
      expect(res.json().success).toBe(true);
    });

    it('answers any other client with 404, and a forwarded loopback address does not make it local', async () => {
      const remote = await call(t.app, 'GET', AccountPath.devOutbox, { remoteAddress: '203.0.113.9' });
      expect(remote.statusCode).toBe(404);
      expect(remote.json()).toMatchObject({ success: false, code: 'not.found' });
      const forwarded = await call(t.app, 'GET', AccountPath.devOutbox, { remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(forwarded.statusCode).toBe(404);
      expect(forwarded.body).not.toMatch(/\d{6}|reset/i);
    });
  });
});
