import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey as JoseKey } from 'jose';
import { ErrorCode } from '@common/contract/envelope';
import { addMember, login, TestClock } from '../../helpers/accounts';
import { build, databases, tempDir, type TestApp } from '../../helpers/build';

const PROJECT = 'mlobby-test';
const KID = 'test-key-1';

describe.each(databases())('firebase login on $name', (db) => {
  let t: TestApp;
  let app: FastifyInstance;
  let signingKey: JoseKey;
  let strangerKey: JoseKey;
  const clock = new TestClock();
  const seconds = () => Math.floor(clock.ms / 1000);

  beforeAll(async () => {
    // A key pair and a local JWKS, as Google would publish it: no network.
    const pair = await generateKeyPair('RS256', { extractable: true });
    signingKey = pair.privateKey;
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    const jwksFile = path.join(await tempDir('mlobby-jwks'), 'jwks.json');
    await writeFile(jwksFile, JSON.stringify({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' }] }));
    // Many refusals of one number follow; captcha (tested with password logins) would hide their codes.
    t = await build(db, { FIREBASE_PROJECT_ID: PROJECT, FIREBASE_JWKS_FILE: jwksFile, CAPTCHA_AFTER_FAILURES: '100' }, { now: clock.now });
    app = t.app;
    await addMember(app, { username: 'phoneuser', password: 'Phone12345', dialingCode: '880', mobile: '1712345678' });
  }, 30_000);
  afterAll(() => t.close());

  interface TokenOptions {
    key?: JoseKey;
    issuer?: string;
    audience?: string;
    phone?: string;
    expiresAt?: number;
  }
  function idToken(options: TokenOptions = {}): Promise<string> {
    return new SignJWT({ phone_number: options.phone ?? '+8801712345678', auth_time: seconds() - 5, firebase: { sign_in_provider: 'phone' } })
      .setProtectedHeader({ alg: 'RS256', kid: KID })
      .setIssuer(options.issuer ?? `https://securetoken.google.com/${PROJECT}`)
      .setAudience(options.audience ?? PROJECT)
      .setSubject('firebase-uid-1')
      .setIssuedAt(seconds() - 5)
      .setExpirationTime(options.expiresAt ?? seconds() + 3600)
      .sign(options.key ?? signingKey);
  }
  // The number as typed on the form, with its trunk prefix.
  const firebaseLogin = async (options: TokenOptions = {}, mobile = '01712345678') =>
    login(app, { type: 'firebase', firebaseChannel: 'sms', firebaseIdToken: await idToken(options), firebaseMobileNo: mobile, countryDialingCode: '+880' });

  it('logs the owner of the number in with a valid ID token', async () => {
    const res = await firebaseLogin();
    expect(res).toMatchObject({ success: true, value: { userName: 'phoneuser', type: 1 } });
  });

  it.each<[string, () => TokenOptions]>([
    ['signed by another key', () => ({ key: strangerKey })],
    ['expired', () => ({ expiresAt: seconds() - 1 })],
    ['issued for another project (audience)', () => ({ audience: 'someone-else' })],
    ['from another issuer', () => ({ issuer: 'https://securetoken.google.com/someone-else' })],
    ['for another phone number', () => ({ phone: '+8801799999999' })],
  ])('refuses a token %s with firebase.token.invalid', async (_name, options) => {
    const res = await firebaseLogin(options());
    expect(res).toMatchObject({ success: false, code: ErrorCode.firebaseTokenInvalid, value: { captcha: false } });
  });

  it('refuses a token that is not a JWT at all', async () => {
    const res = await login(app, { type: 'firebase', firebaseIdToken: 'not.a.jwt', firebaseMobileNo: '1712345678', countryDialingCode: '880' });
    expect(res.code).toBe(ErrorCode.firebaseTokenInvalid);
  });

  it('answers a valid token for a number without an account with user.nonexistent.or.disabled', async () => {
    const res = await firebaseLogin({ phone: '+8801811111111' }, '1811111111');
    expect(res.code).toBe(ErrorCode.userNonexistentOrDisabled);
  });
});
