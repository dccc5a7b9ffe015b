import seedFile from '../../../../server/seed/merchant.json';
import { auditTrail } from '../../../../server/modules/audit/service';
import { merchantSeed, seedMerchant } from '../../../../server/modules/merchant/seed';
import { findMerchant, getAvailability, merchantSubject, setMaintenance, setRegionRestriction } from '../../../../server/modules/merchant/service';
import { databases, openTestDatabase, type TestDatabase } from '../../helpers/build';

const codes = { code: 'MLOBBY', trialCode: 'MLOBBYTRIAL' };

describe('merchantSeed', () => {
  it('accepts the shipped seed file', () => {
    expect(merchantSeed().code).toBe('MLOBBY');
  });

  it('refuses a seed file with a bad field, naming it', () => {
    const broken = { ...seedFile, config: { ...seedFile.config, template: 'neon' } };
    expect(() => merchantSeed(broken)).toThrow('/config/template');
  });

  it('refuses a customer-service link that the site would not open', () => {
    const channels = [{ csType: 'TELEGRAM', title: 'x', url: 'javascript:alert(1)' }];
    expect(() => merchantSeed({ ...seedFile, config: { ...seedFile.config, customerService: channels } })).toThrow('/config/customerService/0/url');
  });
});

describe.each(databases())('seedMerchant on $name', (db) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(db);
  });
  afterAll(() => t.dispose());

  it('creates the merchant once, under its code and trial code, with one audit row', async () => {
    expect(await seedMerchant(t.handle.db, merchantSeed(), codes)).toBe(true);
    expect(await seedMerchant(t.handle.db, merchantSeed(), codes)).toBe(false);
    expect((await findMerchant(t.handle.db, 'MLOBBY'))!.name).toBe('mlobby');
    expect((await findMerchant(t.handle.db, 'MLOBBYTRIAL'))!.code).toBe('MLOBBY');
    const rows = await auditTrail(t.handle.db, merchantSubject('MLOBBY'));
    expect(rows.map((r) => r.action)).toEqual(['merchant.seeded']);
  });

  it('never overwrites an operator change when it runs again (a restart)', async () => {
    await setMaintenance(t.handle.db, 'MLOBBY', true, { actor: 'test' });
    await setRegionRestriction(t.handle.db, 'MLOBBY', { blockedCountries: ['US'], blockedCidrs: ['10.0.0.0/8'] }, { actor: 'test' });
    expect(await seedMerchant(t.handle.db, merchantSeed(), codes)).toBe(false);
    expect(await getAvailability(t.handle.db, 'MLOBBY')).toEqual({
      merchantCode: 'MLOBBY',
      maintenance: true,
      regionRestriction: { blockedCountries: ['US'], blockedCidrs: ['10.0.0.0/8'] },
    });
  });

  it('seeds a merchant under configured codes that differ from the seed file', async () => {
    expect(await seedMerchant(t.handle.db, merchantSeed(), { code: 'ACME', trialCode: 'ACME_TRIAL' })).toBe(true);
    expect((await findMerchant(t.handle.db, 'ACME_TRIAL'))!.code).toBe('ACME');
  });
});
