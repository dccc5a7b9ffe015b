import { eq } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import { ensureVendorCredential } from '../../../../server/modules/seamless/credentials';
import { vendorCredentials } from '../../../../server/modules/seamless/tables';
import { createSeamlessClient } from '../../../../server/vendors/seamless/client';
import { SeamlessHeader } from '../../../../server/vendors/seamless/contract';
import { signRequest } from '../../../../server/vendors/seamless/signing';
import { databases, suiteApp } from '../../helpers/build';
import { fundedPlayer, rawCall, VENDOR } from './fixtures';

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

  it('stop working the moment the stored secret changes, although the process cached them; the new secret works at once', async () => {
    const { sessionId } = await fundedPlayer(t.app, 'rotated1', 100n);
    const call = (secret: string, requestId: string) => {
      const raw = JSON.stringify({ requestId, sessionId });
      const timestamp = t.app.now();
      const headers = { [SeamlessHeader.vendor]: VENDOR, [SeamlessHeader.timestamp]: String(timestamp), [SeamlessHeader.signature]: signRequest(secret, timestamp, raw) };
      return rawCall(t.app, 'balance', raw, headers);
    };
    const old = await ensureVendorCredential(t.app.db, VENDOR);
    expect((await call(old.secret, 'rot-1')).statusCode).toBe(200);
    const rotated = 'a-rotated-secret-of-enough-length-for-the-test';
    await t.app.db.update(vendorCredentials).set({ secret: rotated }).where(eq(vendorCredentials.vendorCode, VENDOR));
    expect((await call(old.secret, 'rot-2')).statusCode).toBe(401);
    expect((await call(rotated, 'rot-3')).json()).toEqual({ success: true, value: { balance: 100, currency: 'BDT' } });
    expect((await call(old.secret, 'rot-4')).statusCode).toBe(401);
  });
});
