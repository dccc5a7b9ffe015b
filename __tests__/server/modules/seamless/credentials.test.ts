import { eq } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import { ensureVendorCredential, sealPlainSecrets } from '../../../../server/modules/seamless/credentials';
import { vendorCredentials } from '../../../../server/modules/seamless/tables';
import { createSeamlessClient } from '../../../../server/vendors/seamless/client';
import { SeamlessHeader } from '../../../../server/vendors/seamless/contract';
import { signRequest } from '../../../../server/vendors/seamless/signing';
import { databases, suiteApp } from '../../helpers/build';
import { fundedPlayer, rawCall, VENDOR } from './fixtures';

describe.each(databases())('vendor credentials on $name', (db) => {
  const t = suiteApp(db);
  const rowsOf = (vendorCode: string) => t.app.db.select().from(vendorCredentials).where(eq(vendorCredentials.vendorCode, vendorCode));
  const balanceCall = (sessionId: string, secret: string, requestId: string) => {
    const raw = JSON.stringify({ requestId, sessionId });
    const timestamp = t.app.now();
    const headers = { [SeamlessHeader.vendor]: VENDOR, [SeamlessHeader.timestamp]: String(timestamp), [SeamlessHeader.signature]: signRequest(secret, timestamp, raw) };
    return rawCall(t.app, 'balance', raw, headers);
  };

  it('are created once for a catalogue vendor: the same secret on every later use', async () => {
    const first = await ensureVendorCredential(t.app, 'OCN');
    expect(first.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await ensureVendorCredential(t.app, 'OCN')).toEqual(first);
    expect(await rowsOf('OCN')).toHaveLength(1);
  });

  it('are stored sealed: the table alone does not hold the secret', async () => {
    const { secret } = await ensureVendorCredential(t.app, 'OCN');
    const [row] = await rowsOf('OCN');
    expect(row!.secret).not.toContain(secret);
    expect(t.app.keyring.unseal(row!.secret)).toBe(secret);
  });

  it('are refused for a code outside the catalogue with vendor.unknown, and no row is written', async () => {
    await expect(ensureVendorCredential(t.app, 'NOSUCH2')).rejects.toMatchObject({ code: ErrorCode.vendorUnknown });
    expect(await rowsOf('NOSUCH2')).toEqual([]);
  });

  it('are never created by a house vendor client of a code outside the catalogue', async () => {
    await expect(createSeamlessClient(t.app, 'NOSUCH3').balance({ requestId: 'r1', sessionId: 's1' })).rejects.toMatchObject({ code: ErrorCode.vendorUnknown });
    expect(await rowsOf('NOSUCH3')).toEqual([]);
  });

  it('stop working the moment the stored secret changes, although the process cached them; the new secret works at once', async () => {
    const { sessionId } = await fundedPlayer(t.app, 'rotated1', 100n);
    const old = await ensureVendorCredential(t.app, VENDOR);
    expect((await balanceCall(sessionId, old.secret, 'rot-1')).statusCode).toBe(200);
    const rotated = 'a-rotated-secret-of-enough-length-for-the-test';
    await t.app.db.update(vendorCredentials).set({ secret: t.app.keyring.seal(rotated) }).where(eq(vendorCredentials.vendorCode, VENDOR));
    expect((await balanceCall(sessionId, old.secret, 'rot-2')).statusCode).toBe(401);
    expect((await balanceCall(sessionId, rotated, 'rot-3')).json()).toEqual({ success: true, value: { balance: 100, currency: 'BDT' } });
    expect((await balanceCall(sessionId, old.secret, 'rot-4')).statusCode).toBe(401);
  });

  it('stored in the clear by an older version are sealed once, and keep signing', async () => {
    const { sessionId } = await fundedPlayer(t.app, 'legacy1', 100n);
    const plain = 'a-plain-secret-from-before-sealing-existed0';
    await t.app.db.update(vendorCredentials).set({ secret: plain }).where(eq(vendorCredentials.vendorCode, VENDOR));
    expect(await sealPlainSecrets(t.app)).toBe(1);
    expect(await sealPlainSecrets(t.app)).toBe(0);
    expect(t.app.keyring.unseal((await rowsOf(VENDOR))[0]!.secret)).toBe(plain);
    expect((await balanceCall(sessionId, plain, 'legacy-1')).statusCode).toBe(200);
  });
});
