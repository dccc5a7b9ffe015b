import { AccountPath } from '@common/contract/account';
import type { ApiClient } from '../../../src/api/client';
import { createEncryptor, fetchPublicKey, fromBase64, toBase64 } from '../../../src/api/encryption';
import { Header } from '@common/contract/headers';
import { createKeyServer, subtle, type KeyServer } from '../helpers/crypto';
import { callsTo, fakeFetch, type FakeRequest } from '../helpers/fixtures';
import { fakeEnv, setup } from './fakes';

const ECHO = '/wps/session/login';

let server: KeyServer;
beforeAll(async () => {
  server = await createKeyServer('k7');
});

/** A client whose encryptor loads the key through the client itself, as RootStore wires it. */
function client(routes = {}, crypto: SubtleCrypto | null = subtle) {
  let opened: unknown;
  const fetchFn = fakeFetch({
    ...server.routes,
    [`POST ${ECHO}`]: async (r: FakeRequest) => {
      opened = await server.decrypt(r);
      return { success: true, value: opened };
    },
    ...routes,
  });
  // The encryptor reaches the client lazily, as in RootStore: the key loads on the first encrypted call.
  const { client: api }: { client: ApiClient } = setup(fetchFn, fakeEnv(), {
    encryptor: createEncryptor(() => fetchPublicKey(api), crypto ?? undefined),
  });
  return { api, fetchFn, opened: () => opened };
}

const headerOf = (r: FakeRequest) => (r.init.headers as Record<string, string>)[Header.encryption];

describe('encryption', () => {
  it('round trip: the server key opens the body the client sealed', async () => {
    const { api, fetchFn, opened } = client();
    const body = { type: 'username', username: 'alice', password: 'pässwörd 1' };
    await api.post(ECHO, body, { encrypt: true });
    expect(opened()).toEqual(body);
    const [sent] = callsTo(fetchFn, ECHO, 'POST');
    expect(JSON.parse(String(sent.init.body))).toEqual({ data: expect.any(String) });
    expect(String(sent.init.body)).not.toContain('alice');
  });

  it('header is <keyId>.<RSA-wrapped key b64>.<12-byte iv b64>', async () => {
    const { api, fetchFn } = client();
    await api.post(ECHO, { a: 1 }, { encrypt: true });
    const [keyId, wrapped, iv] = headerOf(callsTo(fetchFn, ECHO, 'POST')[0]).split('.');
    expect(keyId).toBe('k7');
    expect(fromBase64(wrapped)).toHaveLength(256); // RSA-2048 output
    expect(fromBase64(iv)).toHaveLength(12);
  });

  it('fetches the public key once and uses a fresh AES key and iv for every request', async () => {
    const { api, fetchFn } = client();
    await api.post(ECHO, { n: 1 }, { encrypt: true });
    await api.post(ECHO, { n: 1 }, { encrypt: true });
    expect(callsTo(fetchFn, AccountPath.publicKey, 'GET')).toHaveLength(1);
    const [first, second] = callsTo(fetchFn, ECHO, 'POST').map(headerOf);
    expect(first.split('.')[1]).not.toBe(second.split('.')[1]);
    expect(first.split('.')[2]).not.toBe(second.split('.')[2]);
  });

  it('a failed key load sends nothing and is retried on the next request', async () => {
    let answers = 0;
    const { api, fetchFn } = client({
      [`GET ${AccountPath.publicKey}`]: () => (++answers === 1 ? { success: false, code: 'key.unavailable' } : server.routes[`GET ${AccountPath.publicKey}`]),
    });
    await expect(api.post(ECHO, { n: 1 }, { encrypt: true })).rejects.toMatchObject({ code: 'encryption.failed' });
    expect(callsTo(fetchFn, ECHO, 'POST')).toHaveLength(0);
    await expect(api.post(ECHO, { n: 2 }, { encrypt: true })).resolves.toMatchObject({ success: true, value: { n: 2 } });
  });

  it('without WebCrypto (plain HTTP) the call is refused instead of sent in clear', async () => {
    const { api, fetchFn } = client({}, null); // jsdom, like a plain-HTTP page, has no crypto.subtle
    await expect(api.post(ECHO, { password: 'x' }, { encrypt: true })).rejects.toMatchObject({ code: 'encryption.failed' });
    expect(callsTo(fetchFn, ECHO, 'POST')).toHaveLength(0);
  });

  it('base64 helpers round-trip bytes beyond one chunk', () => {
    const bytes = new Uint8Array(70_000).map((_, i) => i % 256);
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
  });
});
