import { ErrorCode } from '@common/contract/envelope';
import { FILE_LINK_PREFIX, FILE_LINK_TTL_SECONDS, signedFileUrl } from '../../../../server/modules/files';
import { CONSOLE_COOKIE } from '../../../../server/plugins/operator-auth';
import { TestClock } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { apiKeyOf, operatorWith, type TestOperator } from '../../helpers/operators';

const KEY = 'kyc/1/0123456789abcdef.jpg';
const BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xd9]);

describe.each(databases())('signed file links on $name', (db) => {
  const clock = new TestClock();
  let viewer: TestOperator;
  const suite = suiteApp(db, {}, { now: clock.now }, async (app) => {
    viewer = await operatorWith(app, ['support']);
    await app.storage.put(KEY, { bytes: BYTES, contentType: 'image/jpeg' });
    await app.storage.put('kyc/2/other.jpg', { bytes: Buffer.from('other'), contentType: 'image/jpeg' });
  });
  const open = (url: string, who: TestOperator | null = viewer) =>
    suite.app.inject({ method: 'GET', url, cookies: who ? { [CONSOLE_COOKIE]: who.cookie } : {} });

  it(`a link is ${FILE_LINK_PREFIX}/<key>?exp&sig and serves the file, uncached, with its type and nosniff`, async () => {
    const url = signedFileUrl(suite.app, KEY);
    expect(url).toMatch(new RegExp(`^${FILE_LINK_PREFIX}/${KEY}\\?exp=\\d+&sig=[A-Za-z0-9_-]{43}$`));
    expect(Number(new URL(url, 'http://x').searchParams.get('exp'))).toBe(Math.floor(clock.now() / 1000) + FILE_LINK_TTL_SECONDS);
    const res = await open(url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(BYTES)).toBe(true);
    expect(res.headers).toMatchObject({ 'content-type': 'image/jpeg', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  });

  it('an expired link is refused with file.link.invalid (403)', async () => {
    const url = signedFileUrl(suite.app, KEY, 60);
    clock.advance(61_000);
    const res = await open(url);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: ErrorCode.fileLinkInvalid });
  });

  it('a tampered signature, a moved expiry or a missing part is refused', async () => {
    const url = new URL(signedFileUrl(suite.app, KEY), 'http://x');
    const sig = url.searchParams.get('sig')!;
    const exp = url.searchParams.get('exp')!;
    const flipped = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    for (const query of [`exp=${exp}&sig=${flipped}`, `exp=${Number(exp) + 3600}&sig=${sig}`, `exp=${exp}`, `sig=${sig}`, '', `exp=${exp}&sig=${sig}x`]) {
      const res = await open(`${FILE_LINK_PREFIX}/${KEY}?${query}`);
      expect({ query, status: res.statusCode, code: res.json().code }).toEqual({ query, status: 403, code: ErrorCode.fileLinkInvalid });
    }
  });

  it("one file's signature does not open another", async () => {
    const url = new URL(signedFileUrl(suite.app, KEY), 'http://x');
    const res = await open(`${FILE_LINK_PREFIX}/kyc/2/other.jpg${url.search}`);
    expect(res.statusCode).toBe(403);
  });

  it('a valid link to a file that is gone is refused the same way', async () => {
    const res = await open(signedFileUrl(suite.app, 'kyc/1/gone.jpg'));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(ErrorCode.fileLinkInvalid);
  });

  it('a valid link needs a console session: none is operator.not.logged.in (401), an API key is refused', async () => {
    const url = signedFileUrl(suite.app, KEY);
    const anonymous = await open(url, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe(ErrorCode.operatorNotLoggedIn);
    const owner = await operatorWith(suite.app, ['owner']);
    const key = await apiKeyOf(suite.app, owner);
    const byKey = await suite.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key}` } });
    expect(byKey.statusCode).toBe(403);
  });
});
