import { eq } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import { ensureVendorCredential } from '../../../../server/modules/seamless/credentials';
import { vendorCredentials } from '../../../../server/modules/seamless/tables';
import { createSeamlessClient } from '../../../../server/vendors/seamless/client';
import { databases, suiteApp } from '../../helpers/build';

describe.each(databases())('vendor credentials on $name', (db) => {
  const t = suiteApp(db);
  const rowsOf = (vendorCode: string) => t.app.db.select().from(vendorCredentials).where(eq(vendorCredentials.vendorCode, vendorCode));

  it('are created once for a catalogue vendor: the same secret on every later use', async () => {
    const first = await ensureVendorCredential(t.app.db, 'OCN');
    expect(first.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await ensureVendorCredential(t.app.db, 'OCN')).toEqual(first);
    expect(await rowsOf('OCN')).toHaveLength(1);
  });

  it('are refused for a code outside the catalogue with vendor.unknown, and no row is written', async () => {
    await expect(ensureVendorCredential(t.app.db, 'NOSUCH2')).rejects.toMatchObject({ code: ErrorCode.vendorUnknown });
    expect(await rowsOf('NOSUCH2')).toEqual([]);
  });

  it('are never created by a house vendor client of a code outside the catalogue', async () => {
    await expect(createSeamlessClient(t.app, 'NOSUCH3').balance({ requestId: 'r1', sessionId: 's1' })).rejects.toMatchObject({ code: ErrorCode.vendorUnknown });
    expect(await rowsOf('NOSUCH3')).toEqual([]);
  });
});
