import { AccountPath } from '@common/contract/account';
import type { ApiClient } from '../../../src/api/client';
import { lazyEncryptor } from '../../../src/api/lazyEncryptor';
import { createKeyServer, subtle, type KeyServer } from '../helpers/crypto';
import { callsTo, fakeFetch, type FakeRequest } from '../helpers/fixtures';
import { fakeEnv, setup } from './fakes';

const ECHO = '/wps/session/login';

let server: KeyServer;
beforeAll(async () => {
  server = await createKeyServer('k9');
});

describe('lazyEncryptor', () => {
  it('seals a body the server key opens, loading the key through the client on the first encrypted call only', async () => {
    const opened: unknown[] = [];
    const fetchFn = fakeFetch({
      ...server.routes,
      [`POST ${ECHO}`]: async (r: FakeRequest) => {
        opened.push(await server.decrypt(r));
        return { success: true, value: null };
      },
    });
    const { client: api }: { client: ApiClient } = setup(fetchFn, fakeEnv(), { encryptor: lazyEncryptor(() => api, subtle) });
    await api.get('/wps/system/status').catch(() => null);
    // Creating the client and a plain call ask for no key.
    expect(callsTo(fetchFn, AccountPath.publicKey, 'GET')).toHaveLength(0);
    await api.post(ECHO, { username: 'alice', password: 'pässwörd 1' }, { encrypt: true });
    await api.post(ECHO, { n: 2 }, { encrypt: true });
    expect(opened).toEqual([{ username: 'alice', password: 'pässwörd 1' }, { n: 2 }]);
    expect(callsTo(fetchFn, AccountPath.publicKey, 'GET')).toHaveLength(1);
    expect(String(callsTo(fetchFn, ECHO, 'POST')[0].init.body)).not.toContain('alice');
  });
});
