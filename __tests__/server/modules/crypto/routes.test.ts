import { AccountPath, type PublicKeyValue } from '@common/contract/account';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { auditTrail } from '../../../../server/modules/audit/service';
import { openKeyring } from '../../../../server/modules/crypto/service';
import { memberSubject, type Member } from '../../../../server/modules/member/service';
import { addMember, encryptedCall, publicKey, seal } from '../../helpers/accounts';
import { databases, siteHeaders, suiteApp } from '../../helpers/build';

describe.each(databases())('encrypted bodies on $name', (db) => {
  let member: Member;
  const t = suiteApp(db, {}, {}, async (app) => {
    member = await addMember(app, { username: 'cryptouser', password: 'Crypto12345' });
  });

  const credentials = { type: 'username', username: 'cryptouser', password: 'Crypto12345' };
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: AccountPath.login, payload: payload as object, headers: siteHeaders(headers) });

  it('GET /wps/session/login/key gives the active RSA-OAEP-256 key as SPKI DER base64', async () => {
    const res = await t.app.inject({ method: 'GET', url: AccountPath.publicKey, headers: siteHeaders() });
    const key = res.json<Envelope<PublicKeyValue>>().value!;
    expect(key.algorithm).toBe('RSA-OAEP-256+A256GCM');
    const imported = await globalThis.crypto.subtle.importKey('spki', Buffer.from(key.publicKey, 'base64'), { name: 'RSA-OAEP', hash: 'SHA-256' }, true, [
      'encrypt',
    ]);
    expect((imported.algorithm as RsaHashedKeyAlgorithm).modulusLength).toBe(2048);
  });

  it('keeps the same key across restarts: it is stored, not regenerated', async () => {
    const again = await openKeyring(t.app.db);
    expect(again.publicKey()).toEqual(await publicKey(t.app));
  });

  it('logs in with a body sealed exactly as browser WebCrypto seals it', async () => {
    const res = await encryptedCall(t.app, 'POST', AccountPath.login, credentials);
    expect(res.json()).toMatchObject({ success: true, value: { userName: 'cryptouser' } });
  });

  it('refuses a plaintext body on an encrypted route with 400 request.encryption.invalid', async () => {
    const res = await post(credentials);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ErrorCode.encryptionInvalid);
  });

  it.each([
    ['no Encryption header', async () => ({ ...(await seal(await publicKey(t.app), credentials)), header: undefined })],
    ['an unknown key id', async () => {
      const sealed = await seal(await publicKey(t.app), credentials);
      return { ...sealed, header: `nosuchkey.${sealed.header.split('.').slice(1).join('.')}` };
    }],
    ['a header that is not three parts', async () => ({ ...(await seal(await publicKey(t.app), credentials)), header: 'abc' })],
    ['a tampered ciphertext', async () => {
      const sealed = await seal(await publicKey(t.app), credentials);
      const bytes = Buffer.from(sealed.payload.data, 'base64');
      bytes[0] = bytes[0]! ^ 1;
      return { ...sealed, payload: { data: bytes.toString('base64') } };
    }],
    ['a wrapped key from another key pair', async () => {
      const pair = await globalThis.crypto.subtle.generateKey(
        { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
        true,
        ['encrypt', 'decrypt'],
      );
      const spki = Buffer.from(await globalThis.crypto.subtle.exportKey('spki', pair.publicKey)).toString('base64');
      return seal({ ...(await publicKey(t.app)), publicKey: spki }, credentials);
    }],
    ['extra fields beside data', async () => {
      const sealed = await seal(await publicKey(t.app), credentials);
      return { ...sealed, payload: { ...sealed.payload, username: 'x' } };
    }],
  ])('refuses %s with 400 request.encryption.invalid and changes nothing', async (_name, make) => {
    const { header, payload } = await make();
    const audited = (await auditTrail(t.app.db, memberSubject(member.id))).length;
    const res = await post(payload, header ? { encryption: header } : {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: ErrorCode.encryptionInvalid });
    expect(await auditTrail(t.app.db, memberSubject(member.id))).toHaveLength(audited);
  });

  it('checks the decrypted body against the route schema', async () => {
    const res = await encryptedCall(t.app, 'POST', AccountPath.login, { type: 'carrier-pigeon' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ErrorCode.requestInvalid);
  });
});
