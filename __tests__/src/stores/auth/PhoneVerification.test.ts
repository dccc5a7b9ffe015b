import { AccountPath } from '@common/contract/account';
import type { CountryEntry } from '@common/contract/system';
import { TOAST_SMS_SUCCESS_MS } from '../../../../src/config/constants';
import { COUNTRY_PATH } from '../../../../src/stores/auth/PhoneVerification';
import { smsDeviceId } from '../../../../src/stores/auth/smsDevice';
import { sliderRoute } from '../../helpers/accounts';
import { callsTo, createTestStore, type Reply } from '../../helpers/renderApp';
import { AuthStore } from '../../../../src/stores/AuthStore';

const COUNTRIES: CountryEntry[] = [
  { countryCode: 'IN', countryDialingCode: '91', name: 'India' },
  { countryCode: 'BD', countryDialingCode: '880', name: 'Bangladesh' },
];
const EXPIRES = Date.UTC(2030, 0, 1);

async function phoneWith(routes: Record<string, Reply> = {}) {
  const made = await createTestStore({
    routes: {
      [`GET ${COUNTRY_PATH}`]: { success: true, value: COUNTRIES },
      ...sliderRoute(),
      [`POST ${AccountPath.smsLogin}`]: { success: true, value: { expirationTime: EXPIRES } },
      ...routes,
    },
  });
  return { ...made, phone: made.store.feature(AuthStore).phone };
}

describe('PhoneVerification', () => {
  it("preselects the visitor's own country when it is listed", async () => {
    const { phone } = await phoneWith();
    await phone.loadCountries();
    expect(phone.defaultCountry?.countryCode).toBe('BD'); // the fixture status locates the visitor in BD
    expect(phone.country('IN')?.countryDialingCode).toBe('91');
    expect(phone.country('XX')?.countryCode).toBe('BD');
  });

  it('a code may be requested only with a valid number and an answered slider', async () => {
    const { phone } = await phoneWith();
    await phone.loadChallenge();
    expect(phone.canRequest(true)).toBe(false);
    phone.setAnswer({ challengeId: 'slider-1', position: 60 });
    expect(phone.canRequest(false)).toBe(false);
    expect(phone.canRequest(true)).toBe(true);
  });

  it("sends the number with the slider answer and this browser's device id, keeps the expiry, says so, then loads a new challenge", async () => {
    const { phone, fetch, store } = await phoneWith();
    await phone.loadChallenge();
    phone.setAnswer({ challengeId: 'slider-1', position: 61 });
    await expect(phone.requestCode('1712345678', '880')).resolves.toBe(true);
    const [call] = callsTo(fetch, AccountPath.smsLogin, 'POST');
    expect(JSON.parse(String(call.init.body))).toEqual({
      mobileNum: '1712345678',
      countryDialingCode: '880',
      verification: { challengeId: 'slider-1', position: 61 },
      deviceId: smsDeviceId(),
    });
    expect(phone.expiresAt).toBe(EXPIRES);
    expect(store.ui.toasts.map((t) => [t.message, t.durationMs])).toEqual([[{ key: 'sms.sent' }, TOAST_SMS_SUCCESS_MS]]);
    await new Promise((r) => setTimeout(r, 0));
    expect(phone.challenge?.challengeId).toBe('slider-2');
    expect(phone.answer).toBeNull();
  });

  it('a refused request shows the server message and spends the slider answer', async () => {
    const { phone, store } = await phoneWith({ [`POST ${AccountPath.smsLogin}`]: { success: false, message: 'Too many codes' } });
    await phone.loadChallenge();
    phone.setAnswer({ challengeId: 'slider-1', position: 60 });
    await expect(phone.requestCode('1712345678', '880')).resolves.toBe(false);
    expect(store.ui.dialogs.map((d) => d.message)).toEqual([{ text: 'Too many codes' }]);
    expect(phone.expiresAt).toBeNull();
    expect(phone.answer).toBeNull();
  });
});
