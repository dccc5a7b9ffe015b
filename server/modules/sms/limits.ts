/**
 * SMS-pumping defences (docs/security.md "SMS limits"): besides the per-number gap and daily cap,
 * a code request is refused past SMS_MAX_PER_IP_PER_HOUR from its IP, SMS_MAX_PER_DEVICE_PER_HOUR
 * from its device, SMS_MERCHANT_MAX_PER_MINUTE for its merchant, and the merchant's
 * SMS_MERCHANT_DAILY_BUDGET, which also logs an alert. Every count is SQL over sms_codes (all
 * nodes share it) inside the transaction that inserts the code, under the advisory locks of
 * lockSenders, so a parallel burst is admitted exactly up to each limit. Every request counts,
 * delivered or not, so a limit answers the same whether or not a number has an account.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { SmsRetryValue } from '@common/contract/account';
import { ErrorCode, type ErrorCodeValue } from '@common/contract/envelope';
import type { Deps } from '../../context';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import * as repo from './repository';

type LimitDeps = Pick<Deps, 'config'> & { log: FastifyBaseLogger };

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The stable message operators alert on when a merchant's daily SMS budget is spent. */
export const BUDGET_ALERT = 'SMS daily budget reached: codes refused';

/**
 * The device a request is counted under: the id the site keeps in local storage, or, for a client
 * that sends none, its IP, so leaving the id out gives a bot no fresh allowance. A bot that invents
 * ids is still held by the per-IP limit.
 */
export function deviceKey(ip: string, deviceId: string | undefined): string {
  return deviceId ? `id:${deviceId}` : `ip:${ip}`;
}

/** A refusal carrying retryAfter: seconds until `retryAt` (epoch ms), at least 1. */
function retryLater(code: ErrorCodeValue, retryAt: number, now: number): AppError {
  const value: SmsRetryValue = { retryAfter: Math.max(1, Math.ceil((retryAt - now) / 1000)) };
  return new AppError(code, { value, params: { seconds: value.retryAfter } });
}

/** Refuses with `code` when `max` codes with the same key were requested in the window. */
async function windowLimit(tx: Database, by: keyof repo.SendKeys, key: string, window: { ms: number; max: number; now: number }, code: ErrorCodeValue) {
  const sent = await repo.sentSince(tx, by, key, new Date(window.now - window.ms), window.max);
  if (sent.n >= window.max) throw retryLater(code, sent.limitAt!.getTime() + window.ms, window.now);
}

/**
 * Throws the first limit this request would pass, in the order: the number's gap and daily cap
 * (sms.too.frequent), the IP's and the device's hour (sms.limit.reached), the merchant's minute
 * (sms.busy), the merchant's budget (sms.unavailable, logged). Run after lockSenders, in its
 * transaction.
 */
export async function checkLimits(tx: Database, deps: LimitDeps, keys: repo.SendKeys, now: number): Promise<void> {
  const { config } = deps;
  const last = await repo.lastSentAt(tx, keys.phone);
  const gapUntil = last ? last.getTime() + config.smsMinIntervalSeconds * 1000 : 0;
  if (gapUntil > now) throw retryLater(ErrorCode.smsTooFrequent, gapUntil, now);
  await windowLimit(tx, 'phone', keys.phone, { ms: DAY_MS, max: config.smsMaxPerDay, now }, ErrorCode.smsTooFrequent);
  await windowLimit(tx, 'ip', keys.ip, { ms: HOUR_MS, max: config.smsMaxPerIpPerHour, now }, ErrorCode.smsLimitReached);
  await windowLimit(tx, 'device', keys.device, { ms: HOUR_MS, max: config.smsMaxPerDevicePerHour, now }, ErrorCode.smsLimitReached);
  await windowLimit(tx, 'merchantCode', keys.merchantCode, { ms: MINUTE_MS, max: config.smsMerchantMaxPerMinute, now }, ErrorCode.smsBusy);
  const budget = config.smsMerchantDailyBudget;
  const today = await repo.sentSince(tx, 'merchantCode', keys.merchantCode, new Date(now - DAY_MS), budget);
  if (today.n >= budget) {
    // Every refusal logs: a merchant past its budget is either popular or being pumped, and an operator must decide which.
    deps.log.error({ merchantCode: keys.merchantCode, budget }, BUDGET_ALERT);
    throw new AppError(ErrorCode.smsUnavailable);
  }
}
