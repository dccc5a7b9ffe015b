import { isExemptPath, isLgwPath, pathOf, TOKEN_EXEMPT_PATHS } from '../../../src/api/paths';

describe('isExemptPath', () => {
  it('exempts the listed public calls (captcha, whitelabel, system status, home)', () => {
    ['/wps/captcha', '/wps/system/whitelabel', '/wps/system/status', '/wps/home'].forEach((p) =>
      expect(isExemptPath(p)).toBe(true),
    );
  });

  it('exempts session login and its free-play sub-path but not session logout', () => {
    expect(isExemptPath('/wps/session/login')).toBe(true);
    expect(isExemptPath('/wps/session/login/freeplay')).toBe(true);
    expect(isExemptPath('/wps/session/logout')).toBe(false);
  });

  it('matches on a segment boundary, so a longer sibling name is not exempt', () => {
    expect(isExemptPath('/wps/member/password/email')).toBe(true);
    expect(isExemptPath('/wps/member/password')).toBe(false);
    expect(isExemptPath('/wps/captchas')).toBe(false);
  });

  it('exempts register sub-paths such as /wps/member/register/mobile', () => {
    expect(isExemptPath('/wps/member/register/mobile')).toBe(true);
  });

  it('exempts the logged-out account flows: sms register code and password reset by phone', () => {
    ['/wps/verification/sms/register', '/wps/member/password/sms', '/wps/member/password/reset'].forEach((p) =>
      expect(isExemptPath(p)).toBe(true),
    );
  });

  it('requires the token for member and wallet calls', () => {
    ['/wps/member/info', '/wps/member/password', '/wps/wallets/balance', '/lgw/orders'].forEach((p) =>
      expect(isExemptPath(p)).toBe(false),
    );
  });

  it('ignores origin, query and hash', () => {
    expect(isExemptPath('https://api.example.com/wps/captcha?x=1#y')).toBe(true);
    expect(isExemptPath('/wps/check/username?userName=a')).toBe(true);
  });

  it('lists every path once', () => {
    expect(new Set(TOKEN_EXEMPT_PATHS).size).toBe(TOKEN_EXEMPT_PATHS.length);
  });
});

describe('pathOf / isLgwPath', () => {
  it('reduces absolute and relative URLs to the path', () => {
    expect(pathOf('http://h:8080/a/b?c=1')).toBe('/a/b');
    expect(pathOf('a/b')).toBe('/a/b');
  });

  it('recognises game-gateway paths under /lgw/', () => {
    expect(isLgwPath('/lgw/orders?x=1')).toBe(true);
    expect(isLgwPath('/wps/lgw')).toBe(false);
  });
});
