/**
 * The console's merchant settings: the settings view, the configuration patches each screen
 * section sends, and creating a merchant from a template. Every change goes through
 * updateMerchantConfig (one locked transaction, audited with the changed fields, caches invalidated).
 */
import { sql } from 'drizzle-orm';
import type { Branding, MerchantSettings, MerchantSummary, NewMerchantRequest, RegisterFieldsRequest } from '@common/contract/consoleMerchant';
import { ErrorCode } from '@common/contract/envelope';
import type { Whitelabel } from '@common/contract/system';
import { isOfferedLanguage } from '@common/rules/languages';
import { DEFAULT_TRANSFER_LAUNCH_MODE } from '@common/rules/transfers';
import type { Database } from '../../db/connection';
import { invalidate } from '../../db/process-cache';
import { AppError } from '../../http/envelope';
import { recordAudit, type Actor } from '../audit';
import type { MerchantConfig } from './config-schema';
import { allMerchants, findByAnyCode, findByCode, insertIfMissing, type Merchant } from './repository';
import { merchantSeed } from './seed';
import { MERCHANT_CACHE_SCOPE, merchantSubject, normalizeRestriction } from './service';

const invalid = (field: string, detail: string) => new AppError(ErrorCode.requestInvalid, { status: 400, params: { field, detail } });

/** Refuses a merchant's operator (403 operator.platform.only) what applies to every merchant: games, vendor credentials, lottery games. */
export function requirePlatformWide(scope: string | null): void {
  if (scope !== null) throw new AppError(ErrorCode.operatorPlatformOnly, { status: 403 });
}

export function summaryOf(m: Merchant): MerchantSummary {
  return { code: m.code, trialCode: m.trialCode, name: m.name, maintenance: m.maintenance };
}

/** The settings screen's view of a merchant. */
export function settingsOf(m: Merchant): MerchantSettings {
  const c = m.config;
  return {
    ...summaryOf(m),
    regionRestriction: m.regionRestriction,
    whitelabel: c.whitelabel,
    languages: c.languages,
    defaultLanguage: c.defaultLanguage,
    branding: { template: c.template, themeColor: c.theme.themeColor, backgroundColor: c.theme.backgroundColor },
    customerService: c.customerService,
    downloads: c.resources,
    register: c.register,
    transferLaunchMode: c.transferLaunchMode ?? DEFAULT_TRANSFER_LAUNCH_MODE,
  };
}

/** The merchants an operator scoped to `scope` (null: platform-wide) may see, in code order. */
export async function merchantsInScope(db: Database, scope: string | null): Promise<MerchantSummary[]> {
  if (scope !== null) {
    const own = await findByCode(db, scope);
    return own ? [summaryOf(own)] : [];
  }
  return (await allMerchants(db)).map(summaryOf);
}

/**
 * The merchant a console call acts on: a merchant's operator acts on its own (naming another is
 * 404 merchant.invalid, as an unknown code); a platform-wide operator must name one.
 */
export function merchantInScope(scope: string | null, named: string | undefined): string {
  if (scope !== null) {
    if (named !== undefined && named !== scope) throw new AppError(ErrorCode.merchantInvalid, { status: 404, params: { merchant: named } });
    return scope;
  }
  if (named === undefined) throw invalid('merchantCode', 'a platform-wide operator names the merchant');
  return named;
}

export function withWhitelabel(patch: Partial<Whitelabel>) {
  return (config: MerchantConfig): MerchantConfig => ({ ...config, whitelabel: { ...config.whitelabel, ...patch } });
}

/** Applies field switches (a hidden field is never required) and the minimum age. */
export function withRegisterFields(request: RegisterFieldsRequest) {
  return (config: MerchantConfig): MerchantConfig => {
    const fields = config.register.fields.map((field) => {
      const change = request.fields.find((c) => c.name === field.name);
      return change ? { name: field.name, show: change.show, required: change.show && change.required } : field;
    });
    return { ...config, register: { fields, minAge: request.minAge ?? config.register.minAge } };
  };
}

/** Offered languages: each one the platform has, no repeats, the default among them. */
export function withLanguages(languages: string[], defaultLanguage: string) {
  languages.forEach((code, i) => {
    if (!isOfferedLanguage(code)) throw invalid(`languages[${i}]`, `"${code}" is not a language the platform offers`);
  });
  if (new Set(languages).size !== languages.length) throw invalid('languages', 'a language is listed twice');
  if (!languages.includes(defaultLanguage)) throw invalid('defaultLanguage', `"${defaultLanguage}" is not among the offered languages`);
  return (config: MerchantConfig): MerchantConfig => ({ ...config, languages, defaultLanguage });
}

export function withBranding(branding: Branding) {
  return (config: MerchantConfig): MerchantConfig => ({
    ...config,
    template: branding.template,
    theme: { themeColor: branding.themeColor.toLowerCase(), backgroundColor: branding.backgroundColor.toLowerCase() },
  });
}

/** Download links keyed by resourceType: one link per type. */
export function withDownloads(links: MerchantConfig['resources']) {
  if (new Set(links.map((l) => l.resourceType)).size !== links.length) throw invalid('links', 'a resourceType is listed twice');
  return (config: MerchantConfig): MerchantConfig => ({ ...config, resources: links });
}

/**
 * Creates a merchant with the configuration of `copyFrom` (an existing merchant) or of the seed's
 * template, in maintenance until its owner opens it. merchant.exists when the code or trial code
 * is taken (by either column of any merchant).
 */
export async function createMerchant(db: Database, request: NewMerchantRequest, who: Actor): Promise<Merchant> {
  const trialCode = request.trialCode ?? `${request.code}TRIAL`;
  if (trialCode === request.code) throw invalid('trialCode', 'the trial code must differ from the code');
  let config = merchantSeed().config;
  if (request.copyFrom !== undefined) {
    const source = await findByCode(db, request.copyFrom);
    if (!source) throw new AppError(ErrorCode.merchantInvalid, { status: 404, params: { merchant: request.copyFrom } });
    config = source.config;
  }
  const created = await db.transaction(async (tx) => {
    // A code may be neither another merchant's code nor its trial code (the Merchant header takes
    // either): no constraint spans two columns, so creations take turns and check both.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('merchant.create'))`);
    if ((await findByAnyCode(tx, request.code)) || (await findByAnyCode(tx, trialCode))) return null;
    const added = await insertIfMissing(tx, {
      code: request.code,
      trialCode,
      name: request.name,
      config: structuredClone(config),
      // A new site opens when its owner has set it up, not the moment it exists.
      maintenance: true,
      regionRestriction: normalizeRestriction({ blockedCountries: [], blockedCidrs: [] }),
    });
    if (!added) return null;
    await recordAudit(tx, who, {
      action: 'merchant.create',
      subject: merchantSubject(request.code),
      detail: { code: request.code, trialCode, name: request.name, copyFrom: request.copyFrom ?? null },
    });
    return findByCode(tx, request.code);
  });
  if (!created) throw new AppError(ErrorCode.merchantExists, { status: 409, params: { merchant: request.code } });
  invalidate(db, MERCHANT_CACHE_SCOPE);
  return created;
}
