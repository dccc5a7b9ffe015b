import { eq } from 'drizzle-orm';
import { seedAgreement } from '../../../../server/modules/agreement';
import { agreementAcceptances, agreementVersions } from '../../../../server/modules/agreement/tables';
import { findMemberByUsername } from '../../../../server/modules/member';
import { databases, suiteApp } from '../../helpers/build';

describe.each(databases())('agreement seed on $name', (db) => {
  const t = suiteApp(db, { DEMO_ACCOUNTS: 'true' });

  it('publishes version 1 for the demo merchant in English and Bengali, once', async () => {
    expect(await seedAgreement(t.app.db, 'MLOBBY', new Date())).toBe(false);
    const rows = await t.app.db.select().from(agreementVersions).where(eq(agreementVersions.merchantCode, 'MLOBBY'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ version: 1, status: 'published' });
    expect(Object.keys(rows[0]!.texts).sort()).toEqual(['BN', 'EN']);
  });

  it('records the demo accounts as having accepted it, so they play at once', async () => {
    const demo = (await findMemberByUsername(t.app.db, 'MLOBBY', 'demo1234'))!;
    const rows = await t.app.db.select().from(agreementAcceptances).where(eq(agreementAcceptances.memberId, demo.id));
    expect(rows).toMatchObject([{ version: 1, via: 'seed' }]);
  });
});
