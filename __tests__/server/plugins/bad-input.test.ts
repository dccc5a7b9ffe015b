import { AccountPath } from '@common/contract/account';
import { ErrorCode } from '@common/contract/envelope';
import { GamePath } from '@common/contract/games';
import { MAX_PATH_PARAM_CHARS } from '../../../server/plugins/errors';
import { addMember, call, encryptedCall, tokenFor } from '../helpers/accounts';
import { databases, suiteApp } from '../helpers/build';

/** Input that used to reach PostgreSQL and answer 500: refused at the edge with request.invalid instead. */
describe.each(databases())('bad input is refused at the edge on $name', (db) => {
  const t = suiteApp(db, {}, {}, async (app) => {
    await addMember(app, { username: 'edgecase1', password: 'Edge123456' });
  });

  const refused = (res: { statusCode: number; json(): unknown }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: ErrorCode.requestInvalid });
  };

  it('refuses a NUL character in a JSON body field (login username)', async () => {
    refused(await encryptedCall(t.app, 'POST', AccountPath.login, { type: 'username', username: 'edge\u0000case', password: 'Edge123456' }));
  });

  it('refuses a NUL character in a query string (game search) and in a path parameter (affiliate code)', async () => {
    refused(await call(t.app, 'GET', `${GamePath.list}?merchant=MLOBBY&clientType=2&language=EN&gameType=RNG&pageNo=1&pageSize=20&search=a%00b`));
    refused(await call(t.app, 'GET', `${AccountPath.affiliate}/AB%00CD`));
  });

  it('refuses a game id beyond its 4-byte column in launch and test play', async () => {
    const token = await tokenFor(t.app, 'edgecase1', 'Edge123456');
    refused(await call(t.app, 'GET', `${GamePath.launch}?gameId=2147483648&device=MOBILE&launchMode=real&language=EN&backUrl=%2Fm%2Fhome`, { token }));
    refused(await call(t.app, 'POST', GamePath.testPlay, { token, payload: { gameId: 2147483648, language: 'EN', backUrl: '/m/home' } }));
  });

  it('answers a path that is not valid percent-encoding with the envelope, not the router\'s own error shape', async () => {
    for (const url of [`${AccountPath.affiliate}/%E0%A4%A`, '/wps/merchant/%ZZ/settings', '/m/%E0%A4%A']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: ErrorCode.requestInvalid, message: expect.stringContaining('path') });
    }
  });

  it('answers a path parameter over MAX_PATH_PARAM_CHARS with a 414 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${AccountPath.affiliate}/${'A'.repeat(MAX_PATH_PARAM_CHARS + 1)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toMatchObject({ success: false, code: ErrorCode.requestInvalid });
  });

  it('keeps serving after refusing', async () => {
    expect((await call(t.app, 'GET', '/wps/system/status')).json().success).toBe(true);
  });
});
