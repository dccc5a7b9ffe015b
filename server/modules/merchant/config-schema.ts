/**
 * TypeBox schemas of a merchant's stored configuration and of the seed file. The wire types in
 * common/contract/system.ts stay the source of the public shapes: the system module assigns these values
 * to SystemInfo and friends, so the compiler refuses any drift between the two.
 */
import { Type, type Static } from '@sinclair/typebox';
import { COLOUR_PATTERN } from '@common/contract/consoleMerchant';

/** ISO 3166-1 alpha-2 country code, upper case. */
export const CountryCode = Type.String({ pattern: '^[A-Z]{2}$' });

export const Colour = Type.String({ pattern: COLOUR_PATTERN });

export const WhitelabelSchema = Type.Object({
  AGENTPOLICY3: Type.Boolean(),
  PTSYS3: Type.Boolean(),
  MISSIONLB3: Type.Boolean(),
  CBS3: Type.Boolean(),
  REWCEN3: Type.Boolean(),
  smsLogin: Type.Boolean(),
  passwordReset: Type.Boolean(),
  googleSignIn: Type.Boolean(),
  facebookSignIn: Type.Boolean(),
});

/** A channel's plain URL; the system calls send it encoded as a keyed path (common/contract/customerServicePath.ts). */
export const CustomerServiceSchema = Type.Object({
  csType: Type.Union([Type.Literal('MIDUOKE'), Type.Literal('TELEGRAM'), Type.Literal('TELEGRAM2'), Type.Literal('FACEBOOK')]),
  title: Type.String({ minLength: 1, maxLength: 64 }),
  url: Type.String({ pattern: '^(https?:|tg:|fb-messenger:)', maxLength: 2000 }),
});

export const RegisterFieldNameSchema = Type.Union([
  Type.Literal('username'),
  Type.Literal('password'),
  Type.Literal('confirmPassword'),
  Type.Literal('email'),
  Type.Literal('mobile'),
  Type.Literal('nickname'),
  Type.Literal('realName'),
  Type.Literal('birthday'),
  Type.Literal('referrerCode'),
  Type.Literal('captcha'),
  Type.Literal('transactionPassword'),
]);

export const RegisterSettingsSchema = Type.Object({
  fields: Type.Array(Type.Object({ name: RegisterFieldNameSchema, show: Type.Boolean(), required: Type.Boolean() })),
  minAge: Type.Integer({ minimum: 0 }),
});

/** What the merchants.config column holds. */
export const DownloadResourceSchema = Type.Object({ resourceType: Type.String({ minLength: 1, maxLength: 32 }), url: Type.String({ pattern: '^https?://', maxLength: 2000 }) });

export const MerchantConfigSchema = Type.Object({
  languages: Type.Array(Type.String({ minLength: 2 }), { minItems: 1 }),
  defaultLanguage: Type.String({ minLength: 2 }),
  template: Type.Union([Type.Literal('dark'), Type.Literal('light')]),
  theme: Type.Object({ themeColor: Colour, backgroundColor: Colour }),
  whitelabel: WhitelabelSchema,
  mobileTemplate: Type.Object({ mem_cen: Type.String(), dep_func: Type.String() }),
  customerService: Type.Array(CustomerServiceSchema),
  resources: Type.Array(DownloadResourceSchema),
  register: RegisterSettingsSchema,
  domainRoute: Type.Object({ mainDomain: Type.String({ minLength: 1 }), domains: Type.Array(Type.String()) }),
  paths: Type.Object({ base: Type.String(), api: Type.String(), icons: Type.String() }),
  imageCDNs: Type.Array(Type.String()),
  /** Refuse a session token used from another IP than the login's (token_ip_different); absent means false. */
  bindTokenToIp: Type.Optional(Type.Boolean()),
  /** How a launch of a transfer-wallet vendor's game moves money (docs/transfer-wallet.md); absent means DEFAULT_TRANSFER_LAUNCH_MODE. */
  transferLaunchMode: Type.Optional(Type.Union([Type.Literal('all'), Type.Literal('choose')])),
});
export type MerchantConfig = Static<typeof MerchantConfigSchema>;

/** Blocked countries and CIDR ranges as given by an operator (validated further by the service). */
export const RegionRestrictionSchema = Type.Object(
  {
    blockedCountries: Type.Array(CountryCode, { maxItems: 300, uniqueItems: true }),
    blockedCidrs: Type.Array(Type.String({ minLength: 2, maxLength: 64 }), { maxItems: 1000 }),
  },
  { additionalProperties: false },
);

/** server/seed/merchant.json. */
export const MerchantSeedSchema = Type.Object({
  code: Type.String({ pattern: '^[A-Za-z0-9_]{2,32}$' }),
  trialCode: Type.String({ pattern: '^[A-Za-z0-9_]{2,32}$' }),
  name: Type.String({ minLength: 1 }),
  maintenance: Type.Boolean(),
  regionRestriction: RegionRestrictionSchema,
  config: MerchantConfigSchema,
});
export type MerchantSeed = Static<typeof MerchantSeedSchema>;
