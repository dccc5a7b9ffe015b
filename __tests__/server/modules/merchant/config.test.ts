import { ErrorCode } from '@common/contract/envelope';
import { auditTrail } from '../../../../server/modules/audit/service';
import type { MerchantConfig } from '../../../../server/modules/merchant/config-schema';
import { findMerchant, merchantSubject, updateMerchantConfig } from '../../../../server/modules/merchant/service';
import { databases, suiteApp } from '../../helpers/build';

const operator = { actor: 'test' };

describe.each(databases())('updateMerchantConfig on $name', (db) => {
  const t = suiteApp(db);

  it('seeds bindTokenToIp off', async () => {
    expect((await findMerchant(t.app.db, 'MLOBBY'))!.config.bindTokenToIp).toBe(false);
  });

  it('stores the change and audits which fields changed, by path', async () => {
    const updated = await updateMerchantConfig(t.app.db, 'MLOBBY', (c) => ({ ...c, whitelabel: { ...c.whitelabel, smsLogin: true } }), operator);
    expect(updated!.config.whitelabel.smsLogin).toBe(true);
    expect((await findMerchant(t.app.db, 'MLOBBY'))!.config.whitelabel.smsLogin).toBe(true);
    const [newest] = await auditTrail(t.app.db, merchantSubject('MLOBBY'));
    expect(newest).toMatchObject({ action: 'merchant.config.set', actor: 'test', detail: { changed: ['whitelabel.smsLogin'] } });
  });

  it('refuses a configuration that breaks the schema and changes nothing', async () => {
    const before = (await findMerchant(t.app.db, 'MLOBBY'))!.config;
    const broken = (c: MerchantConfig) => ({ ...c, languages: [] });
    await expect(updateMerchantConfig(t.app.db, 'MLOBBY', broken, operator)).rejects.toMatchObject({ code: ErrorCode.requestInvalid });
    expect((await findMerchant(t.app.db, 'MLOBBY'))!.config).toEqual(before);
  });

  it('answers null for an unknown merchant', async () => {
    expect(await updateMerchantConfig(t.app.db, 'NOPE', (c) => c, operator)).toBeNull();
  });
});
