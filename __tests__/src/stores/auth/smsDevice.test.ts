import { SMS_DEVICE_KEY, smsDeviceId } from '../../../../src/stores/auth/smsDevice';

describe('SMS device id', () => {
  beforeEach(() => window.localStorage.clear());

  it('is made once, in the form the server accepts, and kept in local storage for every later request', () => {
    const id = smsDeviceId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(smsDeviceId()).toBe(id);
    expect(JSON.parse(window.localStorage.getItem(SMS_DEVICE_KEY)!)).toBe(id);
  });

  it('replaces a stored value the server would refuse', () => {
    window.localStorage.setItem(SMS_DEVICE_KEY, JSON.stringify('bad id'));
    expect(smsDeviceId()).toMatch(/^[0-9a-f]{32}$/);
  });

  it('is left out where local storage keeps nothing, so the server counts the request under its IP', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      expect(smsDeviceId()).toBeUndefined();
    } finally {
      setItem.mockRestore();
    }
  });
});
