import type { FastifyInstance } from 'fastify';
import { AccountPath, type AffiliateValue } from '../../../../src/api/account';
import type { Envelope } from '../../../../src/api/types';
import { addAffiliateCode } from '../../../../server/modules/agent/service';
import { addMember, call } from '../../helpers/accounts';
import { build, databases, type TestApp } from '../../helpers/build';

describe.each(databases())('GET /wps/agent/affiliate/:code on $name', (db) => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await build(db);
    app = t.app;
    const agent = await addMember(app, { username: 'agentaff', password: 'Agent12345', agent: true });
    await addAffiliateCode(app.db, 'MLOBBY', 'Promo42', agent.id, { actor: 'test' });
  }, 30_000);
  afterAll(() => t.close());

  const lookup = async (code: string) => (await call(app, 'GET', `${AccountPath.affiliate}/${code}`)).json<Envelope<AffiliateValue>>();

  it('knows an active code in any case, without a token', async () => {
    expect(await lookup('promo42')).toEqual({ success: true, value: { valid: true, code: 'PROMO42' } });
  });

  it('answers valid false for an unknown code', async () => {
    expect((await lookup('NOPE99')).value).toEqual({ valid: false, code: 'NOPE99' });
  });

  it('keeps a code unique: adding it again changes nothing', async () => {
    const other = await addMember(app, { username: 'agentaff2', password: 'Agent12345', agent: true });
    expect(await addAffiliateCode(app.db, 'MLOBBY', 'PROMO42', other.id, { actor: 'test' })).toBe(false);
  });
});
