import { ConfigError, SETTINGS, loadConfig } from '../../server/config';

describe('loadConfig', () => {
  it('gives every setting its documented default when the environment is empty', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      databasePoolSize: 20,
      merchantCode: 'MLOBBY',
      trialMerchantCode: 'MLOBBYTRIAL',
      siteDir: './dist',
      consoleDir: './dist/console',
      logLevel: 'info',
      trustProxy: false,
      countryHeader: 'cf-ipcountry',
      bodyLimit: 1_048_576,
      rateLimitMax: 600,
      rateLimitWindowMs: 60_000,
      redisUrl: undefined,
      nodeEnv: 'development',
      demoData: 'auto',
      devOutbox: false,
      testClock: false,
      demoAccounts: 'auto',
      sessionIdleMinutes: 30,
      sessionMaxHours: 24,
      passwordMaxAgeDays: 180,
      captchaTtlSeconds: 300,
      captchaPowWork: 1500,
      captchaAfterFailures: 3,
      loginMaxFailuresPerHour: 100,
      loginDeviceMaxFailuresPerHour: 10,
      loginIpFreeFailures: 20,
      loginIpMaxDelaySeconds: 60,
      smsCodeTtlSeconds: 300,
      smsMinIntervalSeconds: 60,
      smsMaxPerDay: 10,
      smsMaxPerIpPerHour: 20,
      smsMaxPerDevicePerHour: 5,
      smsMerchantMaxPerMinute: 30,
      smsMerchantDailyBudget: 2000,
      firebaseProjectId: undefined,
      firebaseJwksUrl: 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
      firebaseJwksFile: undefined,
      lotteryScheduler: true,
      lotteryFastIntervalSeconds: undefined,
      openRoundTimeoutMinutes: 10,
      operatorIdleMinutes: 15,
      operatorLockMinutes: 15,
      operatorMaxFailures: 5,
      operatorSessionMaxHours: 12,
      feedWorkers: true,
      promotionAwards: true,
      payoutCheckSeconds: 60,
      bonusExpiryCheckSeconds: 60,
      loyaltyJobSeconds: 60,
      agentJobSeconds: 60,
      transferJobSeconds: 5,
      passwordHashN: 32768,
      storage: 'local',
      s3Endpoint: undefined,
      s3Region: 'us-east-1',
      s3Bucket: undefined,
      s3AccessKeyId: undefined,
      s3SecretAccessKey: undefined,
      chatProvider: 'local',
    });
  });

  it('reads the lottery settings: the scheduler on or off, and a fast draw interval in seconds', () => {
    expect(loadConfig({ LOTTERY_SCHEDULER: 'off', LOTTERY_FAST_INTERVAL_SECONDS: '2' })).toMatchObject({ lotteryScheduler: false, lotteryFastIntervalSeconds: 2 });
    expect(loadConfig({ FEED_WORKERS: 'off' })).toMatchObject({ feedWorkers: false });
    expect(loadConfig({ PROMOTION_AWARDS: 'off' })).toMatchObject({ promotionAwards: false });
    expect(loadConfig({ PAYOUT_CHECK_SECONDS: '0' })).toMatchObject({ payoutCheckSeconds: 0 });
    expect(() => loadConfig({ PAYOUT_CHECK_SECONDS: '-1' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOTTERY_SCHEDULER: 'maybe' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOTTERY_FAST_INTERVAL_SECONDS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ CHAT_PROVIDER: 'zendesk' })).toThrow('CHAT_PROVIDER');
  });

  it('reads DATABASE_POOL_SIZE, at least one connection', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '32' }).databasePoolSize).toBe(32);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow('DATABASE_POOL_SIZE');
  });

  it('reads OPEN_ROUND_TIMEOUT_MINUTES, at least a minute and at most a week', () => {
    expect(loadConfig({ OPEN_ROUND_TIMEOUT_MINUTES: '30' }).openRoundTimeoutMinutes).toBe(30);
    expect(() => loadConfig({ OPEN_ROUND_TIMEOUT_MINUTES: '0' })).toThrow('OPEN_ROUND_TIMEOUT_MINUTES');
    expect(() => loadConfig({ OPEN_ROUND_TIMEOUT_MINUTES: '10081' })).toThrow(ConfigError);
  });

  it('reads each setting from its environment variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/mlobby',
      DATABASE_URL: 'postgres://app@db:5432/mlobby',
      MERCHANT_CODE: 'ACME',
      TRIAL_MERCHANT_CODE: 'ACME_TRIAL',
      SITE_DIR: '/srv/site',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      COUNTRY_HEADER: 'X-Country',
      BODY_LIMIT: '2048',
      RATE_LIMIT_MAX: '50',
      RATE_LIMIT_WINDOW_MS: '1000',
      REDIS_URL: 'redis://cache:6379/2',
      NODE_ENV: 'production',
      DEMO_DATA: 'false',
      DEMO_ACCOUNTS: 'true',
      SESSION_IDLE_MINUTES: '15',
      SESSION_MAX_HOURS: '12',
      PASSWORD_MAX_AGE_DAYS: '90',
      CAPTCHA_TTL_SECONDS: '120',
      CAPTCHA_POW_WORK: '3000',
      CAPTCHA_AFTER_FAILURES: '5',
      LOGIN_MAX_FAILURES_PER_HOUR: '50',
      LOGIN_DEVICE_MAX_FAILURES_PER_HOUR: '4',
      LOGIN_IP_FREE_FAILURES: '30',
      LOGIN_IP_MAX_DELAY_SECONDS: '120',
      SMS_CODE_TTL_SECONDS: '600',
      SMS_MIN_INTERVAL_SECONDS: '30',
      SMS_MAX_PER_DAY: '5',
      SMS_MAX_PER_IP_PER_HOUR: '40',
      SMS_MAX_PER_DEVICE_PER_HOUR: '3',
      SMS_MERCHANT_MAX_PER_MINUTE: '100',
      SMS_MERCHANT_DAILY_BUDGET: '50000',
      FIREBASE_PROJECT_ID: 'mlobby-demo',
      FIREBASE_JWKS_URL: 'https://keys.example/jwks.json',
      FIREBASE_JWKS_FILE: '/etc/mlobby/jwks.json',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/var/lib/mlobby',
      databaseUrl: 'postgres://app@db:5432/mlobby',
      merchantCode: 'ACME',
      trialMerchantCode: 'ACME_TRIAL',
      siteDir: '/srv/site',
      logLevel: 'warn',
      trustProxy: true,
      countryHeader: 'x-country',
      bodyLimit: 2048,
      rateLimitMax: 50,
      rateLimitWindowMs: 1000,
      redisUrl: 'redis://cache:6379/2',
      nodeEnv: 'production',
      demoData: false,
      devOutbox: false,
      demoAccounts: true,
      sessionIdleMinutes: 15,
      sessionMaxHours: 12,
      passwordMaxAgeDays: 90,
      captchaTtlSeconds: 120,
      captchaPowWork: 3000,
      captchaAfterFailures: 5,
      loginMaxFailuresPerHour: 50,
      loginDeviceMaxFailuresPerHour: 4,
      loginIpFreeFailures: 30,
      loginIpMaxDelaySeconds: 120,
      smsCodeTtlSeconds: 600,
      smsMinIntervalSeconds: 30,
      smsMaxPerDay: 5,
      smsMaxPerIpPerHour: 40,
      smsMaxPerDevicePerHour: 3,
      smsMerchantMaxPerMinute: 100,
      smsMerchantDailyBudget: 50000,
      firebaseProjectId: 'mlobby-demo',
      firebaseJwksUrl: 'https://keys.example/jwks.json',
      firebaseJwksFile: '/etc/mlobby/jwks.json',
    });
  });

  it('refuses TEST_CLOCK=true with NODE_ENV=production: no deployment can skip a cooling-off', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK: 'true' })).toThrow(ConfigError);
    expect(loadConfig({ TEST_CLOCK: 'true' }).testClock).toBe(true);
  });

  it('refuses PASSWORD_HASH_N below the OWASP cost with NODE_ENV=production, and any value not a power of two', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_N: '16384' })).toThrow(/PASSWORD_HASH_N cannot be below 32768/);
    expect(loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_N: '65536' }).passwordHashN).toBe(65_536);
    expect(loadConfig({ PASSWORD_HASH_N: '1024' }).passwordHashN).toBe(1_024);
    expect(() => loadConfig({ PASSWORD_HASH_N: '3000' })).toThrow(/PASSWORD_HASH_N must be a power of two/);
    expect(() => loadConfig({ PASSWORD_HASH_N: '512' })).toThrow(ConfigError);
  });

  it('refuses DEV_OUTBOX=true with NODE_ENV=production: a deployment can never serve one-time codes', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: 'true' })).toThrow(ConfigError);
    expect(loadConfig({ DEV_OUTBOX: 'true' }).devOutbox).toBe(true);
    expect(() => loadConfig({ DEV_OUTBOX: 'yes' })).toThrow(/DEV_OUTBOX must be true or false/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it('accepts memory:// as the in-memory database', () => {
    expect(loadConfig({ DATABASE_URL: 'memory://' }).databaseUrl).toBe('memory://');
  });

  it.each([
    ['false', false],
    ['0', false],
    ['true', true],
    ['1', true],
    ['10.0.0.1, 192.168.0.0/16', '10.0.0.1,192.168.0.0/16'],
    ['loopback,uniquelocal', 'loopback,uniquelocal'],
  ])('reads TRUST_PROXY=%s as %p', (raw, expected) => {
    expect(loadConfig({ TRUST_PROXY: raw }).trustProxy).toBe(expected);
  });

  it.each([
    ['PORT', 'http'],
    ['PORT', '70000'],
    ['BODY_LIMIT', '-1'],
    ['LOG_LEVEL', 'verbose'],
    ['DATABASE_URL', 'mysql://db/x'],
    ['TRUST_PROXY', '2 hops'],
    ['MERCHANT_CODE', 'has space'],
    ['DEMO_ACCOUNTS', 'sometimes'],
    ['SESSION_IDLE_MINUTES', '0'],
    ['FIREBASE_JWKS_URL', 'file:///etc/jwks.json'],
    ['REDIS_URL', 'http://cache:6379'],
  ])('refuses %s=%s with an error naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});

describe('SETTINGS', () => {
  it('documents every setting loadConfig reads, each with a description', () => {
    const names = SETTINGS.map((s) => s.env);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toHaveLength(Object.keys(loadConfig({})).length);
    for (const s of SETTINGS) expect(s.description.length).toBeGreaterThan(10);
  });

  it('lists the defaults the server uses', () => {
    const byName = Object.fromEntries(SETTINGS.map((s) => [s.env, s.default]));
    expect(byName).toMatchObject({ PORT: '8080', HOST: '0.0.0.0', DATA_DIR: './data', SITE_DIR: './dist', MERCHANT_CODE: 'MLOBBY' });
    expect(byName.DATABASE_URL).toBeUndefined();
    // The shared operator token is gone: operators log in, automation uses API keys (docs/console.md).
    expect(Object.keys(byName)).not.toContain('ADMIN_TOKEN');
  });
});
