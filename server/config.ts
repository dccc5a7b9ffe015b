/**
 * Every server setting, read from environment variables with a default (README "Settings" is
 * written from SETTINGS). Settings:
 *
 *   PORT                 TCP port to listen on (8080)
 *   HOST                 interface to bind (0.0.0.0)
 *   DATA_DIR             directory for local data; the embedded database lives in DATA_DIR/pglite (./data)
 *   DATABASE_URL         unset: embedded PGlite under DATA_DIR/pglite; `memory://`: in-memory PGlite
 *                        (tests); `postgres://…`: a PostgreSQL server
 *   DATABASE_POOL_SIZE   connections in the PostgreSQL pool (20)
 *   MERCHANT_CODE        merchant this deployment serves (code in server/seed/merchant.json)
 *   TRIAL_MERCHANT_CODE  merchant code free-trial accounts use (trialCode in the seed file)
 *   SITE_DIR             built member site served under /m (./dist)
 *   CONSOLE_DIR          built operator console served under /console (./dist/console)
 *   LOG_LEVEL            pino level: fatal, error, warn, info, debug, trace, silent (info)
 *   TRUST_PROXY          false; true; or comma-separated proxy addresses/CIDRs (or loopback, linklocal, uniquelocal)
 *   COUNTRY_HEADER       edge header carrying the client's country, read only behind a trusted proxy (cf-ipcountry)
 *   BODY_LIMIT           largest accepted request body in bytes (1048576)
 *   RATE_LIMIT_MAX       requests per client IP per window (600)
 *   RATE_LIMIT_WINDOW_MS rate-limit window in milliseconds (60000)
 *   REDIS_URL            Redis shared by every node for the rate limiter's counters; unset: the database holds them
 *   NODE_ENV             development | production | test (development)
 *   DEMO_DATA            seed the demo merchant, catalogue and home content at start: true, false, or auto (on unless NODE_ENV=production)
 *   DEV_OUTBOX           capture SMS and email in an outbox readable from this machine only (false; refused with NODE_ENV=production)
 *   TEST_CLOCK           a server clock the browser tests move forward (POST /__test/clock from this machine only; false; refused with NODE_ENV=production)
 *   DEMO_ACCOUNTS        with the demo data, seed the README demo accounts: true, false, or auto (on unless NODE_ENV=production)
 *   SESSION_IDLE_MINUTES / SESSION_MAX_HOURS     token idle timeout (30) and absolute lifetime (24)
 *   OPERATOR_IDLE_MINUTES / OPERATOR_SESSION_MAX_HOURS  console session idle timeout (15) and absolute lifetime (12)
 *   OPERATOR_MAX_FAILURES / OPERATOR_LOCK_MINUTES  failed console passwords or codes in a row before the account locks (5), for how long (15)
 *   PASSWORD_MAX_AGE_DAYS                        days before a password counts as expired (180)
 *   CAPTCHA_TTL_SECONDS / CAPTCHA_AFTER_FAILURES captcha lifetime (300) and consecutive failures before it is required (3)
 *   CAPTCHA_POW_WORK     keys a browser derives, on average, to solve a captcha's proof of work (1500)
 *   LOGIN_MAX_FAILURES_PER_HOUR          failed logins of one account before it locks for unrecognised devices (100)
 *   LOGIN_DEVICE_MAX_FAILURES_PER_HOUR   failed logins from one recognised device before it loses its exemption (10)
 *   LOGIN_IP_FREE_FAILURES / LOGIN_IP_MAX_DELAY_SECONDS  failed logins of one IP before its delays start (20), longest delay (60)
 *   SMS_CODE_TTL_SECONDS / SMS_MIN_INTERVAL_SECONDS / SMS_MAX_PER_DAY  SMS code lifetime (300), gap (60), daily cap per number (10)
 *   SMS_MAX_PER_IP_PER_HOUR / SMS_MAX_PER_DEVICE_PER_HOUR  SMS codes requested from one IP (20) or one device (5) per hour
 *   SMS_MERCHANT_MAX_PER_MINUTE / SMS_MERCHANT_DAILY_BUDGET  SMS codes one merchant sends per minute (30) and per 24 hours (2000)
 *   FIREBASE_PROJECT_ID / FIREBASE_JWKS_URL / FIREBASE_JWKS_FILE  Firebase phone sign-in (off while the project is unset)
 *   LOTTERY_SCHEDULER / LOTTERY_FAST_INTERVAL_SECONDS  lottery draws on or off (on); every interval game's period in seconds (unset: its own)
 *   OPEN_ROUND_TIMEOUT_MINUTES  minutes before a house-vendor round left without a result returns its stake (10)
 *   FEED_WORKERS         posting-feed consumers (turnover) run on this process when it holds their lease (on)
 *   PROMOTION_AWARDS     the cashback and rebate award job (settle ended periods, lapse unclaimed awards) runs on this process when it holds its lease (on)
 *   PAYOUT_CHECK_SECONDS how often unanswered and pending withdrawal payouts are sent again or checked (60; 0: never)
 *   BONUS_EXPIRY_CHECK_SECONDS  how often bonuses past their expiry are settled (forfeited unless met) (60; 0: never)
 *   LOYALTY_JOB_SECONDS  how often points past their expiry expire, level rewards lapse and ended race periods pay their prizes (60; 0: never)
 *   PASSWORD_HASH_N      scrypt cost N of new password hashes, a power of two (32768, the OWASP figure; refused below it with NODE_ENV=production)
 *   AGENT_JOB_SECONDS    how often ended agent contract periods are settled and their statements paid once (60; 0: never)
 *   TRANSFER_JOB_SECONDS how often held transfer-wallet transfers are queried and idle vendor balances swept back (5; 0: never)
 *   STORAGE              where uploads go: local (DATA_DIR/uploads), s3, or memory (local)
 *   S3_ENDPOINT / S3_REGION / S3_BUCKET / S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY  the S3-compatible store of STORAGE=s3
 *   CHAT_PROVIDER        the customer-service chat behind CBS3: local (conversations in our database, answered in the console) (local)
 */
import seed from './seed/merchant.json';
import { SCRYPT_DEFAULTS } from './security/scrypt';
import {
  ConfigError, LOG_LEVELS, text, optional, integer, logLevel, trustProxy, redisUrl, databaseUrl,
  autoSwitch, trueFalse, onOff, optionalInteger, powerOfTwo, httpUrl, merchantCode, optionalHttpUrl, storageKind, chatProviderKind,
} from './setting-parsers';

export { ConfigError, type LogLevel, type TrustProxy } from './setting-parsers';

interface SettingSpec<T> {
  env: string;
  default: string | undefined;
  description: string;
  parse: (raw: string | undefined, env: string) => T;
}

const spec = <T>(env: string, def: string | undefined, description: string, parse: SettingSpec<T>['parse']): SettingSpec<T> => ({
  env,
  default: def,
  description,
  parse,
});

const SPECS = {
  port: spec('PORT', '8080', 'TCP port to listen on', integer(0, 65535)),
  host: spec('HOST', '0.0.0.0', 'Interface to bind', text),
  dataDir: spec('DATA_DIR', './data', 'Directory for local data; the embedded database lives in DATA_DIR/pglite', text),
  databaseUrl: spec(
    'DATABASE_URL',
    undefined,
    'Unset: embedded PGlite under DATA_DIR/pglite. `memory://`: in-memory PGlite (tests). `postgres://…`: a PostgreSQL server',
    databaseUrl,
  ),
  databasePoolSize: spec(
    'DATABASE_POOL_SIZE',
    '20',
    'Connections to a PostgreSQL server this process keeps open (PGlite is one connection); above the concurrent requests you expect, so none waits for a connection',
    integer(1, 1_000),
  ),
  merchantCode: spec('MERCHANT_CODE', seed.code, 'Merchant this deployment serves (seeded from server/seed/merchant.json)', merchantCode),
  trialMerchantCode: spec('TRIAL_MERCHANT_CODE', seed.trialCode, 'Merchant code that free-trial accounts use', merchantCode),
  siteDir: spec('SITE_DIR', './dist', 'Built member site (webpack output) served under /m', text),
  consoleDir: spec('CONSOLE_DIR', './dist/console', 'Built operator console (webpack output) served under /console', text),
  logLevel: spec('LOG_LEVEL', 'info', `Log level: ${LOG_LEVELS.join(', ')}`, logLevel),
  trustProxy: spec(
    'TRUST_PROXY',
    'false',
    'Honour X-Forwarded-For, X-Forwarded-Proto (HTTPS, so HSTS) and the country header: false, true (every peer is a proxy), or comma-separated proxy addresses/CIDRs (or loopback, linklocal, uniquelocal)',
    trustProxy,
  ),
  countryHeader: spec(
    'COUNTRY_HEADER',
    'cf-ipcountry',
    "Edge header with the client's ISO country code; read only when TRUST_PROXY is on",
    (raw) => text(raw).toLowerCase(),
  ),
  bodyLimit: spec('BODY_LIMIT', String(1024 * 1024), 'Largest accepted request body, in bytes', integer(1, 1024 * 1024 * 1024)),
  rateLimitMax: spec('RATE_LIMIT_MAX', '600', 'Requests allowed per client IP per window', integer(1, 1_000_000)),
  rateLimitWindowMs: spec('RATE_LIMIT_WINDOW_MS', '60000', 'Rate-limit window, in milliseconds', integer(1000, 86_400_000)),
  redisUrl: spec('REDIS_URL', undefined, "Redis that every node shares for the general rate limiter's counters; unset: the database holds them", redisUrl),
  nodeEnv: spec('NODE_ENV', 'development', 'development, production or test', text),
  demoData: spec('DEMO_DATA', 'auto', 'Seed the demo merchant, catalogue and home content at start: true, false, or auto (on unless NODE_ENV=production)', autoSwitch),
  devOutbox: spec(
    'DEV_OUTBOX',
    'false',
    'Capture SMS and email (codes, reset links) in an outbox that GET /wps/dev/outbox shows to clients on this machine only; never in production',
    trueFalse,
  ),
  testClock: spec(
    'TEST_CLOCK',
    'false',
    'A server clock that POST /__test/clock {advanceMs} from this machine moves forward (cooling-off and reality-check tests); never in production',
    trueFalse,
  ),
  demoAccounts: spec('DEMO_ACCOUNTS', 'auto', 'With the demo data, seed the demo accounts (README): true, false, or auto (on unless NODE_ENV=production)', autoSwitch),
  sessionIdleMinutes: spec('SESSION_IDLE_MINUTES', '30', 'A session token expires after this many minutes without a call', integer(1, 10_080)),
  sessionMaxHours: spec('SESSION_MAX_HOURS', '24', 'A session token expires this many hours after login, however active', integer(1, 8_760)),
  operatorIdleMinutes: spec('OPERATOR_IDLE_MINUTES', '15', 'A console session ends after this many minutes without a call', integer(1, 1_440)),
  operatorSessionMaxHours: spec('OPERATOR_SESSION_MAX_HOURS', '12', 'A console session ends this many hours after login, however active', integer(1, 168)),
  operatorMaxFailures: spec('OPERATOR_MAX_FAILURES', '5', 'Failed console passwords or codes in a row before the operator account locks', integer(1, 100)),
  operatorLockMinutes: spec('OPERATOR_LOCK_MINUTES', '15', 'How long a locked console account stays locked, in minutes', integer(1, 10_080)),
  passwordMaxAgeDays: spec('PASSWORD_MAX_AGE_DAYS', '180', 'Days after which login reports passwordExpired (forced change)', integer(1, 36_500)),
  captchaTtlSeconds: spec('CAPTCHA_TTL_SECONDS', '300', 'Lifetime of a captcha or slider challenge, in seconds', integer(10, 86_400)),
  captchaPowWork: spec(
    'CAPTCHA_POW_WORK',
    '1500',
    'Proof of work per captcha: PBKDF2 keys (1000 iterations each) a solver derives on average, about a second on a phone',
    integer(1, 1_000_000),
  ),
  captchaAfterFailures: spec(
    'CAPTCHA_AFTER_FAILURES',
    '3',
    'Consecutive failed logins of one account or one IP after which login needs a captcha',
    integer(1, 1_000_000),
  ),
  loginMaxFailuresPerHour: spec(
    'LOGIN_MAX_FAILURES_PER_HOUR',
    '100',
    'Failed logins of one account per hour before it is locked, for devices it was never logged in from, until the oldest leaves the hour',
    integer(1, 1_000_000),
  ),
  loginDeviceMaxFailuresPerHour: spec(
    'LOGIN_DEVICE_MAX_FAILURES_PER_HOUR',
    '10',
    'Failed logins from one recognised device of an account per hour before that device is treated as unrecognised',
    integer(1, 1_000_000),
  ),
  loginIpFreeFailures: spec(
    'LOGIN_IP_FREE_FAILURES',
    '20',
    'Failed logins from one IP per hour before each next attempt from it must wait (1 s, doubling)',
    integer(1, 1_000_000),
  ),
  loginIpMaxDelaySeconds: spec(
    'LOGIN_IP_MAX_DELAY_SECONDS',
    '60',
    'The longest wait an IP with many failed logins gets between attempts, in seconds (never a hard block)',
    integer(1, 3_600),
  ),
  smsCodeTtlSeconds: spec('SMS_CODE_TTL_SECONDS', '300', 'Lifetime of an SMS verification code, in seconds', integer(30, 86_400)),
  smsMinIntervalSeconds: spec('SMS_MIN_INTERVAL_SECONDS', '60', 'Least time between two SMS codes to one number, in seconds', integer(1, 86_400)),
  smsMaxPerDay: spec('SMS_MAX_PER_DAY', '10', 'Most SMS codes sent to one number in 24 hours', integer(1, 1_000)),
  smsMaxPerIpPerHour: spec(
    'SMS_MAX_PER_IP_PER_HOUR',
    '20',
    'Most SMS codes requested from one client IP in an hour, whatever the numbers (high enough for a carrier NAT)',
    integer(1, 1_000_000),
  ),
  smsMaxPerDevicePerHour: spec(
    'SMS_MAX_PER_DEVICE_PER_HOUR',
    '5',
    'Most SMS codes requested from one device (the deviceId the site sends; without one, the IP) in an hour',
    integer(1, 1_000_000),
  ),
  smsMerchantMaxPerMinute: spec('SMS_MERCHANT_MAX_PER_MINUTE', '30', 'Most SMS codes one merchant sends in a minute, all clients together', integer(1, 1_000_000)),
  smsMerchantDailyBudget: spec(
    'SMS_MERCHANT_DAILY_BUDGET',
    '2000',
    'Most SMS codes one merchant sends in 24 hours; past it codes are refused and an error is logged for the operators',
    integer(1, 100_000_000),
  ),
  firebaseProjectId: spec('FIREBASE_PROJECT_ID', undefined, 'Firebase project whose phone sign-in ID tokens login accepts; unset turns firebase login off', optional),
  firebaseJwksUrl: spec(
    'FIREBASE_JWKS_URL',
    'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
    "JWKS with the keys that sign Firebase ID tokens (Google's by default)",
    httpUrl,
  ),
  firebaseJwksFile: spec('FIREBASE_JWKS_FILE', undefined, 'A local JWKS file used instead of FIREBASE_JWKS_URL (offline, tests)', optional),
  lotteryScheduler: spec(
    'LOTTERY_SCHEDULER',
    'on',
    'on: this process competes for the lottery leader lease and, as leader, creates, closes, draws and settles issues; off: never (tests drive it)',
    onOff,
  ),
  lotteryFastIntervalSeconds: spec(
    'LOTTERY_FAST_INTERVAL_SECONDS',
    undefined,
    "Unset: each lottery game's own draw interval. A number: every interval game draws that often (close time scaled down, at least 1 s); for demos and process tests",
    optionalInteger(1, 3600),
  ),
  openRoundTimeoutMinutes: spec(
    'OPEN_ROUND_TIMEOUT_MINUTES',
    '10',
    "A house-vendor round whose debit went through but whose result was never stored (a crash mid-round) returns its stake after this many minutes",
    integer(1, 10_080),
  ),
  feedWorkers: spec(
    'FEED_WORKERS',
    'on',
    "on: this process competes for each posting-feed consumer's lease and, as leader, applies new postings (turnover); off: never (tests drive them)",
    onOff,
  ),
  promotionAwards: spec('PROMOTION_AWARDS', 'on', "on: this process competes for the promotion award job's lease and, as leader, settles each ended cashback and rebate period once and lapses awards unclaimed past their claim days; off: never (tests drive it)", onOff),
  payoutCheckSeconds: spec(
    'PAYOUT_CHECK_SECONDS',
    '60',
    'How often this process sends approved withdrawals whose payout was never answered and asks the channel about pending ones; 0: never (tests drive it)',
    integer(0, 86_400),
  ),
  bonusExpiryCheckSeconds: spec('BONUS_EXPIRY_CHECK_SECONDS', '60', 'How often this process (holding the bonus-expiry lease) settles bonuses past their expiry: completed if their wagering was met, otherwise the unmet bonus is forfeited; 0: never (tests drive it)', integer(0, 86_400)),
  loyaltyJobSeconds: spec('LOYALTY_JOB_SECONDS', '60', 'How often this process (holding the loyalty job lease) expires points past their lifetime (oldest first), lapses unclaimed level rewards and pays the prizes of ended race periods once; 0: never (tests drive it)', integer(0, 86_400)),
  passwordHashN: spec('PASSWORD_HASH_N', String(SCRYPT_DEFAULTS.N), 'scrypt cost N (a power of two) of the password hashes written from now on; stored hashes keep their own. The OWASP figure by default and at least that with NODE_ENV=production; the test helpers lower it, as hashing at full cost is most of what a registration or an operator costs a test', powerOfTwo(1_024, 1_048_576)),
  transferJobSeconds: spec('TRANSFER_JOB_SECONDS', '5', 'How often this process queries the transfer-wallet transfers whose outcome is held unknown (completing or reversing each once) and brings back money idle at a vendor past TRANSFER_IDLE_MINUTES (docs/transfer-wallet.md); every process may run it, each transfer is claimed in the database; 0: never (tests drive it)', integer(0, 86_400)),
  agentJobSeconds: spec('AGENT_JOB_SECONDS', '60', 'How often this process (holding the agent job lease) settles ended agent contract periods bottom-up and pays each statement once (docs/agents.md); 0: never (tests drive it)', integer(0, 86_400)),
  storage: spec(
    'STORAGE',
    'local',
    'Where uploaded files (identity documents, payment proofs) are kept: local (DATA_DIR/uploads), s3 (the S3_* settings), or memory (gone at exit; what an in-memory database or NODE_ENV=test gets)',
    storageKind,
  ),
  s3Endpoint: spec('S3_ENDPOINT', undefined, 'STORAGE=s3: the store\'s base URL (https://s3.<region>.amazonaws.com, or a MinIO/R2 URL); objects are at <endpoint>/<bucket>/<key>', optionalHttpUrl),
  s3Region: spec('S3_REGION', 'us-east-1', 'STORAGE=s3: the region requests are signed for (SigV4)', text),
  s3Bucket: spec('S3_BUCKET', undefined, 'STORAGE=s3: the bucket; keep it private (the server hands out its own signed links)', optional),
  s3AccessKeyId: spec('S3_ACCESS_KEY_ID', undefined, 'STORAGE=s3: access key id of a credential allowed to put, get and delete in the bucket', optional),
  s3SecretAccessKey: spec('S3_SECRET_ACCESS_KEY', undefined, 'STORAGE=s3: the secret of that access key', optional),
  chatProvider: spec('CHAT_PROVIDER', 'local', 'The customer-service chat behind CBS3: local (conversations kept in our database, answered from the console)', chatProviderKind),
};

/** The server's settings, one field per entry of SETTINGS. */
export type AppConfig = { readonly [K in keyof typeof SPECS]: ReturnType<(typeof SPECS)[K]['parse']> };

/** One documented setting: environment variable, default (undefined: unset) and meaning. */
export interface SettingDoc {
  env: string;
  default: string | undefined;
  description: string;
}

/** Every setting with its default, in README order. */
export const SETTINGS: readonly SettingDoc[] = Object.values(SPECS).map(({ env, default: def, description }) => ({
  env,
  default: def,
  description,
}));

/** Reads every setting from env (empty strings count as unset); throws ConfigError naming a bad one. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const config: Record<string, unknown> = {};
  for (const [key, s] of Object.entries(SPECS) as [string, SettingSpec<unknown>][]) {
    const raw = env[s.env] === undefined || env[s.env] === '' ? s.default : env[s.env];
    config[key] = s.parse(raw, s.env);
  }
  // The outbox shows one-time codes and reset links: a deployment must never be able to serve it.
  if (config.devOutbox === true && config.nodeEnv === 'production') throw new ConfigError('DEV_OUTBOX cannot be true when NODE_ENV=production');
  // A movable clock would let anyone on the host skip cooling-off periods and expiries.
  if (config.testClock === true && config.nodeEnv === 'production') throw new ConfigError('TEST_CLOCK cannot be true when NODE_ENV=production');
  if ((config.passwordHashN as number) < SCRYPT_DEFAULTS.N && config.nodeEnv === 'production') throw new ConfigError(`PASSWORD_HASH_N cannot be below ${SCRYPT_DEFAULTS.N} when NODE_ENV=production`);
  if (config.storage === 's3') {
    const missing = ['s3Endpoint', 's3Bucket', 's3AccessKeyId', 's3SecretAccessKey'].filter((key) => config[key] === undefined);
    if (missing.length) throw new ConfigError(`STORAGE=s3 needs ${missing.map((key) => SPECS[key as keyof typeof SPECS].env).join(', ')}`);
  }
  return config as AppConfig;
}
