/** The system calls' values, built from a merchant's configuration. */
import { createHash } from 'node:crypto';
import { CS_KEY_LENGTH, encodeServicePath } from '@common/contract/customerServicePath';
import type { ConsolidatedSettings, CustomerServiceEntry, SystemInfo } from '@common/contract/system';
import type { MerchantConfig } from '../merchant';
import type { Merchant } from '../merchant';

/**
 * A channel's URL as the keyed path the site decodes (§9). The key is derived from the entry,
 * so the same configuration always gives the same path (cached statuses stay valid).
 */
export function customerServiceEntries(merchantCode: string, channels: MerchantConfig['customerService']): CustomerServiceEntry[] {
  return channels.map(({ csType, title, url }) => {
    const key = createHash('sha256').update(`${merchantCode}\n${csType}\n${url}`).digest('base64url').slice(0, CS_KEY_LENGTH);
    return { csType, title, path: encodeServicePath(url, key) };
  });
}

/** Built once per merchant read: the merchant module shares one object until an operator changes it, and every status call needs this. */
const infos = new WeakMap<Merchant, SystemInfo>();

/** info of GET /wps/system/status. */
export function systemInfo(merchant: Merchant): SystemInfo {
  let info = infos.get(merchant);
  if (!info) infos.set(merchant, (info = buildSystemInfo(merchant)));
  return info;
}

function buildSystemInfo(merchant: Merchant): SystemInfo {
  const c = merchant.config;
  return {
    merchantCode: merchant.code,
    merchantName: merchant.name,
    languages: c.languages,
    defaultLanguage: c.defaultLanguage,
    template: c.template,
    theme: c.theme,
    customerService: customerServiceEntries(merchant.code, c.customerService),
    domainRoute: c.domainRoute,
    mobileTemplate: c.mobileTemplate,
    paths: c.paths,
    register: c.register,
    resources: c.resources,
    whitelabel: c.whitelabel,
    mainDomain: c.domainRoute.mainDomain,
    imageCDNs: c.imageCDNs,
  };
}

/** value of GET /wps/system/settings/consolidated. */
export function consolidatedSettings(merchant: Merchant): ConsolidatedSettings {
  const c = merchant.config;
  return {
    merchantCode: merchant.code,
    languages: c.languages,
    defaultLanguage: c.defaultLanguage,
    template: c.template,
    whitelabel: c.whitelabel,
    mobileTemplate: c.mobileTemplate,
    theme: c.theme,
  };
}
