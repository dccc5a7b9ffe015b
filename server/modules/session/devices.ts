/**
 * Device tokens (OWASP "device cookies"): a successful login hands the device a token bound to
 * the account it logged in to; the next login from that device presents it and is recognised, so
 * an attacker's guesses from elsewhere, which lock the account for unrecognised devices, do not
 * lock its owner out (attempts.ts). The token is `id.mac`: the mac (keyring HMAC over merchant,
 * account and id) makes it unforgeable without any table; the id names the device in
 * login_attempts, so a stolen token that keeps failing loses its exemption.
 */
import { randomToken, sameDigest } from '../../security/tokens';
import type { Deps } from '../../context';

type DeviceDeps = Pick<Deps, 'keyring'>;

const ID = /^[A-Za-z0-9_-]{22}$/;
const macOf = (deps: DeviceDeps, merchantCode: string, account: string, id: string) => deps.keyring.hmac(`device:${merchantCode}:${account}:${id}`);

/** A new device token for the account (`account` as login_attempts keys it). */
export function issueDeviceToken(deps: DeviceDeps, merchantCode: string, account: string): string {
  const id = randomToken(16);
  return `${id}.${macOf(deps, merchantCode, account, id)}`;
}

/** The device id of a token issued for this account, or null for none, another account's or a forged one. */
export function recognisedDevice(deps: DeviceDeps, merchantCode: string, account: string, token: string | undefined): string | null {
  const [id, mac, extra] = (token ?? '').split('.');
  if (!id || !mac || extra !== undefined || !ID.test(id)) return null;
  return sameDigest(mac, macOf(deps, merchantCode, account, id)) ? id : null;
}
