import { ErrorCode } from '@common/contract/envelope';
import { messageFor } from '../../../server/i18n/messages';

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

  it('reads the Language header case-insensitively and falls back to English', () => {
    expect(messageFor(ErrorCode.maintenance, 'bn')).toBe(messageFor(ErrorCode.maintenance, 'BN'));
    expect(messageFor(ErrorCode.maintenance, 'CN')).toBe(messageFor(ErrorCode.maintenance, 'EN'));
    expect(messageFor(ErrorCode.maintenance, undefined)).toBe(messageFor(ErrorCode.maintenance, 'EN'));
  });
});
