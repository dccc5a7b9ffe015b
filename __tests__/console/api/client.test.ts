import { CSRF_HEADER } from '@common/contract/operator';
import { createConsoleApi } from '../../../console/api/client';
import { ClientCode, ConsoleApiError } from '../../../console/api/errors';
import { FakeServer } from '../helpers/fakeServer';

function client(server: FakeServer, csrf: string | null = 'token-1', language = 'zh') {
  const ended: string[] = [];
  const api = createConsoleApi({ language: () => language, csrfToken: () => csrf, onSessionEnded: (code, message) => ended.push(`${code}: ${message}`) }, server.fetch);
  return { api, ended };
}

describe('console api client', () => {
  test('adds the CSRF header to every call that changes something, never to a GET', async () => {
    const server = new FakeServer().ok('POST /x', 1).ok('PUT /x', 1).ok('DELETE /x', 1).ok('GET /x', 1);
    const { api } = client(server);
    await api.post('/x', { a: 1 });
    await api.put('/x', { a: 1 });
    await api.delete('/x');
    await api.get('/x');
    expect(server.calls.map((c) => [c.method, c.headers[CSRF_HEADER]])).toEqual([
      ['POST', 'token-1'],
      ['PUT', 'token-1'],
      ['DELETE', 'token-1'],
      ['GET', undefined],
    ]);
  });

  test('sends the Language header as the site does (CN for Chinese), so the server words its messages in it', async () => {
    const server = new FakeServer().ok('GET /x', 1);
    await client(server, null, 'zh').api.get('/x');
    await client(server, null, 'bn').api.get('/x');
    expect(server.calls.map((c) => c.headers.Language)).toEqual(['CN', 'BN']);
  });

  test('sends JSON bodies and the query without empty values', async () => {
    const server = new FakeServer().ok('POST /x', 1).ok('GET /x', 1);
    const { api } = client(server);
    await api.post('/x', { reason: 'r' });
    await api.get('/x', { q: 'ann', page: 2, kind: undefined, to: '' });
    expect(server.calls[0]!.body).toEqual({ reason: 'r' });
    expect(server.calls[0]!.headers['Content-Type']).toBe('application/json');
    expect(server.calls[1]!.url).toBe('/x?q=ann&page=2');
  });

  test("uploads a file as its raw bytes typed as the file, with the CSRF header and the query", async () => {
    const server = new FakeServer().ok('POST /up', 1);
    const file = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    await client(server).api.upload('/up', file, { merchantCode: 'MLOBBY' });
    const [call] = server.calls;
    expect(call).toMatchObject({ url: '/up?merchantCode=MLOBBY', body: file, headers: { 'Content-Type': 'image/jpeg', [CSRF_HEADER]: 'token-1' } });
  });

  test('resolves the envelope value and rejects a failed one with its code and the server message', async () => {
    const server = new FakeServer().ok('GET /ok', { a: 1 }).fail('POST /no', 'approval.self.decision', 'Another operator must decide it');
    const { api } = client(server);
    await expect(api.get('/ok')).resolves.toEqual({ a: 1 });
    await expect(api.post('/no')).rejects.toMatchObject({ code: 'approval.self.decision', message: 'Another operator must decide it' });
  });

  test('tells the app when the session has ended (expired or not logged in), and only then', async () => {
    const server = new FakeServer().fail('GET /a', 'operator.session.expired', 'Your session expired', 401).fail('GET /b', 'operator.forbidden', 'Not allowed', 403);
    const { api, ended } = client(server);
    await expect(api.get('/a')).rejects.toBeInstanceOf(ConsoleApiError);
    await expect(api.get('/b')).rejects.toMatchObject({ code: 'operator.forbidden' });
    expect(ended).toEqual(['operator.session.expired: Your session expired']);
  });

  test('a network failure rejects with the client code', async () => {
    const api = createConsoleApi({ language: () => 'en', csrfToken: () => null, onSessionEnded: () => undefined }, () => Promise.reject(new TypeError('offline')));
    await expect(api.get('/x')).rejects.toMatchObject({ code: ClientCode.network });
  });
});
