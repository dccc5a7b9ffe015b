import { hashPassword, passwordHashParams, SCRYPT_DEFAULTS, verifyAgainstDummy, verifyPassword } from '../../../server/security/scrypt';

const CHEAP = { N: 1024, r: 8, p: 1 };

describe('scrypt password hashes', () => {
  it('use the OWASP parameters N=2^15, r=8, p=3 with a 16-byte salt and a 64-byte key, stored in the hash', async () => {
    expect(SCRYPT_DEFAULTS).toEqual({ N: 32768, r: 8, p: 3 });
    const hash = await hashPassword('Secret123');
    const [scheme, params, salt, key] = hash.split('$');
    expect([scheme, params]).toEqual(['scrypt', 'N=32768,r=8,p=3']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(64);
    expect(await verifyPassword('Secret123', hash)).toBe(true);
  });

  it('salt every hash: the same password hashes differently', async () => {
    expect(await hashPassword('Secret123', CHEAP)).not.toBe(await hashPassword('Secret123', CHEAP));
  });

  it('verify with the parameters stored in the hash', async () => {
    const hash = await hashPassword('Secret123', CHEAP);
    expect(hash).toContain('N=1024,r=8,p=1');
    expect(await verifyPassword('Secret123', hash)).toBe(true);
    expect(await verifyPassword('Secret124', hash)).toBe(false);
  });

  const broken = ['', 'plain', 'scrypt$N=1000,r=8,p=1$AAAA$AAAA', 'scrypt$N=4194304,r=8,p=1$AAAA$AAAA', 'bcrypt$x'];
  it.each(broken)('refuse a stored value %p that is not a sane hash', async (stored) => {
    expect(await verifyPassword('Secret123', stored)).toBe(false);
  });

  it('spend a full verification on unknown users and answer false', async () => {
    const started = process.hrtime.bigint();
    expect(await verifyAgainstDummy('Secret123')).toBe(false);
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeGreaterThan(20);
  }, 30_000);

  it('never block the event loop while hashing', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    await hashPassword('Secret123');
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(5);
  }, 30_000);

  it('write new hashes at the configured cost N (PASSWORD_HASH_N), the OWASP parameters otherwise', async () => {
    expect(passwordHashParams({ passwordHashN: 1024 })).toEqual({ ...SCRYPT_DEFAULTS, N: 1024 });
    expect(passwordHashParams()).toEqual(SCRYPT_DEFAULTS);
    const cheap = await hashPassword('Secret123', passwordHashParams({ passwordHashN: 1024 }));
    expect(cheap).toMatch(/^scrypt\$N=1024,r=8,p=3\$/);
    expect(await verifyPassword('Secret123', cheap)).toBe(true);
  });
});
