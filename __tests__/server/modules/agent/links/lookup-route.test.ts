import { AccountPath, type AffiliateValue } from '@common/contract/account';
import type { Envelope } from '@common/contract/envelope';
import { addAffiliateCode } from '../../../../../server/modules/agent/service';
import { auditTrail } from '../../../../../server/modules/audit/service';
import { memberSubject } from '../../../../../server/modules/member';
import { addMember, call } from '../../../helpers/accounts';
import { databases, suiteApp } from '../../../helpers/build';

describe.each(databases())('GET /wps/agent/affiliate/:code on $name', (db) => {
  const t = suiteApp(db, {}, {}, async (app) => {
    const agent = await addMember(app, { username: 'agentaff', password: 'Agent12345', agent: true });
    await addAffiliateCode(app.db, 'MLOBBY', 'Promo42', agent.id, { actor: 'test' });
  });

  const lookup = async (code: string) => (await call(t.app, 'GET', `${AccountPath.affiliate}/${code}`)).json<Envelope<AffiliateValue>>();

  it('knows an active code in any case, without a token', async () => {
    expect(await lookup('promo42')).toEqual({ success: true, value: { valid: true, code: 'PROMO42' } });
  });

  it('answers valid false for an unknown code', async () => {
    expect((await lookup('NOPE99')).value).toEqual({ valid: false, code: 'NOPE99' });
  });

  it('keeps a code unique: adding it again changes nothing', async () => {
    const other = await addMember(t.app, { username: 'agentaff2', password: 'Agent12345', agent: true });
    expect(await addAffiliateCode(t.app.db, 'MLOBBY', 'PROMO42', other.id, { actor: 'test' })).toBe(false);
  });

  it("audits a new code under the agent's merchant", async () => {
    const agent = await addMember(t.app, { username: 'agentaff3', password: 'Agent12345', agent: true });
    expect(await addAffiliateCode(t.app.db, 'MLOBBY', 'Audit77', agent.id, { actor: 'test' })).toBe(true);
    expect((await auditTrail(t.app.db, memberSubject(agent.id)))[0]).toMatchObject({ action: 'agent.affiliate-code.added', merchantCode: 'MLOBBY', detail: { code: 'AUDIT77' } });
  });
});
