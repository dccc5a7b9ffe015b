import { UsageError, parseArgs, runCommand } from '../../scripts/merchant';
import { auditTrail } from '../../server/modules/audit/service';
import { merchantSeed, seedMerchant } from '../../server/modules/merchant/seed';
import { merchantSubject } from '../../server/modules/merchant/service';
import { databases, openTestDatabase, type TestDatabase } from '../server/helpers/build';

describe('parseArgs', () => {
  it('reads maintenance on and off', () => {
    expect(parseArgs(['maintenance', 'on'])).toEqual({ command: { kind: 'maintenance', enabled: true }, merchant: undefined });
    expect(parseArgs(['maintenance', 'off', '--merchant', 'ACME'])).toEqual({
      command: { kind: 'maintenance', enabled: false },
      merchant: 'ACME',
    });
  });

  it('reads region lists, upper-casing countries', () => {
    expect(parseArgs(['region', '--countries', 'bd, US', '--cidrs', '10.0.0.0/8,2001:db8::/32'])).toEqual({
      command: { kind: 'region', restriction: { blockedCountries: ['BD', 'US'], blockedCidrs: ['10.0.0.0/8', '2001:db8::/32'] } },
      merchant: undefined,
    });
  });

  it('reads `region` alone as lifting the restriction', () => {
    expect(parseArgs(['region']).command).toEqual({ kind: 'region', restriction: { blockedCountries: [], blockedCidrs: [] } });
  });

  it.each([[[]], [['maintenance']], [['maintenance', 'maybe']], [['region', '--bogus', 'x']], [['region', '--cidrs']], [['launch']]])(
    'refuses %p with a usage error',
    (argv) => {
      expect(() => parseArgs(argv)).toThrow(UsageError);
    },
  );
});

describe.each(databases())('runCommand on $name', (db) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(db);
    await seedMerchant(t.handle.db, merchantSeed(), { code: 'MLOBBY', trialCode: 'MLOBBYTRIAL' });
  });
  afterAll(() => t.dispose());

  it('switches maintenance through the service, audited as the CLI user', async () => {
    const result = await runCommand(t.handle.db, 'MLOBBY', parseArgs(['maintenance', 'on']).command, { actor: 'cli:ops' });
    expect(result!.maintenance).toBe(true);
    expect((await auditTrail(t.handle.db, merchantSubject('MLOBBY')))[0]).toMatchObject({ actor: 'cli:ops', action: 'merchant.maintenance.set' });
  });

  it('sets the region restriction and shows it', async () => {
    await runCommand(t.handle.db, 'MLOBBY', parseArgs(['region', '--countries', 'US', '--cidrs', '10.0.0.0/8']).command, { actor: 'cli:ops' });
    const shown = await runCommand(t.handle.db, 'MLOBBY', parseArgs(['show']).command, { actor: 'cli:ops' });
    expect(shown!.regionRestriction).toEqual({ blockedCountries: ['US'], blockedCidrs: ['10.0.0.0/8'] });
  });

  it('returns null for a merchant that does not exist', async () => {
    expect(await runCommand(t.handle.db, 'NOBODY', { kind: 'show' }, { actor: 'cli:ops' })).toBeNull();
  });
});
