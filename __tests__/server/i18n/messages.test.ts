import { ErrorCode } from '@common/contract/envelope';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { errorKey, interpolate, messageFor } from '../../../server/i18n/messages';

describe('messageFor', () => {
  /** Every code the server may send has its own text in both languages. */
  const SERVER_CODES = Object.values(ErrorCode);

  it.each(SERVER_CODES)('has its own English and Bengali text for %s', (code) => {
    const en = messageFor(code, 'EN');
    const bn = messageFor(code, 'BN');
    if (code !== ErrorCode.unknown) expect(en).not.toBe(messageFor(ErrorCode.unknown, 'EN'));
    expect(bn).not.toBe(en);
    expect(bn).toMatch(/[\u0980-\u09FF]/);
  });

  it('fills {placeholders} from params', () => {
    expect(messageFor(ErrorCode.requestTooLarge, 'EN', { limit: 1024 })).toBe('The request is too large (limit 1024 bytes).');
  });

  it('fills {{ name }} with spaces inside as i18next does, and leaves names without a param as they are', () => {
    expect(interpolate('Wait {{ seconds }} s, {{seconds}} s; {{other}}', { seconds: 30 })).toBe('Wait 30 s, 30 s; {{other}}');
  });

  it('reads the Language header case-insensitively and falls back to English', () => {
    expect(messageFor(ErrorCode.maintenance, 'bn')).toBe(messageFor(ErrorCode.maintenance, 'BN'));
    expect(messageFor(ErrorCode.maintenance, 'XX')).toBe(messageFor(ErrorCode.maintenance, 'EN'));
    expect(messageFor(ErrorCode.maintenance, undefined)).toBe(messageFor(ErrorCode.maintenance, 'EN'));
  });
});

describe('words in messages', () => {
  it("puts a param that names a word in the request's language (a limit's period), and leaves other params as they are", () => {
    expect(messageFor(ErrorCode.protectionLossLimit, 'EN', { period: 'day' })).toBe('This bet could take you over your 24-hour loss limit, so it was not placed.');
    expect(messageFor(ErrorCode.protectionDepositLimit, 'BN', { period: 'week' })).toContain('৭ দিন');
    expect(messageFor(ErrorCode.protectionTimeOut, 'EN', { until: '2027-05-26 14:00 UTC' })).toBe('You are taking a break until 2027-05-26 14:00 UTC.');
  });
});

describe('server messages live in locales/ (errors namespace)', () => {
  const locale = (code: string) => JSON.parse(readFileSync(path.resolve(__dirname, '../../../locales', `${code}.json`), 'utf8')) as { errors: Record<string, string> };
  const codes = Object.values(ErrorCode);

  it('gives every error code its own key, and English a text for each', () => {
    const keys = codes.map(errorKey);
    expect(new Set(keys).size).toBe(codes.length);
    const english = locale('en').errors;
    expect(keys.filter((key) => !english[key])).toEqual([]);
    expect(Object.keys(english).sort()).toEqual([...keys].sort());
  });

  it.each([
    ['VI', 'vi'],
    ['TH', 'th'],
    ['AR', 'ar'],
    ['CN', 'zh-CN'],
    ['pt', 'pt'],
  ])('answers a %s request from locales/%s.json', (header, file) => {
    expect(messageFor(ErrorCode.maintenance, header)).toBe(locale(file).errors[errorKey(ErrorCode.maintenance)]);
    expect(messageFor(ErrorCode.maintenance, header)).not.toBe(messageFor(ErrorCode.maintenance, 'EN'));
  });

  it('fills placeholders in every language', () => {
    expect(messageFor(ErrorCode.accountLocked, 'DE', { minutes: 15 })).toContain('15');
    expect(messageFor(ErrorCode.accountLocked, 'JA', { minutes: 15 })).not.toMatch(/\{\{/);
  });
});
