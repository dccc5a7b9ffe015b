import { CS_KEY_LENGTH, decodeServicePath, encodeServicePath } from '@common/contract/customerServicePath';

describe('customerServicePath', () => {
  it('uses an 8-character key suffix', () => {
    expect(CS_KEY_LENGTH).toBe(8);
    expect(encodeServicePath('https://t.me/x', 'abcdefgh').endsWith('abcdefgh')).toBe(true);
  });

  it.each(['https://t.me/mlobby_help', 'http://chat.example.com/room?id=5&lang=bn', 'tg://resolve?domain=mlobby', 'https://例え.jp/サポート'])(
    'decodes what it encoded: %s',
    (url) => {
      expect(decodeServicePath(encodeServicePath(url, 'Zx9!Qw2#'))).toBe(url);
    },
  );

  it('does not carry the URL in plain sight', () => {
    expect(encodeServicePath('https://t.me/mlobby_help', 'k3y4Tg01')).not.toContain('t.me');
  });

  it('refuses a key that is not 8 characters', () => {
    expect(() => encodeServicePath('https://t.me/x', 'short')).toThrow(RangeError);
  });

  it.each([
    ['empty', ''],
    ['only a key', 'abcdefgh'],
    ['not base64', '%%%%***abcdefgh'],
    ['wrong key', encodeServicePath('https://t.me/x', 'abcdefgh').slice(0, -8) + 'zzzzzzzz'],
  ])('returns null for a malformed path (%s)', (_label, path) => {
    expect(decodeServicePath(path)).toBeNull();
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'file:///etc/passwd', '//evil.example.com', 'ftp://x.example.com'])(
    'rejects a link that is not http(s) or tg: %s',
    (url) => {
      expect(decodeServicePath(encodeServicePath(url, 'abcdefgh'))).toBeNull();
    },
  );

  it('accepts http, https and tg links in any case', () => {
    expect(decodeServicePath(encodeServicePath('HTTPS://T.ME/X', 'abcdefgh'))).toBe('HTTPS://T.ME/X');
    expect(decodeServicePath(encodeServicePath('tg://resolve?domain=x', 'abcdefgh'))).toBe('tg://resolve?domain=x');
  });
});
