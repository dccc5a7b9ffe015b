/**
 * System calls: merchant settings, feature switches, status, countries, region restriction
 * (ARCHITECTURE.md "Wire conventions"). A shape is written here once; site and server import it.
 */

/** Whitelabel feature switches (§3). */
export interface Whitelabel {
  AGENTPOLICY3: boolean;
  PTSYS3: boolean;
  MISSIONLB3: boolean;
  CBS3: boolean;
  REWCEN3: boolean;
  smsLogin: boolean;
  passwordReset: boolean;
  googleSignIn: boolean;
  facebookSignIn: boolean;
}

export type CustomerServiceType = 'MIDUOKE' | 'TELEGRAM' | 'TELEGRAM2' | 'FACEBOOK';

/** Customer service entry (§3): the path carries an 8-character suffix used as a key. */
export interface CustomerServiceEntry {
  csType: CustomerServiceType;
  title: string;
  path: string;
}

/** Download link keyed by resourceType (§3). */
export interface DownloadResource {
  resourceType: 'android' | 'ios' | string;
  url: string;
}

/** mem_cen / dep_func: "1" selects the new version, anything else the base (§4). */
export interface MobileTemplate {
  mem_cen: string;
  dep_func: string;
}

export interface RegisterField {
  name: RegisterFieldName;
  show: boolean;
  required: boolean;
}

export type RegisterFieldName =
  | 'username'
  | 'password'
  | 'confirmPassword'
  | 'email'
  | 'mobile'
  | 'nickname'
  | 'realName'
  | 'birthday'
  | 'referrerCode'
  | 'captcha'
  | 'transactionPassword';

export interface RegisterSettings {
  fields: RegisterField[];
  minAge: number;
}

export interface DomainRoute {
  mainDomain: string;
  domains: string[];
}

export interface SystemPaths {
  base: string;
  api: string;
  icons: string;
}

export interface ThemeName {
  template: 'dark' | 'light';
}

/** info of GET /wps/system/status (§3). */
export interface SystemInfo {
  merchantCode: string;
  merchantName: string;
  languages: string[];
  defaultLanguage: string;
  template: 'dark' | 'light';
  /** The merchant's brand colours, which the site's theme builder takes with the template. */
  theme: BrandColours;
  customerService: CustomerServiceEntry[];
  domainRoute: DomainRoute;
  mobileTemplate: MobileTemplate;
  paths: SystemPaths;
  register: RegisterSettings;
  resources: DownloadResource[];
  whitelabel: Whitelabel;
  mainDomain: string;
  imageCDNs: string[];
}

/** value of GET /wps/system/status. */
export interface SystemStatusValue {
  info: SystemInfo;
  location: { ip: string; country: string | null };
  maintenance: boolean;
  regionRestriction: boolean;
}

/** System status switch (§2, §4): 0 normal, 1 maintenance (wins when both), 2 region restriction. */
export type SystemStatusCode = 0 | 1 | 2;

export function statusCode(v: Pick<SystemStatusValue, 'maintenance' | 'regionRestriction'>): SystemStatusCode {
  if (v.maintenance) return 1;
  if (v.regionRestriction) return 2;
  return 0;
}

/** GET /wps/system/country entry. */
export interface CountryEntry {
  countryCode: string;
  countryDialingCode: string;
  name: string;
}

/** GET /wps/system/settings/consolidated. */
export interface ConsolidatedSettings {
  merchantCode: string;
  languages: string[];
  defaultLanguage: string;
  template: 'dark' | 'light';
  whitelabel: Whitelabel;
  mobileTemplate: MobileTemplate;
  theme: BrandColours;
}

/** A merchant's brand colours (#rrggbb): the browser toolbar and site header, and the page background. */
export interface BrandColours {
  themeColor: string;
  backgroundColor: string;
}

/** A merchant's region restriction: blocked ISO 3166-1 alpha-2 country codes and IPv4/IPv6 CIDR ranges. */
export interface RegionRestriction {
  blockedCountries: string[];
  blockedCidrs: string[];
}

/** Operator view of whether a merchant's site is open (admin maintenance and region calls). */
export interface MerchantAvailability {
  merchantCode: string;
  maintenance: boolean;
  regionRestriction: RegionRestriction;
}
