/**
 * The device id sent with SMS code requests (docs/security.md "SMS limits"): random, made once
 * and kept in local storage across logouts, so the server can hold one browser to its hourly
 * limit even behind a shared IP. Where storage fails the request goes without it and the server
 * counts it under the IP instead.
 */
import { browserStorage, localKey, readJson, writeJson } from '../../utils/storage';

export const SMS_DEVICE_KEY = localKey('smsDevice');
/** What the server accepts (SmsCodeRequest.deviceId). */
const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** This browser's SMS device id, made on first use; undefined where local storage does not keep it. */
export function smsDeviceId(): string | undefined {
  const storage = browserStorage.local();
  const kept = readJson<string>(storage, SMS_DEVICE_KEY);
  if (kept && DEVICE_ID.test(kept)) return kept;
  // getRandomValues, not randomUUID: the latter needs HTTPS, which some merchants' domains lack.
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  writeJson(storage, SMS_DEVICE_KEY, id);
  return readJson<string>(storage, SMS_DEVICE_KEY) ?? undefined;
}
