/**
 * The console's merchant settings (issue 13): what a merchant's owner changes on its site, and
 * platform owners creating merchants. Paths live under CONSOLE_API; a merchant's operator reaches
 * only its own merchant (another code answers "not found").
 */
import { CONSOLE_API } from './operator';
import type { CustomerServiceType, DownloadResource, RegionRestriction, RegisterField, RegisterSettings, Whitelabel } from './system';
import type { TransferLaunchMode } from '../rules/transfers';

export const MerchantAdminPath = {
  /** GET: the merchants in the caller's scope (MerchantSummary[]); POST NewMerchantRequest (platform owners). */
  merchants: `${CONSOLE_API}/merchants`,
  /** GET: MerchantSettings. */
  merchant: (code: string) => `${CONSOLE_API}/merchants/${code}`,
  /** PUT Partial<Whitelabel>: the switches named change, the others stay. */
  whitelabel: (code: string) => `${CONSOLE_API}/merchants/${code}/whitelabel`,
  /** PUT MaintenanceRequest. */
  maintenance: (code: string) => `${CONSOLE_API}/merchants/${code}/maintenance`,
  /** PUT RegionRestriction (replaces both lists). */
  regionRestriction: (code: string) => `${CONSOLE_API}/merchants/${code}/region-restriction`,
  /** PUT RegisterFieldsRequest. */
  registerFields: (code: string) => `${CONSOLE_API}/merchants/${code}/register-fields`,
  /** GET → LanguagesRequest (merchant.settings or content.manage: content is written in them); PUT LanguagesRequest. */
  languages: (code: string) => `${CONSOLE_API}/merchants/${code}/languages`,
  /** PUT Branding. */
  branding: (code: string) => `${CONSOLE_API}/merchants/${code}/branding`,
  /** PUT CustomerServiceRequest (replaces the list). */
  customerService: (code: string) => `${CONSOLE_API}/merchants/${code}/customer-service`,
  /** PUT DownloadsRequest (replaces the list). */
  downloads: (code: string) => `${CONSOLE_API}/merchants/${code}/downloads`,
  /** PUT TransferLaunchModeRequest: how a launch of a transfer-wallet vendor's game moves money (docs/transfer-wallet.md). */
  transferLaunchMode: (code: string) => `${CONSOLE_API}/merchants/${code}/transfer-launch-mode`,
} as const;

/** Merchant codes: what the Merchant header carries. */
export const MERCHANT_CODE_PATTERN = '^[A-Za-z0-9_]{2,32}$';
/** A brand colour: #rrggbb (what the site's theme builders take). */
export const COLOUR_PATTERN = '^#[0-9a-fA-F]{6}$';

export interface MerchantSummary {
  code: string;
  trialCode: string | null;
  name: string;
  maintenance: boolean;
}

export type Template = 'dark' | 'light';

/** The colours and template the member site's theme is built from. */
export interface Branding {
  template: Template;
  themeColor: string;
  backgroundColor: string;
}

/** A customer-service channel as stored: its plain URL (the site gets it as a keyed path). */
export interface CustomerServiceChannel {
  csType: CustomerServiceType;
  title: string;
  /** http(s):, tg: or fb-messenger:. */
  url: string;
}

/** Everything the merchant settings screen shows. */
export interface MerchantSettings extends MerchantSummary {
  regionRestriction: RegionRestriction;
  whitelabel: Whitelabel;
  languages: string[];
  defaultLanguage: string;
  branding: Branding;
  customerService: CustomerServiceChannel[];
  downloads: DownloadResource[];
  register: RegisterSettings;
  /** Transfer-wallet vendors: a launch moves the whole balance (`all`) or the amount the member chooses (`choose`). */
  transferLaunchMode: TransferLaunchMode;
}

export interface TransferLaunchModeRequest {
  mode: TransferLaunchMode;
}

export interface MaintenanceRequest {
  enabled: boolean;
}

/** Register fields to switch; a hidden field is never required. */
export interface RegisterFieldsRequest {
  fields: RegisterField[];
  minAge?: number;
}

/** The offered languages (codes of common/rules/languages.ts), the default among them. */
export interface LanguagesRequest {
  languages: string[];
  defaultLanguage: string;
}

export interface CustomerServiceRequest {
  channels: CustomerServiceChannel[];
}

export interface DownloadsRequest {
  links: DownloadResource[];
}

/** A new merchant: its configuration is copied from the template merchant (the seed's). */
export interface NewMerchantRequest {
  code: string;
  /** The code trial players use; default `<code>TRIAL`. */
  trialCode?: string;
  name: string;
  /** Copy the settings of this existing merchant instead of the seed's template. */
  copyFrom?: string;
}
