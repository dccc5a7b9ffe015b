import { DEVICE_TOKENS_KEY, DEVICE_TOKENS_MAX, deviceTokenFor, keepDeviceToken } from '../../../../src/stores/auth/deviceTokens';

describe('device tokens', () => {
  beforeEach(() => window.localStorage.clear());

  it('gives back the token an earlier login of the same account kept, whatever the username case', () => {
    keepDeviceToken({ type: 'username', username: 'Alice01' }, 'tok-a');
    expect(deviceTokenFor({ type: 'username', username: ' alice01 ' })).toBe('tok-a');
    expect(deviceTokenFor({ type: 'username', username: 'bob0001' })).toBeUndefined();
  });

  it('keeps a number login apart from a username login', () => {
    keepDeviceToken({ type: 'sms', countryDialingCode: '880', mobileNum: '1712345678' }, 'tok-p');
    expect(deviceTokenFor({ type: 'sms', countryDialingCode: '880', mobileNum: '1712345678' })).toBe('tok-p');
    expect(deviceTokenFor({ type: 'username', username: '8801712345678' })).toBeUndefined();
  });

  it(`remembers at most DEVICE_TOKENS_MAX accounts, dropping the oldest`, () => {
    for (let i = 0; i <= DEVICE_TOKENS_MAX; i++) keepDeviceToken({ type: 'username', username: `user${i}` }, `tok${i}`);
    expect(Object.keys(JSON.parse(window.localStorage.getItem(DEVICE_TOKENS_KEY)!))).toHaveLength(DEVICE_TOKENS_MAX);
    expect(deviceTokenFor({ type: 'username', username: 'user0' })).toBeUndefined();
    expect(deviceTokenFor({ type: 'username', username: `user${DEVICE_TOKENS_MAX}` })).toBe(`tok${DEVICE_TOKENS_MAX}`);
  });

  it('keeps nothing for a login without a token or a firebase login', () => {
    keepDeviceToken({ type: 'username', username: 'alice01' }, undefined);
    keepDeviceToken({ type: 'firebase' }, 'tok-f');
    expect(window.localStorage.getItem(DEVICE_TOKENS_KEY)).toBeNull();
  });
});
